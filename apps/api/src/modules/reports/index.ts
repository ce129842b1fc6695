import { API_MESSAGES } from "@sendline/core";
import {
  TRAFFIC_REPORTS,
  idSchema,
  reportUserSchema,
  successEnvelopeSchema,
  trafficReportQuerySchema,
  trafficReportSchema,
  type TrafficReport,
  type TrafficReportAnswer,
  type TrafficReportQuery,
} from "@sendline/core/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accounts, users } from "../../db/schema";
import { isRowId } from "../../db/database";
import { csvLine, sendCsv } from "../../lib/csv";
import { HttpError, ok, validationError } from "../../lib/http";
import { authenticate, currentAuth } from "../../plugins/auth";
import type { AppContext } from "../../plugins/context";
import { reportDays, trafficReport } from "./traffic";

/** Each report's path and the console route (SPEC §6 access map) it needs. */
const REPORT_ROUTES = {
  traffic: "/reports/traffic",
  api_traffic: "/reports/api-traffic",
  email_api_traffic: "/reports/email-api-traffic",
} as const satisfies Record<TrafficReport, string>;

export const ACCOUNT_REQUIRED = "Choose an account.";
export const UNKNOWN_ACCOUNT = "No such account.";
export const USERS_OUTSIDE_ACCOUNT = "Choose users of the account.";

/**
 * The account a report reads (SPEC §6): an account user's own (naming another is refused), or for
 * non-account staff the account the filter (or the Account-Id header) names.
 */
async function reportAccount(
  context: AppContext,
  request: FastifyRequest,
  query: { accountId?: number | null | undefined },
) {
  const { user, role } = currentAuth(request);
  if (!role.isNonAccount) {
    if (user.accountId === null) throw new HttpError(403, API_MESSAGES.accessDenied);
    if (query.accountId != null && query.accountId !== user.accountId) {
      throw new HttpError(403, API_MESSAGES.accessDenied);
    }
    return user.accountId;
  }
  const header = request.headers["account-id"];
  const id = query.accountId ?? (typeof header === "string" ? Number(header) : undefined);
  if (id === undefined || id === null) throw validationError({ accountId: [ACCOUNT_REQUIRED] });
  const [account] = isRowId(id)
    ? await context.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id))
    : [];
  if (!account) throw validationError({ accountId: [UNKNOWN_ACCOUNT] });
  return account.id;
}

async function assertAccountUsers(context: AppContext, accountId: number, userIds: number[]) {
  if (userIds.length === 0) return;
  const ids = [...new Set(userIds)];
  const found = ids.every(isRowId)
    ? await context.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.accountId, accountId), inArray(users.id, ids)))
    : [];
  if (found.length !== ids.length) throw validationError({ userIds: [USERS_OUTSIDE_ACCOUNT] });
}

const CSV_HEADER = ["Period", "Operator", "Category", "Sent", "Delivered", "Failed", "Cost"] as const;

/** A report's rows as CSV lines, ended by a Total line; the columns the screen shows, in its order. */
async function* reportCsv(answer: TrafficReportAnswer, query: TrafficReportQuery): AsyncGenerator<string> {
  const shown = (column: (typeof CSV_HEADER)[number]) =>
    (column !== "Operator" || query.showOperator) && (column !== "Category" || query.showCategory);
  const pick = (values: readonly unknown[]) => values.filter((_, index) => shown(CSV_HEADER[index]!));
  yield csvLine(CSV_HEADER.filter(shown));
  for (const row of answer.rows) {
    yield csvLine(
      pick([
        row.period,
        row.operator,
        row.category,
        row.sent,
        row.delivered,
        row.failed,
        row.cost.toFixed(4),
      ]),
    );
  }
  const { totals } = answer;
  yield csvLine(
    pick(["Total", "", "", totals.sent, totals.delivered, totals.failed, totals.cost.toFixed(4)]),
  );
}

/**
 * `/ajax/reports`: the traffic, API traffic and email API traffic reports (SPEC §3 "Traffic report
 * filter", §9 "Reports"), read from the daily aggregates; `format=csv` downloads the same rows.
 */
export const reportsModule: FastifyPluginAsyncZod = async (app) => {
  const context: AppContext = app.context;
  app.addHook("onRequest", authenticate(context));
  const { config } = context;
  const newChargingEffectiveDate = config.console.newChargingEffectiveDate
    ? new Date(config.console.newChargingEffectiveDate)
    : null;

  /** The users a report filter offers (SPEC §6): the account's own, or for staff the named account's. */
  app.get(
    "/users",
    {
      config: { access: REPORT_ROUTES.traffic },
      schema: {
        querystring: z.object({ accountId: z.optional(idSchema) }),
        response: { 200: successEnvelopeSchema(z.array(reportUserSchema)) },
      },
    },
    async (request) => {
      const accountId = await reportAccount(context, request, request.query);
      const rows = await context.db
        .select({ id: users.id, fname: users.fname, lname: users.lname, email: users.email })
        .from(users)
        .where(eq(users.accountId, accountId))
        .orderBy(asc(users.fname), asc(users.id));
      return ok(rows.map((row) => ({ id: row.id, name: `${row.fname} ${row.lname}`.trim() || row.email })));
    },
  );

  for (const report of TRAFFIC_REPORTS) {
    app.get(
      `/${report}`,
      {
        config: { access: REPORT_ROUTES[report] },
        schema: {
          querystring: trafficReportQuerySchema,
          response: { 200: successEnvelopeSchema(trafficReportSchema) },
        },
      },
      async (request, reply) => {
        const { query } = request;
        const accountId = await reportAccount(context, request, query);
        const days = reportDays(query, {
          now: context.now(),
          newChargingEffectiveDate,
          archivedDataRetention: config.console.archivedDataRetention,
        });
        await assertAccountUsers(context, accountId, query.userIds);
        const answer = await trafficReport(context.db, report, {
          accountId,
          days,
          breakdown: query.breakdown,
          showOperator: query.showOperator,
          showCategory: query.showCategory,
          category: query.category,
          userIds: query.userIds,
        });
        if (query.format === "csv") {
          return sendCsv(reply, `${report}_${days.from}_${days.to}.csv`, reportCsv(answer, query));
        }
        return ok(answer);
      },
    );
  }
};

export { retentionPlugin } from "./retention";
