import { canTopUp } from "@sendline/core";
import {
  accessControlSchema,
  accountDetailsSchema,
  currentUserSchema,
  smoochTokenSchema,
  successEnvelopeSchema,
} from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SignJWT } from "jose";
import { z } from "zod";
import { extend, pick } from "zod/mini";
import type { accounts } from "../../db/schema";
import { mobileTwofa } from "../../db/users";
import { ok } from "../../lib/http";
import { authenticate, currentAuth, requestAccount } from "../../plugins/auth";
import { accessControlFor } from "./access-catalog";

const flag = (value: boolean) => (value ? 1 : 0);

const MONEY_FIELDS = [
  "account_balance_monetary",
  "account_balance_monetary_withholding",
  "account_balance_sms_credits",
  "account_balance_sms_credits_withheld",
  "account_balance_email_credits",
  "account_balance_email_credits_withheld",
  "account_balance_credit_limit",
  "account_billing_pending_payments",
] as const;

/** Account details as answered: the money fields only to users who may see the balance. */
const accountDetailsAnswerSchema = extend(
  accountDetailsSchema,
  Object.fromEntries(MONEY_FIELDS.map((field) => [field, z.number().optional()])) as Record<
    (typeof MONEY_FIELDS)[number],
    z.ZodOptional<z.ZodNumber>
  >,
);

/** Account details in the fields of SPEC §3; balances only when `withMoney`. */
function accountDetails(account: typeof accounts.$inferSelect, withMoney: boolean) {
  return {
    id: account.id,
    name: account.name,
    date_created: account.dateCreated.toISOString(),
    is_trial: flag(account.isTrial),
    timezone_name: account.timezoneName,
    currency_code: account.currencyCode,
    country_country_code: account.countryCode,
    country_max_length: account.countryMaxLength,
    country_min_length: account.countryMinLength,
    business_unit_code: account.businessUnitCode,
    campaign_version_code: account.campaignVersionCode,
    campaign_version_id: account.campaignVersionId,
    campaign_version_name: account.campaignVersionName,
    ...(withMoney && {
      account_balance_monetary: account.balanceMonetary,
      account_balance_monetary_withholding: account.balanceMonetaryWithholding,
      account_balance_sms_credits: account.balanceSmsCredits,
      account_balance_sms_credits_withheld: account.balanceSmsCreditsWithheld,
      account_balance_email_credits: account.balanceEmailCredits,
      account_balance_email_credits_withheld: account.balanceEmailCreditsWithheld,
      account_balance_credit_limit: account.creditLimit,
      account_billing_pending_payments: account.pendingPayments,
    }),
  };
}

/** The signed-in user, `/ajax/settings`: readable while the password is expired, to change it. */
const currentUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", authenticate(app.context, { allowExpiredPassword: true }));
  app.get(
    "/current_user",
    {
      schema: { response: { 200: successEnvelopeSchema(extend(currentUserSchema, { token: z.string() })) } },
    },
    async (request) => {
      const auth = currentAuth(request);
      const { user, role } = auth;
      return ok({
        id: user.id,
        account_id: user.accountId,
        token: auth.token,
        fname: user.fname,
        lname: user.lname,
        email: user.email,
        mobile: user.mobile,
        role_name: role.name,
        role_code: role.code,
        role_is_non_account: flag(role.isNonAccount),
        user_status: user.status,
        usergroup_id: null,
        usergroup_name: null,
        date_created: user.dateCreated.toISOString(),
        password_last_updated: user.passwordLastUpdated?.toISOString() ?? null,
        twofa_enabled: flag(user.twofaEnabled),
        mobile_twofa: mobileTwofa(auth),
        validated_email: flag(user.validatedEmail),
        validated_mobile: flag(user.validatedMobile),
      });
    },
  );
};

/** The account acted on, `/ajax/account`. */
const accountDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", authenticate(app.context));
  app.get(
    "/details",
    { schema: { response: { 200: successEnvelopeSchema(accountDetailsAnswerSchema) } } },
    async (request) => {
      const account = await requestAccount(app.context, request);
      return ok(accountDetails(account, canTopUp(currentAuth(request).role)));
    },
  );
};

/** What the user may open and do (SPEC §3 "Access-control response"), `/api/access-control`. */
const accessControlRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  app.addHook("onRequest", authenticate(context));

  app.get(
    "/",
    {
      prefixTrailingSlash: "no-slash",
      schema: { response: { 200: successEnvelopeSchema(accessControlSchema) } },
    },
    async (request) => ok(accessControlFor(currentAuth(request).role)),
  );

  // The chat widget identifies the user with a short-lived token signed with the shared chat secret.
  app.get(
    "/smooch",
    { schema: { response: { 200: successEnvelopeSchema(smoochTokenSchema) } } },
    async (request) => {
      const { user } = currentAuth(request);
      const issuedAt = Math.floor(context.now().getTime() / 1000);
      const jwt = await new SignJWT({ scope: "appUser", email: user.email })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(user.id))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + 3600)
        .sign(new TextEncoder().encode(context.config.chatJwtSecret));
      return ok({ jwt });
    },
  );
};

/** The user's permissions, `/ajax/the_user`. */
const userPermissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", authenticate(app.context));
  app.get(
    "/permission",
    { schema: { response: { 200: successEnvelopeSchema(accessControlSchema.shape.permissions) } } },
    async (request) => ok(accessControlFor(currentAuth(request).role).permissions),
  );
  app.get(
    "/user_permission",
    {
      schema: {
        response: {
          200: successEnvelopeSchema(pick(accessControlSchema, { access: true, permissions: true })),
        },
      },
    },
    async (request) => {
      const { access, permissions } = accessControlFor(currentAuth(request).role);
      return ok({ access, permissions });
    },
  );
};

/** The signed-in user's own data: session fields, account, access control. */
export const accountModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(currentUserRoutes, { prefix: "/ajax/settings" });
  await app.register(accountDetailsRoutes, { prefix: "/ajax/account" });
  await app.register(accessControlRoutes, { prefix: "/api/access-control" });
  await app.register(userPermissionRoutes, { prefix: "/ajax/the_user" });
};
