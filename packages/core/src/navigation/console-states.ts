/**
 * The console's named states (SPEC §2) and their paths. The access-control answer names modules
 * and submenu entries by state; the server checks a state's path against the role's access map,
 * and the console links the state to its path, so both read this one table.
 */
export const CONSOLE_STATE_PATHS = {
  "sms-campaign": "/sms-campaign",
  "sms-campaign-test-campaign": "/sms-campaign/test-campaign",
  "viber-campaign": "/viber-campaign",
  "email-campaign": "/email-campaign",
  "email-campaign-templates": "/email-campaign/templates",
  contacts: "/contacts",
  "reports-traffic": "/reports/traffic",
  "reports-api-traffic": "/reports/api-traffic",
  "reports-email-api-traffic": "/reports/email-api-traffic",
  credentials: "/credentials",
  "settings-profile": "/settings/profile",
  "settings-users": "/settings/users",
  "settings-business-hours": "/settings/business-hours",
  "top-up": "/settings/top-up",
  "top-up-history": "/settings/top-up/history",
  "credit-history": "/settings/credit-history",
  "admin-accounts": "/admin/accounts",
  "admin-campaigns": "/admin/campaigns",
  "admin-permissions": "/admin/permissions",
  "admin-operators": "/admin/operators",
  "admin-routes": "/admin/routes",
  "admin-roles": "/admin/roles",
  "admin-sales-users": "/admin/sales-users",
  "admin-audit-log": "/admin/audit-log",
} as const;

export type ConsoleState = keyof typeof CONSOLE_STATE_PATHS;

export function isConsoleState(state: string): state is ConsoleState {
  return Object.hasOwn(CONSOLE_STATE_PATHS, state);
}

/** The path of a console state; a state the console does not know maps to `/<state>`. */
export function statePath(state: string): string {
  return isConsoleState(state) ? CONSOLE_STATE_PATHS[state] : `/${state}`;
}

/** The state whose path is `path` (query string ignored), or null. */
export function stateOfPath(path: string): ConsoleState | null {
  const bare = path.split(/[?#]/)[0];
  const found = Object.entries(CONSOLE_STATE_PATHS).find(([, statePathValue]) => statePathValue === bare);
  return found ? (found[0] as ConsoleState) : null;
}
