import { and, eq, gt, sql } from "drizzle-orm";
import { TOP_UP_ROUTE } from "@sendline/core";
import {
  successEnvelopeSchema,
  topupVerifyDataSchema,
  topupVerifyRequestSchema,
} from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accounts, topUps } from "../../db/schema";
import { HttpError, ok } from "../../lib/http";
import { hashToken } from "../../lib/tokens";
import { authenticate, requestAccount } from "../../plugins/auth";

/** SPEC §4 "Top-up verify": a used, expired or unknown link. */
export const TOP_UP_LINK_EXPIRED = "Link was used or already expired";

/** The account's money, `/ajax/billing`: only for users who may open the top-up screen (SPEC §6). */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", authenticate(app.context));
  app.get(
    "/pending_payment",
    {
      config: { access: TOP_UP_ROUTE },
      schema: {
        response: {
          200: successEnvelopeSchema(
            z.object({ account_id: z.number(), pending_payments: z.number(), currency_code: z.string() }),
          ),
        },
      },
    },
    async (request) => {
      const account = await requestAccount(app.context, request);
      return ok({
        account_id: account.id,
        pending_payments: account.pendingPayments,
        currency_code: account.currencyCode,
      });
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
        return paid.accountId;
      });
      if (accountId === null) throw new HttpError(400, TOP_UP_LINK_EXPIRED);
      void app.realtime.pushBalance(accountId);
      return ok(accountId, "Your top up has been verified!");
    },
  );
};

export const billingModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(billingRoutes, { prefix: "/ajax/billing" });
  await app.register(topUpVerifyRoutes, { prefix: "/public/topup" });
};
