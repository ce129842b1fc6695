import { z } from "zod/mini";
import { trafficReportFilterSchema } from "./report-filters";

/** The traffic reports the API answers (`GET /ajax/reports/{report}`). */
export const TRAFFIC_REPORTS = ["traffic", "api_traffic", "email_api_traffic"] as const;
export type TrafficReport = (typeof TRAFFIC_REPORTS)[number];

/**
 * What kind of sending a message came from, the traffic reports' category: a campaign, a test
 * campaign, a File Blast campaign, or a message sent through an API key.
 */
export const TRAFFIC_CATEGORIES = ["campaign", "test", "file_blast", "api"] as const;
export type TrafficCategory = (typeof TRAFFIC_CATEGORIES)[number];

export const TRAFFIC_CATEGORY_LABELS = {
  campaign: "Campaign",
  test: "Test campaign",
  file_blast: "File Blast",
  api: "API",
} as const satisfies Record<TrafficCategory, string>;

/** A query string's repeated or bracketed list (`userIds[]=1&userIds[]=2`, `userIds=1`) as an array. */
const listParam = (value: unknown) => (value === undefined ? undefined : [value].flat());

/**
 * `GET /ajax/reports/{report}` query: the traffic report filter (SPEC §3) as query parameters,
 * `userIds[]` or `userIds` for the users, and `format=csv` for the same rows as a CSV download.
 */
export const trafficReportQuerySchema = z.pipe(
  z.transform((query) => {
    if (typeof query !== "object" || query === null) return query;
    const { "userIds[]": bracketed, userIds, ...rest } = query as Record<string, unknown>;
    return { ...rest, userIds: listParam(bracketed ?? userIds) };
  }),
  z.extend(trafficReportFilterSchema, {
    timezone: z._default(z.string(), "Asia/Manila"),
    category: z.nullish(z.enum(TRAFFIC_CATEGORIES)),
    format: z._default(z.enum(["json", "csv"]), "json"),
  }),
);
export type TrafficReportQuery = z.infer<typeof trafficReportQuerySchema>;

/** Messages and their cost, as a report counts them: failed is bounced or rejected. */
export const trafficCountsSchema = z.object({
  sent: z.number(),
  delivered: z.number(),
  failed: z.number(),
  cost: z.number(),
});
export type TrafficCounts = z.infer<typeof trafficCountsSchema>;

/**
 * One row of a traffic report: a billing period (`2024-05` monthly, `2024-05-17` daily, Asia/Manila
 * days), with the operator and category when the report breaks down by them.
 */
export const trafficReportRowSchema = z.extend(trafficCountsSchema, {
  period: z.string(),
  operator: z.optional(z.string()),
  category: z.optional(z.string()),
});
export type TrafficReportRow = z.infer<typeof trafficReportRowSchema>;

export const trafficReportSchema = z.object({
  rows: z.array(trafficReportRowSchema),
  totals: trafficCountsSchema,
});
export type TrafficReportAnswer = z.infer<typeof trafficReportSchema>;

/** A user a report filter offers (`GET /ajax/reports/users`). */
export const reportUserSchema = z.object({ id: z.number(), name: z.string() });
export type ReportUser = z.infer<typeof reportUserSchema>;
