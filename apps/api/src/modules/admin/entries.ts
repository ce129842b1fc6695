import { eq, inArray } from "drizzle-orm";
import { API_MESSAGES } from "@sendline/core";
import {
  accountEntrySchema,
  listResponseSchema,
  staffEntryRowSchema,
  successEnvelopeSchema,
} from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accounts, auditLog, users } from "../../db/schema";
import { HttpError, ok } from "../../lib/http";
import { listQuerySchema, listRows } from "../../lib/list";
import { authenticate, currentAuth, requestAccount } from "../../plugins/auth";
import { recordAudit } from "./audit";

const ENTRY_ACTIONS = { enter: "account.enter", leave: "account.leave" } as const;

/** `POST /admin/data/account_entries`: staff entering or leaving a customer account, audited. */
export const accountEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  app.post(
    "/account_entries",
    {
      schema: {
        body: accountEntrySchema,
        response: { 200: successEnvelopeSchema(z.object({ account_id: z.number() })) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const { account_id: accountId, action } = request.body;
      await context.db.transaction(async (tx) => {
        const [account] = await tx
          .select({ id: accounts.id, name: accounts.name })
          .from(accounts)
          .where(eq(accounts.id, accountId));
        if (!account) throw new HttpError(404, API_MESSAGES.accountNotFound);
        await recordAudit(tx, {
          userId: user.id,
          action: ENTRY_ACTIONS[action],
          entity: "account",
          entityId: account.id,
          accountId: account.id,
          after: { account: account.name },
          at: context.now(),
        });
      });
      return ok({ account_id: accountId }, action === "enter" ? "Entered the account." : "Left the account.");
    },
  );
};

const staffEntryListQuerySchema = listQuerySchema({ sortColumns: ["id"], filters: {} });

/**
 * `/ajax/account/staff_entries`: when the provider's staff entered and left the account, for the
 * account's owner (who may manage its users).
 */
export const staffEntriesModule: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  app.addHook("onRequest", authenticate(context));

  app.get(
    "/list",
    {
      config: { access: "/settings/users" },
      schema: {
        querystring: staffEntryListQuerySchema,
        response: { 200: successEnvelopeSchema(listResponseSchema(staffEntryRowSchema)) },
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const query = request.query;
      return ok(
        await listRows(
          query,
          {
            select: (total) =>
              context.db
                .select({
                  entry: auditLog,
                  fname: users.fname,
                  lname: users.lname,
                  email: users.email,
                  total,
                })
                .from(auditLog)
                .leftJoin(users, eq(users.id, auditLog.userId))
                .$dynamic(),
            where: [
              eq(auditLog.accountId, account.id),
              inArray(auditLog.action, Object.values(ENTRY_ACTIONS)),
            ],
            columns: { id: auditLog.id },
            id: auditLog.id,
            idDirection: query.sort_direction,
          },
          ({ entry, fname, lname, email }) => ({
            id: entry.id,
            action: entry.action === ENTRY_ACTIONS.enter ? ("enter" as const) : ("leave" as const),
            staff_name: [fname, lname].filter(Boolean).join(" ") || email || "Sendline staff",
            date_created: entry.createdAt.toISOString(),
          }),
        ),
      );
    },
  );
};
