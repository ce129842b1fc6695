import type { FastifyInstance } from "fastify";
import { SignJWT } from "jose";
import { accessControlFor } from "../access/catalog";
import { authenticate, currentAuth, requestAccount } from "../auth/session";
import { mobileTwofa } from "../auth/users";
import type { AppContext } from "../context";
import type { accounts } from "../db/schema";
import { HttpError, ok } from "../lib/http";

const flag = (value: boolean) => (value ? 1 : 0);

/** Account details in the fields of SPEC §3. */
function accountDetails(account: typeof accounts.$inferSelect) {
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
    account_balance_monetary: account.balanceMonetary,
    account_balance_monetary_withholding: account.balanceMonetaryWithholding,
    account_balance_sms_credits: account.balanceSmsCredits,
    account_balance_sms_credits_withheld: account.balanceSmsCreditsWithheld,
    account_balance_email_credits: account.balanceEmailCredits,
    account_balance_email_credits_withheld: account.balanceEmailCreditsWithheld,
    account_balance_credit_limit: account.creditLimit,
    account_billing_pending_payments: account.pendingPayments,
  };
}

/** The signed-in user's own data: session fields, account, billing, access control. */
export function accountRoutes(app: FastifyInstance, context: AppContext): void {
  const signedIn = { preHandler: authenticate(context) };

  app.get(
    "/ajax/settings/current_user",
    { preHandler: authenticate(context, { allowExpiredPassword: true }) },
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

  app.get("/ajax/account/details", signedIn, async (request) => {
    const account = await requestAccount(context, request);
    if (!account) throw new HttpError(404, "Account not found");
    return ok(accountDetails(account));
  });

  app.get("/ajax/billing/pending_payment", signedIn, async (request) => {
    const account = await requestAccount(context, request);
    if (!account) throw new HttpError(404, "Account not found");
    return ok({
      account_id: account.id,
      pending_payments: account.pendingPayments,
      currency_code: account.currencyCode,
    });
  });

  app.get("/api/access-control", signedIn, async (request) =>
    ok(accessControlFor(currentAuth(request).role)),
  );

  // The chat widget identifies the user with a short-lived token signed with the shared chat secret.
  app.get("/api/access-control/smooch", signedIn, async (request) => {
    const { user } = currentAuth(request);
    const issuedAt = Math.floor(context.now().getTime() / 1000);
    const jwt = await new SignJWT({ scope: "appUser", email: user.email })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(user.id))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(new TextEncoder().encode(context.config.chatJwtSecret));
    return ok({ jwt });
  });

  app.get("/ajax/the_user/permission", signedIn, async (request) =>
    ok(accessControlFor(currentAuth(request).role).permissions),
  );

  app.get("/ajax/the_user/user_permission", signedIn, async (request) => {
    const { access, permissions } = accessControlFor(currentAuth(request).role);
    return ok({ access, permissions });
  });
}
