import { and, asc, eq, gt, ilike, ne, sql, type SQL } from "drizzle-orm";
import { type CampaignChannel } from "@sendline/core";
import { nonSafelistedUrls } from "@sendline/core/safelist";
import {
  campaignDashboardSchema,
  campaignSafelistSchema,
  type CampaignTransaction,
  campaignTransactionSchema,
  listResponseSchema,
  rowIdParamsSchema,
  successEnvelopeSchema,
  TRANSACTION_OUTCOMES,
  type TransactionOutcome,
} from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { campaignRecipients, type campaigns, operators } from "../../db/schema";
import { CSV_PAGE_ROWS, csvPages, sendCsv } from "../../lib/csv";
import { ok } from "../../lib/http";
import { containsPattern, listQuerySchema, listRows } from "../../lib/list";
import { requestAccount } from "../../plugins/auth";

type Campaign = typeof campaigns.$inferSelect;

/** Chart intervals, shortest first; the first that keeps the chart within MAX_POINTS is used. */
const INTERVALS_SECONDS = [10, 30, 60, 300, 900, 3600, 6 * 3600, 86_400];
const MAX_POINTS = 120;

/** The chart's interval for a campaign that has been sending for `spanMs`. */
export function chartInterval(spanMs: number): number {
  const seconds = Math.max(1, spanMs / 1000);
  return INTERVALS_SECONDS.find((interval) => seconds / interval <= MAX_POINTS) ?? INTERVALS_SECONDS.at(-1)!;
}

const transactionsQuery = listQuerySchema({
  sortColumns: ["id", "date", "recipient", "status"],
  filters: { status: z.enum(TRANSACTION_OUTCOMES) },
});

/** A recipient's address: the mobile number, or the email address of an email campaign's. */
const recipientAddress = sql<string>`coalesce(${campaignRecipients.mobile}, ${campaignRecipients.email}, '')`;

const SORT_COLUMNS = {
  id: campaignRecipients.id,
  date: campaignRecipients.doneAt,
  recipient: recipientAddress,
  status: campaignRecipients.status,
} as const;

/**
 * The recipients a campaign's dashboard shows: its own, and for a File Blast campaign its child
 * campaigns' (SPEC §4), which do its sending.
 */
const sentBy = (campaignId: number, column: SQL = sql`${campaignRecipients.campaignId}`) =>
  sql`${column} in (select c.id from campaigns c
    where c.id = ${campaignId} or (c.parent_id = ${campaignId} and c.is_file_blast_child))`;

/** The CSV download's columns, in order. */
const CSV_COLUMNS = ["recipient", "operator", "status", "dlr_code", "cost", "date"] as const;

/**
 * A campaign's dashboard data (SPEC §4 "Dashboard"), under the campaigns module's prefix and auth
 * hook: the chart series and per-operator outcomes, the transactions (a SPEC §7 list, and a CSV
 * download of it), and for SMS the non-safelisted URL check.
 */
export function dashboardRoutes(
  channel: CampaignChannel,
  find: (accountId: number, id: number) => Promise<Campaign>,
  access: { access: string },
): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = app.context;

    app.get(
      "/campaign/:id/dashboard",
      {
        config: access,
        schema: {
          params: rowIdParamsSchema,
          response: { 200: successEnvelopeSchema(campaignDashboardSchema) },
        },
      },
      async (request) => {
        const account = await requestAccount(app.context, request);
        const campaign = await find(account.id, request.params.id);
        const end = campaign.dateCompleted ?? campaign.dateCancelled ?? app.context.now();
        const interval = chartInterval(
          campaign.dateTriggered ? end.getTime() - campaign.dateTriggered.getTime() : 0,
        );
        const [series, breakdown] = await Promise.all([
          db.execute(sql`
            select to_timestamp(floor(extract(epoch from done_at) / ${interval}) * ${interval}) as time,
              count(*) filter (where status = 'delivered')::int as delivered,
              count(*) filter (where status in ('hard_bounced', 'soft_bounced', 'rejected'))::int as failed
            from campaign_recipients
            where ${sentBy(campaign.id)} and done_at is not null
            group by 1 order by 1`),
          db.execute(sql`
            select coalesce(o.name, 'Other') as operator,
              count(*) filter (where r.status <> 'queued')::int as sent,
              count(*) filter (where r.status = 'delivered')::int as delivered,
              count(*) filter (where r.status = 'pending')::int as pending,
              count(*) filter (where r.status in ('hard_bounced', 'soft_bounced'))::int as bounced,
              count(*) filter (where r.status = 'rejected')::int as rejected
            from campaign_recipients r left join operators o on o.id = r.operator_id
            where ${sentBy(campaign.id, sql`r.campaign_id`)}
            group by 1 order by 2 desc, 1`),
        ]);
        const rows = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
        return ok({
          interval_seconds: interval,
          series: rows<{ time: Date | string; delivered: number; failed: number }>(series).map((row) => ({
            time: new Date(row.time).toISOString(),
            delivered: Number(row.delivered),
            failed: Number(row.failed),
          })),
          operators: rows<Record<string, string | number>>(breakdown).map((row) => ({
            operator: String(row.operator),
            sent: Number(row.sent),
            delivered: Number(row.delivered),
            pending: Number(row.pending),
            bounced: Number(row.bounced),
            rejected: Number(row.rejected),
          })),
        });
      },
    );

    const transactionSelect = {
      id: campaignRecipients.id,
      recipient: recipientAddress,
      operator: sql<string>`coalesce(${operators.name}, 'Other')`,
      status: campaignRecipients.status,
      dlr_code: campaignRecipients.dlrCode,
      cost: campaignRecipients.cost,
      date: campaignRecipients.doneAt,
      via_fallback: campaignRecipients.viaFallback,
    };
    const transactionRow = (row: {
      id: number;
      recipient: string;
      operator: string;
      status: string;
      dlr_code: number | null;
      cost: number;
      date: Date | null;
      via_fallback: boolean;
    }): CampaignTransaction => ({
      ...row,
      status: row.status as TransactionOutcome,
      cost: Number(row.cost),
      date: row.date ? row.date.toISOString() : "",
    });
    const sent = (campaignId: number) => and(sentBy(campaignId), ne(campaignRecipients.status, "queued"));

    app.get(
      "/campaign/:id/transactions/list",
      {
        config: access,
        schema: {
          params: rowIdParamsSchema,
          querystring: transactionsQuery,
          response: { 200: successEnvelopeSchema(listResponseSchema(campaignTransactionSchema)) },
        },
      },
      async (request) => {
        const account = await requestAccount(app.context, request);
        const campaign = await find(account.id, request.params.id);
        const query = request.query;
        return ok(
          await listRows(
            query,
            {
              select: (total) =>
                db
                  .select({ ...transactionSelect, total })
                  .from(campaignRecipients)
                  .leftJoin(operators, eq(operators.id, campaignRecipients.operatorId))
                  .$dynamic(),
              where: [
                sent(campaign.id),
                query.keyword ? ilike(recipientAddress, containsPattern(query.keyword)) : undefined,
                query.filter.status ? eq(campaignRecipients.status, query.filter.status) : undefined,
              ],
              columns: SORT_COLUMNS,
              id: campaignRecipients.id,
              count: (where) => db.$count(campaignRecipients, where),
            },
            transactionRow,
          ),
        );
      },
    );

    app.get(
      "/campaign/:id/transactions/download",
      { config: access, schema: { params: rowIdParamsSchema, response: { 200: z.string() } } },
      async (request, reply) => {
        const account = await requestAccount(app.context, request);
        const campaign = await find(account.id, request.params.id);
        const page = (after: number) =>
          db
            .select(transactionSelect)
            .from(campaignRecipients)
            .leftJoin(operators, eq(operators.id, campaignRecipients.operatorId))
            .where(and(sent(campaign.id), gt(campaignRecipients.id, after)))
            .orderBy(asc(campaignRecipients.id))
            .limit(CSV_PAGE_ROWS);
        // A stream is sent as it is; the declared string schema describes it for the contract.
        return sendCsv(
          reply,
          `campaign-${campaign.id}-transactions.csv`,
          csvPages(CSV_COLUMNS, page, (row) => {
            const answer = transactionRow(row);
            return CSV_COLUMNS.map((column) => answer[column]);
          }),
        ) as unknown as string;
      },
    );

    if (channel === "sms") {
      app.get(
        "/campaign/:id/safelist",
        {
          config: access,
          schema: {
            params: rowIdParamsSchema,
            response: { 200: successEnvelopeSchema(campaignSafelistSchema) },
          },
        },
        async (request) => {
          const account = await requestAccount(app.context, request);
          const campaign = await find(account.id, request.params.id);
          const urls = nonSafelistedUrls(campaign.message, account.safelistedDomains);
          return ok({ safelisted: urls.length === 0, urls });
        },
      );
    }
  };
}
