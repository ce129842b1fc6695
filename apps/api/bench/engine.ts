/**
 * Delivery engine benchmark: one live campaign of N recipients at an unlimited rate, sent to the
 * end by the engine on an in-memory PGlite (or PostgreSQL when DATABASE_URL is set), while a
 * client keeps asking for the campaign list. Prints recipients per second and the list's p50/p95.
 *
 *   pnpm --filter @sendline/api bench:engine            # 300,000 recipients
 *   RECIPIENTS=50000 pnpm --filter @sendline/api bench:engine
 */
import { eq } from "drizzle-orm";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/database";
import { accountRoutes, accounts, campaigns, sessions, users } from "../src/db/schema";
import { seed } from "../src/db/seed";
import { hashToken, newToken } from "../src/lib/tokens";
import { insertLiveCampaign } from "./live-campaign";

const RECIPIENTS = Number(process.env.RECIPIENTS ?? 300_000);
const BATCH = Number(process.env.ENGINE_BATCH ?? 2000);

const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL })
  : await openDatabase({ kind: "memory" });
await database.migrate();
await seed(database.db, { hash: async () => "unused" });
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

const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
const [owner] = await db.select().from(users).where(eq(users.email, "owner@acme.test"));
const [route] = await db.select().from(accountRoutes).where(eq(accountRoutes.accountId, acme!.id));
const token = newToken();
await db
  .insert(sessions)
  .values({ userId: owner!.id, tokenHash: hashToken(token), createdAt: new Date(), lastSeenAt: new Date() });

const campaignId = await insertLiveCampaign(db, {
  accountId: acme!.id,
  accountRouteId: route!.id,
  name: "Benchmark",
  recipients: RECIPIENTS,
});
await db
  .update(accounts)
  .set({ balanceMonetary: RECIPIENTS, balanceMonetaryWithholding: RECIPIENTS * 0.35 })
  .where(eq(accounts.id, acme!.id));
const now = new Date();
for (let index = 0; index < 200; index += 1) {
  await db.insert(campaigns).values({
    accountId: acme!.id,
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

const started = performance.now();
await app.engine.drain();
const seconds = (performance.now() - started) / 1000;
sending = false;
await reader;

const [done] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
latencies.sort((a, b) => a - b);
const at = (share: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))]!.toFixed(1);
console.log(
  `driver: ${database.driver}, recipients: ${RECIPIENTS}, batch: ${BATCH}, status: ${done!.status}, sent: ${done!.statsSent}`,
);
console.log(`engine: ${seconds.toFixed(1)} s, ${Math.round(RECIPIENTS / seconds)} recipients/s`);
console.log(
  `GET /ajax/sms/campaign/list meanwhile: ${latencies.length} calls, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`,
);
await app.close();
await database.close();
