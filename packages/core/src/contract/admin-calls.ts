import { z } from "zod/mini";
import { idSchema, numberSchema } from "./primitives";
import { rowIdSchema } from "./row-id";

/** The states an account can be in, as staff set them in the admin accounts screen. */
export const ACCOUNT_STATUSES = ["active", "suspended", "closed"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const ACCOUNT_STATUS_NAMES = {
  active: "Active",
  suspended: "Suspended",
  closed: "Closed",
} as const satisfies Record<AccountStatus, string>;

/** An account as `GET /admin/data/accounts/list` lists it for staff. */
export const adminAccountRowSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  is_trial: z.boolean(),
  credit_limit: numberSchema,
  balance: numberSchema,
  currency_code: z.string(),
  date_created: z.string(),
});
export type AdminAccountRow = z.infer<typeof adminAccountRowSchema>;

/** `PUT /admin/data/accounts/{id}`: any of status, trial flag and credit limit. */
export const adminAccountUpdateSchema = z
  .partial(
    z.object({
      status: z.enum(ACCOUNT_STATUSES),
      is_trial: z.boolean(),
      credit_limit: z.coerce
        .number()
        .check(
          z.gte(0, "The credit limit cannot be negative."),
          z.lte(1_000_000_000, "The credit limit is too large."),
        ),
    }),
  )
  .check(
    z.refine(
      (change) => Object.values(change).some((value) => value !== undefined),
      "Choose something to change.",
    ),
  );
export type AdminAccountUpdate = z.infer<typeof adminAccountUpdateSchema>;

/** `POST /admin/data/accounts/{id}/adjustment`: a signed amount and why. */
export const balanceAdjustmentSchema = z.object({
  amount: z.coerce.number().check(
    z.refine((amount) => amount !== 0, "The amount cannot be zero."),
    z.refine((amount) => Math.abs(amount) <= 1_000_000, "The amount is too large."),
  ),
  reason: z.string().check(z.trim(), z.minLength(1, "Say why the balance is adjusted."), z.maxLength(500)),
});
export type BalanceAdjustment = z.infer<typeof balanceAdjustmentSchema>;

/** A mobile network (`GET /admin/data/operators`). */
export const adminOperatorSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  country_code: z.string(),
  prefixes: z.array(z.string()),
});
export type AdminOperator = z.infer<typeof adminOperatorSchema>;

/** A route with its price and the accounts that may use it (`GET /admin/data/routes`). */
export const adminRouteSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  cost_per_segment: numberSchema,
  currency_code: z.string(),
  /** The operator the route reaches; null for every operator. */
  operator_id: z.nullable(idSchema),
  operator_name: z.nullable(z.string()),
  account_ids: z.array(idSchema),
});
export type AdminRoute = z.infer<typeof adminRouteSchema>;

/** `PUT /admin/data/routes/{id}`: the price per segment, the operator and/or the accounts that may use it. */
export const adminRouteUpdateSchema = z.partial(
  z.object({
    operator_id: z.nullable(rowIdSchema),
    cost_per_segment: z.coerce
      .number()
      .check(
        z.gte(0, "The cost cannot be negative."),
        z.lte(1000, "The cost is too large."),
        z.multipleOf(0.0001, "The cost has at most four decimals."),
      ),
    account_ids: z.array(rowIdSchema).check(z.maxLength(10_000)),
  }),
);
export type AdminRouteUpdate = z.infer<typeof adminRouteUpdateSchema>;

/** How a route's SMPP connection binds: one transceiver, or a transmitter plus a receiver. */
export const SMPP_BIND_MODES = ["transceiver", "transmitter_receiver"] as const;
export type SmppBindMode = (typeof SMPP_BIND_MODES)[number];

/** A carrier connection's live status, as its admin screen shows it. */
export const CONNECTION_STATUSES = ["bound", "connecting", "failing", "closed"] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

const connectionInt = (name: string, min: number, max: number) =>
  z.coerce
    .number()
    .check(
      z.multipleOf(1, `The ${name} is a whole number.`),
      z.gte(min, `The ${name} is at least ${min}.`),
      z.lte(max, `The ${name} is at most ${max}.`),
    );

/**
 * `PUT /admin/data/routes/{id}/connection`: where and how the route's SMPP connection binds. The
 * password is write-only: required the first time, kept when left out or empty afterwards.
 */
export const routeConnectionInputSchema = z.object({
  host: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Enter the SMSC's host."),
      z.maxLength(255),
      z.regex(/^[A-Za-z0-9.:[\]-]+$/, "Enter a host name or an IP address."),
    ),
  port: connectionInt("port", 1, 65535),
  system_id: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Enter the system ID."),
      z.maxLength(15, "The system ID has at most 15 characters."),
    ),
  password: z.optional(z.string().check(z.maxLength(8, "An SMPP password has at most 8 characters."))),
  system_type: z._default(
    z.string().check(z.trim(), z.maxLength(12, "The system type has at most 12 characters.")),
    "",
  ),
  bind_mode: z.enum(SMPP_BIND_MODES),
  tls: z._default(z.boolean(), false),
  /** Parts a second at most; 0 for no cap. */
  throughput: connectionInt("throughput", 0, 100_000),
  /** Submits in flight at most. */
  window: connectionInt("window", 1, 10_000),
  enquire_link_seconds: connectionInt("enquire_link interval", 5, 3600),
  /** Send one `message_payload` instead of concatenated parts, where the carrier asks for it. */
  message_payload: z._default(z.boolean(), false),
});
export type RouteConnectionInput = z.input<typeof routeConnectionInputSchema>;

/** A connection's live state: bound, connecting, failing with its last error; in flight, parts a second. */
export const connectionStateSchema = z.object({
  status: z.enum(CONNECTION_STATUSES),
  last_error: z.nullable(z.string()),
  in_flight: z.number(),
  per_second: z.number(),
});
export type ConnectionState = z.infer<typeof connectionStateSchema>;

/** `GET /admin/data/routes/{id}/connection`: the connection without its password, with its live state. */
export const routeConnectionSchema = z.object({
  route_id: idSchema,
  host: z.string(),
  port: z.number(),
  system_id: z.string(),
  system_type: z.string(),
  bind_mode: z.enum(SMPP_BIND_MODES),
  tls: z.boolean(),
  throughput: z.number(),
  window: z.number(),
  enquire_link_seconds: z.number(),
  message_payload: z.boolean(),
  /** Whether a password is stored (it is never answered). */
  has_password: z.boolean(),
  date_last_updated: z.string(),
  state: connectionStateSchema,
});
export type RouteConnection = z.infer<typeof routeConnectionSchema>;

/** The Viber provider connection's live status: ready, failing with its last error, or closed. */
export const VIBER_CONNECTION_STATUSES = ["ready", "failing", "closed"] as const;

/**
 * `PUT /admin/data/viber/connection`: the Viber Business Messages provider the server sends Viber
 * campaigns to. The token and the callback secret are write-only: required the first time, kept
 * when left out or empty afterwards.
 */
export const viberConnectionInputSchema = z.object({
  base_url: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Enter the provider's API address."),
      z.maxLength(500, "The address has at most 500 characters."),
      z.regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, "Enter an http or https address."),
    ),
  token: z.optional(z.string().check(z.maxLength(500, "The token has at most 500 characters."))),
  callback_secret: z.optional(
    z.string().check(
      z.maxLength(500, "The callback secret has at most 500 characters."),
      z.refine(
        (value) => value === "" || value.length >= 16,
        "The callback secret has at least 16 characters.",
      ),
    ),
  ),
  /** The sender (service id) the provider knows the account's messages by. */
  sender: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Enter the sender (service ID)."),
      z.maxLength(64, "The sender has at most 64 characters."),
    ),
  /** Seconds the provider keeps trying before a message expires (then the SMS fallback goes). */
  ttl_seconds: connectionInt("message TTL", 30, 1_209_600),
});
export type ViberConnectionInput = z.input<typeof viberConnectionInputSchema>;

/**
 * `GET /admin/data/viber/connection`: the connection without its token or secret, with its live
 * state. `source` is `environment` when `VIBER_API_URL` sets it (it cannot be changed here then),
 * `none` before anyone set one.
 */
export const viberConnectionSchema = z.object({
  source: z.enum(["admin", "environment", "none"]),
  base_url: z.nullable(z.string()),
  sender: z.nullable(z.string()),
  ttl_seconds: z.nullable(z.number()),
  has_token: z.boolean(),
  has_callback_secret: z.boolean(),
  date_last_updated: z.nullable(z.string()),
  state: z.nullable(
    z.object({
      status: z.enum(VIBER_CONNECTION_STATUSES),
      last_error: z.nullable(z.string()),
      in_flight: z.number(),
      per_second: z.number(),
      retried: z.number(),
    }),
  ),
});
export type ViberConnectionAnswer = z.infer<typeof viberConnectionSchema>;

/** Route pattern to the privileges held on it (SPEC §6 access map). */
export const accessMapSchema = z.record(z.string(), z.array(z.string()));

/** A role with its access map and permissions (`GET /admin/data/roles`). */
export const adminRoleSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  is_non_account: z.boolean(),
  access: accessMapSchema,
  permissions: z.array(z.string()),
});
export type AdminRole = z.infer<typeof adminRoleSchema>;

/** `PUT /admin/data/roles/{id}`: the whole access map and permission list as the matrix shows them. */
export const adminRoleUpdateSchema = z.object({
  access: z
    .record(
      z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
      z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))).check(z.maxLength(200)),
    )
    .check(z.refine((map) => Object.keys(map).length <= 500, "Too many routes.")),
  permissions: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))).check(z.maxLength(200)),
});
export type AdminRoleUpdate = z.infer<typeof adminRoleUpdateSchema>;

/** The routes, privileges and permissions the role matrix offers (`GET /admin/data/permissions`). */
export const adminPermissionCatalogSchema = z.object({
  routes: z.array(z.object({ route: z.string(), privileges: z.array(z.string()) })),
  permissions: z.array(z.string()),
});
export type AdminPermissionCatalog = z.infer<typeof adminPermissionCatalogSchema>;

/** A privilege a known endpoint needs that a role lacks (SPEC §6 missing-permissions tool). */
export const missingPermissionSchema = z.object({
  method: z.string(),
  endpoint: z.string(),
  route: z.string(),
  privilege: z.string(),
});
export type MissingPermission = z.infer<typeof missingPermissionSchema>;

/** `POST /admin/data/permissions/grant`: give a role one privilege on a route. */
export const grantPermissionSchema = z.object({
  role_id: rowIdSchema,
  route: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  privilege: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
export type GrantPermission = z.infer<typeof grantPermissionSchema>;

/** A staff user who looks after accounts (`GET /admin/data/sales_users`). */
export const salesUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  role_name: z.string(),
  status: z.string(),
});
export type SalesUser = z.infer<typeof salesUserSchema>;

/** A campaign of any account (`GET /admin/data/campaigns/list`). */
export const adminCampaignRowSchema = z.object({
  id: idSchema,
  account_id: idSchema,
  account_name: z.string(),
  channel: z.string(),
  name: z.string(),
  status: z.string(),
  total_recipients: numberSchema,
  date_created: z.string(),
});
export type AdminCampaignRow = z.infer<typeof adminCampaignRowSchema>;

/** One transition of a campaign (`GET /admin/data/campaign_logs/{id}`). */
export const adminCampaignLogSchema = z.object({
  id: idSchema,
  message: z.string(),
  user_email: z.nullable(z.string()),
  date_created: z.string(),
});
export type AdminCampaignLog = z.infer<typeof adminCampaignLogSchema>;

/** One admin change as the audit log keeps it (`GET /admin/data/audit_log/list`). */
export const auditLogRowSchema = z.object({
  id: idSchema,
  date_created: z.string(),
  user_id: z.nullable(idSchema),
  user_email: z.nullable(z.string()),
  action: z.string(),
  entity: z.string(),
  entity_id: z.nullable(idSchema),
  account_id: z.nullable(idSchema),
  account_name: z.nullable(z.string()),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
});
export type AuditLogRow = z.infer<typeof auditLogRowSchema>;

/** `POST /admin/data/account_entries`: a staff user enters or leaves a customer account. */
export const accountEntrySchema = z.object({
  account_id: rowIdSchema,
  action: z.enum(["enter", "leave"]),
});
export type AccountEntry = z.infer<typeof accountEntrySchema>;

/** When staff entered or left the account (`GET /ajax/account/staff_entries/list`, for its owner). */
export const staffEntryRowSchema = z.object({
  id: idSchema,
  action: z.enum(["enter", "leave"]),
  staff_name: z.string(),
  date_created: z.string(),
});
export type StaffEntryRow = z.infer<typeof staffEntryRowSchema>;
