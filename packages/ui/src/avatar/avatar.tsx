import * as AvatarPrimitive from "@radix-ui/react-avatar";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

const avatarVariants = cva("relative flex shrink-0 overflow-hidden rounded-full", {
  variants: {
    size: { sm: "size-6 text-xs", md: "size-8 text-sm", lg: "size-10 text-base" },
  },
  defaultVariants: { size: "md" },
});

/** Where the avatar's picture stands; the initials show until it is "loaded". */
type ImageLoadingStatus = "idle" | "loading" | "loaded" | "error";

type AvatarProps = ComponentProps<typeof AvatarPrimitive.Root> &
  VariantProps<typeof avatarVariants> & {
    /** Render the child element instead of a span, merging props. @default false */
    asChild?: boolean;
  };

/** A user's picture, falling back to initials while it loads or when it fails (Radix Avatar). */
function Avatar({ className, size = "md", ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    />
  );
}

type AvatarImageProps = ComponentProps<typeof AvatarPrimitive.Image> & {
  /** Hears the picture's status: "loading", then "loaded" or "error" ("error" at once without `src`). */
  onLoadingStatusChange?: (status: ImageLoadingStatus) => void;
};

/** The picture: rendered once it has loaded, and never when it fails, so the initials show instead. */
function AvatarImage({ className, ...props }: AvatarImageProps) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn("aspect-square size-full", className)}
      {...props}
    />
  );
}

type AvatarFallbackProps = ComponentProps<typeof AvatarPrimitive.Fallback> & {
  /** Wait this long before showing, so a picture that loads quickly does not flash the initials. */
  delayMs?: number;
};

/** The initials, shown while the picture loads, when it fails, or when there is none. */
function AvatarFallback({ className, ...props }: AvatarFallbackProps) {
  return (
    <AvatarPrimitive.Fallback
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
