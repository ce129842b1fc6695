/**
 * The browser keeps only `id`, `account_id` and `token` of a session, in a SameSite=Strict cookie
 * (Secure on https); everything else about the user is reloaded from the server (SPEC §3 Session).
 */
export interface StoredSession {
  id: number;
  account_id: number | null;
  token: string;
}

const COOKIE_NAME = "sendline_session";
const ACTIVITY_KEY = "sendline.lastActivity";
const REDIRECT_KEY = "sendline.redirectAfterLogin";
const LOGIN_AT_KEY = "sendline.loginAt";

/** Storage keys that survive logout (SPEC §4 Logout): first-visit flags, the endpoints list, ignored access. */
const KEPT_ON_LOGOUT = [/^sendline\.firstVisit\./, /^sendline\.endpoints$/, /^sendline\.ignoredAccess$/];

export function readSession(): StoredSession | null {
  const raw = document.cookie
    .split("; ")
    .find((part) => part.startsWith(`${COOKIE_NAME}=`))
    ?.slice(COOKIE_NAME.length + 1);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (
      typeof value === "object" &&
      value !== null &&
      "id" in value &&
      typeof value.id === "number" &&
      "token" in value &&
      typeof value.token === "string" &&
      "account_id" in value &&
      (typeof value.account_id === "number" || value.account_id === null)
    ) {
      return { id: value.id, account_id: value.account_id, token: value.token };
    }
  } catch {
    // A cookie that is not ours to read is treated as no session.
  }
  return null;
}

export function writeSession(session: StoredSession): void {
  const value = encodeURIComponent(
    JSON.stringify({ id: session.id, account_id: session.account_id, token: session.token }),
  );
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${COOKIE_NAME}=${value}; Path=/; SameSite=Strict${secure}`;
  recordActivity();
}

/** Stores a new session and when it started, for the post-login session prompt (SPEC §4 Session). */
export function startSession(session: StoredSession, now = Date.now()): void {
  writeSession(session);
  localStorage.setItem(LOGIN_AT_KEY, String(now));
}

export function loginAt(): Date | null {
  const value = Number(localStorage.getItem(LOGIN_AT_KEY));
  return Number.isFinite(value) && value > 0 ? new Date(value) : null;
}

export function clearSession(): void {
  document.cookie = `${COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Strict`;
}

/** Replaces the token after the server rotated it (the `token` response header). */
export function refreshToken(token: string): void {
  const session = readSession();
  if (session && session.token !== token) writeSession({ ...session, token });
}

export function recordActivity(now = Date.now()): void {
  localStorage.setItem(ACTIVITY_KEY, String(now));
}

export function lastActivity(): number | null {
  const value = Number(localStorage.getItem(ACTIVITY_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function rememberRedirect(path: string): void {
  sessionStorage.setItem(REDIRECT_KEY, path);
}

/** The remembered post-login target (SPEC §2: unknown URLs are remembered), read once. */
export function takeRedirect(): string | null {
  const path = sessionStorage.getItem(REDIRECT_KEY);
  sessionStorage.removeItem(REDIRECT_KEY);
  return path;
}

/** Clears storage on logout but keeps what SPEC §4 says survives it. */
export function resetStorage(): void {
  for (const key of Object.keys(localStorage)) {
    if (!KEPT_ON_LOGOUT.some((pattern) => pattern.test(key))) localStorage.removeItem(key);
  }
  sessionStorage.clear();
}

const ACTIVE_ACCOUNT_KEY = "sendline.activeAccountId";

/** The account a non-account staff user has entered, sent as `Account-Id` (SPEC §6). */
export function readActiveAccount(): number | null {
  const value = Number(localStorage.getItem(ACTIVE_ACCOUNT_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The headers that carry the session on every API call: its token, and the account the call acts
 * in, which is the entered one for staff (`activeAccountId`) or else the session's own (SPEC §6).
 */
export function sessionHeaders(
  activeAccountId: () => number | null = readActiveAccount,
): Record<string, string> {
  const session = readSession();
  const accountId = activeAccountId() ?? session?.account_id ?? null;
  const headers: Record<string, string> = {};
  if (session) headers.Token = session.token;
  if (accountId !== null) headers["Account-Id"] = String(accountId);
  return headers;
}

export function enterAccount(accountId: number): void {
  localStorage.setItem(ACTIVE_ACCOUNT_KEY, String(accountId));
}

export function leaveAccount(): void {
  localStorage.removeItem(ACTIVE_ACCOUNT_KEY);
}
