import { API_MESSAGES } from "../http/api-messages";
import { normalizeRoute } from "./normalize-route";

/** The access map key that grants everything: the super admin's hallpass (SPEC §1, §6). */
export const HALLPASS = "hallpass";

/** The role code of the super admin (SPEC §6). */
export const SUPER_ADMIN_ROLE_CODE = "super_admin";

/** Shown when a route is not permitted; the user is then logged out (SPEC §4, §8). */
export const ACCESS_DENIED_MESSAGE = API_MESSAGES.accessDenied;

/** What the console knows of the user's rights (SPEC §6): the access-control answer plus the role. */
export type AccessState = {
  /** False until the access-control answer has arrived; until then every privilege is granted. */
  ready: boolean;
  /** Route patterns (normalised) to the privileges held on them. */
  access: Readonly<Record<string, readonly string[]>>;
  permissions: Readonly<Record<string, unknown>>;
  roleCode?: string | null;
};

/** Whether the user holds the hallpass access entry (SPEC §6). */
export function hasHallpass(state: Pick<AccessState, "access">): boolean {
  return Object.hasOwn(state.access, HALLPASS);
}

/**
 * Whether the user may open a URL (SPEC §6 "Route access"): the hallpass grants everything;
 * otherwise the normalised URL must be a key of the access map.
 */
export function hasRouteAccess(state: Pick<AccessState, "access">, url: string): boolean {
  return hasHallpass(state) || Object.hasOwn(state.access, normalizeRoute(url));
}

/**
 * Whether a permission is held (SPEC §6): a truthy entry in the permissions map, or the user is a
 * super admin (role super_admin or the hallpass).
 */
export function hasPermission(
  state: Pick<AccessState, "access" | "permissions" | "roleCode">,
  name: string,
): boolean {
  return state.roleCode === SUPER_ADMIN_ROLE_CODE || hasHallpass(state) || Boolean(state.permissions[name]);
}

/** The privileges held on a route (SPEC §6): the access map's list for the normalised URL, or none. */
export function routePrivileges(state: Pick<AccessState, "access">, url: string): readonly string[] {
  return state.access[normalizeRoute(url)] ?? [];
}

/**
 * Whether a privilege is held on the current route (SPEC §6): everything is granted until access
 * is ready and to the hallpass; otherwise the route's privilege list must hold it.
 */
export function hasPrivilege(state: AccessState, currentUrl: string, privilege: string): boolean {
  return routePrivilegeCheck(state, currentUrl)(privilege);
}

/**
 * `hasPrivilege` for one route, its URL read once: for checking many privileges on it, as each
 * row of a campaign list does for its allowed actions.
 */
export function routePrivilegeCheck(state: AccessState, currentUrl: string): (privilege: string) => boolean {
  if (!state.ready || hasHallpass(state)) return () => true;
  const held = routePrivileges(state, currentUrl);
  return (privilege) => held.includes(privilege);
}

/** Whether the user may search campaigns: needs sms_campaign_search or sms_api_search (SPEC §6). */
export function canSearchCampaigns(state: Pick<AccessState, "access" | "permissions" | "roleCode">): boolean {
  return hasPermission(state, "sms_campaign_search") || hasPermission(state, "sms_api_search");
}

/** The top-up screen's route; the Top Up Now link and the balance popover need access to it (SPEC §6). */
export const TOP_UP_ROUTE = "/settings/top-up";

/** Whether the Top Up Now link and the 'Account balance' popover show (SPEC §6). */
export function canTopUp(state: Pick<AccessState, "access">): boolean {
  return hasRouteAccess(state, TOP_UP_ROUTE);
}
