import { eq, ilike, or } from "drizzle-orm";
import {
  ACCOUNT_STATUSES,
  type AdminAccountRow,
  adminAccountRowSchema,
  adminAccountUpdateSchema,
  balanceAdjustmentSchema,
  listResponseSchema,
  rowIdParamsSchema,
  successEnvelopeSchema,
} from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/database";
import { accounts } from "../../db/schema";
import { HttpError, ok } from "../../lib/http";
import { containsPattern, listQuerySchema, listRows } from "../../lib/list";
import { currentAuth } from "../../plugins/auth";
import { disconnectSockets } from "../../plugins/socket";
import { API_MESSAGES } from "@sendline/core";
import { adjustBalance } from "../billing/ledger";
import { recordAudit } from "./audit";

const ADMIN_ACCOUNTS_ROUTE = "/admin/accounts";

const accountListQuerySchema = listQuerySchema({
  sortColumns: ["id", "name", "date_created", "balance"],
  filters: { status: z.enum(ACCOUNT_STATUSES), is_trial: z.enum(["0", "1"]) },
});

type Account = typeof accounts.$inferSelect;

function adminAccountRow(account: Account): AdminAccountRow {
  return {
    id: account.id,
    code: account.code,
    name: account.name,
    status: account.status,
    is_trial: account.isTrial,
    credit_limit: account.creditLimit,
    balance: account.balanceMonetary,
    currency_code: account.currencyCode,
    date_created: account.dateCreated.toISOString(),
  };
}

/** The account row locked for a change, or 404. */
async function lockedAccount(tx: Db, id: number): Promise<Account> {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, id)).for("update");
  if (!account) throw new HttpError(404, API_MESSAGES.accountNotFound);
  return account;
}

/** Staff's accounts screen: the list, status / trial / credit limit, and balance adjustments. */
export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  const db = context.db;
  const access = { access: ADMIN_ACCOUNTS_ROUTE };

  app.get(
    "/list",
    {
      config: access,
      schema: {
        querystring: accountListQuerySchema,
        response: { 200: successEnvelopeSchema(listResponseSchema(adminAccountRowSchema)) },
      },
    },
    async (request) => {
      const query = request.query;
      return ok(
        await listRows(
          query,
          {
            select: (total) => db.select({ account: accounts, total }).from(accounts).$dynamic(),
            where: [
              query.filter.status ? eq(accounts.status, query.filter.status) : undefined,
              query.filter.is_trial ? eq(accounts.isTrial, query.filter.is_trial === "1") : undefined,
              query.keyword
                ? or(
                    ilike(accounts.name, containsPattern(query.keyword)),
                    ilike(accounts.code, containsPattern(query.keyword)),
                  )
                : undefined,
            ],
            columns: {
              id: accounts.id,
              name: accounts.name,
              date_created: accounts.dateCreated,
              balance: accounts.balanceMonetary,
            },
            id: accounts.id,
            idDirection: "asc",
          },
          ({ account }) => adminAccountRow(account),
        ),
      );
    },
  );

  app.get(
    "/:id",
    {
      config: access,
      schema: { params: rowIdParamsSchema, response: { 200: successEnvelopeSchema(adminAccountRowSchema) } },
    },
    async (request) => {
      const [account] = await db.select().from(accounts).where(eq(accounts.id, request.params.id));
      if (!account) throw new HttpError(404, API_MESSAGES.accountNotFound);
      return ok(adminAccountRow(account));
    },
  );

  app.put(
    "/:id",
    {
      config: access,
      schema: {
        params: rowIdParamsSchema,
        body: adminAccountUpdateSchema,
        response: { 200: successEnvelopeSchema(adminAccountRowSchema) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const change = request.body;
      const updated = await db.transaction(async (tx) => {
        const before = adminAccountRow(await lockedAccount(tx, request.params.id));
        const [row] = await tx
          .update(accounts)
          .set({
            ...(change.status !== undefined && { status: change.status }),
            ...(change.is_trial !== undefined && { isTrial: change.is_trial }),
            ...(change.credit_limit !== undefined && { creditLimit: change.credit_limit }),
          })
          .where(eq(accounts.id, request.params.id))
          .returning();
        const after = adminAccountRow(row!);
        const fields = ["status", "is_trial", "credit_limit"] as const;
        await recordAudit(tx, {
          userId: user.id,
          action: "account.update",
          entity: "account",
          entityId: after.id,
          accountId: after.id,
          before: Object.fromEntries(fields.map((field) => [field, before[field]])),
          after: Object.fromEntries(fields.map((field) => [field, after[field]])),
          at: context.now(),
        });
        return after;
      });
      // A suspended or closed account's users lose their live connections with their sessions.
      if (updated.status !== "active")
        await disconnectSockets(app.realtime, (auth) => auth.user.accountId === updated.id);
      return ok(updated, "Account saved.");
    },
  );

  // A credit or debit with its reason, through the ledger (it shows in the account's credit history).
  app.post(
    "/:id/adjustment",
    {
      config: access,
      schema: {
        params: rowIdParamsSchema,
        body: balanceAdjustmentSchema,
        response: { 200: successEnvelopeSchema(adminAccountRowSchema) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const { amount, reason } = request.body;
      const accountId = request.params.id;
      const updated = await db.transaction(async (tx) => {
        const before = await lockedAccount(tx, accountId);
        const at = context.now();
        const balance = await adjustBalance(tx, { accountId, amount, userId: user.id, reason, at });
        await recordAudit(tx, {
          userId: user.id,
          action: "account.adjust_balance",
          entity: "account",
          entityId: accountId,
          accountId,
          before: { balance: before.balanceMonetary },
          after: { balance, amount, reason },
          at,
        });
        return adminAccountRow({ ...before, balanceMonetary: balance });
      });
      void app.realtime.pushBalance(accountId);
      return ok(updated, "Balance adjusted.");
    },
  );
};
