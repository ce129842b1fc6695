import { PIN_LENGTH } from "@sendline/core";
import {
  accountTimezoneBodySchema,
  mobileVerifyBodySchema,
  profileSchema,
  profileUpdateBodySchema,
  successEnvelopeSchema,
  twofaSettingBodySchema,
} from "@sendline/core/contract";
import { and, eq, ne } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accounts, mobileVerifications, users } from "../../db/schema";
import { HttpError, isUniqueViolation, ok, validationError } from "../../lib/http";
import { hashToken, newPin } from "../../lib/tokens";
import { authenticate, currentAuth, requestAccount } from "../../plugins/auth";
import { minutesFromNow, sendRateLimit } from "../../plugins/context";
import { send } from "../../plugins/services/mail";

export const EMAIL_IN_USE = "This email address is already in use.";
export const MOBILE_MISSING = "Add a mobile number to your profile first.";
export const PIN_INVALID = "Invalid code";
export const PIN_EXPIRED = "The code has expired. Send a new one.";
export const VERIFY_MOBILE_FIRST = "Verify your mobile number before turning on two-factor sign-in.";

const flag = (value: boolean) => (value ? 1 : 0);

const profileOf = (user: typeof users.$inferSelect) => ({
  fname: user.fname,
  lname: user.lname,
  email: user.email,
  mobile: user.mobile,
  validated_mobile: flag(user.validatedMobile),
  twofa_enabled: flag(user.twofaEnabled),
});

const profileAnswer = { 200: successEnvelopeSchema(profileSchema) };

/**
 * The signed-in user's own profile, `/ajax/settings`: name, email and mobile, the mobile's PIN
 * verification by SMS, and two-factor sign-in by that mobile. The account's time zone is changed
 * by users who may change its business hours, since the hours are read in that zone.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  const { db } = context;
  app.addHook("onRequest", authenticate(context));

  app.put(
    "/profile",
    { schema: { body: profileUpdateBodySchema, response: profileAnswer } },
    async (request) => {
      const { user } = currentAuth(request);
      const body = request.body;
      const mobile = body.mobile === "" ? null : body.mobile.replace(/^\+/, "");
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, body.email), ne(users.id, user.id)))
        .limit(1);
      if (taken) throw validationError({ email: [EMAIL_IN_USE] });
      const mobileChanged = mobile !== user.mobile;
      const saving = db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            fname: body.fname,
            lname: body.lname,
            email: body.email,
            mobile,
            // A new number is unverified, and two-factor by SMS waits until it is verified again.
            ...(mobileChanged && { validatedMobile: false, twofaEnabled: false }),
          })
          .where(eq(users.id, user.id))
          .returning();
        if (mobileChanged)
          await tx.delete(mobileVerifications).where(eq(mobileVerifications.userId, user.id));
        return row!;
      });
      // Another user taking the address between the check and the update is refused the same way.
      const saved = await saving.catch((error: unknown) => {
        if (isUniqueViolation(error)) throw validationError({ email: [EMAIL_IN_USE] });
        throw error;
      });
      return ok(profileOf(saved), "Profile saved.");
    },
  );

  app.post(
    "/mobile/send_pin",
    { ...sendRateLimit(context), schema: { response: { 200: successEnvelopeSchema(z.null()) } } },
    async (request) => {
      const { user } = currentAuth(request);
      if (!user.mobile) throw new HttpError(400, MOBILE_MISSING);
      const pin = newPin(PIN_LENGTH);
      const { pinMinutes } = context.config.twoFactor;
      const row = {
        userId: user.id,
        mobile: user.mobile,
        pinHash: hashToken(`${user.id}:${pin}`),
        expiresAt: minutesFromNow(context, pinMinutes),
        failures: 0,
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(mobileVerifications)
          .values(row)
          .onConflictDoUpdate({ target: mobileVerifications.userId, set: row });
        await send(
          context,
          {
            channel: "sms",
            to: user.mobile!,
            body: `Your Sendline verification code is ${pin}. It expires in ${pinMinutes} minutes.`,
          },
          tx,
        );
      });
      return ok(null, `A ${PIN_LENGTH}-digit code was sent to your mobile.`);
    },
  );

  app.post(
    "/mobile/verify",
    { schema: { body: mobileVerifyBodySchema, response: profileAnswer } },
    async (request) => {
      const { user } = currentAuth(request);
      const [pending] = await db
        .select()
        .from(mobileVerifications)
        .where(eq(mobileVerifications.userId, user.id));
      const usable =
        pending &&
        pending.mobile === user.mobile &&
        pending.expiresAt > context.now() &&
        pending.failures < context.config.twoFactor.maxRetries;
      if (!usable) throw validationError({ pincode: [PIN_EXPIRED] });
      if (pending.pinHash !== hashToken(`${user.id}:${request.body.pincode}`)) {
        await db
          .update(mobileVerifications)
          .set({ failures: pending.failures + 1 })
          .where(eq(mobileVerifications.userId, user.id));
        throw validationError({ pincode: [PIN_INVALID] });
      }
      const saved = await db.transaction(async (tx) => {
        await tx.delete(mobileVerifications).where(eq(mobileVerifications.userId, user.id));
        const [row] = await tx
          .update(users)
          .set({ validatedMobile: true })
          .where(eq(users.id, user.id))
          .returning();
        return row!;
      });
      return ok(profileOf(saved), "Mobile number verified.");
    },
  );

  app.put(
    "/twofa",
    { schema: { body: twofaSettingBodySchema, response: profileAnswer } },
    async (request) => {
      const { user } = currentAuth(request);
      const enabled = request.body.twofa_enabled;
      if (enabled && !(user.mobile && user.validatedMobile)) {
        throw validationError({ twofa_enabled: [VERIFY_MOBILE_FIRST] });
      }
      const [saved] = await db
        .update(users)
        .set({ twofaEnabled: enabled })
        .where(eq(users.id, user.id))
        .returning();
      return ok(profileOf(saved!), enabled ? "Two-factor sign-in is on." : "Two-factor sign-in is off.");
    },
  );

  app.put(
    "/timezone",
    {
      config: { access: "/settings/business-hours" },
      schema: {
        body: accountTimezoneBodySchema,
        response: { 200: successEnvelopeSchema(accountTimezoneBodySchema) },
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const [saved] = await db
        .update(accounts)
        .set({ timezoneName: request.body.timezone_name })
        .where(eq(accounts.id, account.id))
        .returning({ timezone_name: accounts.timezoneName });
      return ok(saved!, "Time zone saved.");
    },
  );
};
