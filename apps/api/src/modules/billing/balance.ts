import { API_MESSAGES, TOP_UP_ROUTE, availableBalance } from "@sendline/core";
import {
  balanceObjectSchema,
  successEnvelopeSchema,
  updateBalanceQuerySchema,
  type BalanceObject,
} from "@sendline/core/contract";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accounts } from "../../db/schema";
import { HttpError, ok } from "../../lib/http";
import { ACCESS_DENIED, authenticate, currentAuth, requestAccount } from "../../plugins/auth";
import { recomputeBalance } from "./ledger";

type Account = typeof accounts.$inferSelect;

/**
 * The Balance object of SPEC §3: the available balance (credit limit + monetary − withheld), the
 * account's own available money (monetary − withheld), the free SMS and emails left, the withheld
 * amount and the credit limit.
 */
export function balanceObject(account: Account): BalanceObject {
  return {
    availableBalance: availableBalance({
      creditLimit: account.creditLimit,
      monetary: account.balanceMonetary,
      withheld: account.balanceMonetaryWithholding,
    }),
    accountSmsFreebies: Math.max(0, account.balanceSmsCredits - account.balanceSmsCreditsWithheld),
    accountEmailFreebies: Math.max(0, account.balanceEmailCredits - account.balanceEmailCreditsWithheld),
    monetaryWithholding: account.balanceMonetaryWithholding,
    accountAvailableBalance: account.balanceMonetary - account.balanceMonetaryWithholding,
    creditLimit: account.creditLimit,
  };
}

/**
 * The campaign balance service, `/pt3` on the balance host (SPEC §7): the balance object, and
 * `updatebalance`, which writes the balances again from the ledger. Account users reach only
 * their own account, and only with access to the top-up screen, where the SPEC shows the balance;
 * staff any.
 */
export const balanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  app.addHook("onRequest", authenticate(context));

  app.get(
    "/campaign/getNewAccountBalance",
    {
      config: { access: TOP_UP_ROUTE },
      schema: { response: { 200: successEnvelopeSchema(balanceObjectSchema) } },
    },
    async (request) => ok(balanceObject(await requestAccount(context, request))),
  );

  app.get(
    "/updatebalance",
    {
      config: { access: TOP_UP_ROUTE },
      schema: {
        querystring: updateBalanceQuerySchema,
        response: { 200: successEnvelopeSchema(balanceObjectSchema) },
      },
    },
    async (request) => {
      const { user, role } = currentAuth(request);
      const accountId = request.query.account_id;
      if (!role.isNonAccount && user.accountId !== accountId) throw new HttpError(403, ACCESS_DENIED);
      await recomputeBalance(context.db, accountId);
      const [account] = await context.db.select().from(accounts).where(eq(accounts.id, accountId));
      if (!account) throw new HttpError(404, API_MESSAGES.accountNotFound);
      void app.realtime.pushBalance(accountId);
      return ok(balanceObject(account));
    },
  );
};
