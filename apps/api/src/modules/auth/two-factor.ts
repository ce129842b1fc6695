import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { PIN_LENGTH } from "@sendline/core";
import {
  loginVerifyDataSchema,
  successEnvelopeSchema,
  twofaGenerateDataSchema,
  twofaGenerateRequestSchema,
  twofaResendRequestSchema,
  twofaTokenVerifyRequestSchema,
  twofaVerifyCodeRequestSchema,
  twofaVerifyRequestSchema,
} from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isRowId } from "../../db/database";
import { twoFactorChallenges } from "../../db/schema";
import { canSignIn, findUser, mobileTwofa, type UserWithRole } from "../../db/users";
import { HttpError, ok, toFieldErrors, validationError } from "../../lib/http";
import { hashToken, newPin, newToken } from "../../lib/tokens";
import { createSession, sessionAnswer } from "../../plugins/auth";
import { minutesFromNow, sendRateLimit, type AppContext } from "../../plugins/context";
import { send } from "../../plugins/services/mail";

/** The two-factor messages the console routes on (SPEC §4 Two-factor, §8). */
export const LINK_EXPIRED = "Link is expired";
export const PIN_EXPIRED = "Mobile Pincode is expired";
export const INVALID_CODE = "Invalid code";
export const MAX_RETRIES = "Code max retries";

type Link = { id: number; token: string };

/** Starts a two-factor login after a correct password: a short-lived link token, not a session. */
export async function issueChallenge(context: AppContext, userId: number): Promise<string> {
  const token = newToken();
  await context.db.insert(twoFactorChallenges).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: minutesFromNow(context, context.config.twoFactor.linkMinutes),
  });
  return token;
}

async function openChallenge(context: AppContext, link: Link) {
  if (!isRowId(link.id)) throw new HttpError(400, LINK_EXPIRED);
  const [challenge] = await context.db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, hashToken(link.token)),
        eq(twoFactorChallenges.userId, link.id),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, context.now()),
      ),
    )
    .limit(1);
  const found = challenge ? await findUser(context.db, { id: link.id }) : null;
  if (!challenge || !found || !canSignIn(found)) throw new HttpError(400, LINK_EXPIRED);
  return { challenge, found };
}

/** A fresh PIN for the challenge, sent by SMS or email; it replaces any earlier PIN. */
async function sendPin(context: AppContext, challengeId: number, found: UserWithRole) {
  const pin = newPin(PIN_LENGTH);
  const { pinMinutes } = context.config.twoFactor;
  await context.db
    .update(twoFactorChallenges)
    .set({ pinHash: hashToken(`${challengeId}:${pin}`), pinExpiresAt: minutesFromNow(context, pinMinutes) })
    .where(eq(twoFactorChallenges.id, challengeId));
  const text = `Your Sendline login code is ${pin}. It expires in ${pinMinutes} minutes.`;
  await send(
    context,
    mobileTwofa(found) === "1" && found.user.mobile
      ? { channel: "sms", to: found.user.mobile, body: text }
      : { channel: "email", to: found.user.email, subject: "Your Sendline login code", body: text },
  );
}

const generateAnswer = { 200: successEnvelopeSchema(twofaGenerateDataSchema) };
const sessionAnswerSchema = { 200: successEnvelopeSchema(loginVerifyDataSchema) };

/**
 * Two-factor login (SPEC §4 "Two-factor", §7), `/ajax/twofa_login_co`: public, since its calls carry
 * the link token of a half-done login instead of a session.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  const { maxRetries } = context.config.twoFactor;

  app.post(
    "/token_verify",
    {
      schema: {
        body: twofaTokenVerifyRequestSchema,
        response: {
          200: successEnvelopeSchema(z.object({ user_id: z.number(), mobile_twofa: z.enum(["0", "1"]) })),
        },
      },
    },
    async (request) => {
      const { found } = await openChallenge(context, request.body);
      return ok({ user_id: found.user.id, mobile_twofa: mobileTwofa(found) });
    },
  );

  app.post(
    "/twofa_generate",
    { ...sendRateLimit(context), schema: { body: twofaGenerateRequestSchema, response: generateAnswer } },
    async (request) => {
      const link = request.body;
      const { challenge, found } = await openChallenge(context, link);
      if (challenge.pinFailures >= maxRetries) throw new HttpError(400, MAX_RETRIES);
      await sendPin(context, challenge.id, found);
      return ok({ user_id: found.user.id, token: link.token, mobile_twofa: mobileTwofa(found) });
    },
  );

  app.post(
    "/resend_pin_code",
    { ...sendRateLimit(context), schema: { body: twofaResendRequestSchema, response: generateAnswer } },
    async (request) => {
      const link = request.body;
      const { challenge, found } = await openChallenge(context, link);
      if (challenge.pinFailures >= maxRetries) throw new HttpError(400, MAX_RETRIES);
      await sendPin(context, challenge.id, found);
      return ok({ user_id: found.user.id, token: link.token, mobile_twofa: mobileTwofa(found) }, "Code sent");
    },
  );

  const verifyCode = async ({ pincode, ...link }: Link & { pincode: string }) => {
    const { challenge, found } = await openChallenge(context, link);
    if (challenge.pinFailures >= maxRetries) throw new HttpError(400, MAX_RETRIES);
    if (!challenge.pinHash || !challenge.pinExpiresAt || challenge.pinExpiresAt <= context.now()) {
      throw new HttpError(400, PIN_EXPIRED);
    }
    if (hashToken(`${challenge.id}:${pincode}`) !== challenge.pinHash) {
      const [updated] = await context.db
        .update(twoFactorChallenges)
        .set({ pinFailures: sql`${twoFactorChallenges.pinFailures} + 1` })
        .where(eq(twoFactorChallenges.id, challenge.id))
        .returning({ pinFailures: twoFactorChallenges.pinFailures });
      throw new HttpError(
        400,
        (updated?.pinFailures ?? maxRetries) >= maxRetries ? MAX_RETRIES : INVALID_CODE,
      );
    }
    // Single use: only the request that marks the challenge used gets the session.
    const used = await context.db
      .update(twoFactorChallenges)
      .set({ usedAt: context.now() })
      .where(and(eq(twoFactorChallenges.id, challenge.id), isNull(twoFactorChallenges.usedAt)))
      .returning({ id: twoFactorChallenges.id });
    if (used.length === 0) throw new HttpError(400, LINK_EXPIRED);
    return ok(sessionAnswer(found, await createSession(context, found.user.id)));
  };

  app.post(
    "/twofa_verify_code",
    { schema: { body: twofaVerifyCodeRequestSchema, response: sessionAnswerSchema } },
    (request) => verifyCode(request.body),
  );
  // The SPEC's older call sends the PIN as `code`; it is the same check.
  app.post(
    "/twofa_verify",
    { schema: { body: twofaVerifyRequestSchema, response: sessionAnswerSchema } },
    (request) => {
      const { code, ...link } = request.body;
      const parsed = twofaVerifyCodeRequestSchema.safeParse({ ...link, pincode: code ?? "" });
      if (!parsed.success) throw validationError(toFieldErrors(parsed.error.issues));
      return verifyCode(parsed.data);
    },
  );
};
