import type { ReactNode } from "react";
import { useAccess, useGuard, type GuardRule } from "../hooks/use-access";

export interface GuardProps extends GuardRule {
  children: ReactNode;
  /** Shown instead of the children when the rule does not hold. */
  fallback?: ReactNode;
}

/**
 * Shows its children only when the user holds the rights named (SPEC §6 element guards):
 * `access`, `permission`, `privilege`, their negations `notAccess`, `notPermission`,
 * `notPrivilege`, and role lists `roleIn` / `roleNotIn`. In debug mode a refused element is
 * marked rather than hidden.
 */
export function Guard({ children, fallback = null, ...rule }: GuardProps) {
  const allowed = useGuard(rule);
  const { debug } = useAccess();
  if (allowed) return children;
  if (debug) {
    return (
      <span
        data-guard="refused"
        title="Hidden from this user outside debug mode"
        className="opacity-60 outline-1 outline-offset-2 outline-danger outline-dashed"
      >
        {children}
      </span>
    );
  }
  return fallback;
}
