import type { ListQuery } from "@sendline/core";

/** Query keys of the admin calls; a change invalidates its area and the audit log. */
export const adminKeys = {
  all: ["admin"] as const,
  accounts: () => [...adminKeys.all, "accounts"] as const,
  accountList: (query: ListQuery) => [...adminKeys.accounts(), "list", query] as const,
  account: (id: number) => [...adminKeys.accounts(), "detail", id] as const,
  operators: () => [...adminKeys.all, "operators"] as const,
  routes: () => [...adminKeys.all, "routes"] as const,
  routeConnection: (routeId: number) => [...adminKeys.routes(), "connection", routeId] as const,
  viberConnection: () => [...adminKeys.all, "viber-connection"] as const,
  roles: () => [...adminKeys.all, "roles"] as const,
  permissionCatalog: () => [...adminKeys.all, "permission-catalog"] as const,
  missing: (roleId: number) => [...adminKeys.roles(), "missing", roleId] as const,
  salesUsers: () => [...adminKeys.all, "sales-users"] as const,
  campaigns: (query: ListQuery) => [...adminKeys.all, "campaigns", query] as const,
  campaignLogs: (id: number) => [...adminKeys.all, "campaign-logs", id] as const,
  auditLog: () => [...adminKeys.all, "audit-log"] as const,
  auditLogList: (query: ListQuery) => [...adminKeys.auditLog(), query] as const,
  staffEntries: (query: ListQuery) => ["account", "staff-entries", query] as const,
};
