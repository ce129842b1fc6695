import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

/** A placeholder block shown while content loads; hidden from assistive technology. */
function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

export { Skeleton };
