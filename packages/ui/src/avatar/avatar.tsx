import { cva, type VariantProps } from "class-variance-authority";
import * as SlotPrimitive from "@radix-ui/react-slot";
import {
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentProps,
  type Dispatch,
  type SetStateAction,
} from "react";
import { cn } from "../lib/cn";

const avatarVariants = cva("relative flex shrink-0 overflow-hidden rounded-full", {
  variants: {
    size: { sm: "size-6 text-xs", md: "size-8 text-sm", lg: "size-10 text-base" },
  },
  defaultVariants: { size: "md" },
});

/** Where the avatar's picture stands; the initials show until it is "loaded". */
type ImageLoadingStatus = "idle" | "loading" | "loaded" | "error";

const AvatarContext = createContext<
  [ImageLoadingStatus, Dispatch<SetStateAction<ImageLoadingStatus>>] | null
>(null);

function useAvatarStatus(part: string) {
  const context = use(AvatarContext);
  if (!context) throw new Error(`${part} must be used within Avatar`);
  return context;
}

type AvatarProps = ComponentProps<"span"> &
  VariantProps<typeof avatarVariants> & {
    /** Render the child element instead of a span, merging props. @default false */
    asChild?: boolean;
  };

/** A user's picture, falling back to initials while it loads or when it fails. */
function Avatar({ className, size = "md", asChild = false, ...props }: AvatarProps) {
  const status = useState<ImageLoadingStatus>("idle");
  const Comp = asChild ? SlotPrimitive.Slot : "span";
  return (
    <AvatarContext value={status}>
      <Comp
        data-slot="avatar"
        data-size={size}
        className={cn(avatarVariants({ size }), className)}
        {...props}
      />
    </AvatarContext>
  );
}

type AvatarImageProps = ComponentProps<"img"> & {
  /** Hears the picture's status: "loading", then "loaded" or "error" ("error" at once without `src`). */
  onLoadingStatusChange?: (status: ImageLoadingStatus) => void;
};

/** The picture: kept hidden until it has loaded, and left out when it fails so the initials show. */
function AvatarImage({ className, src, onLoadingStatusChange, onLoad, onError, ...props }: AvatarImageProps) {
  const [status, setStatus] = useAvatarStatus("AvatarImage");
  const report = (next: ImageLoadingStatus) => {
    setStatus(next);
    onLoadingStatusChange?.(next);
  };

  // A new picture starts over; layout effect, so the previous one never shows with the new source.
  useLayoutEffect(() => {
    const next = src ? "loading" : "error";
    setStatus(next);
    onLoadingStatusChange?.(next);
    return () => setStatus("idle");
    // Only a new source restarts loading; the callback may change on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, setStatus]);

  if (!src || status === "error") return null;
  return (
    <img
      data-slot="avatar-image"
      src={src}
      hidden={status !== "loaded"}
      onLoad={(event) => {
        report("loaded");
        onLoad?.(event);
      }}
      onError={(event) => {
        report("error");
        onError?.(event);
      }}
      className={cn("aspect-square size-full", className)}
      {...props}
    />
  );
}

type AvatarFallbackProps = ComponentProps<"span"> & {
  /** Wait this long before showing, so a picture that loads quickly does not flash the initials. */
  delayMs?: number;
};

/** The initials, shown while the picture loads, when it fails, or when there is none. */
function AvatarFallback({ className, delayMs, ...props }: AvatarFallbackProps) {
  const [status] = useAvatarStatus("AvatarFallback");
  const [waited, setWaited] = useState(delayMs === undefined);

  useEffect(() => {
    if (delayMs === undefined) return;
    const timer = window.setTimeout(() => setWaited(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);

  if (!waited || status === "loaded") return null;
  return (
    <span
      data-slot="avatar-fallback"
      className={cn(
        "flex size-full items-center justify-center rounded-full bg-muted font-medium text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

/** The initials of a name: "Maria dela Cruz" becomes "MC". */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

export {
  Avatar,
  AvatarFallback,
  AvatarImage,
  avatarVariants,
  initials,
  type AvatarFallbackProps,
  type AvatarImageProps,
  type AvatarProps,
  type ImageLoadingStatus,
};
