import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { PASSWORD_MISMATCH_MESSAGE, passwordIssues, passwordsMatch } from "@sendline/core";
import { forgotPasswordRequestSchema, resetPasswordDetailsRequestSchema } from "@sendline/core/contract";
import { z } from "zod";
import { minutesFromNow, sendRateLimit, type AppContext } from "../context";
import { passwordResets, users, type PasswordLinkPurpose } from "../db/schema";
import { HttpError, ok, parse, validationError, type FieldErrors } from "../lib/http";
import { send } from "../lib/outbox";
import { hashPassword, verifyPassword } from "../lib/password";
import { hashToken, newToken } from "../lib/tokens";
import { signInAnswer } from "./login-routes";
import { authenticate, currentAuth, endOtherSessions, isPasswordExpired } from "./session";
import { findUser } from "./users";

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

/**
 * The SPEC §5 password rule as field errors, plus the refusal to reuse the current password.
 * `currentHash` is the stored hash the new password must differ from.
 */
async function checkNewPassword(
  body: { password: string; password_confirmation: string },
  currentHash: string | null,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const issues = passwordIssues(body.password);
  if (issues.length > 0) errors.password = issues;
  if (!passwordsMatch(body.password, body.password_confirmation)) {
    errors.password_confirmation = [PASSWORD_MISMATCH_MESSAGE];
  }
  if (issues.length === 0 && (await verifyPassword(body.password, currentHash))) {
    errors.password = [PASSWORD_ALREADY_USED];
  }
  return errors;
}

async function setPassword(context: AppContext, userId: number, password: string) {
  await context.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), passwordLastUpdated: context.now() })
    .where(eq(users.id, userId));
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
): Promise<void> {
  const minutes = purpose === "set" ? context.config.setPasswordLinkMinutes : context.config.resetLinkMinutes;
  const code = newToken().slice(0, 22);
  const token = newToken();
  await context.db.insert(passwordResets).values({
    code,
    purpose,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: minutesFromNow(context, minutes),
  });
  const texts = LINK_TEXTS[purpose];
  await send(context, {
    channel: "email",
    to: user.email,
    subject: texts.subject,
    body: `Open /${texts.path}/${code}/${token} ${texts.action}. The link expires in ${minutes} minutes and works once.`,
  });
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
  return reset && found && found.user.status === "active" ? { reset, found } : null;
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
  const errors = await checkNewPassword(body, opened.found.user.passwordHash);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const used = await context.db
    .update(passwordResets)
    .set({ usedAt: context.now() })
    .where(and(eq(passwordResets.id, opened.reset.id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  if (used.length === 0) throw new HttpError(400, RESET_LINK_EXPIRED);
  await setPassword(context, opened.found.user.id, body.password);
  await endOtherSessions(context, opened.found.user.id);
  return opened.found;
}

export function passwordRoutes(app: FastifyInstance, context: AppContext): void {
  app.put(
    "/ajax/settings/change_password",
    { preHandler: authenticate(context, { allowExpiredPassword: true }) },
    async (request) => {
      const auth = currentAuth(request);
      const body = parse(changePasswordSchema, request.body);
      const errors = await checkNewPassword(body, auth.user.passwordHash);
      // The forced change of an expired password is allowed without the current one; any other needs it.
      if (!isPasswordExpired(auth, context.now()) || body.current_password) {
        if (!body.current_password) errors.current_password = [required];
        else if (!(await verifyPassword(body.current_password, auth.user.passwordHash))) {
          errors.current_password = ["The current password is incorrect."];
        }
      }
      if (Object.keys(errors).length > 0) throw validationError(errors);
      await setPassword(context, auth.user.id, body.password);
      await endOtherSessions(context, auth.user.id, auth.sessionId);
      return ok({ password_last_updated: context.now().toISOString() }, "Password changed successfully.");
    },
  );

  app.post("/ajax/login/forgot_password", sendRateLimit(context), async (request) => {
    const email = parse(forgotPasswordRequestSchema, request.body).email.toLowerCase();
    const found = await findUser(context.db, { email });
    if (found && found.user.status === "active") await sendPasswordLink(context, found.user, "reset");
    return ok(null, RESET_REQUESTED);
  });

  // Reads a reset or set-password link for both screens. A used or expired link answers
  // `status: false` with HTTP 200: the console tells it apart from other failures and sends the user
  // to request a new link (SPEC §8).
  app.post("/public/app/reset_password", async (request) => {
    const opened = await openReset(context, parse(resetPasswordDetailsRequestSchema, request.body));
    if (!opened) return { status: false, message: RESET_LINK_EXPIRED };
    return ok({
      code: opened.reset.code,
      email: opened.found.user.email,
      fname: opened.found.user.fname,
      purpose: opened.reset.purpose,
    });
  });

  app.post("/ajax/login/reset_password", async (request) => {
    await usePasswordLink(context, parse(passwordLinkSchema, request.body), "reset");
    return ok(null, "Password Reset Successful");
  });

  // The first password of a user created by a signup; the user is signed in at once (SPEC §2).
  app.post("/ajax/login/set_password", async (request) => {
    const found = await usePasswordLink(context, parse(passwordLinkSchema, request.body), "set");
    return ok(await signInAnswer(context, found));
  });
}
