import type { FastifyInstance } from "fastify";
import { googleSigninRequestSchema, loginVerifyRequestSchema } from "@sendline/core/contract";
import type { AppContext } from "../context";
import { HttpError, ok, parse, validationError } from "../lib/http";
import { hashPassword, verifyPassword } from "../lib/password";
import { isLockedOut, recordAttempt } from "./login-attempts";
import { createSession, endSession, requestToken, sessionAnswer } from "./session";
import { issueChallenge } from "./two-factor";
import { findUser, mobileTwofa, needsTwoFactor, type UserWithRole } from "./users";

export const INVALID_CREDENTIALS = "Invalid email or password.";
export const GOOGLE_SIGNIN_DISABLED = "Google sign-in is not enabled.";
export const GOOGLE_SIGNIN_FAILED = "Google sign-in failed. Please try again.";
export const GOOGLE_ACCOUNT_UNKNOWN = "No Sendline user has this Google account's email address.";

/** Verified against when the email is unknown, so both failures take the same time. */
const unknownUserHash = hashPassword("unknown user placeholder");

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

export function loginRoutes(app: FastifyInstance, context: AppContext): void {
  const { windowMinutes } = context.config.login;

  app.post("/ajax/login/verify", async (request, reply) => {
    const parsed = parse(loginVerifyRequestSchema, request.body);
    const body = { ...parsed, email: parsed.email.toLowerCase() };
    if (await isLockedOut(context, body.email, request.ip)) {
      reply.header("retry-after", String(windowMinutes * 60));
      throw new HttpError(
        429,
        `Too many failed login attempts. Please try again in ${windowMinutes} minutes.`,
      );
    }
    if (!(await context.captcha.verify(body.captcha_response, request.ip))) {
      throw validationError({ captcha_response: ["Captcha verification failed. Please try again."] });
    }

    const found = await findUser(context.db, { email: body.email });
    const passwordMatches = await verifyPassword(
      body.password,
      found?.user.passwordHash ?? (await unknownUserHash),
    );
    if (!found || !passwordMatches || found.user.status !== "active") {
      await recordAttempt(context, { email: body.email, ipAddress: request.ip, succeeded: false });
      throw new HttpError(401, INVALID_CREDENTIALS);
    }
    await recordAttempt(context, { email: body.email, ipAddress: request.ip, succeeded: true });
    return ok(await signInAnswer(context, found));
  });

  // The SPEC does not show this call; it takes the Google button's ID token and signs in like
  // /ajax/login/verify. Without a configured provider it is refused.
  app.post("/ajax/login/google_signin", async (request) => {
    if (!context.googleSignIn) throw new HttpError(400, GOOGLE_SIGNIN_DISABLED);
    const { credential } = parse(googleSigninRequestSchema, request.body);
    const identity = await context.googleSignIn.verify(credential, request.ip);
    if (!identity) throw new HttpError(401, GOOGLE_SIGNIN_FAILED);
    const found = await findUser(context.db, { email: identity.email.toLowerCase() });
    if (!found || found.user.status !== "active") throw new HttpError(401, GOOGLE_ACCOUNT_UNKNOWN);
    return ok(await signInAnswer(context, found));
  });

  app.post("/ajax/login/logout", async (request) => {
    const token = requestToken(request);
    if (token) await endSession(context, token);
    return ok(null, "Logged out");
  });
}
