import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { loadConfig, type Config } from "../src/config";
import { CHANGE_NOTICES_SQL, migratedImage, openDatabase, type Database } from "../src/db/database";
import { DEMO_PASSWORD, seed } from "../src/db/seed";
import { hashPassword } from "../src/lib/password";
import { sessions, users } from "../src/db/schema";
import { hashToken, newToken } from "../src/lib/tokens";
import { buildApp, type AppDeps } from "../src/app";
import { TEMPLATE } from "./postgres/global-setup";
import { databaseUrl, onServer } from "./postgres/server";

/** A clock tests can move forward. */
export class TestClock {
  constructor(private current = new Date("2026-06-01T09:00:00Z")) {}
  now = (): Date => new Date(this.current);
  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}

export interface Harness {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  config: Config;
}

const TABLES = [
  "email_templates",
  "blast_rows",
  "upload_rejects",
  "uploaded_files",
  "campaign_recipients",
  "campaign_logs",
  "campaigns",
  "contacts",
  "contact_groups",
  "sender_ids",
  "account_routes",
  "routes",
  "viber_connections",
  "operators",
  "outbox",
  "top_ups",
  "pending_registrations",
  "password_resets",
  "two_factor_challenges",
  "sessions",
  "login_attempts",
  "users",
  "roles",
  "accounts",
];

let demoHash: Promise<string> | undefined;

/** Where a database keeps a copy of its freshly seeded tables, to restore before each test. */
const SNAPSHOT_SCHEMA = "test_seed";

/** A database's seeded state: the clock it was seeded at and the script that brings it back. */
const snapshots = new WeakMap<Database["db"], { at: number; restore: string } | "off">();

/**
 * Empties every table and seeds again, for a fresh start in each test. The first reset of a
 * database seeds it and keeps a copy of what the seed wrote; later resets at the same time restore
 * that copy in one statement (triggers and key checks off, as a dump restores) instead of seeding
 * again, which took most of a short test's time. The demo password is hashed once per file.
 */
export async function resetDatabase(database: Database, now: Date): Promise<void> {
  const snapshot = snapshots.get(database.db);
  if (snapshot !== undefined && snapshot !== "off" && snapshot.at === now.getTime()) {
    await runScript(database, snapshot.restore);
    return;
  }
  await database.db.execute(sql.raw(truncateSql()));
  const emptied = await rowCounts(database);
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const hash = await demoHash;
  await seed(database.db, { now, hash: async () => hash });
  if (snapshot === "off") return;
  try {
    snapshots.set(database.db, { at: now.getTime(), restore: await takeSnapshot(database, emptied) });
  } catch (error) {
    // A server where the test user may not turn triggers off (TEST_DATABASE_URL): seed every time.
    console.warn(`Seeding before every test: the seeded tables cannot be restored (${String(error)})`);
    snapshots.set(database.db, "off");
  }
}

/** Empties the tables every test starts without (and `also`), their id sequences from 1 again. */
function truncateSql(also: string[] = []): string {
  const tables = [...TABLES, ...also.filter((name) => !TABLES.includes(name))];
  return `truncate ${tables.map((name) => `public."${name}"`).join(", ")} restart identity cascade`;
}

/** Each table's rows, by name. */
async function rowCounts(database: Database): Promise<Map<string, number>> {
  const { rows: tables } = (await database.db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as {
    rows: { name: string }[];
  };
  const counts = tables.map(
    ({ name }) => `select '${name}' as name, count(*)::int as n from public."${name}"`,
  );
  const { rows } = (await database.db.execute(sql.raw(counts.join(" union all ")))) as unknown as {
    rows: { name: string; n: number }[];
  };
  return new Map(rows.map((row) => [row.name, row.n]));
}

/**
 * Copies the tables the seed wrote (empty before it) into SNAPSHOT_SCHEMA, and answers the script
 * that restores them: the usual truncate and theirs, their rows copied back with triggers off (the
 * ledger's opening entries are among the rows), their id sequences where the seed left them.
 */
async function takeSnapshot(database: Database, emptied: Map<string, number>) {
  const seeded = [...(await rowCounts(database))]
    .filter(([name, rows]) => rows > 0 && emptied.get(name) === 0)
    .map(([name]) => name);
  await runScript(
    database,
    [
      `drop schema if exists ${SNAPSHOT_SCHEMA} cascade`,
      `create schema ${SNAPSHOT_SCHEMA}`,
      ...seeded.map((name) => `create table ${SNAPSHOT_SCHEMA}."${name}" as table public."${name}"`),
    ].join(";\n"),
  );
  const { rows: sequences } = (await database.db.execute(sql`
    select sequence.relname as name, sequences.last_value as value
    from pg_class sequence
    join pg_depend owner on owner.objid = sequence.oid and owner.deptype = 'a'
    join pg_class owning on owning.oid = owner.refobjid
    join pg_sequences sequences on sequences.schemaname = 'public' and sequences.sequencename = sequence.relname
    where sequence.relkind = 'S' and owning.relname = any(${`{${seeded.join(",")}}`}::text[])
      and sequences.last_value is not null`)) as unknown as { rows: { name: string; value: string }[] };
  const restore = [
    truncateSql(seeded),
    "set session_replication_role = replica",
    ...seeded.map((name) => `insert into public."${name}" select * from ${SNAPSHOT_SCHEMA}."${name}"`),
    ...sequences.map(({ name, value }) => `select setval('public."${name}"', ${value}, true)`),
    "set session_replication_role = origin",
  ].join(";\n");
  // Tried once here, so a server that refuses it is known before any test relies on it.
  await runScript(database, restore);
  return restore;
}

/**
 * Runs several statements in one call, as one implicit transaction (PostgreSQL's simple query
 * protocol): all of them or none.
 */
async function runScript(database: Database, script: string): Promise<void> {
  const client = (
    database.db as unknown as {
      $client: { exec?(text: string): Promise<unknown>; query(text: string): Promise<unknown> };
    }
  ).$client;
  await (database.driver === "pglite" ? client.exec!(script) : client.query(script));
}

/** Whether this test file runs on the real PostgreSQL server of the `api-postgres` project. */
export const onPostgres = Boolean(inject("postgresUrl"));

/** The migrated in-memory database the PGlite project's test files copy theirs from. */
let memoryImage: Promise<Blob> | undefined;

/**
 * In-memory databases a closed test database handed back, emptied, for the next file to reuse:
 * opening a new one from the image costs about 1.5 s (the WebAssembly PostgreSQL starting), far more
 * than most files' tests.
 */
const idleMemoryDatabases: Database[] = [];
/** As many as a file opens at once (a server and a database of its own); more are closed. */
const MAX_IDLE_MEMORY_DATABASES = 2;

/**
 * A fresh, migrated, empty database of the project's kind: an in-memory PGlite, or on PostgreSQL a
 * database of its own copied from the run's migrated template, dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = inject("postgresUrl");
  if (!serverUrl) return openMemoryDatabase();
  const url = await createTestDatabase();
  const database = await openDatabase({ kind: "postgres", url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropTestDatabase(url);
    },
  };
}

/**
 * An in-memory PGlite as a new copy of the migrated image would be: one a file closed before (the
 * files of a worker share its loaded modules, `isolate: false`, and with them these), or a new copy.
 * Closing it brings it back to the image's state (`freshStateScript`) and clears the session's
 * (settings, prepared statements, temporary tables, then the change notices turned on again)
 * before it waits for the next file.
 */
async function openMemoryDatabase(): Promise<Database> {
  let database = idleMemoryDatabases.pop();
  if (!database) {
    memoryImage ??= migratedImage();
    database = await openDatabase({ kind: "memory", image: await memoryImage });
    freshStates.set(database.db, await freshStateScript(database));
  }
  const opened = database;
  let closed = false;
  return {
    ...opened,
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await runScript(opened, freshStates.get(opened.db)!);
        await runScript(opened, "discard all");
        await runScript(opened, CHANGE_NOTICES_SQL);
      } catch {
        // Whatever a test left it in, a database that cannot be brought back is not reused.
        await opened.close();
        return;
      }
      if (idleMemoryDatabases.length < MAX_IDLE_MEMORY_DATABASES) idleMemoryDatabases.push(opened);
      else await opened.close();
    },
  };
}

/** Where a reusable database keeps the rows its migrations wrote. */
const FRESH_SCHEMA = "test_fresh";
/** The script that brings each reusable in-memory database back to its migrated state. */
const freshStates = new WeakMap<Database["db"], string>();

/**
 * Copies the rows a newly migrated database holds into FRESH_SCHEMA, and answers the script that
 * brings it back to that state: every table of the public schema emptied, its ids from 1 again, and
 * those rows copied back. Sequences of no table's own (`row_versions`) go on growing, as they do
 * between the tests of a file: a version never goes back.
 */
async function freshStateScript(database: Database): Promise<string> {
  const counts = await rowCounts(database);
  const written = [...counts].filter(([, rows]) => rows > 0).map(([name]) => name);
  await runScript(
    database,
    [
      `create schema ${FRESH_SCHEMA}`,
      ...written.map((name) => `create table ${FRESH_SCHEMA}."${name}" as table public."${name}"`),
    ].join(";\n"),
  );
  return [
    truncateSql([...counts.keys()]),
    "set session_replication_role = replica",
    ...written.map((name) => `insert into public."${name}" select * from ${FRESH_SCHEMA}."${name}"`),
    "set session_replication_role = origin",
  ].join(";\n");
}

/**
 * Makes `dataDir` (new and empty) a PGlite data folder with every migration applied, from the
 * worker's migrated image: a server process started on it skips the migrations a new folder takes.
 */
export async function migrateDataFolder(dataDir: string): Promise<void> {
  memoryImage ??= migratedImage();
  const folder = new PGlite(dataDir, { loadDataDir: await memoryImage });
  await folder.waitReady;
  await folder.close();
}

/**
 * A new migrated database on the test PostgreSQL server, for tests that start server processes of
 * their own on it; `dropTestDatabase` removes it.
 */
export async function createTestDatabase(): Promise<string> {
  const serverUrl = inject("postgresUrl");
  if (!serverUrl) throw new Error("a PostgreSQL database exists only in the api-postgres project");
  const name = `test_${process.pid}_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name} template ${TEMPLATE}`);
  return databaseUrl(serverUrl, name);
}

export async function dropTestDatabase(url: string): Promise<void> {
  const serverUrl = inject("postgresUrl");
  const name = new URL(url).pathname.slice(1);
  if (serverUrl) await onServer(serverUrl, `drop database if exists ${name} with (force)`);
}

/**
 * One database (see `openTestDatabase`) and one server for the whole test file; each test starts from a freshly
 * seeded database and a reset clock.
 */
export function useServer(
  environment: Record<string, string> = {},
  deps: Omit<AppDeps, "database" | "now"> = {},
): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.config = loadConfig({
      NODE_ENV: "test",
      CONSOLE_DIST: "/nonexistent",
      // Tests drive the delivery engine pass by pass.
      ENGINE_INTERVAL_MS: "0",
      OUTBOX_INTERVAL_MS: "0",
      // Recipients' opens and clicks are the tests' own: nothing listens at the links' address.
      SMTP_LOCAL_READERS: "0",
      ...environment,
    });
    harness.database = await openTestDatabase();
    harness.clock = new TestClock();
    harness.app = await buildApp(harness.config, {
      ...deps,
      database: harness.database,
      now: () => harness.clock.now(),
    });
  });
  beforeEach(async () => {
    harness.clock = new TestClock();
    await resetDatabase(harness.database, harness.clock.now());
    if (harness.config.demoMode) await harness.app.inject({ method: "DELETE", url: "/dev/clock" });
  });
  afterAll(async () => {
    await harness.app?.close();
    await harness.database?.close();
  });
  return harness;
}

export const PASSWORD = "Sendline#2026";
export const CAPTCHA = "demo-captcha-ok";

/** Logs in a user without two-factor and returns the session token. */
export async function login(harness: Harness, email: string, password = PASSWORD): Promise<string> {
  const response = await harness.app.inject({
    method: "POST",
    url: "/ajax/login/verify",
    payload: { email, password, captcha_response: CAPTCHA },
  });
  const body = response.json<{ status: boolean; data: { token: string; twofa_enabled: number } }>();
  if (!body.status || body.data.twofa_enabled !== 0)
    throw new Error(`login of ${email} failed: ${response.body}`);
  return body.data.token;
}

export interface OutboxMessage {
  channel: string;
  to: string;
  subject: string;
  body: string;
}

/** The demo outbox, newest first. */
export async function outboxMessages(harness: Harness): Promise<OutboxMessage[]> {
  const response = await harness.app.inject({ method: "GET", url: "/dev/outbox" });
  return response.json<{ data: OutboxMessage[] }>().data;
}

/** The newest message in the demo outbox, or the newest sent by `channel` to `to`. */
export async function lastOutboxMessage(harness: Harness, to?: { channel: string; to: string }) {
  const message = (await outboxMessages(harness)).find(
    (candidate) => !to || (candidate.channel === to.channel && candidate.to === to.to),
  );
  if (!message) throw new Error("no such message in the outbox");
  return message;
}

/** Opens a session for any seeded user directly, skipping the login steps a test is not about. */
export async function sessionFor(harness: Harness, email: string): Promise<string> {
  const [user] = await harness.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const token = newToken();
  const now = harness.clock.now();
  await harness.database.db
    .insert(sessions)
    .values({ userId: user.id, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now });
  return token;
}

/**
 * A production environment with a (loopback) captcha provider, Viber provider and mail relay
 * configured, as production requires.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: "production",
  SMTP_URL: "smtp://127.0.0.1:9",
  CAPTCHA_PROVIDER: "turnstile",
  CAPTCHA_SECRET: "test-secret",
  CAPTCHA_SITE_KEY: "test-site-key",
  CAPTCHA_VERIFY_URL: "http://127.0.0.1:9/siteverify",
  VIBER_API_URL: "http://127.0.0.1:9/viber",
  VIBER_API_TOKEN: "test-viber-token",
  VIBER_CALLBACK_SECRET: "test-viber-callback-secret",
} as const;

/**
 * A realtime connection to the test server with the handshake's `auth` (a session token), the
 * server listening on a free port from the first call. Resolves once connected; rejects with the
 * server's refusal. The caller disconnects it.
 */
export async function connectSocket(harness: Harness, auth: Record<string, unknown>): Promise<Socket> {
  if (!harness.app.server.listening) await harness.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = harness.app.server.address() as AddressInfo;
  const socket = connect(`http://127.0.0.1:${port}`, {
    auth,
    transports: ["websocket"],
    reconnection: false,
  });
  await new Promise<void>((done, fail) => {
    socket.once("connect", () => done());
    socket.once("connect_error", (error) => {
      socket.disconnect();
      fail(error);
    });
  });
  return socket;
}

/** A campaign's recipients by outcome, added up: every recipient it sent once it has completed. */
export function outcomesCounted(campaign: {
  statsDelivered: number;
  statsHardBounced: number;
  statsSoftBounced: number;
  statsRejected: number;
  statsPending: number;
}): number {
  return (
    campaign.statsDelivered +
    campaign.statsHardBounced +
    campaign.statsSoftBounced +
    campaign.statsRejected +
    campaign.statsPending
  );
}
