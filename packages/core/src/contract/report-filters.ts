import { z } from "zod/mini";
import { flagSchema, idSchema } from "./primitives";

export const REPORT_BREAKDOWNS = ["daily", "monthly"] as const;
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number];

/** The traffic report filter (SPEC §3); dates are `yyyy-MM-dd`, the breakdown monthly by default. */
export const trafficReportFilterSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  timezone: z.string(),
  breakdown: z._default(z.enum(REPORT_BREAKDOWNS), "monthly"),
  showAnalytics: z._default(flagSchema, false),
  showCategory: z._default(flagSchema, false),
  showOperator: z._default(flagSchema, false),
  category: z.nullish(z.string()),
  userIds: z._default(z.array(idSchema), []),
  accountId: z.nullish(idSchema),
  billingfilter: z.nullish(z.string()),
});
export type TrafficReportFilter = z.infer<typeof trafficReportFilterSchema>;

const pickedSchema = z.object({ id: idSchema, name: z.string() });

/** The general report filter (SPEC §3). */
export const reportFilterSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  daily: z._default(flagSchema, false),
  userId: z._default(z.array(idSchema), []),
  accountId: z._default(z.array(idSchema), []),
  selectedUsers: z._default(z.array(pickedSchema), []),
  selectedAccounts: z._default(z.array(pickedSchema), []),
});
export type ReportFilter = z.infer<typeof reportFilterSchema>;
