import type { ComponentProps } from "react";
import { Button } from "../button/button";

type IconButtonProps = Omit<ComponentProps<typeof Button>, "size"> & {
  /** The accessible name: an icon alone tells a screen reader nothing. */
  "aria-label": string;
  /** @default "md" */
  size?: "sm" | "md" | "lg";
};

const buttonSizes = { sm: "icon-sm", md: "icon", lg: "icon-lg" } as const;

function IconButton({ size = "md", variant = "ghost", ...props }: IconButtonProps) {
  return (
    <Button data-slot="icon-button" variant={variant} size={buttonSizes[size]} data-size={size} {...props} />
  );
}

export { IconButton, type IconButtonProps };
