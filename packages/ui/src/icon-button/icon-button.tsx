import type { ComponentProps } from "react";
import { Button } from "../button/button";
import { cn } from "../lib/cn";

type IconButtonProps = Omit<ComponentProps<typeof Button>, "size"> & {
  /** The accessible name: an icon alone tells a screen reader nothing. */
  "aria-label": string;
  /** @default "md" */
  size?: "sm" | "md" | "lg";
};

const iconSizes = { sm: "size-8", md: "size-9", lg: "size-10" } as const;

function IconButton({ className, size = "md", variant = "ghost", ...props }: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      variant={variant}
      size="icon"
      data-size={size}
      className={cn(iconSizes[size], className)}
      {...props}
    />
  );
}

export { IconButton, type IconButtonProps };
