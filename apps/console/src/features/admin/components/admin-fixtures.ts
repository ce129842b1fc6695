import type { FakeCall } from "../../../testing/fake-api";

export const ACME = {
  id: 1,
  code: "acme",
  name: "Acme Corporation",
  status: "active",
  is_trial: false,
  credit_limit: 150000,
  balance: 5000,
  currency_code: "PHP",
  date_created: "2026-05-01T09:00:00.000Z",
};

export const TRIAL = {
  ...ACME,
  id: 2,
  code: "trial",
  name: "Trial Company",
  is_trial: true,
  credit_limit: 0,
  balance: 0,
};

export const ROUTES = [
  {
    id: 1,
    code: "PH-PREMIUM",
    name: "Premium (direct to operators)",
    cost_per_segment: 0.5,
    currency_code: "PHP",
    operator_id: null,
    operator_name: null,
    account_ids: [1],
  },
];

export const OPERATORS = [
  { id: 1, code: "globe", name: "Globe", country_code: "PH", prefixes: ["0917"] },
  { id: 2, code: "smart", name: "Smart", country_code: "PH", prefixes: ["0918"] },
];

export const ROLES = [
  {
    id: 3,
    code: "account_user",
    name: "Account User",
    is_non_account: false,
    access: { "/sms-campaign": ["/sms/submit_get"], "/contacts": [] },
    permissions: ["sms_campaign_search"],
  },
  {
    id: 2,
    code: "support",
    name: "Support Staff",
    is_non_account: true,
    access: { "/admin/accounts": [] },
    permissions: [],
  },
];

export const CATALOG = {
  routes: [
    { route: "/sms-campaign", privileges: ["/sms/submit_get", "/sms/approve_get"] },
    { route: "/contacts", privileges: [] },
    { route: "/reports/traffic", privileges: [] },
  ],
  permissions: ["manage_users", "sms_api_search", "sms_campaign_search"],
};

/** Answers a change with the row it was made on, changed. */
export const changed =
  <Row extends object>(row: Row) =>
  (call: FakeCall) => ({ data: { ...row, ...(call.body as object) } });

/** The Viber provider connection as staff stored it, ready. */
export const VIBER_CONNECTION = {
  source: "admin",
  base_url: "https://viber.provider.example/api",
  sender: "acme-viber",
  ttl_seconds: 86_400,
  has_token: true,
  has_callback_secret: true,
  date_last_updated: "2026-11-20T08:00:00.000Z",
  state: { status: "ready", last_error: null, in_flight: 4, per_second: 38, retried: 0 },
};
