import { and, eq, gt, ne } from "drizzle-orm";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { passwordState } from "@sendline/core";
import { minutesAgo, type AppContext } from "../context";
import { isRowId } from "../db/database";
import { sessions } from "../db/schema";
import { HttpError } from "../lib/http";
import { hashToken, newToken } from "../lib/tokens";
import { findAccount, findUser, mobileTwofa, type UserWithRole } from "./users";

export interface Authenticated extends UserWithRole {
  token: string;
  sessionId: number;
}

declare module "fastify" {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

export const AUTHENTICATION_FAILED = "Authentication Failed";
export const PASSWORD_EXPIRED = "Password Expired";
export const ACCESS_DENIED = "Access Denied";

/** Opens a session: a random token for the browser, only its SHA-256 in the database. */
export async function createSession(context: AppContext, userId: number): Promise<string> {
  const token = newToken();
  const now = context.now();
  await context.db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now });
  return token;
}

/** The login answer for a user who is now signed in (twofa_enabled 0: no further step). */
export function sessionAnswer(found: UserWithRole, token: string) {
  return {
    id: found.user.id,
    account_id: found.user.accountId,
    token,
    role_code: found.role.code,
    twofa_enabled: 0,
    mobile_twofa: mobileTwofa(found),
  };
}

/** Ends every other session of a user, e.g. after a password change. */
export async function endOtherSessions(context: AppContext, userId: number, keepSessionId?: number) {
  await context.db
    .delete(sessions)
    .where(
      keepSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)),
    );
}

export async function endSession(context: AppContext, token: string): Promise<void> {
  await context.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

export function requestToken(request: FastifyRequest): string | undefined {
  return header(request, "token");
}

/**
 * Requires a live session from the `Token` header: sliding expiry after `SESSION_EXPIRY_MINUTES`
 * without activity, the token echoed in the `token` response header, and a forced password change
 * once the password is older than 60 days (unless the route is one that change needs).
 */
export function authenticate(
  context: AppContext,
  options: { allowExpiredPassword?: boolean } = {},
): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = requestToken(request);
    if (!token) throw new HttpError(401, AUTHENTICATION_FAILED);
    const now = context.now();
    const [session] = await context.db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(sessions.tokenHash, hashToken(token)),
          gt(sessions.lastSeenAt, minutesAgo(context, context.config.sessionExpiryMinutes)),
        ),
      )
      .returning();
    const found = session ? await findUser(context.db, { id: session.userId }) : null;
    if (!session || !found || found.user.status !== "active") throw new HttpError(401, AUTHENTICATION_FAILED);

    request.auth = { ...found, token, sessionId: session.id };
    reply.header("token", token);
    if (!options.allowExpiredPassword && isPasswordExpired(found, now)) {
      throw new HttpError(403, PASSWORD_EXPIRED);
    }
    selectedAccountId(request);
  };
}

/**
 * The account the `Account-Id` header selects, checked on every authenticated call: account users
 * may name only their own account, staff any well-formed id. Undefined when the header is absent.
 */
function selectedAccountId(request: FastifyRequest): number | undefined {
  const { user, role } = currentAuth(request);
  const selected = header(request, "account-id");
  if (selected === undefined) return undefined;
  const id = Number(selected);
  if (!/^\d+$/.test(selected) || !isRowId(id)) throw new HttpError(403, ACCESS_DENIED);
  if (!role.isNonAccount && id !== user.accountId) throw new HttpError(403, ACCESS_DENIED);
  return id;
}

export function isPasswordExpired({ user }: UserWithRole, now: Date): boolean {
  return (
    passwordState(
      { passwordLastUpdated: user.passwordLastUpdated ?? null, dateCreated: user.dateCreated },
      now,
    ) === "expired"
  );
}

/** The signed-in user; only call behind `authenticate`. */
export function currentAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new HttpError(401, AUTHENTICATION_FAILED);
  return request.auth;
}

/**
 * The account a request acts on. Account users act on their own account; an `Account-Id` naming
 * another account is refused. Non-account staff act on the account their `Account-Id` selects,
 * and have none without it.
 */
export async function requestAccount(context: AppContext, request: FastifyRequest) {
  const { user, role } = currentAuth(request);
  const selectedId = selectedAccountId(request);
  if (!role.isNonAccount) {
    if (user.accountId === null) throw new HttpError(403, ACCESS_DENIED);
    return findAccount(context.db, user.accountId);
  }
  if (selectedId === undefined) throw new HttpError(403, ACCESS_DENIED);
  const account = await findAccount(context.db, selectedId);
  if (!account) throw new HttpError(404, "Account not found");
  return account;
}
