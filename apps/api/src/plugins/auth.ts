import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { API_MESSAGES, hasRouteAccess, passwordState } from "@sendline/core";
import { isRowId, type Db } from "../db/database";
import { accounts, authGeneration, roles, sessions, users } from "../db/schema";
import { canSignIn, findAccount, mobileTwofa, type UserWithRole } from "../db/users";
import { HttpError } from "../lib/http";
import { MINUTE_MS } from "../lib/time";
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

/** A session as a process keeps it between requests, and the generation it was read at. */
interface CachedSession extends Pick<UserWithRole, "user" | "role"> {
  /** The user's account as last read; null for staff. */
  account: typeof accounts.$inferSelect | null;
  generation: number;
  /** Where the account stood when read: its row version, or the change feed's count for it. */
  accountStamp: number;
  sessionId: number;
  lastSeenAt: Date;
}

/** How many sessions a process keeps at most; the least recently used are dropped first. */
export const SESSION_CACHE_SIZE = 10_000;

/**
 * A database's session reads, prepared once (PostgreSQL plans them once per connection), and the
 * sessions this process has read from it, by token hash, least recently used first.
 */
function sessionStore(db: Db) {
  const generationNow = sql<number | null>`(select ${authGeneration.value} from ${authGeneration})`;
  return {
    cache: new Map<string, CachedSession>(),
    /** A live session with its user, role and account, and the auth generation it was read at. */
    session: db
      .select({ session: sessions, user: users, role: roles, account: accounts, generation: generationNow })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(accounts, eq(accounts.id, users.accountId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder("tokenHash")),
          gt(sessions.lastSeenAt, sql.placeholder("liveSince")),
        ),
      )
      .limit(1)
      .prepare("session_user"),
    /**
     * The auth generation now and the row version of an account (0 for none): every change to the
     * account, its balance too, moves that on, so a kept row whose version still matches is the
     * account as it is now.
     */
    generation: db
      .select({ generation: authGeneration.value, accountVersion: accounts.version })
      .from(authGeneration)
      .leftJoin(accounts, eq(accounts.id, sql.placeholder("accountId")))
      .prepare("session_generation"),
  };
}

const sessionStores = new WeakMap<Db, ReturnType<typeof sessionStore>>();

/**
 * Where a kept session's user and account stand now: on PGlite the change feed's counts, which
 * the database moved on as each change committed, with no query; on PostgreSQL, which other
 * processes change too, one prepared query of the auth generation and the account's row version.
 */
async function currentStamps(
  context: AppContext,
  store: ReturnType<typeof sessionStore>,
  accountId: number | null,
): Promise<{ generation: number; account: number } | undefined> {
  const { changes } = context;
  if (changes)
    return { generation: changes.auth, account: accountId === null ? 0 : changes.account(accountId) };
  const [current] = await store.generation.execute({ accountId: accountId ?? 0 });
  return current && { generation: current.generation, account: current.accountVersion ?? -1 };
}

/**
 * The active user of a live session, sliding its expiry; null for an unknown, expired or ended
 * session. HTTP calls and socket handshakes both sign in through it.
 *
 * A process keeps the sessions it has read, with their user, role and account. A request then
 * reads two numbers in one prepared query: the auth generation, which triggers move on in the
 * transaction of any change to users or roles and of any ended session, by whatever process, and
 * the account's row version. Only when the generation moved, or the session looks expired here, is
 * the session read again in full; only when the version moved, the account.
 */
export async function sessionUser(context: AppContext, token: string): Promise<Authenticated | null> {
  const { db } = context;
  let store = sessionStores.get(db);
  if (!store) sessionStores.set(db, (store = sessionStore(db)));
  const { cache } = store;
  const now = context.now();
  const tokenHash = hashToken(token);
  // Left in place while its check runs: the same session's other requests meanwhile use it too.
  const cached = cache.get(tokenHash);
  if (
    cached &&
    now.getTime() - cached.lastSeenAt.getTime() < context.config.sessionExpiryMinutes * MINUTE_MS
  ) {
    const accountId = cached.user.accountId;
    const current = await currentStamps(context, store, accountId);
    if (current && current.generation === cached.generation) {
      if (accountId !== null && cached.accountStamp !== current.account) {
        cached.account = await findAccount(db, accountId);
        // The feed's count as it stood before the read; the row's own version when read by query.
        cached.accountStamp = context.changes ? current.account : (cached.account?.version ?? 0);
      }
      // Used now: moved to the end of the eviction order.
      cache.delete(tokenHash);
      cache.set(tokenHash, cached);
      return signIn(context, token, cached, now);
    }
  }
  cache.delete(tokenHash);
  // Taken before the read, so a change committed while it runs makes the next request read again.
  const before = context.changes && { auth: context.changes.auth, accounts: context.changes.accounts };
  const [found] = await store.session.execute({
    tokenHash,
    liveSince: minutesAgo(context, context.config.sessionExpiryMinutes),
  });
  if (!found) return null;
  const { session, user, role, account, generation } = found;
  const entry: CachedSession = {
    user,
    role,
    account,
    sessionId: session.id,
    lastSeenAt: session.lastSeenAt,
    generation: before ? before.auth : Number(generation),
    accountStamp: !before
      ? (account?.version ?? 0)
      : user.accountId === null
        ? 0
        : // A count taken now is the one before the read only if no account changed meanwhile.
          before.accounts === context.changes!.accounts
          ? context.changes!.account(user.accountId)
          : -1,
  };
  if (generation !== null) {
    cache.set(tokenHash, entry);
    if (cache.size > SESSION_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  return signIn(context, token, entry, now);
}

/**
 * A session's user signed in, if they still may (their status and their account's), with its
 * last activity moved on at most once a SESSION_TOUCH_MS: sliding expiry without a write on every
 * request, so a session ends up to that much before a to-the-millisecond one would.
 */
async function signIn(
  context: AppContext,
  token: string,
  session: CachedSession,
  now: Date,
): Promise<Authenticated | null> {
  const { user, role, account } = session;
  const signedIn = { user, role, account, accountStatus: account?.status ?? null };
  if (!canSignIn(signedIn)) return null;
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
    await context.db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, session.sessionId), lt(sessions.lastSeenAt, now)));
    session.lastSeenAt = now;
  }
  return { ...signedIn, token, sessionId: session.sessionId };
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
