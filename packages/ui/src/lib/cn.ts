import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx). It does not resolve Tailwind conflicts: a component's own classes never set
 * one property twice, and a class that replaces one of them carries Tailwind's important modifier
 * (`w-40!`) or replaces a `fallback:` default (see the README, "Overriding styles").
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
