import type { Config } from "./config";
import type { Db } from "./db/database";
import type { CaptchaVerifier } from "./lib/captcha";
import type { EmailVerifier } from "./lib/email-verifier";
import type { GoogleSignInVerifier } from "./lib/google-signin";

/** What every route group is given: configuration, the database, the clock and the pluggable services. */
export interface AppContext {
  config: Config;
  db: Db;
  driver: "pglite" | "postgres";
  ping(): Promise<void>;
  /** The current time; tests inject a clock, and demo mode can move it forward (`/dev/clock`). */
  now(): Date;
  captcha: CaptchaVerifier;
  emailVerifier: EmailVerifier;
  /** Absent unless a provider is configured; Google sign-in is refused without one. */
  googleSignIn: GoogleSignInVerifier | null;
}

export const MINUTE_MS = 60_000;

export function minutesAgo(context: AppContext, minutes: number): Date {
  return new Date(context.now().getTime() - minutes * MINUTE_MS);
}

export function minutesFromNow(context: AppContext, minutes: number): Date {
  return new Date(context.now().getTime() + minutes * MINUTE_MS);
}

/** Route options that cap how often one client address may call an endpoint that sends mail or SMS. */
export function sendRateLimit(context: AppContext) {
  return { config: { rateLimit: { max: context.config.sendRateLimitPerMinute, timeWindow: MINUTE_MS } } };
}
