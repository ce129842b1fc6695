/**
 * One delivery engine in a process of its own, for `bench/engine.ts` with PROCESSES > 1: opens
 * the PostgreSQL database in DATABASE_URL, says `ready`, waits for `go` on standard input, sends
 * until nothing is live, and prints how many recipients it sent.
 */
import { createInterface } from "node:readline";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/database";

const database = await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL! });
const app = await buildApp(
  loadConfig({
    NODE_ENV: "test",
    CONSOLE_DIST: "/nonexistent",
    ENGINE_INTERVAL_MS: "0",
    ENGINE_BATCH: process.env.ENGINE_BATCH ?? "2000",
  }),
  { database },
);
await app.ready();
console.log("ready");
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line === "go") break;
let sent = 0;
for (;;) {
  const batch = await app.engine.tick();
  sent += batch;
  if (batch === 0) {
    const { rows } = (await database.db.execute(
      "select count(*)::int as live from campaigns where campaign_status_code = 'live'",
    )) as unknown as { rows: { live: number }[] };
    if (rows[0]!.live === 0) break;
  }
}
console.log(`sent ${sent}`);
await app.close();
await database.close();
process.exit(0);
