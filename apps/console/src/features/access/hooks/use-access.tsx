import { hasPermission, hasPrivilege, hasRouteAccess, roleIn, type AccessState } from "@sendline/core";
import { createContext, useContext, type ReactNode } from "react";
import { useLocation } from "wouter";

export interface AccessContextValue {
  /** The user's rights: the access-control answer and the role code. */
  state: AccessState;
  /** The role's name, for role comparisons (SPEC §6: roles are compared by name). */
  roleName?: string | null;
  /** Debug mode marks guarded elements instead of hiding them (SPEC §6). */
  debug?: boolean;
}

/** Until the access-control answer arrives nothing is held, except privileges (SPEC §6). */
const NOT_READY: AccessContextValue = { state: { ready: false, access: {}, permissions: {} } };

const AccessContext = createContext<AccessContextValue>(NOT_READY);

export function AccessProvider({ value, children }: { value: AccessContextValue; children: ReactNode }) {
  return <AccessContext value={value}>{children}</AccessContext>;
}

export function useAccess(): AccessContextValue {
  return useContext(AccessContext);
}

/**
 * An element guard's rule (SPEC §6): every right named must be held and every negated one must
 * not. `access` is a route (normalised like the route guard), `privilege` is checked on the
 * current route, roles are compared by name.
 */
export interface GuardRule {
  access?: string;
  notAccess?: string;
  permission?: string;
  notPermission?: string;
  privilege?: string;
  notPrivilege?: string;
  roleIn?: readonly string[];
  roleNotIn?: readonly string[];
}

/** Whether a rule holds for the user's rights on `currentUrl`. */
export function guardAllows(
  { state, roleName }: AccessContextValue,
  currentUrl: string,
  rule: GuardRule,
): boolean {
  const checks: boolean[] = [];
  if (rule.access !== undefined) checks.push(hasRouteAccess(state, rule.access));
  if (rule.notAccess !== undefined) checks.push(!hasRouteAccess(state, rule.notAccess));
  if (rule.permission !== undefined) checks.push(hasPermission(state, rule.permission));
  if (rule.notPermission !== undefined) checks.push(!hasPermission(state, rule.notPermission));
  if (rule.privilege !== undefined) checks.push(hasPrivilege(state, currentUrl, rule.privilege));
  if (rule.notPrivilege !== undefined) checks.push(!hasPrivilege(state, currentUrl, rule.notPrivilege));
  if (rule.roleIn !== undefined) checks.push(roleIn(roleName, rule.roleIn));
  if (rule.roleNotIn !== undefined) checks.push(!roleIn(roleName, rule.roleNotIn));
  return checks.every(Boolean);
}

/** Whether the signed-in user passes `rule` on the current route. */
export function useGuard(rule: GuardRule): boolean {
  const access = useAccess();
  const [location] = useLocation();
  return guardAllows(access, location, rule);
}
