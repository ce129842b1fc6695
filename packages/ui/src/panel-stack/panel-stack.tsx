import { UI_TIMINGS } from "@sendline/core";
import { XIcon } from "lucide-react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from "react";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";

type PanelStackContextValue = {
  stack: readonly string[];
  closing: string | null;
  /** The panels whose content is on screen. */
  shown: readonly string[];
  setShown: (id: string, shown: boolean) => void;
  /** Opens panels on top of the stack, in order; several at once for a screen reached deep down. */
  open: (...ids: string[]) => void;
  close: (id: string, redirect?: string) => void;
};

const PanelStackContext = createContext<PanelStackContextValue | null>(null);

/** Opens and closes the panels of the nearest PanelStack. */
function usePanelStack(): Pick<PanelStackContextValue, "stack" | "open" | "close"> {
  const context = use(PanelStackContext);
  if (!context) throw new Error("usePanelStack must be used inside a PanelStack.");
  return { stack: context.stack, open: context.open, close: context.close };
}

type PanelStackProps = {
  /** The ids of the open panels, bottom first; controlled. */
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (stack: string[]) => void;
  /**
   * Called when the first panel has closed, with that panel's redirect if it has one, so the
   * screen can go there or back to the parent screen.
   */
  onExit?: (redirect: string | undefined) => void;
  /** The first panel's close delay. @default 300 */
  closeDelayMs?: number;
  children: ReactNode;
};

/** Sliding panels stacked over a parent screen (SPEC §2). */
function PanelStack({
  value,
  defaultValue = [],
  onValueChange,
  onExit,
  closeDelayMs = UI_TIMINGS.panelCloseMs,
  children,
}: PanelStackProps) {
  const [stack, setStack] = useControllableState<string[]>({ value, defaultValue, onValueChange });
  const [closing, setClosing] = useState<string | null>(null);
  const [shown, setShownList] = useState<readonly string[]>([]);
  const setShown = useCallback(
    (id: string, isShown: boolean) =>
      setShownList((list) =>
        isShown ? (list.includes(id) ? list : [...list, id]) : list.filter((item) => item !== id),
      ),
    [],
  );
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const open = (...ids: string[]) => {
    const added = ids.filter((id, index) => !stack.includes(id) && ids.indexOf(id) === index);
    if (added.length > 0) setStack([...stack, ...added]);
  };

  const close = (id: string, redirect?: string) => {
    const index = stack.indexOf(id);
    if (index === -1 || closing) return;
    if (index > 0) {
      setStack(stack.slice(0, index));
      return;
    }
    setClosing(id);
    timer.current = window.setTimeout(() => {
      setClosing(null);
      setStack([]);
      onExit?.(redirect);
    }, closeDelayMs);
  };

  return (
    <PanelStackContext value={{ stack, closing, shown, setShown, open, close }}>{children}</PanelStackContext>
  );
}

type PanelStackItemProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, "title"> & {
  /** The panel's id in the stack. */
  value: string;
  /** The panel's heading, also its accessible name. */
  title: ReactNode;
  description?: ReactNode;
  /** Where closing this panel leads when it is the first one; otherwise the parent screen. */
  redirect?: string;
};

const hasModifier = (event: KeyboardEvent | ReactKeyboardEvent) =>
  event.shiftKey || event.ctrlKey || event.altKey || event.metaKey;

/** One panel; modal with its own focus trap. Escape with no modifier closes the top panel only. */
function PanelStackItem({
  value: id,
  title,
  description,
  redirect,
  className,
  children,
  onEscapeKeyDown,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ref,
  ...props
}: PanelStackItemProps) {
  // Without a Radix trigger, focus goes back by hand to wherever it was when the panel opened.
  const returnFocus = useRef<HTMLElement | null>(null);
  const context = use(PanelStackContext);
  if (!context) throw new Error("PanelStackItem must be inside a PanelStack.");
  const { setShown } = context;
  const depth = context.stack.indexOf(id);
  // A modal Radix dialog hides everything else from assistive technology as it mounts. Two panels
  // mounting in one render would hide each other, the top one included, so a panel opens only once
  // the panels under it are on screen.
  const open = depth !== -1 && context.stack.slice(0, depth).every((below) => context.shown.includes(below));
  const contentRef = useCallback(
    (node: HTMLDivElement | null) => {
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
      if (!node) return;
      setShown(id, true);
      return () => setShown(id, false);
    },
    [id, ref, setShown],
  );
  const top = depth === context.stack.length - 1;
  const state = context.closing === id ? "closing" : top ? "open" : "covered";

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && context.close(id, redirect)}>
      <DialogPrimitive.Portal>
        {depth === 0 && <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40" />}
        <DialogPrimitive.Content
          ref={contentRef}
          data-slot="panel-stack-item"
          data-state={state}
          data-depth={depth}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            returnFocus.current = active instanceof HTMLElement ? active : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          onEscapeKeyDown={(event) => {
            onEscapeKeyDown?.(event);
            if (hasModifier(event) || !top) event.preventDefault();
          }}
          style={{ zIndex: 50 + depth, width: `calc(min(48rem, 100%) - ${depth * 1.5}rem)` }}
          className={cn(
            "fixed inset-y-0 right-0 flex flex-col border-l bg-background text-foreground shadow-xl outline-none data-[state=closing]:translate-x-full motion-safe:transition-transform motion-safe:duration-300",
            className,
          )}
          {...props}
        >
          <header className="flex items-start justify-between gap-4 border-b px-6 py-4">
            <div className="flex flex-col gap-1">
              <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="text-sm text-muted-foreground">
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
            <DialogPrimitive.Close
              data-slot="panel-stack-close"
              className="rounded-sm p-1 opacity-70 outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4"
            >
              <XIcon aria-hidden />
              <span className="sr-only">Close</span>
            </DialogPrimitive.Close>
          </header>
          <div className="flex-1 overflow-y-auto px-6 py-4">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export { PanelStack, PanelStackItem, usePanelStack, type PanelStackItemProps, type PanelStackProps };
