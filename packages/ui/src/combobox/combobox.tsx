import { Command as CommandPrimitive } from "cmdk";
import { CheckIcon, ChevronsUpDownIcon, SearchIcon } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";
import { Popover, PopoverContent, PopoverTrigger } from "../popover/popover";

type ComboboxOption = {
  value: string;
  label: string;
  /** Extra words the search should match, such as a country's dialling code. */
  keywords?: string[];
  disabled?: boolean;
};

type ComboboxProps = Omit<ComponentProps<"button">, "value" | "defaultValue" | "onChange"> & {
  options: readonly ComboboxOption[];
  /** The chosen option's value, `null` for none (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  /** Shown on the trigger when nothing is chosen. @default "Select…" */
  placeholder?: string;
  /** @default "Search…" */
  searchPlaceholder?: string;
  /** Shown when the search matches nothing. @default "No results." */
  emptyText?: string;
};

/**
 * cmdk's filter: an option matches when its value and keywords (its label first) contain every word of
 * the search, case ignored. Matches keep their order.
 */
function matchEveryWord(value: string, search: string, keywords: string[] = []): number {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text = [value, ...keywords].join(" ").toLowerCase();
  return words.every((word) => text.includes(word)) ? 1 : 0;
}

/**
 * Keeps the search box's `aria-activedescendant` on the option cmdk marks active (`aria-selected`).
 * cmdk 1.1.1 leaves it unset until the first move and stale after a search makes the first match
 * active (dip/cmdk#413), so a screen reader would name no option, or another one than Enter chooses.
 */
function syncActiveOption(root: HTMLDivElement | null) {
  if (!root) return;
  const sync = () => {
    const input = root.querySelector("[cmdk-input]");
    const id = root.querySelector('[role="option"][aria-selected="true"]')?.id;
    if (!input || (input.getAttribute("aria-activedescendant") ?? undefined) === id) return;
    if (id) input.setAttribute("aria-activedescendant", id);
    else input.removeAttribute("aria-activedescendant");
  };
  const observer = new MutationObserver(sync);
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributeFilter: ["aria-selected", "aria-activedescendant"],
  });
  sync();
  return () => observer.disconnect();
}

/**
 * A searchable list in a popover: type to filter, arrows to move, Enter to choose, Escape to close.
 * The list is cmdk's: the search box is an ARIA combobox over a listbox, the active option named by
 * `aria-activedescendant`.
 */
function Combobox({
  options,
  value,
  defaultValue = null,
  onValueChange,
  placeholder = "Select…",
  searchPlaceholder = "Search…",
  emptyText = "No results.",
  className,
  disabled,
  ...props
}: ComboboxProps) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useControllableState({ value, defaultValue, onValueChange });
  const current = options.find((option) => option.value === selected);

  const choose = (option: ComboboxOption) => {
    setSelected(option.value === selected ? null : option.value);
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          role="combobox"
          aria-expanded={open}
          data-slot="combobox-trigger"
          data-state={open ? "open" : "closed"}
          disabled={disabled}
          className={cn(
            "flex h-9 fallback:w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger",
            !current && "text-muted-foreground",
            className,
          )}
          {...props}
        >
          <span className="truncate">{current ? current.label : placeholder}</span>
          <ChevronsUpDownIcon className="size-4 shrink-0 opacity-60" aria-hidden />
        </button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        aria-label={props["aria-label"] ?? searchPlaceholder}
        className="w-(--radix-popover-trigger-width) min-w-56 p-0"
      >
        {/* Mounted on opening: the search starts empty, the chosen option active. */}
        <CommandPrimitive
          ref={syncActiveOption}
          data-slot="combobox"
          label={searchPlaceholder}
          filter={matchEveryWord}
          loop
          {...(selected != null ? { defaultValue: selected } : {})}
          className="flex flex-col overflow-hidden text-sm"
        >
          <div className="flex items-center gap-2 border-b px-3">
            <SearchIcon className="size-4 shrink-0 opacity-60" aria-hidden />
            <CommandPrimitive.Input
              data-slot="combobox-input"
              placeholder={searchPlaceholder}
              className="flex h-9 w-full bg-transparent py-2 outline-none placeholder:text-muted-foreground"
            />
          </div>
          <CommandPrimitive.List
            data-slot="combobox-list"
            label={searchPlaceholder}
            className="max-h-64 overflow-y-auto p-1"
          >
            <CommandPrimitive.Empty className="py-6 text-center text-muted-foreground">
              {emptyText}
            </CommandPrimitive.Empty>
            {options.map((option) => (
              <CommandPrimitive.Item
                key={option.value}
                value={option.value}
                keywords={[option.label, ...(option.keywords ?? [])]}
                disabled={option.disabled ?? false}
                onSelect={() => choose(option)}
                data-slot="combobox-item"
                className="relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 outline-none data-[disabled=true]:pointer-events-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground data-[disabled=true]:opacity-50"
              >
                <CheckIcon
                  className={cn("size-4", option.value === selected ? "opacity-100" : "opacity-0")}
                  aria-hidden
                />
                {option.label}
              </CommandPrimitive.Item>
            ))}
          </CommandPrimitive.List>
        </CommandPrimitive>
      </PopoverContent>
    </Popover>
  );
}

export { Combobox, type ComboboxOption, type ComboboxProps };
