/**
 * Delivery engine benchmark: one live campaign of N recipients at an unlimited rate, sent to the
 * end by the engine, while a client keeps asking for the campaign list. Prints recipients per
 * second and the list's p50/p95.
 *
 * On an in-memory PGlite the engine runs in this process. On PostgreSQL (DATABASE=postgres, which
 * starts an embedded server, or DATABASE_URL) it runs in PROCESSES engine processes of their own
 * (`bench/engine-worker.ts`) sharing the one campaign, timed from the moment all are ready.
 *
 *   pnpm --filter @sendline/api bench:engine                              # 300,000 recipients
 *   RECIPIENTS=50000 pnpm --filter @sendline/api bench:engine
 *   DATABASE=postgres PROCESSES=2 pnpm --filter @sendline/api bench:engine
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { eq } from "drizzle-orm";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { accounts, campaigns } from "../src/db/schema";
import { insertLiveCampaign } from "./live-campaign";
import { benchDatabase, signedInOwner, wantsPostgres } from "./setup";

const RECIPIENTS = Number(process.env.RECIPIENTS ?? 300_000);
const BATCH = Number(process.env.ENGINE_BATCH ?? 2000);

const PROCESSES = Number(process.env.PROCESSES ?? 1);
const { database, server, close } = await benchDatabase(wantsPostgres() || PROCESSES > 1);
const { db } = database;
const app = await buildApp(
  loadConfig({
    NODE_ENV: "test",
    CONSOLE_DIST: "/nonexistent",
    ENGINE_INTERVAL_MS: "0",
    ENGINE_BATCH: String(BATCH),
  }),
  { database },
);
await app.ready();

const { acme, route, token } = await signedInOwner(db);

const campaignId = await insertLiveCampaign(db, {
  accountId: acme.id,
  accountRouteId: route.id,
  name: "Benchmark",
  recipients: RECIPIENTS,
});
await db
  .update(accounts)
  .set({ balanceMonetary: RECIPIENTS, balanceMonetaryWithholding: RECIPIENTS * 0.35 })
  .where(eq(accounts.id, acme.id));
const now = new Date();
for (let index = 0; index < 200; index += 1) {
  await db.insert(campaigns).values({
    accountId: acme.id,
    channel: "sms",
    name: `Draft ${index}`,
    dateCreated: now,
    dateLastUpdated: now,
  });
}

const latencies: number[] = [];
let sending = true;
const reader = (async () => {
  while (sending) {
    const started = performance.now();
    const response = await app.inject({
      method: "GET",
      url: "/ajax/sms/campaign/list?page_size=10",
      headers: { token },
    });
    if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})();

/** Starts the engine processes, each ready; `go` sets them all sending; resolves when all are done. */
async function engineProcesses(url: string): Promise<() => Promise<void>> {
  const workers = Array.from({ length: PROCESSES }, () =>
    spawn(process.execPath, ["--import", "tsx", "--conditions=@sendline/source", "bench/engine-worker.ts"], {
      env: { ...process.env, DATABASE_URL: url, ENGINE_BATCH: String(BATCH) },
      stdio: ["pipe", "pipe", "inherit"],
    }),
  );
  const finished = workers.map((worker) => new Promise<void>((done) => worker.once("exit", () => done())));
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((done, fail) => {
          const lines = createInterface({ input: worker.stdout! });
          lines.on("line", (line) => {
            if (line === "ready") done();
            else if (line.startsWith("sent ")) console.log(`engine process ${worker.pid}: ${line}`);
          });
          worker.once("exit", (code) => fail(new Error(`engine process exited with ${code}`)));
        }),
    ),
  );
  return async () => {
    for (const worker of workers) worker.stdin!.write("go\n");
    await Promise.all(finished);
  };
}

const go = server ? await engineProcesses(server.url) : null;
const started = performance.now();
if (go) await go();
else await app.engine.drain();
const seconds = (performance.now() - started) / 1000;
sending = false;
await reader;

const [done] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
latencies.sort((a, b) => a - b);
const at = (share: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))]!.toFixed(1);
console.log(
  `driver: ${database.driver}, processes: ${server ? PROCESSES : 1}, recipients: ${RECIPIENTS}, batch: ${BATCH}, status: ${done!.status}, sent: ${done!.statsSent}`,
);
console.log(`engine: ${seconds.toFixed(1)} s, ${Math.round(RECIPIENTS / seconds)} recipients/s`);
console.log(
  `GET /ajax/sms/campaign/list meanwhile: ${latencies.length} calls, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`,
);
await app.close();
await close();
