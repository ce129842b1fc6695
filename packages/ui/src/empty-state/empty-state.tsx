import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

/** What a list or screen shows when it has nothing yet: an icon, a title, a line of help and actions. */
function EmptyState({ className, ...props }: ComponentProps<"section">) {
  return (
    <section
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-8 text-center",
        className,
      )}
      {...props}
    />
  );
}

function EmptyStateIcon({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="empty-state-icon"
      aria-hidden
      className={cn(
        "flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-5",
        className,
      )}
      {...props}
    />
  );
}

function EmptyStateTitle({ className, ...props }: ComponentProps<"h3">) {
  return <h3 data-slot="empty-state-title" className={cn("font-semibold", className)} {...props} />;
}

function EmptyStateDescription({ className, ...props }: ComponentProps<"p">) {
  return (
    <p
      data-slot="empty-state-description"
      className={cn("max-w-sm text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

function EmptyStateActions({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="empty-state-actions" className={cn("flex gap-2", className)} {...props} />;
}

export { EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle };
