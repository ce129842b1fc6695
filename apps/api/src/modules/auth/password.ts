import { and, desc, eq, gt, isNull, notInArray } from "drizzle-orm";
import {
  PASSWORD_HISTORY_SIZE,
  PASSWORD_MISMATCH_MESSAGE,
  passwordIssues,
  passwordsMatch,
} from "@sendline/core";
import {
  failureEnvelopeSchema,
  forgotPasswordRequestSchema,
  loginVerifyDataSchema,
  resetPasswordDetailsRequestSchema,
  resetPasswordDetailsSchema,
  successEnvelopeSchema,
} from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/database";
import { passwordHistory, passwordResets, users, type PasswordLinkPurpose } from "../../db/schema";
import { canSignIn, findUser } from "../../db/users";
import { HttpError, ok, validationError, type FieldErrors } from "../../lib/http";
import { hashPassword, verifyPassword } from "../../lib/password";
import { publicLink } from "../../lib/public-link";
import { hashToken, newToken } from "../../lib/tokens";
import { authenticate, currentAuth, endOtherSessions, isPasswordExpired } from "../../plugins/auth";
import { minutesFromNow, sendRateLimit, type AppContext } from "../../plugins/context";
import { send } from "../../plugins/services/mail";
import { signInAnswer } from "./login";

export const PASSWORD_ALREADY_USED = "The password has already been used. Please choose a new one.";
export const RESET_LINK_EXPIRED = "Link was used or already expired";
export const RESET_REQUESTED =
  "If the email belongs to an account, a link to reset the password has been sent to it.";

const required = "This is a required field.";

/** The new password and its confirmation; the rule itself is checked in `checkNewPassword`. */
const newPasswordSchema = z.object({
  password: z.string().min(1, required),
  password_confirmation: z.string().default(""),
});

const changePasswordSchema = z.intersection(
  newPasswordSchema,
  z.object({
    current_password: z.string().optional(),
    password_expired: z.union([z.boolean(), z.literal(["true", "false", "1", "0"]), z.number()]).optional(),
  }),
);

/** The link's code and token with the new password: reset-password and set-password send the same. */
const passwordLinkSchema = z.intersection(resetPasswordDetailsRequestSchema, newPasswordSchema);

/** The hashes of the user's earlier passwords the already-used rule reads, newest first. */
async function earlierHashes(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.id))
    .limit(PASSWORD_HISTORY_SIZE - 1);
  return rows.map((row) => row.hash);
}

/**
 * The SPEC §5 password rule as field errors, plus the refusal to reuse a recent password: the
 * user's current one or one of the earlier ones in their history (core's PASSWORD_HISTORY_SIZE).
 */
async function checkNewPassword(
  db: Db,
  body: { password: string; password_confirmation: string },
  user: { id: number; passwordHash: string | null },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const issues = passwordIssues(body.password);
  if (issues.length > 0) errors.password = issues;
  if (!passwordsMatch(body.password, body.password_confirmation)) {
    errors.password_confirmation = [PASSWORD_MISMATCH_MESSAGE];
  }
  if (issues.length === 0) {
    for (const hash of [user.passwordHash, ...(await earlierHashes(db, user.id))]) {
      if (await verifyPassword(body.password, hash)) {
        errors.password = [PASSWORD_ALREADY_USED];
        break;
      }
    }
  }
  return errors;
}

/**
 * Stores a new password, keeps the one it replaces in the user's history (only the last few stay),
 * and voids every password link the user still holds: a link mailed before the change must not
 * undo it.
 */
async function setPassword(db: Db, now: Date, userId: number, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (before?.hash) {
      await tx.insert(passwordHistory).values({ userId, passwordHash: before.hash, dateCreated: now });
      const kept = tx
        .select({ id: passwordHistory.id })
        .from(passwordHistory)
        .where(eq(passwordHistory.userId, userId))
        .orderBy(desc(passwordHistory.id))
        .limit(PASSWORD_HISTORY_SIZE - 1);
      await tx
        .delete(passwordHistory)
        .where(and(eq(passwordHistory.userId, userId), notInArray(passwordHistory.id, kept)));
    }
    await tx.update(users).set({ passwordHash, passwordLastUpdated: now }).where(eq(users.id, userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  });
}

const LINK_TEXTS = {
  reset: {
    path: "reset-password",
    subject: "Reset your Sendline password",
    action: "to set a new password",
  },
  set: {
    path: "set-password",
    subject: "Set your Sendline password",
    action: "to choose the password you will sign in with",
  },
} as const satisfies Record<PasswordLinkPurpose, unknown>;

/**
 * Emails a single-use, expiring password link: `/reset-password/{code}/{token}` after a forgotten
 * password, `/set-password/{code}/{token}` for the first password of a new user. Only the token's
 * hash is stored.
 */
export async function sendPasswordLink(
  context: AppContext,
  user: { id: number; email: string },
  purpose: PasswordLinkPurpose,
  db: Db = context.db,
): Promise<void> {
  const minutes = purpose === "set" ? context.config.setPasswordLinkMinutes : context.config.resetLinkMinutes;
  const code = newToken().slice(0, 22);
  const token = newToken();
  await db.insert(passwordResets).values({
    code,
    purpose,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: minutesFromNow(context, minutes),
  });
  const texts = LINK_TEXTS[purpose];
  await send(
    context,
    {
      channel: "email",
      to: user.email,
      subject: texts.subject,
      body: `Open ${publicLink(context.config.publicUrl, `/${texts.path}/${code}/${token}`)} ${texts.action}. The link expires in ${minutes} minutes and works once.`,
    },
    db,
  );
}

/** An unused, unexpired password link, of the given purpose when one is named. */
async function openReset(
  context: AppContext,
  link: { code: string; token: string },
  purpose?: PasswordLinkPurpose,
) {
  const [reset] = await context.db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.code, link.code),
        eq(passwordResets.tokenHash, hashToken(link.token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, context.now()),
        purpose && eq(passwordResets.purpose, purpose),
      ),
    )
    .limit(1);
  const found = reset ? await findUser(context.db, { id: reset.userId }) : null;
  return reset && found && canSignIn(found) ? { reset, found } : null;
}

/**
 * Uses a password link once: checks the new password, marks the link used (only the first of two
 * racing requests wins), stores the password and ends the user's sessions.
 */
async function usePasswordLink(
  context: AppContext,
  body: { code: string; token: string; password: string; password_confirmation: string },
  purpose: PasswordLinkPurpose,
) {
  const opened = await openReset(context, body, purpose);
  if (!opened) throw new HttpError(400, RESET_LINK_EXPIRED);
  const errors = await checkNewPassword(context.db, body, opened.found.user);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const used = await context.db
    .update(passwordResets)
    .set({ usedAt: context.now() })
    .where(and(eq(passwordResets.id, opened.reset.id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  if (used.length === 0) throw new HttpError(400, RESET_LINK_EXPIRED);
  await setPassword(context.db, context.now(), opened.found.user.id, body.password);
  await endOtherSessions(context, opened.found.user.id);
  return opened.found;
}

const emptyAnswer = { 200: successEnvelopeSchema(z.null()) };

/** Forgotten passwords and password links, public, beside sign-in: `/ajax/login`. */
export const passwordLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;

  app.post(
    "/forgot_password",
    { ...sendRateLimit(context), schema: { body: forgotPasswordRequestSchema, response: emptyAnswer } },
    async (request) => {
      const found = await findUser(context.db, { email: request.body.email.toLowerCase() });
      if (found && canSignIn(found)) await sendPasswordLink(context, found.user, "reset");
      return ok(null, RESET_REQUESTED);
    },
  );

  app.post(
    "/reset_password",
    { schema: { body: passwordLinkSchema, response: emptyAnswer } },
    async (request) => {
      await usePasswordLink(context, request.body, "reset");
      return ok(null, "Password Reset Successful");
    },
  );

  // The first password of a user created by a signup; the user is signed in at once (SPEC §2).
  app.post(
    "/set_password",
    { schema: { body: passwordLinkSchema, response: { 200: successEnvelopeSchema(loginVerifyDataSchema) } } },
    async (request) => {
      const found = await usePasswordLink(context, request.body, "set");
      return ok(await signInAnswer(context, found));
    },
  );
};

/**
 * Reads a reset or set-password link for both screens, `/public/app`. A used or expired link
 * answers `status: false` with HTTP 200: the console tells it apart from other failures and sends
 * the user to request a new link (SPEC §8).
 */
export const passwordLinkDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  app.post(
    "/reset_password",
    {
      schema: {
        body: resetPasswordDetailsRequestSchema,
        response: {
          200: z.union([successEnvelopeSchema(resetPasswordDetailsSchema), failureEnvelopeSchema]),
        },
      },
    },
    async (request) => {
      const opened = await openReset(context, request.body);
      if (!opened) return { status: false as const, message: RESET_LINK_EXPIRED };
      return ok({
        code: opened.reset.code,
        email: opened.found.user.email,
        fname: opened.found.user.fname,
        purpose: opened.reset.purpose,
      });
    },
  );
};

/** The signed-in user's password change, `/ajax/settings`; allowed while the password is expired. */
export const changePasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  app.addHook("onRequest", authenticate(context, { allowExpiredPassword: true }));

  app.put(
    "/change_password",
    {
      schema: {
        body: changePasswordSchema,
        response: { 200: successEnvelopeSchema(z.object({ password_last_updated: z.string() })) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const body = request.body;
      const errors = await checkNewPassword(context.db, body, auth.user);
      // The forced change of an expired password is allowed without the current one; any other needs it.
      if (!isPasswordExpired(auth, context.now()) || body.current_password) {
        if (!body.current_password) errors.current_password = [required];
        else if (!(await verifyPassword(body.current_password, auth.user.passwordHash))) {
          errors.current_password = ["The current password is incorrect."];
        }
      }
      if (Object.keys(errors).length > 0) throw validationError(errors);
      await setPassword(context.db, context.now(), auth.user.id, body.password);
      await endOtherSessions(context, auth.user.id, auth.sessionId);
      return ok({ password_last_updated: context.now().toISOString() }, "Password changed successfully.");
    },
  );
};
