import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { PASSWORD_MISMATCH_MESSAGE, passwordIssues, passwordsMatch } from "@sendline/core";
import { forgotPasswordRequestSchema, resetPasswordDetailsRequestSchema } from "@sendline/core/contract";
import { z } from "zod";
import { minutesFromNow, sendRateLimit, type AppContext } from "../context";
import { passwordResets, users } from "../db/schema";
import { HttpError, ok, parse, validationError, type FieldErrors } from "../lib/http";
import { send } from "../lib/outbox";
import { hashPassword, verifyPassword } from "../lib/password";
import { hashToken, newToken } from "../lib/tokens";
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

const resetPasswordSchema = z.intersection(resetPasswordDetailsRequestSchema, newPasswordSchema);

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

async function openReset(context: AppContext, link: { code: string; token: string }) {
  const [reset] = await context.db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.code, link.code),
        eq(passwordResets.tokenHash, hashToken(link.token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, context.now()),
      ),
    )
    .limit(1);
  const found = reset ? await findUser(context.db, { id: reset.userId }) : null;
  return reset && found ? { reset, found } : null;
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
    if (found && found.user.status === "active") {
      const code = newToken().slice(0, 22);
      const token = newToken();
      await context.db.insert(passwordResets).values({
        code,
        userId: found.user.id,
        tokenHash: hashToken(token),
        expiresAt: minutesFromNow(context, context.config.resetLinkMinutes),
      });
      await send(context, {
        channel: "email",
        to: found.user.email,
        subject: "Reset your Sendline password",
        body: `Open /reset-password/${code}/${token} to set a new password. The link expires in ${context.config.resetLinkMinutes} minutes and works once.`,
      });
    }
    return ok(null, RESET_REQUESTED);
  });

  // A used or expired link answers `status: false` with HTTP 200: the console tells it apart from
  // other failures and sends the user to request a new link (SPEC §8).
  app.post("/public/app/reset_password", async (request) => {
    const opened = await openReset(context, parse(resetPasswordDetailsRequestSchema, request.body));
    if (!opened) return { status: false, message: RESET_LINK_EXPIRED };
    return ok({ code: opened.reset.code, email: opened.found.user.email });
  });

  app.post("/ajax/login/reset_password", async (request) => {
    const body = parse(resetPasswordSchema, request.body);
    const opened = await openReset(context, body);
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
    return ok(null, "Password Reset Successful");
  });
}
