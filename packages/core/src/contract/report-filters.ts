import { z } from "zod";
import { flagSchema, idSchema } from "./primitives";

export const REPORT_BREAKDOWNS = ["daily", "monthly"] as const;
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number];

/** The traffic report filter (SPEC §3); dates are `yyyy-MM-dd`, the breakdown monthly by default. */
export const trafficReportFilterSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  timezone: z.string(),
  breakdown: z.enum(REPORT_BREAKDOWNS).default("monthly"),
  showAnalytics: flagSchema.default(false),
  showCategory: flagSchema.default(false),
  showOperator: flagSchema.default(false),
  category: z.string().nullish(),
  userIds: z.array(idSchema).default([]),
  accountId: idSchema.nullish(),
  billingfilter: z.string().nullish(),
});
export type TrafficReportFilter = z.infer<typeof trafficReportFilterSchema>;

const pickedSchema = z.object({ id: idSchema, name: z.string() });

/** The general report filter (SPEC §3). */
export const reportFilterSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  daily: flagSchema.default(false),
  userId: z.array(idSchema).default([]),
  accountId: z.array(idSchema).default([]),
  selectedUsers: z.array(pickedSchema).default([]),
  selectedAccounts: z.array(pickedSchema).default([]),
});
export type ReportFilter = z.infer<typeof reportFilterSchema>;
