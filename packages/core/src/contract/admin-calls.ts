import { z } from "zod";
import { idSchema, numberSchema } from "./primitives";
import { rowIdSchema } from "./row-id";

/** The states an account can be in, as staff set them in the admin accounts screen. */
export const ACCOUNT_STATUSES = ["active", "suspended", "closed"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

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
  .object({
    status: z.enum(ACCOUNT_STATUSES),
    is_trial: z.boolean(),
    credit_limit: z.coerce
      .number()
      .min(0, "The credit limit cannot be negative.")
      .max(1_000_000_000, "The credit limit is too large."),
  })
  .partial()
  .refine(
    (change) => Object.values(change).some((value) => value !== undefined),
    "Choose something to change.",
  );
export type AdminAccountUpdate = z.infer<typeof adminAccountUpdateSchema>;

/** `POST /admin/data/accounts/{id}/adjustment`: a signed amount and why. */
export const balanceAdjustmentSchema = z.object({
  amount: z.coerce
    .number()
    .refine((amount) => amount !== 0, "The amount cannot be zero.")
    .refine((amount) => Math.abs(amount) <= 1_000_000, "The amount is too large."),
  reason: z.string().trim().min(1, "Say why the balance is adjusted.").max(500),
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
  operator_id: idSchema.nullable(),
  operator_name: z.string().nullable(),
  account_ids: z.array(idSchema),
});
export type AdminRoute = z.infer<typeof adminRouteSchema>;

/** `PUT /admin/data/routes/{id}`: the price per segment, the operator and/or the accounts that may use it. */
export const adminRouteUpdateSchema = z
  .object({
    operator_id: rowIdSchema.nullable(),
    cost_per_segment: z.coerce
      .number()
      .min(0, "The cost cannot be negative.")
      .max(1000, "The cost is too large.")
      .multipleOf(0.0001, "The cost has at most four decimals."),
    account_ids: z.array(rowIdSchema).max(10_000),
  })
  .partial();
export type AdminRouteUpdate = z.infer<typeof adminRouteUpdateSchema>;

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
    .record(z.string().trim().min(1).max(200), z.array(z.string().trim().min(1).max(200)).max(200))
    .refine((map) => Object.keys(map).length <= 500, "Too many routes."),
  permissions: z.array(z.string().trim().min(1).max(100)).max(200),
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
  route: z.string().trim().min(1).max(200),
  privilege: z.string().trim().min(1).max(200),
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
  user_email: z.string().nullable(),
  date_created: z.string(),
});
export type AdminCampaignLog = z.infer<typeof adminCampaignLogSchema>;

/** One admin change as the audit log keeps it (`GET /admin/data/audit_log/list`). */
export const auditLogRowSchema = z.object({
  id: idSchema,
  date_created: z.string(),
  user_id: idSchema.nullable(),
  user_email: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: idSchema.nullable(),
  account_id: idSchema.nullable(),
  account_name: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
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
