import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { isLoopbackHost } from "./lib/ip-address";
import { decodeKey } from "./lib/secret-box";
import { CAPTCHA_PROVIDERS, CAPTCHA_VERIFY_URLS } from "./plugins/services/captcha";

/** The api package folder; relative paths in the environment are resolved against it, whatever the cwd. */
export const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"])
  .transform((value) => ["1", "true", "yes", "on"].includes(value));

const positiveInt = z.coerce.number().int().positive();
const nonNegativeInt = z.coerce.number().int().nonnegative();
const path = z
  .string()
  .min(1)
  .transform((value) => (isAbsolute(value) ? value : resolve(PACKAGE_DIR, value)));

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  /** PGlite data folder, used when DATABASE_URL is not set. */
  DATA_DIR: path.default(resolve(PACKAGE_DIR, ".data")),
  /** A PostgreSQL connection string; when set, the server uses it instead of the embedded PGlite. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * Where uploaded files are kept: `disk` (the data folder: one process on one machine) or
   * `database` (every API process on the PostgreSQL reaches them). `database` by default with
   * DATABASE_URL, `disk` on PGlite.
   */
  UPLOAD_STORAGE: z.enum(["disk", "database"]).optional(),
  /** The console's production build, served with an SPA fallback when it exists. */
  CONSOLE_DIST: path.default(resolve(PACKAGE_DIR, "../console/dist")),
  /** Demo mode: seeded demo data, the embedded captcha and the `/dev/outbox`. On unless production. */
  DEMO_MODE: flag.optional(),
  /**
   * Demo mode answers `/dev/outbox` (PINs, reset links) and `/dev/clock` without sign-in, so it
   * listens only on a loopback HOST unless this is set too.
   */
  DEMO_PUBLIC: flag.default(false),
  /** Comma-separated origins allowed to call the API from another origin; empty allows none. */
  CORS_ORIGINS: z.string().default(""),
  /** Trust X-Forwarded-For from a reverse proxy for the client address. */
  TRUST_PROXY: flag.default(false),
  /**
   * Check every answer against its route's response schema (core's contract) before sending it.
   * On unless production: in development and the tests an answer that drifts from the contract
   * fails loudly; in production the answer is sent as the handler built it.
   */
  CHECK_RESPONSES: flag.optional(),
  SESSION_EXPIRY_MINUTES: positiveInt.default(30),
  LOGIN_MAX_FAILURES: positiveInt.default(5),
  /** Failed logins one client address may make in the window, across every email: an office shares one address. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt.default(50),
  LOGIN_WINDOW_MINUTES: positiveInt.default(15),
  TWOFA_LINK_MINUTES: positiveInt.default(15),
  TWOFA_PIN_MINUTES: positiveInt.default(5),
  TWOFA_MAX_RETRIES: positiveInt.default(3),
  RESET_LINK_MINUTES: positiveInt.default(60),
  SET_PASSWORD_LINK_MINUTES: positiveInt.default(1440),
  /** How long a signup's confirmation link works, and how long each of its email and mobile PINs works. */
  SIGNUP_LINK_MINUTES: positiveInt.default(1440),
  SIGNUP_PIN_MINUTES: positiveInt.default(30),
  SIGNUP_PIN_MAX_RETRIES: positiveInt.default(3),
  /** Milliseconds between delivery engine passes; 0 turns the engine off (tests drive it by hand). */
  ENGINE_INTERVAL_MS: nonNegativeInt.default(250),
  /** Recipients one pass sends per campaign that has no sending rate. */
  ENGINE_BATCH: positiveInt.default(2000),
  /**
   * Going live writes up to this many recipients in the request; a larger campaign answers at once
   * and the engine's next pass writes them.
   */
  GO_LIVE_WRITE_LIMIT: nonNegativeInt.default(10_000),
  /** Minutes an SMS submitted over a carrier connection waits for its receipt before it ends unknown. */
  SMS_RECEIPT_TIMEOUT_MINUTES: positiveInt.default(2880),
  /**
   * Key that seals stored secrets (carriers' SMPP passwords): 32 bytes as 64 hex digits or base64.
   * Demo mode uses a fixed demo key when unset; outside it, stored connections cannot bind without it.
   */
  SECRETS_KEY: z
    .string()
    .refine((key) => decodeKey(key) !== null, "must be 32 bytes, as 64 hex digits or base64")
    .optional(),
  /** Seconds a process holds a carrier connection's lease without renewing it before another binds it. */
  SMPP_LEASE_SECONDS: positiveInt.default(15),
  /**
   * Demo mode starts the local SMSC on a loopback port and points the routes' connections at it,
   * so demo campaigns leave as real submit_sm over TCP. On by default in demo mode; never outside it.
   */
  LOCAL_SMSC: flag.optional(),
  /** Milliseconds between carrier connection heartbeats (lease renewal, changed connections, states). */
  SMPP_HEARTBEAT_MS: positiveInt.default(1000),
  /**
   * Milliseconds between data retention passes, which purge per-recipient rows past their days
   * (REALTIME_DATA_RETENTION for API messages, ARCHIVED_DATA_RETENTION for campaigns); 0 turns them off.
   */
  RETENTION_INTERVAL_MS: nonNegativeInt.default(3_600_000),
  /** Contacts a trial account may hold in all; an upload past it fails with error_code 25 (SPEC §8). */
  TRIAL_CONTACT_LIMIT: nonNegativeInt.default(100),
  /** Requests a client address may make per minute to each endpoint that sends mail or SMS. */
  SEND_RATE_LIMIT_PER_MINUTE: positiveInt.default(10),
  /** Secret the chat widget's provider shares to check user tokens; random per start when unset. */
  CHAT_JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  PRODUCT_PREFIX: z.string().min(1).default("Sendline"),
  API_ENDPOINT: z.string().default(""),
  BALANCE_HOST: z.string().default(""),
  UPLOADER_HOST: z.string().default(""),
  NEW_CHARGING_EFFECTIVE_DATE: z.iso.date().optional(),
  DATA_RETENTION_POLICY: nonNegativeInt.default(200),
  ARCHIVED_DATA_RETENTION: nonNegativeInt.default(200),
  REALTIME_DATA_RETENTION: nonNegativeInt.default(7),
  DAY_ADJUSTMENT: z.coerce.number().int().default(0),
  CAPTCHA_SITE_KEY: z.string().min(1).default("demo"),
  /** The captcha provider that checks login and signup; required outside demo mode. */
  CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS).optional(),
  CAPTCHA_SECRET: z.string().min(1).optional(),
  /** The provider's verification address; defaults to the provider's documented one. */
  CAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/ }).optional(),
  CONTACT_US_URL: z.string().min(1).default("/signup-contact"),
  /**
   * The address recipients reach this server at: email links (tracked clicks, opens, unsubscribe)
   * point there. Defaults to http://HOST:PORT.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The Viber Business Messages provider: its API base, bearer token, sender (service id), message
   * TTL and the secret its callbacks are signed with. Used in every mode when set; demo mode starts
   * the local provider when it is not, and production refuses to start without it.
   */
  VIBER_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  VIBER_API_TOKEN: z.string().min(1).optional(),
  VIBER_SENDER: z.string().min(1).max(64).default("sendline"),
  VIBER_TTL_SECONDS: z.coerce.number().int().min(30).max(1_209_600).default(86_400),
  VIBER_CALLBACK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /** Where the provider posts callbacks; defaults to PUBLIC_URL's /public/viber/callback. */
  VIBER_CALLBACK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Requests in flight to the provider at most, and started a second at most (0: no cap). */
  VIBER_CONCURRENCY: positiveInt.default(16),
  VIBER_RATE_PER_SECOND: nonNegativeInt.default(200),
  /**
   * The mail relay every email leaves through, `smtp://user:password@host:port` (`smtps://` for TLS
   * from the start); or its parts below. Used in every mode when set; without it demo mode starts
   * the local SMTP server on loopback, and production refuses to start.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  /** TLS from the start (port 465); otherwise STARTTLS when the relay offers it. */
  SMTP_SECURE: flag.optional(),
  /** SMTP connections kept open at once. */
  SMTP_POOL: positiveInt.default(5),
  /** Emails per second at most through the pool; 0 for no cap. */
  SMTP_RATE: nonNegativeInt.default(0),
  /** The `From` of every email. */
  MAIL_FROM: z.string().min(3).optional(),
  /** The envelope sender (`MAIL FROM`), where bounces go; the `From` address by default. */
  MAIL_RETURN_PATH: z.email().optional(),
  /** A mailbox that unsubscribes its sender, offered in `List-Unsubscribe` beside the URL. */
  MAIL_UNSUBSCRIBE_MAILTO: z.email().optional(),
  /** DKIM signing of every email: the signing domain, the selector and the PEM private key (or a path to it). */
  DKIM_DOMAIN: z.string().min(1).optional(),
  DKIM_SELECTOR: z.string().min(1).optional(),
  DKIM_PRIVATE_KEY: z.string().min(1).optional(),
  /**
   * Whether the local SMTP server demo mode starts without a relay has readers behind its addresses:
   * a share of mailboxes that do not exist, and readers who open, click and unsubscribe over HTTP.
   */
  SMTP_LOCAL_READERS: flag.default(true),
  /**
   * The secret a relay signs its bounce and complaint reports with (hex HMAC-SHA256 of the body in
   * `X-Sendline-Signature`); without it `POST /public/email/events` refuses every report.
   */
  MAIL_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /** Milliseconds between outbox dispatcher passes; 0 turns it off (tests drive it by hand). */
  OUTBOX_INTERVAL_MS: nonNegativeInt.default(250),
  /** Emails one outbox pass claims. */
  OUTBOX_BATCH: positiveInt.default(200),
  /** The server log's level (pino's: fatal, error, warn, info, debug, trace, silent). */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** `pretty` lines for a person or `json` lines for a collector; pretty in development at a terminal. */
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
});

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  uploadStorage: "disk" | "database";
  consoleDist: string;
  demoMode: boolean;
  corsOrigins: string[];
  trustProxy: boolean;
  /** Whether answers are checked against their response schema (CHECK_RESPONSES). */
  checkResponses: boolean;
  sessionExpiryMinutes: number;
  login: { maxFailures: number; maxFailuresPerAddress: number; windowMinutes: number };
  /** `demo` is the embedded widget and verifier, allowed only in demo mode. */
  captcha:
    | { provider: "demo" }
    | { provider: (typeof CAPTCHA_PROVIDERS)[number]; secret: string; verifyUrl: string };
  twoFactor: { linkMinutes: number; pinMinutes: number; maxRetries: number };
  resetLinkMinutes: number;
  setPasswordLinkMinutes: number;
  signup: { linkMinutes: number; pinMinutes: number; maxRetries: number };
  sendRateLimitPerMinute: number;
  /** Contacts a trial account may hold in all (SPEC §8 error_code 25). */
  trialContactLimit: number;
  engineIntervalMs: number;
  engineBatch: number;
  goLiveWriteLimit: number;
  smsReceiptTimeoutMinutes: number;
  /** Seals stored secrets; undefined outside demo mode unless SECRETS_KEY is set. */
  secretsKey: string | undefined;
  smpp: { leaseSeconds: number; heartbeatMs: number };
  /** Whether demo mode starts the local SMSC and binds the routes to it. */
  localSmsc: boolean;
  retentionIntervalMs: number;
  chatJwtSecret: string;
  /** Where email recipients reach this server (no trailing slash). */
  publicUrl: string;
  /** The Viber provider connection (`VIBER_API_URL`, ...); null when staff set it on the admin screen (`viber_connections`). */
  viber: ViberConnection | null;
  /** How many requests a Viber connection keeps in flight and starts a second, whoever set it. */
  viberDefaults: { concurrency: number; ratePerSecond: number };
  /** How email leaves: see `mailConfig`. */
  mail: MailConfig;
  /** The server log `main.ts` starts with: JSON lines, or pretty ones in development at a terminal. */
  log: { level: string; pretty: boolean };
  /** What `/config.json` tells the console. */
  console: {
    productPrefix: string;
    apiEndpoint: string;
    balanceHost: string;
    uploaderHost: string;
    sessionExpiryInMinutes: number;
    newChargingEffectiveDate: string | null;
    dataRetentionPolicy: number;
    archivedDataRetention: number;
    realtimeDataRetention: number;
    dayAdjustment: number;
    captchaSiteKey: string;
    captchaProvider: "demo" | (typeof CAPTCHA_PROVIDERS)[number];
    contactUsUrl: string;
    demoMode: boolean;
  };
}

/** A Viber Business Messages provider connection. */
export interface ViberConnection {
  url: string;
  token: string;
  sender: string;
  ttlSeconds: number;
  callbackSecret: string;
  callbackUrl: string;
  concurrency: number;
  ratePerSecond: number;
}

/** Email delivery: the relay (or the local SMTP server of demo mode), the sender, DKIM, the outbox. */
export interface MailConfig {
  /** The relay; null in demo mode without one, where the local SMTP server starts on loopback. */
  relay:
    | { url: string }
    | { host: string; port: number; secure: boolean; user?: string; password?: string }
    | null;
  pool: number;
  rate: number;
  from: string;
  returnPath: string;
  unsubscribeMailto: string | null;
  dkim: { domain: string; selector: string; privateKey: string } | null;
  /** The secret of the bounce and complaint webhook; null refuses every report. */
  webhookSecret: string | null;
  /** Whether the local SMTP server (demo mode without a relay) has its readers (`DEMO_READERS`). */
  localReaders: boolean;
  outboxIntervalMs: number;
  outboxBatch: number;
}

/** Raised with every bad variable named, so a misconfigured server refuses to start with a clear reason. */
export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** What the server prints at start in demo mode, or null outside it. */
export function demoModeWarning(config: Pick<Config, "demoMode" | "host">): string | null {
  if (!config.demoMode) return null;
  return (
    `Warning: demo mode. /dev/outbox (PINs, reset and top-up links) and /dev/clock answer without sign-in on ${config.host}, ` +
    "and the demo data and captcha are in use. Set NODE_ENV=production for a real deployment."
  );
}

/** This server's endpoint for the Viber provider's delivery callbacks. */
export function viberCallbackUrl(publicUrl: string): string {
  return `${publicUrl}/public/viber/callback`;
}

/** Reads the configuration from environment variables; empty values count as unset. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ""));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const env = parsed.data;
  const demoMode = env.DEMO_MODE ?? env.NODE_ENV !== "production";
  const captchaIssues = [
    demoMode && !env.DEMO_PUBLIC && !isLoopbackHost(env.HOST)
      ? `HOST: demo mode shows PINs and reset links at /dev/outbox without sign-in, so it listens only on a loopback address; set NODE_ENV=production (or DEMO_MODE=0), or HOST=127.0.0.1, or DEMO_PUBLIC=1 to expose it on ${env.HOST} anyway`
      : null,
    !demoMode && !env.CAPTCHA_PROVIDER
      ? "CAPTCHA_PROVIDER: outside demo mode a captcha provider is required (recaptcha, hcaptcha or turnstile); the demo captcha works only in demo mode"
      : null,
    !demoMode && env.LOCAL_SMSC
      ? "LOCAL_SMSC: the local SMSC runs only in demo mode; outside it, set each route's carrier connection"
      : null,
    env.CAPTCHA_PROVIDER && !env.CAPTCHA_SECRET
      ? "CAPTCHA_SECRET: the captcha provider needs its secret"
      : null,
    env.CAPTCHA_PROVIDER && env.CAPTCHA_SITE_KEY === "demo"
      ? "CAPTCHA_SITE_KEY: the captcha provider needs its site key for the console's widget"
      : null,
    env.VIBER_API_URL && !env.VIBER_API_TOKEN ? "VIBER_API_TOKEN: the Viber provider needs its token" : null,
    env.VIBER_API_URL && !env.VIBER_CALLBACK_SECRET
      ? "VIBER_CALLBACK_SECRET: the Viber provider's callbacks need the secret they are signed with"
      : null,
    ...mailIssues(env, demoMode),
  ].filter((issue): issue is string => issue !== null);
  if (captchaIssues.length > 0) throw new ConfigError(captchaIssues);
  const captcha: Config["captcha"] =
    env.CAPTCHA_PROVIDER && env.CAPTCHA_SECRET
      ? {
          provider: env.CAPTCHA_PROVIDER,
          secret: env.CAPTCHA_SECRET,
          verifyUrl: env.CAPTCHA_VERIFY_URL ?? CAPTCHA_VERIFY_URLS[env.CAPTCHA_PROVIDER],
        }
      : { provider: "demo" };
  const publicUrl = (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/+$/, "");
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    uploadStorage: env.UPLOAD_STORAGE ?? (env.DATABASE_URL ? "database" : "disk"),
    consoleDist: env.CONSOLE_DIST,
    demoMode,
    corsOrigins: env.CORS_ORIGINS.split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY,
    checkResponses: env.CHECK_RESPONSES ?? env.NODE_ENV !== "production",
    sessionExpiryMinutes: env.SESSION_EXPIRY_MINUTES,
    login: {
      maxFailures: env.LOGIN_MAX_FAILURES,
      maxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMinutes: env.LOGIN_WINDOW_MINUTES,
    },
    captcha,
    twoFactor: {
      linkMinutes: env.TWOFA_LINK_MINUTES,
      pinMinutes: env.TWOFA_PIN_MINUTES,
      maxRetries: env.TWOFA_MAX_RETRIES,
    },
    resetLinkMinutes: env.RESET_LINK_MINUTES,
    setPasswordLinkMinutes: env.SET_PASSWORD_LINK_MINUTES,
    signup: {
      linkMinutes: env.SIGNUP_LINK_MINUTES,
      pinMinutes: env.SIGNUP_PIN_MINUTES,
      maxRetries: env.SIGNUP_PIN_MAX_RETRIES,
    },
    sendRateLimitPerMinute: env.SEND_RATE_LIMIT_PER_MINUTE,
    trialContactLimit: env.TRIAL_CONTACT_LIMIT,
    engineIntervalMs: env.ENGINE_INTERVAL_MS,
    engineBatch: env.ENGINE_BATCH,
    goLiveWriteLimit: env.GO_LIVE_WRITE_LIMIT,
    smsReceiptTimeoutMinutes: env.SMS_RECEIPT_TIMEOUT_MINUTES,
    secretsKey: env.SECRETS_KEY,
    smpp: { leaseSeconds: env.SMPP_LEASE_SECONDS, heartbeatMs: env.SMPP_HEARTBEAT_MS },
    localSmsc: demoMode && (env.LOCAL_SMSC ?? true),
    retentionIntervalMs: env.RETENTION_INTERVAL_MS,
    chatJwtSecret: env.CHAT_JWT_SECRET ?? randomBytes(32).toString("base64url"),
    publicUrl,
    viber:
      env.VIBER_API_URL && env.VIBER_API_TOKEN && env.VIBER_CALLBACK_SECRET
        ? {
            url: env.VIBER_API_URL,
            token: env.VIBER_API_TOKEN,
            sender: env.VIBER_SENDER,
            ttlSeconds: env.VIBER_TTL_SECONDS,
            callbackSecret: env.VIBER_CALLBACK_SECRET,
            callbackUrl: env.VIBER_CALLBACK_URL ?? viberCallbackUrl(publicUrl),
            concurrency: env.VIBER_CONCURRENCY,
            ratePerSecond: env.VIBER_RATE_PER_SECOND,
          }
        : null,
    viberDefaults: { concurrency: env.VIBER_CONCURRENCY, ratePerSecond: env.VIBER_RATE_PER_SECOND },
    mail: mailConfig(env),
    log: {
      level: env.LOG_LEVEL,
      pretty:
        (env.LOG_FORMAT ?? (env.NODE_ENV === "development" && process.stdout.isTTY ? "pretty" : "json")) ===
        "pretty",
    },
    console: {
      productPrefix: env.PRODUCT_PREFIX,
      apiEndpoint: env.API_ENDPOINT,
      balanceHost: env.BALANCE_HOST,
      uploaderHost: env.UPLOADER_HOST,
      sessionExpiryInMinutes: env.SESSION_EXPIRY_MINUTES,
      newChargingEffectiveDate: env.NEW_CHARGING_EFFECTIVE_DATE ?? null,
      dataRetentionPolicy: env.DATA_RETENTION_POLICY,
      archivedDataRetention: env.ARCHIVED_DATA_RETENTION,
      realtimeDataRetention: env.REALTIME_DATA_RETENTION,
      dayAdjustment: env.DAY_ADJUSTMENT,
      captchaSiteKey: env.CAPTCHA_SITE_KEY,
      captchaProvider: captcha.provider,
      contactUsUrl: env.CONTACT_US_URL,
      demoMode,
    },
  };
}

type Environment = z.infer<typeof environmentSchema>;

/** What stops a start for email: no relay outside demo mode, a relay or DKIM half set. */
function mailIssues(env: Environment, demoMode: boolean): (string | null)[] {
  const dkim = [env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY];
  return [
    !demoMode && !env.SMTP_URL && !env.SMTP_HOST
      ? "SMTP_URL: outside demo mode a mail relay is required (SMTP_URL, or SMTP_HOST and SMTP_PORT); the local SMTP server runs only in demo mode"
      : null,
    env.SMTP_HOST && !env.SMTP_URL && !env.SMTP_PORT
      ? "SMTP_PORT: the mail relay SMTP_HOST needs its port"
      : null,
    env.SMTP_USER && !env.SMTP_PASSWORD ? "SMTP_PASSWORD: the mail relay user needs its password" : null,
    dkim.some(Boolean) && !dkim.every(Boolean)
      ? `${env.DKIM_DOMAIN ? (env.DKIM_SELECTOR ? "DKIM_PRIVATE_KEY" : "DKIM_SELECTOR") : "DKIM_DOMAIN"}: DKIM signing needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY together`
      : null,
  ];
}

/** A PEM key given inline (with `\\n` for new lines) or as a path to its file. */
function pemKey(value: string): string {
  if (value.includes("-----BEGIN")) return value.replace(/\\n/g, "\n");
  return readFileSync(isAbsolute(value) ? value : resolve(PACKAGE_DIR, value), "utf8");
}

function mailConfig(env: Environment): MailConfig {
  const host = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname : "sendline.test";
  const from = env.MAIL_FROM ?? `Sendline <no-reply@${host.includes(".") ? host : "sendline.test"}>`;
  const fromAddress = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return {
    relay: env.SMTP_URL
      ? { url: env.SMTP_URL }
      : env.SMTP_HOST && env.SMTP_PORT
        ? {
            host: env.SMTP_HOST,
            port: env.SMTP_PORT,
            secure: env.SMTP_SECURE ?? env.SMTP_PORT === 465,
            ...(env.SMTP_USER && { user: env.SMTP_USER, password: env.SMTP_PASSWORD }),
          }
        : null,
    pool: env.SMTP_POOL,
    rate: env.SMTP_RATE,
    from,
    returnPath: env.MAIL_RETURN_PATH ?? fromAddress,
    unsubscribeMailto: env.MAIL_UNSUBSCRIBE_MAILTO ?? null,
    dkim:
      env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
        ? { domain: env.DKIM_DOMAIN, selector: env.DKIM_SELECTOR, privateKey: pemKey(env.DKIM_PRIVATE_KEY) }
        : null,
    webhookSecret: env.MAIL_WEBHOOK_SECRET ?? null,
    localReaders: env.SMTP_LOCAL_READERS,
    outboxIntervalMs: env.OUTBOX_INTERVAL_MS,
    outboxBatch: env.OUTBOX_BATCH,
  };
}
