import { and, eq, sql } from "drizzle-orm";
import { EMAIL_VERIFIER_MESSAGES } from "@sendline/core";
import {
  emailVerifierQuerySchema,
  emailVerifierResponseSchema,
  pendingRegistrationSchema,
  signupRegisterDataSchema,
  successEnvelopeSchema,
  resendEmailPinRequestSchema,
  resendMobilePinRequestSchema,
  signupRegisterRequestSchema,
  signupRegistrationQuerySchema,
  verifyEmailRequestSchema,
  verifyMobileRequestSchema,
} from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pendingRegistrations } from "../../db/schema";
import { findUser } from "../../db/users";
import { HttpError, ok, validationError, type FieldErrors } from "../../lib/http";
import { hashToken, newToken } from "../../lib/tokens";
import { minutesFromNow, sendRateLimit, type AppContext } from "../../plugins/context";
import { INVALID_CODE, MAX_RETRIES, PIN_EXPIRED } from "../auth/two-factor";
import { findCountry, mobileIssue } from "./countries";
import {
  ALREADY_PROCESSED,
  EMAIL_ALREADY_REGISTERED,
  PROCESS_FAILED,
  completeConfirmed,
  confirmPin,
  emailResendsLeft,
  emailStatus,
  isProcessFailed,
  mobilePinLive,
  mobileResendsLeft,
  openRegistration,
  pinHash,
  registrationView,
  sendEmailPin,
  sendMobilePin,
  type Registration,
} from "./registrations";

export const EMAIL_PIN_FAILED = "The email code is incorrect, so it has expired. Request a new code.";
export const EMAIL_PIN_FAILED_FINAL = "The email code is incorrect, so it has expired.";
export const EMAIL_PIN_EXPIRED = "The email code has expired. Request a new code.";
export const EMAIL_ALREADY_VERIFIED = "The email address is already verified.";
export const MOBILE_ALREADY_VERIFIED = "The mobile number is already verified.";
export const EMAIL_RESEND_USED = "The email code can be resent, or the email address changed, only once.";
export const MOBILE_RESEND_USED = "No more codes can be sent by SMS for this signup.";
export const CAPTCHA_FAILED = "Captcha verification failed. Please try again.";

export const EMAIL_CHECK_UNAVAILABLE = "The email address cannot be checked right now. Please try again.";

/** The deliverability service's verdict; its failure is a 503 the console retries (SPEC §5). */
async function verifyEmail(context: AppContext, email: string) {
  try {
    return await context.emailVerifier.verify(email);
  } catch {
    throw new HttpError(503, EMAIL_CHECK_UNAVAILABLE);
  }
}

/** The deliverability check shared by the signup and the email replace (SPEC §5). */
async function emailIssue(context: AppContext, email: string): Promise<string | null> {
  const result = await verifyEmail(context, email);
  if (result !== "deliverable") return EMAIL_VERIFIER_MESSAGES[result];
  if (await findUser(context.db, { email })) return EMAIL_ALREADY_REGISTERED;
  return null;
}

/** A registration a confirmation step may still act on. */
function assertOpen(context: AppContext, registration: Registration): void {
  if (registration.isProcessCompleted) throw new HttpError(409, ALREADY_PROCESSED);
  if (isProcessFailed(context, registration)) {
    throw new HttpError(400, registration.failureReason ?? PROCESS_FAILED);
  }
}

const registrationAnswer = { 200: successEnvelopeSchema(pendingRegistrationSchema) };

/** The deliverability check the signup form calls (SPEC §5), `/api/email-verifier`: public. */
const emailVerifierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      prefixTrailingSlash: "no-slash",
      schema: {
        querystring: emailVerifierQuerySchema,
        response: { 200: successEnvelopeSchema(emailVerifierResponseSchema) },
      },
    },
    async (request) => ok({ result: await verifyEmail(app.context, request.query.email.toLowerCase()) }),
  );
};

/**
 * Signup with email and mobile confirmation (SPEC §4 "Signup confirmation", §5, §7 "Signup"),
 * `/public/signup`: public, the registration's link token is the credential.
 */
const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  const reread = async (id: number) => {
    const [registration] = await context.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.id, id));
    if (!registration) throw new HttpError(404, "Registration not found");
    return registrationView(context, registration);
  };

  app.post(
    "/register",
    {
      ...sendRateLimit(context),
      schema: {
        body: signupRegisterRequestSchema,
        response: { 200: successEnvelopeSchema(signupRegisterDataSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const email = body.email.toLowerCase();
      const errors: FieldErrors = {};
      const country = findCountry(body.country);
      if (!country) errors.country = ["This country is not supported."];
      else {
        const issue = mobileIssue(body.mobile, country);
        if (issue) errors.mobile = [issue];
      }
      const problem = await emailIssue(context, email);
      if (problem) errors.email = [problem];
      if (!(await context.captcha.verify(body.captcha_response, request.ip))) {
        errors.captcha_response = [CAPTCHA_FAILED];
      }
      if (Object.keys(errors).length > 0 || !country) throw validationError(errors);

      const token = newToken();
      const [registration] = await context.db
        .insert(pendingRegistrations)
        .values({
          tokenHash: hashToken(token),
          email,
          mobile: body.mobile,
          countryCode: country.code,
          companyName: body.company_name,
          fname: body.fname,
          lname: body.lname,
          expiresAt: minutesFromNow(context, context.config.signup.linkMinutes),
          createdAt: context.now(),
        })
        .returning();
      if (!registration) throw new Error("the registration was not stored");
      await sendEmailPin(context, registration, token);
      await sendMobilePin(context, registration);
      return ok(
        { id: registration.id, token, email, mobile: registration.mobile },
        "We sent a code to your email address and another to your mobile.",
      );
    },
  );

  app.get(
    "/register",
    { schema: { querystring: signupRegistrationQuerySchema, response: registrationAnswer } },
    async (request) => {
      const registration = await openRegistration(context, request.query);
      return ok(registrationView(context, registration));
    },
  );

  app.post(
    "/verify_email",
    { schema: { body: verifyEmailRequestSchema, response: registrationAnswer } },
    async (request) => {
      const { email_pin_code: pin, ...link } = request.body;
      const registration = await openRegistration(context, link);
      if (registration.isProcessCompleted) throw new HttpError(409, ALREADY_PROCESSED);
      if (registration.emailValidated) {
        if (!registration.failureReason) await completeConfirmed(context, registration.id);
        return ok(await reread(registration.id), EMAIL_ALREADY_VERIFIED);
      }
      assertOpen(context, registration);
      if (emailStatus(registration, context.now()) === "expired") throw new HttpError(400, EMAIL_PIN_EXPIRED);

      const current = registration.emailPinHash ?? "";
      // Compare-and-set on the PIN hash: a PIN is used, or spent by a wrong try, exactly once.
      const samePin = and(
        eq(pendingRegistrations.id, registration.id),
        eq(pendingRegistrations.emailPinHash, current),
      );
      if (pinHash(registration.id, "email", pin) !== current) {
        const [spent] = await context.db
          .update(pendingRegistrations)
          .set({
            emailPinHash: null,
            emailCodeVerifyAttempts: sql`${pendingRegistrations.emailCodeVerifyAttempts} + 1`,
          })
          .where(samePin)
          .returning();
        if (!spent) throw new HttpError(400, EMAIL_PIN_EXPIRED);
        throw new HttpError(400, emailResendsLeft(spent) > 0 ? EMAIL_PIN_FAILED : EMAIL_PIN_FAILED_FINAL);
      }
      const outcome = await confirmPin(context, registration.id, async (tx) => {
        const [confirmed] = await tx
          .update(pendingRegistrations)
          .set({ emailValidated: true, emailPinHash: null })
          .where(samePin)
          .returning();
        return confirmed;
      });
      if (outcome === "stale") throw new HttpError(400, EMAIL_PIN_EXPIRED);
      return ok(await reread(registration.id), "Your email address is verified.");
    },
  );

  app.post(
    "/verify_mobile",
    { schema: { body: verifyMobileRequestSchema, response: registrationAnswer } },
    async (request) => {
      const { mobile_pin_code: pin, ...link } = request.body;
      const registration = await openRegistration(context, link);
      if (registration.isProcessCompleted) throw new HttpError(409, ALREADY_PROCESSED);
      if (registration.mobileValidated) {
        if (!registration.failureReason) await completeConfirmed(context, registration.id);
        return ok(await reread(registration.id), MOBILE_ALREADY_VERIFIED);
      }
      assertOpen(context, registration);
      const { maxRetries } = context.config.signup;
      if (registration.mobilePinFailures >= maxRetries) throw new HttpError(400, MAX_RETRIES);
      if (!mobilePinLive(context, registration)) throw new HttpError(400, PIN_EXPIRED);

      const current = registration.mobilePinHash ?? "";
      const where = and(
        eq(pendingRegistrations.id, registration.id),
        eq(pendingRegistrations.mobilePinHash, current),
      );
      if (pinHash(registration.id, "mobile", pin) !== current) {
        const [updated] = await context.db
          .update(pendingRegistrations)
          .set({
            mobilePinFailures: sql`${pendingRegistrations.mobilePinFailures} + 1`,
            mobileCodeVerifyAttempts: sql`${pendingRegistrations.mobileCodeVerifyAttempts} + 1`,
          })
          .where(where)
          .returning();
        throw new HttpError(
          400,
          (updated?.mobilePinFailures ?? maxRetries) >= maxRetries ? MAX_RETRIES : INVALID_CODE,
        );
      }
      const outcome = await confirmPin(context, registration.id, async (tx) => {
        const [confirmed] = await tx
          .update(pendingRegistrations)
          .set({ mobileValidated: true, mobilePinHash: null })
          .where(where)
          .returning();
        return confirmed;
      });
      if (outcome === "stale") throw new HttpError(400, PIN_EXPIRED);
      return ok(await reread(registration.id), "Your mobile number is verified.");
    },
  );

  // Resends the email PIN, to a new address when one is given; either way it is the one allowed
  // replace (SPEC §4: the option shows only while email_replace_attempts is below 1).
  app.post(
    "/resend_email_pin_code",
    {
      ...sendRateLimit(context),
      schema: { body: resendEmailPinRequestSchema, response: registrationAnswer },
    },
    async (request) => {
      const body = request.body;
      const registration = await openRegistration(context, body);
      if (registration.isProcessCompleted) throw new HttpError(409, ALREADY_PROCESSED);
      if (registration.emailValidated) throw new HttpError(400, EMAIL_ALREADY_VERIFIED);
      if (registration.failureReason) throw new HttpError(400, registration.failureReason);
      if (emailResendsLeft(registration) === 0) throw new HttpError(400, EMAIL_RESEND_USED);
      const email = body.email.toLowerCase();
      if (email !== registration.email) {
        const problem = await emailIssue(context, email);
        if (problem) throw validationError({ email: [problem] });
      }
      const [updated] = await context.db
        .update(pendingRegistrations)
        .set({ email, emailReplaceAttempts: sql`${pendingRegistrations.emailReplaceAttempts} + 1` })
        .where(
          and(
            eq(pendingRegistrations.id, registration.id),
            eq(pendingRegistrations.emailReplaceAttempts, registration.emailReplaceAttempts),
          ),
        )
        .returning();
      if (!updated) throw new HttpError(400, EMAIL_RESEND_USED);
      await sendEmailPin(context, updated, body.token);
      return ok(await reread(registration.id), `We sent a new code to ${email}.`);
    },
  );

  // Resends the mobile PIN, to a new number when one is given. Sends plus replaces are at most 2.
  app.post(
    "/resend_mobile_pin_code",
    {
      ...sendRateLimit(context),
      schema: { body: resendMobilePinRequestSchema, response: registrationAnswer },
    },
    async (request) => {
      const body = request.body;
      const registration = await openRegistration(context, body);
      if (registration.isProcessCompleted) throw new HttpError(409, ALREADY_PROCESSED);
      if (registration.mobileValidated) throw new HttpError(400, MOBILE_ALREADY_VERIFIED);
      if (registration.failureReason) throw new HttpError(400, registration.failureReason);
      if (mobileResendsLeft(registration) === 0) throw new HttpError(400, MOBILE_RESEND_USED);
      const country = findCountry(registration.countryCode);
      const issue = country && mobileIssue(body.mobile, country);
      if (issue) throw validationError({ mobile: [issue] });
      const replaced = body.mobile !== registration.mobile;
      const [updated] = await context.db
        .update(pendingRegistrations)
        .set(
          replaced
            ? {
                mobile: body.mobile,
                mobileReplaceAttempts: sql`${pendingRegistrations.mobileReplaceAttempts} + 1`,
              }
            : { mobileCodeSendAttempts: sql`${pendingRegistrations.mobileCodeSendAttempts} + 1` },
        )
        .where(
          and(
            eq(pendingRegistrations.id, registration.id),
            eq(pendingRegistrations.mobileCodeSendAttempts, registration.mobileCodeSendAttempts),
            eq(pendingRegistrations.mobileReplaceAttempts, registration.mobileReplaceAttempts),
          ),
        )
        .returning();
      if (!updated) throw new HttpError(400, MOBILE_RESEND_USED);
      await sendMobilePin(context, updated);
      return ok(await reread(registration.id), `We sent a new code to ${body.mobile}.`);
    },
  );
};

export const signupModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(emailVerifierRoutes, { prefix: "/api/email-verifier" });
  await app.register(signupRoutes, { prefix: "/public/signup" });
};
