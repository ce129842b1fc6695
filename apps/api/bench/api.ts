/**
 * Signed-in request benchmark: requests per second of `/api/health` (no session, no database
 * write), a signed-in read (`GET /ajax/account/details`) and a list page
 * (`GET /ajax/sms/campaign/list`, 200 campaigns), each over HTTP at CONCURRENCY connections for
 * SECONDS, in one run, with each figure also as a ratio to the health check's.
 *
 *   pnpm --filter @sendline/api bench:api                        # PGlite in memory
 *   DATABASE=postgres pnpm --filter @sendline/api bench:api      # an embedded PostgreSQL
 *   CONCURRENCY=20 SECONDS=10 pnpm --filter @sendline/api bench:api
 *
 * Answers go out unchecked against their response schema, as production sends them
 * (CHECK_RESPONSES=1 measures them checked, as development and the tests do).
 */
import autocannon from "autocannon";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { campaigns } from "../src/db/schema";
import { benchDatabase, signedInOwner, wantsPostgres } from "./setup";

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 20);
const SECONDS = Number(process.env.SECONDS ?? 8);

const { database, server, close } = await benchDatabase(wantsPostgres());
const { db } = database;
const app = await buildApp(
  loadConfig({
    NODE_ENV: "test",
    CONSOLE_DIST: "/nonexistent",
    ENGINE_INTERVAL_MS: "0",
    CHECK_RESPONSES: process.env.CHECK_RESPONSES ?? "0",
    ...(server && { DATABASE_URL: server.url }),
  }),
  { database },
);
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address() as { port: number };
const base = `http://127.0.0.1:${address.port}`;

const { acme, token } = await signedInOwner(db);
const now = new Date();
await db.insert(campaigns).values(
  Array.from({ length: 200 }, (_, index) => ({
    accountId: acme.id,
    channel: "sms" as const,
    name: `Draft ${index}`,
    dateCreated: now,
    dateLastUpdated: now,
  })),
);

async function measure(path: string, signedIn: boolean) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONCURRENCY,
    duration: SECONDS,
    headers: signedIn ? { token } : {},
  });
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} answers were not 2xx`);
  return { path, perSecond: result.requests.average, p50: result.latency.p50 };
}

// A short warm-up, so the first figure is not the JIT's.
await autocannon({ url: `${base}/api/health`, connections: CONCURRENCY, duration: 2 });
const health = await measure("/api/health", false);
const rows = [
  health,
  await measure("/ajax/account/details", true),
  await measure("/ajax/sms/campaign/list?page_size=10", true),
];
console.log(
  `driver: ${database.driver}, concurrency: ${CONCURRENCY}, ${SECONDS} s each, ` +
    `answers ${app.context.config.checkResponses ? "checked" : "unchecked, as production sends them"}`,
);
for (const row of rows) {
  console.log(
    `${row.path.padEnd(40)} ${Math.round(row.perSecond).toString().padStart(6)} req/s  p50 ${row.p50} ms  ` +
      `cost ${(health.perSecond / row.perSecond).toFixed(2)}× a health check`,
  );
}

await app.close();
await close();
