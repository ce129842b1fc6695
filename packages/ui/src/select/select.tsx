import { CheckIcon, ChevronDownIcon } from "lucide-react";
import * as SelectPrimitive from "@radix-ui/react-select";
import { createContext, useContext, useState, type ComponentProps } from "react";
import { cn } from "../lib/cn";

/** Whether a `lazyContent` select's options may render yet (null: not a `lazyContent` select). */
const ContentShown = createContext<boolean | null>(null);

type SelectProps = ComponentProps<typeof SelectPrimitive.Root> & {
  /**
   * Renders the options only once the select first opens. Radix renders a closed select's options
   * into a detached fragment as it mounts (to show the chosen option's text, and to answer typing
   * on the closed trigger): a second, synchronous render right after the screen's commit, which a
   * list's first screen pays for each of its controls. With `lazyContent` the trigger shows
   * `SelectValue`'s children (give them), and typing on the closed trigger picks nothing; arrows,
   * Enter and Space open it as always. @default false
   */
  lazyContent?: boolean;
};

/** A list box; `value` / `defaultValue` / `onValueChange`, typeahead and arrow keys from Radix. */
function Select({ lazyContent = false, onOpenChange, ...props }: SelectProps) {
  const [opened, setOpened] = useState(Boolean(props.open ?? props.defaultOpen));
  const root = (
    <SelectPrimitive.Root
      data-slot="select"
      {...props}
      onOpenChange={(open) => {
        if (open) setOpened(true);
        onOpenChange?.(open);
      }}
    />
  );
  return lazyContent ? <ContentShown value={opened || Boolean(props.open)}>{root}</ContentShown> : root;
}

function SelectGroup(props: ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

function SelectValue(props: ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

function SelectTrigger({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cn(
        "flex h-9 fallback:w-full items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger data-[placeholder]:text-muted-foreground *:data-[slot=select-value]:truncate",
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon className="size-4 shrink-0 opacity-60" aria-hidden />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

function SelectContent({
  className,
  children,
  position = "popper",
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  if (useContext(ContentShown) === false) return null;
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        className={cn(
          "relative z-50 fallback:max-h-(--radix-select-content-available-height) overflow-y-auto rounded-md border bg-popover text-popover-foreground shadow-md data-[state=open]:animate-fade-in",
          position === "popper"
            ? "w-full min-w-(--radix-select-trigger-width) data-[side=bottom]:translate-y-1"
            : "min-w-32",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn("px-2 py-1.5 text-xs text-muted-foreground", className)}
      {...props}
    />
  );
}

function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        "relative flex w-full cursor-default select-none items-center gap-2 rounded-sm py-1.5 pl-2 pr-8 text-sm outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <span className="absolute right-2 flex size-3.5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon className="size-4" aria-hidden />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

function SelectSeparator({ className, ...props }: ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn("-mx-1 my-1 h-px bg-border", className)}
      {...props}
    />
  );
}

export {
  Select,
  type SelectProps,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
};
