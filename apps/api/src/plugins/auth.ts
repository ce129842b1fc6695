import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { API_MESSAGES, hasRouteAccess, passwordState } from "@sendline/core";
import { isRowId } from "../db/database";
import { accounts, roles, sessions, users } from "../db/schema";
import { canSignIn, findAccount, mobileTwofa, type UserWithRole } from "../db/users";
import { HttpError } from "../lib/http";
import { hashToken, newToken } from "../lib/tokens";
import { minutesAgo, type AppContext } from "./context";

export interface Authenticated extends UserWithRole {
  token: string;
  sessionId: number;
  /** An account user's account as the session's query read it (null for staff). */
  account: typeof accounts.$inferSelect | null;
}

declare module "fastify" {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
  interface FastifyContextConfig {
    /**
     * The console route (SPEC §6 access map) whose access this endpoint needs, e.g. the top-up
     * route for billing data: the server decides from the access map as the console does.
     */
    access?: string;
  }
}

export const AUTHENTICATION_FAILED = API_MESSAGES.authenticationFailed;
export const PASSWORD_EXPIRED = API_MESSAGES.passwordExpired;
export const ACCESS_DENIED = API_MESSAGES.accessDenied;

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
 * The active user of a live session, sliding its expiry; null for an unknown, expired or ended
 * session. HTTP calls and socket handshakes both sign in through it.
 */
export async function sessionUser(context: AppContext, token: string): Promise<Authenticated | null> {
  const now = context.now();
  const [found] = await context.db
    .select({ session: sessions, user: users, role: roles, account: accounts })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.lastSeenAt, minutesAgo(context, context.config.sessionExpiryMinutes)),
      ),
    )
    .limit(1);
  if (!found) return null;
  const { session, account, ...user } = found;
  const signedIn = { ...user, account, accountStatus: account?.status ?? null };
  if (!canSignIn(signedIn)) return null;
  // Sliding expiry without a write on every request: the session's last activity moves on at most
  // once a SESSION_TOUCH_MS, so a session ends up to that much before a to-the-millisecond one would.
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
    await context.db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, session.id), lt(sessions.lastSeenAt, now)));
  }
  return { ...signedIn, token, sessionId: session.id };
}

/** How often at most a request moves its session's last activity on. */
export const SESSION_TOUCH_MS = 30_000;

/**
 * The one auth hook of a signed-in scope. It requires a live session from the `Token` header:
 * sliding expiry after `SESSION_EXPIRY_MINUTES` without activity, the token echoed in the `token`
 * response header, and a forced password change once the password is older than 60 days (unless
 * the scope is one that change needs). A route naming a console route in `config.access` also
 * needs access to it, and `staff` scopes take non-account roles only.
 */
export function authenticate(
  context: AppContext,
  options: { allowExpiredPassword?: boolean; staff?: boolean } = {},
): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = requestToken(request);
    const auth = token ? await sessionUser(context, token) : null;
    if (!auth) throw new HttpError(401, AUTHENTICATION_FAILED);
    request.auth = auth;
    reply.header("token", auth.token);
    if (!options.allowExpiredPassword && isPasswordExpired(auth, context.now())) {
      throw new HttpError(403, PASSWORD_EXPIRED);
    }
    selectedAccountId(request);
    if (options.staff && !auth.role.isNonAccount) throw new HttpError(403, ACCESS_DENIED);
    const route = request.routeOptions.config.access;
    if (route !== undefined && !hasRouteAccess(auth.role, route)) throw new HttpError(403, ACCESS_DENIED);
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
  const { user, role, account: own } = currentAuth(request);
  const selectedId = selectedAccountId(request);
  if (!role.isNonAccount) {
    // Read with the session, in the request's one query: a signed-in read costs no second lookup.
    if (user.accountId === null) throw new HttpError(403, ACCESS_DENIED);
    if (!own) throw new HttpError(404, API_MESSAGES.accountNotFound);
    return own;
  }
  if (selectedId === undefined) throw new HttpError(403, ACCESS_DENIED);
  const account = await findAccount(context.db, selectedId);
  if (!account) throw new HttpError(404, API_MESSAGES.accountNotFound);
  return account;
}
