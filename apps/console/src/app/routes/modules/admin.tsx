import { stateOfPath } from "@sendline/core";
import type { ComponentType } from "react";
import { useLocation } from "wouter";
import { AdminAccounts } from "../../../features/admin/components/admin-accounts";
import { AdminCampaigns } from "../../../features/admin/components/admin-campaigns";
import { AdminOperators, SalesUsers } from "../../../features/admin/components/admin-reference";
import { AdminRoutes } from "../../../features/admin/components/admin-routes";
import { AuditLog } from "../../../features/admin/components/audit-log";
import { MissingPermissions } from "../../../features/admin/components/missing-permissions";
import { RoleMatrix } from "../../../features/admin/components/role-matrix";
import { usePageTitle } from "../../../lib/app-context";
import { NotFound } from "../../components/module-landing";
import type { ModuleRouteProps } from "./module-route";

const SCREENS: Record<string, { title: string; Screen: ComponentType }> = {
  "admin-accounts": { title: "Accounts", Screen: AdminAccounts },
  "admin-campaigns": { title: "Campaigns", Screen: AdminCampaigns },
  "admin-permissions": { title: "Missing Permissions", Screen: MissingPermissions },
  "admin-operators": { title: "Operators", Screen: AdminOperators },
  "admin-routes": { title: "Routes", Screen: AdminRoutes },
  "admin-roles": { title: "Roles", Screen: RoleMatrix },
  "admin-sales-users": { title: "Sales Users", Screen: SalesUsers },
  "admin-audit-log": { title: "Audit Log", Screen: AuditLog },
};

/** The admin module's screens (SPEC §2 admin sidebar), for non-account staff; its own chunk. */
export function ModuleRoute({ module }: ModuleRouteProps) {
  const [location] = useLocation();
  const state = stateOfPath(location);
  const screen = state && module.submenu.some((item) => item.state === state) ? SCREENS[state] : undefined;
  usePageTitle(screen?.title ?? "Admin");
  if (!screen) return <NotFound />;
  const { Screen } = screen;
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-6">
      <h1 id="screen-title" className="text-2xl font-semibold">
        {screen.title}
      </h1>
      <Screen />
    </section>
  );
}
