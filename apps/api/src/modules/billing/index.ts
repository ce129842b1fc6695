import { and, asc, eq, gt, gte, inArray, ilike, lte, sql, type SQL } from "drizzle-orm";
import {
  REPORT_MIN_DATE,
  TOP_UP_ROUTE,
  endOfZonedDay,
  formatAmount,
  quickRange,
  reportEndDate,
  startOfZonedDay,
  type CampaignChannel,
  type ReportClock,
} from "@sendline/core";
import {
  BILLING_TRANSACTION_TYPES,
  BILLING_TRANSACTION_TYPE_NAMES,
  TOP_UP_MAX,
  TOP_UP_STATUSES,
  creditHistoryRowSchema,
  listResponseSchema,
  paymentProviderSchema,
  successEnvelopeSchema,
  topUpRequestSchema,
  topUpRowSchema,
  topupVerifyDataSchema,
  topupVerifyRequestSchema,
  type CreditHistoryRow,
  type TopUpRow,
} from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accounts, campaigns, ledgerEntries, topUps } from "../../db/schema";
import { CSV_PAGE_ROWS, csvPages, sendCsv } from "../../lib/csv";
import { HttpError, ok, validationError } from "../../lib/http";
import { containsPattern, listQuerySchema, listRows } from "../../lib/list";
import { hashToken } from "../../lib/tokens";
import { ACCESS_DENIED, authenticate, currentAuth, requestAccount } from "../../plugins/auth";
import type { AppContext } from "../../plugins/context";
import { send } from "../../plugins/services/mail";
import { balanceRoutes } from "./balance";
import { adjustBalance, recordLedger } from "./ledger";
import { PAYMENT_PROVIDERS } from "./payment-providers";
import { TOP_UP_LINK_EXPIRED, createTopUp, topUpLink } from "./top-ups";

export { TOP_UP_LINK_EXPIRED };

/** Days a top-up's confirmation link stays valid. */
export const TOP_UP_LINK_DAYS = 3;
const DAY_MS = 86_400_000;

const topUpListQuerySchema = listQuerySchema({
  sortColumns: ["id", "date_created", "amount"],
  filters: { status: z.enum(TOP_UP_STATUSES) },
});

const REPORT_DAY = /^\d{4}-\d{2}-\d{2}$/;
const reportDaySchema = z.string().regex(REPORT_DAY, "Use the yyyy-MM-dd form.");
const creditHistoryFilters = {
  from: reportDaySchema,
  to: reportDaySchema,
  type: z.array(z.enum(BILLING_TRANSACTION_TYPES)),
};
const creditHistoryQuerySchema = listQuerySchema({
  sortColumns: ["id", "date_created", "amount"],
  filters: creditHistoryFilters,
});
const creditHistoryCsvQuerySchema = z.preprocess(
  (query) =>
    Object.fromEntries(
      Object.entries((query ?? {}) as Record<string, unknown>).map(([key, value]) =>
        key === "filter[type][]" || key === "filter[type]"
          ? ["type", [value].flat()]
          : [key.replace(/^filter\[(\w+)\]$/, "$1"), value],
      ),
    ),
  z.strictObject(creditHistoryFilters).partial(),
);

type TopUp = typeof topUps.$inferSelect;
type LedgerRow = typeof ledgerEntries.$inferSelect;

function topUpRow(topUp: TopUp, now: Date): TopUpRow {
  const expired = topUp.status === "pending" && topUp.expiresAt.getTime() <= now.getTime();
  return {
    id: topUp.id,
    txnid: topUp.txnid,
    amount: topUp.amount,
    currency_code: topUp.currencyCode,
    provider: topUp.provider,
    provider_name: PAYMENT_PROVIDERS.get(topUp.provider)?.name ?? topUp.provider,
    status: expired ? "expired" : topUp.status,
    date_created: topUp.createdAt.toISOString(),
    date_paid: topUp.paidAt?.toISOString() ?? null,
    expires_at: topUp.expiresAt.toISOString(),
  };
}

interface LedgerPageRow {
  entry: LedgerRow;
  balanceAfter: string;
  withholdingAfter: string;
  campaign: { name: string; channel: CampaignChannel; isTest: boolean } | null;
}

function creditHistoryRow({
  entry,
  balanceAfter,
  withholdingAfter,
  campaign,
}: LedgerPageRow): CreditHistoryRow {
  return {
    id: entry.id,
    type: entry.type,
    amount: entry.amount,
    withholding: entry.withholding,
    currency_code: entry.currencyCode,
    reason: entry.reason,
    campaign_id: entry.campaignId,
    campaign: campaign && {
      name: campaign.name,
      channel: campaign.channel,
      is_test_campaign: campaign.isTest,
    },
    top_up_id: entry.topUpId,
    user_id: entry.userId,
    balance_after: Number(balanceAfter),
    withholding_after: Number(withholdingAfter),
    date_created: entry.createdAt.toISOString(),
  };
}

/** The report clock of an account (SPEC §9): its timezone and the charging model's effective date. */
export function reportClock(context: AppContext, timeZone: string): ReportClock {
  const effective = context.config.console.newChargingEffectiveDate;
  return { now: context.now(), timeZone, newChargingEffectiveDate: effective ? new Date(effective) : null };
}

/**
 * The credit history's date range by the report rules: this month by default, days read in the
 * account's timezone, never before the minimum report date nor after the report end date.
 */
function creditHistoryRange(
  context: AppContext,
  timeZone: string,
  filter: { from?: string; to?: string },
): { from: Date; to: Date } {
  const clock = reportClock(context, timeZone);
  const fallback = quickRange("this_month", clock);
  const day = (text: string, edge: typeof startOfZonedDay) => {
    const [year, month, date] = text.split("-").map(Number) as [number, number, number];
    return edge(year, month, date, timeZone);
  };
  const from = filter.from ? day(filter.from, startOfZonedDay) : fallback.from;
  const end = reportEndDate(clock);
  const asked = filter.to ? day(filter.to, endOfZonedDay) : fallback.to;
  const to = asked.getTime() > end.getTime() ? end : asked;
  const min = day(REPORT_MIN_DATE, startOfZonedDay);
  if (from.getTime() < min.getTime())
    throw validationError({ from: [`Pick a date from ${REPORT_MIN_DATE}.`] });
  if (from.getTime() > to.getTime())
    throw validationError({ to: ["The end date is before the start date."] });
  return { from, to };
}

/** The account's money, `/ajax/billing`: only for users who may open the top-up screen (SPEC §6). */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  const { db } = context;
  app.addHook("onRequest", authenticate(context));
  const access = { access: TOP_UP_ROUTE };

  app.get(
    "/pending_payment",
    {
      config: access,
      schema: {
        response: {
          200: successEnvelopeSchema(
            z.object({ account_id: z.number(), pending_payments: z.number(), currency_code: z.string() }),
          ),
        },
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      return ok({
        account_id: account.id,
        pending_payments: account.pendingPayments,
        currency_code: account.currencyCode,
      });
    },
  );

  app.get(
    "/payment_providers",
    { config: access, schema: { response: { 200: successEnvelopeSchema(z.array(paymentProviderSchema)) } } },
    async () =>
      ok([...PAYMENT_PROVIDERS.values()].map(({ code, name, description }) => ({ code, name, description }))),
  );

  // A pending top-up: its amount joins the pending payments and the payer gets the confirmation link.
  app.post(
    "/top_up",
    {
      config: access,
      schema: { body: topUpRequestSchema, response: { 200: successEnvelopeSchema(topUpRowSchema) } },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const { user } = currentAuth(request);
      const provider = PAYMENT_PROVIDERS.get(request.body.provider);
      if (!provider) throw validationError({ provider: ["Choose one of the payment methods offered."] });
      const now = context.now();
      const { amount } = request.body;
      const topUp = await db.transaction(async (tx) => {
        const created = await createTopUp(tx, {
          accountId: account.id,
          amount,
          now,
          expiresAt: new Date(now.getTime() + TOP_UP_LINK_DAYS * DAY_MS),
          provider: provider.code,
          currencyCode: account.currencyCode,
          userId: user.id,
        });
        await tx
          .update(accounts)
          .set({ pendingPayments: sql`${accounts.pendingPayments} + ${amount}` })
          .where(eq(accounts.id, account.id));
        const message = provider.start({
          txnid: created.txnid,
          amount,
          currencyCode: account.currencyCode,
          confirmLink: topUpLink(context.config.publicUrl, created.txnid, created.token),
          linkDays: TOP_UP_LINK_DAYS,
        });
        await send(context, { channel: "email", to: user.email, ...message }, tx);
        const [row] = await tx.select().from(topUps).where(eq(topUps.id, created.id));
        return row!;
      });
      void app.realtime.pushBalance(account.id);
      return ok(
        topUpRow(topUp, now),
        `Top-up of ${account.currencyCode} ${formatAmount(amount)} created. Confirm it from the link we emailed to ${user.email}.`,
      );
    },
  );

  // A manual credit or debit by staff, with its reason, for the account their Account-Id selects.
  app.post(
    "/adjustment",
    {
      schema: {
        body: z.object({
          amount: z.coerce
            .number()
            .refine((amount) => amount !== 0, "The amount cannot be zero.")
            .refine((amount) => Math.abs(amount) <= TOP_UP_MAX, "The amount is too large."),
          reason: z.string().trim().min(1, "Say why the balance is adjusted.").max(500),
        }),
        response: { 200: successEnvelopeSchema(z.object({ monetary: z.number() })) },
      },
    },
    async (request) => {
      const { user, role } = currentAuth(request);
      if (!role.isNonAccount) throw new HttpError(403, ACCESS_DENIED);
      const account = await requestAccount(context, request);
      const { amount, reason } = request.body;
      const monetary = await db.transaction((tx) =>
        adjustBalance(tx, { accountId: account.id, amount, userId: user.id, reason, at: context.now() }),
      );
      void app.realtime.pushBalance(account.id);
      return ok({ monetary }, "Balance adjusted.");
    },
  );

  app.get(
    "/top_up/list",
    {
      config: access,
      schema: {
        querystring: topUpListQuerySchema,
        response: { 200: successEnvelopeSchema(listResponseSchema(topUpRowSchema)) },
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const query = request.query;
      const now = context.now();
      const status = query.filter.status;
      return ok(
        await listRows(
          query,
          {
            select: (total) => db.select({ row: topUps, total }).from(topUps).$dynamic(),
            where: [
              eq(topUps.accountId, account.id),
              status === "paid" ? eq(topUps.status, "paid") : undefined,
              status === "pending" ? and(eq(topUps.status, "pending"), gt(topUps.expiresAt, now)) : undefined,
              status === "expired"
                ? and(eq(topUps.status, "pending"), lte(topUps.expiresAt, now))
                : undefined,
              query.keyword ? ilike(topUps.txnid, containsPattern(query.keyword)) : undefined,
            ],
            columns: { id: topUps.id, date_created: topUps.createdAt, amount: topUps.amount },
            id: topUps.id,
          },
          ({ row }) => topUpRow(row, now),
        ),
      );
    },
  );

  /** The ledger rows of the credit history's filter. */
  const creditHistoryWhere = (
    accountId: number,
    timeZone: string,
    filter: { from?: string; to?: string; type?: (typeof BILLING_TRANSACTION_TYPES)[number][] },
  ): SQL | undefined => {
    const range = creditHistoryRange(context, timeZone, filter);
    return and(
      eq(ledgerEntries.accountId, accountId),
      gte(ledgerEntries.createdAt, range.from),
      lte(ledgerEntries.createdAt, range.to),
      filter.type && filter.type.length > 0 ? inArray(ledgerEntries.type, filter.type) : undefined,
    );
  };

  app.get(
    "/credit_history/list",
    {
      config: access,
      schema: {
        querystring: creditHistoryQuerySchema,
        response: { 200: successEnvelopeSchema(listResponseSchema(creditHistoryRowSchema)) },
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const query = request.query;
      // The running balances are summed over the account's whole ledger before the filter and the
      // page are applied, so every row shows the balance it really left. Rows are summed in id order:
      // an account's rows are written under a lock on its row, so ids follow the order the changes
      // were applied in, which the times (read before the lock) need not.
      const running = db.$with("running").as(
        db
          .select({
            id: ledgerEntries.id,
            balanceAfter: sql<string>`sum(${ledgerEntries.amount}) over (order by ${ledgerEntries.id})`.as(
              "balance_after",
            ),
            withholdingAfter:
              sql<string>`sum(${ledgerEntries.withholding}) over (order by ${ledgerEntries.id})`.as(
                "withholding_after",
              ),
          })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.accountId, account.id)),
      );
      return ok(
        await listRows(
          query,
          {
            select: (total) =>
              db
                .with(running)
                .select({
                  entry: ledgerEntries,
                  balanceAfter: running.balanceAfter,
                  withholdingAfter: running.withholdingAfter,
                  campaign: {
                    name: campaigns.name,
                    channel: campaigns.channel,
                    isTest: campaigns.isTestCampaign,
                  },
                  total,
                })
                .from(ledgerEntries)
                .innerJoin(running, eq(running.id, ledgerEntries.id))
                .leftJoin(
                  campaigns,
                  and(
                    eq(campaigns.id, ledgerEntries.campaignId),
                    eq(campaigns.accountId, ledgerEntries.accountId),
                  ),
                )
                .$dynamic(),
            where: [
              creditHistoryWhere(account.id, account.timezoneName, query.filter),
              query.keyword ? ilike(ledgerEntries.reason, containsPattern(query.keyword)) : undefined,
            ],
            columns: {
              id: ledgerEntries.id,
              date_created: ledgerEntries.createdAt,
              amount: ledgerEntries.amount,
            },
            id: ledgerEntries.id,
          },
          creditHistoryRow,
        ),
      );
    },
  );

  app.get(
    "/credit_history/csv",
    { config: access, schema: { querystring: creditHistoryCsvQuerySchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const account = await requestAccount(context, request);
      const where = creditHistoryWhere(account.id, account.timezoneName, request.query);
      const page = (after: number) =>
        db
          .select()
          .from(ledgerEntries)
          .where(and(where, gt(ledgerEntries.id, after)))
          .orderBy(asc(ledgerEntries.id))
          .limit(CSV_PAGE_ROWS);
      return sendCsv(
        reply,
        "credit-history.csv",
        csvPages(
          [
            "id",
            "date_created",
            "type",
            "amount",
            "withholding",
            "currency_code",
            "reason",
            "campaign_id",
            "top_up_id",
          ],
          page,
          (row) => [
            row.id,
            row.createdAt.toISOString(),
            row.type,
            row.amount.toFixed(4),
            row.withholding.toFixed(4),
            row.currencyCode,
            row.reason,
            row.campaignId,
            row.topUpId,
          ],
        ),
      );
    },
  );
};

/** The payer's emailed confirmation link, `/public/topup`: public, the link token is the credential. */
const topUpVerifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  // Single use: only the request that moves the top-up from pending to paid credits the account.
  app.post(
    "/verify_email_confirmation",
    {
      schema: {
        body: topupVerifyRequestSchema,
        response: { 200: successEnvelopeSchema(topupVerifyDataSchema) },
      },
    },
    async (request) => {
      const { txnid, token } = request.body;
      const now = context.now();
      const accountId = await context.db.transaction(async (tx) => {
        const [paid] = await tx
          .update(topUps)
          .set({ status: "paid", paidAt: now })
          .where(
            and(
              eq(topUps.txnid, txnid),
              eq(topUps.tokenHash, hashToken(token)),
              eq(topUps.status, "pending"),
              gt(topUps.expiresAt, now),
            ),
          )
          .returning();
        if (!paid) return null;
        await tx
          .update(accounts)
          .set({
            balanceMonetary: sql`${accounts.balanceMonetary} + ${paid.amount}`,
            pendingPayments: sql`greatest(${accounts.pendingPayments} - ${paid.amount}, 0)`,
          })
          .where(eq(accounts.id, paid.accountId));
        await recordLedger(tx, {
          accountId: paid.accountId,
          type: "top_up",
          amount: paid.amount,
          userId: paid.userId,
          reason: `Top-up ${paid.txnid} confirmed`,
          topUpId: paid.id,
          at: now,
        });
        return paid.accountId;
      });
      if (accountId === null) throw new HttpError(400, TOP_UP_LINK_EXPIRED);
      void app.realtime.pushBalance(accountId);
      return ok(accountId, "Your top up has been verified!");
    },
  );
};

/** Reference data `billing_transactions_type` (SPEC §7), beside the other `/ajax/data/{name}` lists. */
const billingReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", authenticate(app.context));
  app.get(
    "/billing_transactions_type",
    {
      schema: {
        response: { 200: successEnvelopeSchema(z.array(z.object({ code: z.string(), name: z.string() }))) },
      },
    },
    async () =>
      ok(BILLING_TRANSACTION_TYPES.map((code) => ({ code, name: BILLING_TRANSACTION_TYPE_NAMES[code] }))),
  );
};

export const billingModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(billingReferenceRoutes, { prefix: "/ajax/data" });
  await app.register(billingRoutes, { prefix: "/ajax/billing" });
  await app.register(topUpVerifyRoutes, { prefix: "/public/topup" });
  await app.register(balanceRoutes, { prefix: "/pt3" });
};
