import type { FastifyInstance } from "fastify";
import { loginVerifyRequestSchema } from "@sendline/core/contract";
import type { AppContext } from "../context";
import { HttpError, ok, parse, validationError } from "../lib/http";
import { hashPassword, verifyPassword } from "../lib/password";
import { isLockedOut, recordAttempt } from "./login-attempts";
import { createSession, endSession, requestToken, sessionAnswer } from "./session";
import { issueChallenge } from "./two-factor";
import { findUser, mobileTwofa, needsTwoFactor } from "./users";

export const INVALID_CREDENTIALS = "Invalid email or password.";

/** Verified against when the email is unknown, so both failures take the same time. */
const unknownUserHash = hashPassword("unknown user placeholder");

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

    if (needsTwoFactor(found)) {
      const token = await issueChallenge(context, found.user.id);
      return ok({
        id: found.user.id,
        token,
        role_code: found.role.code,
        twofa_enabled: 1,
        mobile_twofa: mobileTwofa(found),
      });
    }
    return ok(sessionAnswer(found, await createSession(context, found.user.id)));
  });

  app.post("/ajax/login/logout", async (request) => {
    const token = requestToken(request);
    if (token) await endSession(context, token);
    return ok(null, "Logged out");
  });
}
