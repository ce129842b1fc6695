import {
  googleSigninRequestSchema,
  loginAttemptsDataSchema,
  loginVerifyDataSchema,
  loginVerifyRequestSchema,
  successEnvelopeSchema,
} from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../plugins/context";
import { createSession, endSession, requestToken, sessionAnswer } from "../../plugins/auth";
import { canSignIn, findUser, mobileTwofa, needsTwoFactor, type UserWithRole } from "../../db/users";
import { HttpError, ok, validationError } from "../../lib/http";
import { hashPassword, verifyPassword } from "../../lib/password";
import { attemptSucceeded, claimAttempt, failedAttemptsFrom } from "./login-attempts";
import { issueChallenge } from "./two-factor";

export const INVALID_CREDENTIALS = "Invalid email or password.";
export const GOOGLE_SIGNIN_DISABLED = "Google sign-in is not enabled.";
export const GOOGLE_SIGNIN_FAILED = "Google sign-in failed. Please try again.";
export const GOOGLE_ACCOUNT_UNKNOWN = "No Sendline user has this Google account's email address.";

/** Verified against when the email is unknown, so both failures take the same time. */
const unknownUserHash = hashPassword("unknown user placeholder");

const signInAnswerSchema = successEnvelopeSchema(loginVerifyDataSchema);

/**
 * What a successful sign-in answers (SPEC §4 "Login"): a two-factor link token when the user must
 * pass two-factor, otherwise a session.
 */
export async function signInAnswer(context: AppContext, found: UserWithRole) {
  if (needsTwoFactor(found)) {
    return {
      id: found.user.id,
      token: await issueChallenge(context, found.user.id),
      role_code: found.role.code,
      twofa_enabled: 1,
      mobile_twofa: mobileTwofa(found),
    };
  }
  return sessionAnswer(found, await createSession(context, found.user.id));
}

/** Sign-in and sign-out (SPEC §7 "Authentication and session"), public: `/ajax/login`. */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;

  app.post(
    "/verify",
    { schema: { body: loginVerifyRequestSchema, response: { 200: signInAnswerSchema } } },
    async (request, reply) => {
      const body = { ...request.body, email: request.body.email.toLowerCase() };
      if (!(await context.captcha.verify(body.captcha_response, request.ip))) {
        throw validationError({ captcha_response: ["Captcha verification failed. Please try again."] });
      }
      // Counted before the password is checked, so simultaneous tries cannot outrun the lockout.
      const claim = await claimAttempt(context, body.email, request.ip);
      if ("lockout" in claim) {
        reply.header("retry-after", String(claim.lockout.retryAfterSeconds));
        throw new HttpError(429, claim.lockout.message);
      }

      const found = await findUser(context.db, { email: body.email });
      const passwordMatches = await verifyPassword(
        body.password,
        found?.user.passwordHash ?? (await unknownUserHash),
      );
      if (!found || !passwordMatches || !canSignIn(found)) throw new HttpError(401, INVALID_CREDENTIALS);
      await attemptSucceeded(context, claim.attemptId);
      return ok(await signInAnswer(context, found));
    },
  );

  // The SPEC does not show this call; it takes the Google button's ID token and signs in like
  // /ajax/login/verify. Without a configured provider it is refused.
  app.post(
    "/google_signin",
    {
      // Without a provider the answer is the same whatever the body.
      preValidation: async () => {
        if (!context.googleSignIn) throw new HttpError(400, GOOGLE_SIGNIN_DISABLED);
      },
      schema: { body: googleSigninRequestSchema, response: { 200: signInAnswerSchema } },
    },
    async (request) => {
      if (!context.googleSignIn) throw new HttpError(400, GOOGLE_SIGNIN_DISABLED);
      const identity = await context.googleSignIn.verify(request.body.credential, request.ip);
      if (!identity) throw new HttpError(401, GOOGLE_SIGNIN_FAILED);
      const found = await findUser(context.db, { email: identity.email.toLowerCase() });
      if (!found || !canSignIn(found)) throw new HttpError(401, GOOGLE_ACCOUNT_UNKNOWN);
      return ok(await signInAnswer(context, found));
    },
  );

  app.post("/logout", { schema: { response: { 200: successEnvelopeSchema(z.null()) } } }, async (request) => {
    const token = requestToken(request);
    if (token) await endSession(context, token);
    return ok(null, "Logged out");
  });

  app.get(
    "/attempts",
    { schema: { response: { 200: successEnvelopeSchema(loginAttemptsDataSchema) } } },
    async (request) => ok({ attempts: await failedAttemptsFrom(context, request.ip) }),
  );
};
