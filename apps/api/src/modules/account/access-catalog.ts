import {
  CAMPAIGN_PRIVILEGE_ACTIONS,
  HALLPASS,
  campaignPrivilege,
  statePath,
  type CampaignChannel,
  type CampaignPrivilegeAction,
  type ConsoleState,
} from "@sendline/core";
import type { AccessMap } from "../../db/schema";

type CampaignAction = CampaignPrivilegeAction;

const privileges = (channel: CampaignChannel, actions: readonly CampaignAction[]) =>
  actions.map((action) => campaignPrivilege(channel, action));

const campaignRoutes = (actions: readonly CampaignAction[]): AccessMap => ({
  "/sms-campaign": privileges("sms", actions),
  "/sms-campaign/test-campaign": privileges("sms", actions),
  "/viber-campaign": privileges("viber", actions),
  "/email-campaign": privileges("email", actions),
  "/email-campaign/:id/summary": [],
  "/email-campaign/templates": [],
});

const reportRoutes: AccessMap = {
  "/reports/traffic": [],
  "/reports/api-traffic": [],
  "/reports/email-api-traffic": [],
};

const settingsRoutes: AccessMap = {
  "/settings/profile": [],
  "/settings/users": [],
  "/settings/business-hours": [],
  "/credentials": [],
};

const billingRoutes: AccessMap = {
  "/settings/top-up": [],
  "/settings/top-up/history": [],
  "/settings/credit-history": [],
};

const adminRoutes: AccessMap = {
  "/admin/accounts": [],
  "/admin/campaigns": [],
  "/admin/permissions": [],
  "/admin/operators": [],
  "/admin/routes": [],
  "/admin/roles": [],
  "/admin/sales-users": [],
  "/admin/audit-log": [],
};

const AUTHOR_ACTIONS = ["submit_get", "save_and_submit_post", "copy_get", "cancel_for_approval_get"] as const;
const APPROVER_ACTIONS = ["approve_get", "reject_post", "cancel_prelive_get", "cancel_schedule_get"] as const;

export interface RoleDefinition {
  code: string;
  name: string;
  isNonAccount: boolean;
  access: AccessMap;
  permissions: string[];
}

/** The seeded roles; access-control answers are computed from the role a user holds. */
export const ROLE_DEFINITIONS = [
  {
    code: "super_admin",
    name: "Super Admin",
    isNonAccount: true,
    access: { [HALLPASS]: [] },
    permissions: [],
  },
  {
    code: "support",
    name: "Support Staff",
    isNonAccount: true,
    access: { ...campaignRoutes([...APPROVER_ACTIONS, "copy_get"]), ...reportRoutes, ...adminRoutes },
    permissions: ["sms_campaign_search", "sms_api_search", "campaign_logs"],
  },
  {
    code: "account_owner",
    name: "Account Owner",
    isNonAccount: false,
    access: {
      ...campaignRoutes(CAMPAIGN_PRIVILEGE_ACTIONS),
      ...reportRoutes,
      ...settingsRoutes,
      ...billingRoutes,
      "/contacts": [],
    },
    permissions: ["sms_campaign_search", "sms_api_search", "manage_users", "manage_credentials"],
  },
  {
    code: "account_user",
    name: "Account User",
    isNonAccount: false,
    // Every user keeps their own profile: name, mobile, password and two-factor.
    access: { ...campaignRoutes(AUTHOR_ACTIONS), ...reportRoutes, "/contacts": [], "/settings/profile": [] },
    permissions: ["sms_campaign_search"],
  },
] as const satisfies readonly RoleDefinition[];

export type RoleCode = (typeof ROLE_DEFINITIONS)[number]["code"];

interface ModuleDefinition {
  name: string;
  state: ConsoleState;
  submenu: readonly { name: string; state: ConsoleState }[];
}

/**
 * The console's menu by console state (core's table gives each state its path); a module is shown
 * when the user may open at least one of its entries.
 */
export const MODULES = [
  {
    name: "SMS",
    state: "sms-campaign",
    submenu: [
      { name: "Campaigns", state: "sms-campaign" },
      { name: "Test Campaigns", state: "sms-campaign-test-campaign" },
    ],
  },
  {
    name: "Viber",
    state: "viber-campaign",
    submenu: [{ name: "Campaigns", state: "viber-campaign" }],
  },
  {
    name: "Email",
    state: "email-campaign",
    submenu: [
      { name: "Campaigns", state: "email-campaign" },
      { name: "Templates", state: "email-campaign-templates" },
    ],
  },
  {
    name: "Contacts",
    state: "contacts",
    submenu: [{ name: "Contacts", state: "contacts" }],
  },
  {
    name: "Reports",
    state: "reports-traffic",
    submenu: [
      { name: "Traffic", state: "reports-traffic" },
      { name: "API Traffic", state: "reports-api-traffic" },
      { name: "Email API Traffic", state: "reports-email-api-traffic" },
    ],
  },
  {
    name: "Credentials",
    state: "credentials",
    submenu: [{ name: "API Credentials", state: "credentials" }],
  },
  {
    name: "Settings",
    state: "settings-profile",
    submenu: [
      { name: "Profile", state: "settings-profile" },
      { name: "Users", state: "settings-users" },
      { name: "Business Hours", state: "settings-business-hours" },
    ],
  },
  {
    name: "Billing",
    state: "top-up",
    submenu: [
      { name: "Top Up", state: "top-up" },
      { name: "Top-up History", state: "top-up-history" },
      { name: "Credit History", state: "credit-history" },
    ],
  },
  {
    name: "Admin",
    state: "admin-accounts",
    submenu: [
      { name: "Accounts", state: "admin-accounts" },
      { name: "Campaigns", state: "admin-campaigns" },
      { name: "Permissions", state: "admin-permissions" },
      { name: "Operators", state: "admin-operators" },
      { name: "Routes", state: "admin-routes" },
      { name: "Roles", state: "admin-roles" },
      { name: "Sales Users", state: "admin-sales-users" },
      { name: "Audit Log", state: "admin-audit-log" },
    ],
  },
] as const satisfies readonly ModuleDefinition[];

export interface AccessControl {
  access: AccessMap;
  permissions: Record<string, true>;
  modules: { name: string; state: string; submenu: { name: string; state: string }[] }[];
  chat_enabled: boolean;
}

/** The access-control answer (SPEC §3) for a role: its access map, permissions and the menu it may see. */
export function accessControlFor(role: {
  access: AccessMap;
  permissions: string[];
  chatEnabled: boolean;
}): AccessControl {
  const hallpass = HALLPASS in role.access;
  const modules = MODULES.map((module) => ({
    name: module.name,
    state: module.state,
    submenu: module.submenu
      .filter((item) => hallpass || statePath(item.state) in role.access)
      .map(({ name, state }) => ({ name, state })),
  })).filter((module) => module.submenu.length > 0);
  return {
    access: role.access,
    permissions: Object.fromEntries(role.permissions.map((name) => [name, true as const])),
    modules: modules.map((module) => ({ ...module, state: module.submenu[0]?.state ?? module.state })),
    chat_enabled: role.chatEnabled,
  };
}
