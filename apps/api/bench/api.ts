/**
 * Signed-in request benchmark: requests per second of `/api/health` (no session, no database
 * write), a signed-in read (`GET /ajax/account/details`) and a list page
 * (`GET /ajax/sms/campaign/list`, 200 campaigns), each over HTTP at CONCURRENCY connections for
 * SECONDS in all, taking turns in ROUNDS rounds, with each call's cost as the median of its ratios
 * to the health check of the same round.
 *
 *   pnpm --filter @sendline/api bench:api                        # PGlite in memory
 *   DATABASE=postgres pnpm --filter @sendline/api bench:api      # an embedded PostgreSQL
 *   CONCURRENCY=20 SECONDS=10 ROUNDS=5 pnpm --filter @sendline/api bench:api
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
const SECONDS = Number(process.env.SECONDS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 5));

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

async function measure(path: string, signedIn: boolean, seconds: number) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONCURRENCY,
    duration: seconds,
    headers: signedIn ? { token } : {},
  });
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} answers were not 2xx`);
  return { perSecond: result.requests.average, p50: result.latency.p50 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// A short warm-up, so the first figure is not the JIT's.
await autocannon({ url: `${base}/api/health`, connections: CONCURRENCY, duration: 2 });

// The three calls take turns, ROUNDS times, and each call's cost is the median of its ratios to
// the health check of the same round: the shared machine's speed drifts by a third from one
// minute to the next, which three back-to-back stretches of eight seconds took for a difference
// between the calls.
const calls = [
  { path: "/api/health", signedIn: false },
  { path: "/ajax/account/details", signedIn: true },
  { path: "/ajax/sms/campaign/list?page_size=10", signedIn: true },
];
const rounds: { perSecond: number; p50: number }[][] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const figures = [];
  for (const call of calls) figures.push(await measure(call.path, call.signedIn, SECONDS / ROUNDS));
  rounds.push(figures);
}
console.log(
  `driver: ${database.driver}, concurrency: ${CONCURRENCY}, ${SECONDS} s each in ${ROUNDS} rounds, ` +
    `answers ${app.context.config.checkResponses ? "checked" : "unchecked, as production sends them"}`,
);
calls.forEach((call, index) => {
  const perSecond = median(rounds.map((round) => round[index]!.perSecond));
  const p50 = median(rounds.map((round) => round[index]!.p50));
  const ratios = rounds.map((round) => round[0]!.perSecond / round[index]!.perSecond);
  console.log(
    `${call.path.padEnd(40)} ${Math.round(perSecond).toString().padStart(6)} req/s  p50 ${p50} ms  ` +
      `cost ${median(ratios).toFixed(2)}× a health check (rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
  );
});

await app.close();
await close();
