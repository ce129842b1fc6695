import { normalizeRoute } from "./normalize-route";

/** Whether an endpoint belongs to the admin area, which the missing-permissions tool leaves out (SPEC §6). */
export function isAdminEndpoint(endpoint: string): boolean {
  return /^\/?admin(\/|$)/.test(normalizeRoute(endpoint));
}

/**
 * The admin tool's missing permissions (SPEC §6): known endpoints that are neither a route of the
 * access map nor a privilege held on any route, admin endpoints excluded, in the given order
 * without repeats.
 */
export function missingPermissions(
  knownEndpoints: readonly string[],
  access: Readonly<Record<string, readonly string[]>>,
): string[] {
  const granted = new Set([...Object.keys(access), ...Object.values(access).flat()]);
  const missing = knownEndpoints.filter(
    (endpoint) =>
      !isAdminEndpoint(endpoint) && !granted.has(normalizeRoute(endpoint)) && !granted.has(endpoint),
  );
  return [...new Set(missing)];
}
