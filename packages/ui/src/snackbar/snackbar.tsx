import { UI_TIMINGS } from "@sendline/core";
import type { SNACKBAR_TYPES, Snackbar } from "@sendline/core/contract";
import { cva } from "class-variance-authority";
import { XIcon } from "lucide-react";
import * as PortalPrimitive from "@radix-ui/react-portal";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from "react";
import { cn } from "../lib/cn";

type SnackbarType = (typeof SNACKBAR_TYPES)[number];

/** A notice to show: the message, and optionally its type (success) and how long it stays (5000 ms). */
type SnackbarInput = Pick<Snackbar, "message"> & Partial<Pick<Snackbar, "type" | "delay">>;

type SnackbarNotice = Snackbar & { id: number };

type SnackbarContextValue = {
  /** Shows a notice and returns its id. */
  notify: (notice: SnackbarInput) => number;
  dismiss: (id: number) => void;
};

const SnackbarContext = createContext<SnackbarContextValue | null>(null);

/** The snackbar of the nearest `SnackbarProvider`. */
function useSnackbar(): SnackbarContextValue {
  const context = useContext(SnackbarContext);
  if (!context) throw new Error("useSnackbar must be used inside <SnackbarProvider>.");
  return context;
}

const snackbarVariants = cva(
  "pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-md px-4 py-3 text-sm shadow-lg data-[state=open]:animate-fade-in",
  {
    variants: {
      variant: {
        success: "bg-success text-success-foreground",
        danger: "bg-danger text-danger-foreground",
        warning: "bg-warning text-warning-foreground",
        info: "bg-info text-info-foreground",
      },
    },
    defaultVariants: { variant: "success" },
  },
);

type SnackbarItemProps = Omit<ComponentProps<"div">, "children"> & {
  notice: SnackbarNotice;
  onDismiss: (id: number) => void;
};

function SnackbarItem({ notice, onDismiss, className, ...props }: SnackbarItemProps) {
  const { id, delay, type, message } = notice;
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), delay);
    return () => clearTimeout(timer);
  }, [id, delay, onDismiss]);

  return (
    <div
      data-slot="snackbar"
      data-variant={type}
      data-state="open"
      role="status"
      className={cn(snackbarVariants({ variant: type }), className)}
      {...props}
    >
      <p className="flex-1">{message}</p>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => onDismiss(id)}
        className="-m-1 rounded-sm p-1 opacity-80 outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-current"
      >
        <XIcon className="size-4" aria-hidden />
      </button>
    </div>
  );
}

type SnackbarProviderProps = {
  children?: ReactNode;
  /** The most notices on screen at once; the oldest go first. @default 5 */
  max?: number;
};

/** Holds the snackbar notices of the app and shows them stacked at the top centre of the screen. */
function SnackbarProvider({ children, max = 5 }: SnackbarProviderProps) {
  const [notices, setNotices] = useState<SnackbarNotice[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);

  const notify = useCallback(
    ({ message, type = "success", delay = UI_TIMINGS.snackbarMs }: SnackbarInput) => {
      const id = nextId.current++;
      setNotices((current) => [...current, { id, message, type, delay }].slice(-max));
      return id;
    },
    [max],
  );

  const context = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);

  return (
    <SnackbarContext value={context}>
      {children}
      <PortalPrimitive.Root asChild>
        <section
          data-slot="snackbar-viewport"
          aria-label="Notifications"
          aria-live="polite"
          className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2 px-4"
        >
          {notices.map((notice) => (
            <SnackbarItem key={notice.id} notice={notice} onDismiss={dismiss} />
          ))}
        </section>
      </PortalPrimitive.Root>
    </SnackbarContext>
  );
}

export {
  SnackbarItem,
  SnackbarProvider,
  snackbarVariants,
  useSnackbar,
  type SnackbarInput,
  type SnackbarNotice,
  type SnackbarType,
};
