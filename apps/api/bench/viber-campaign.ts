/**
 * Viber campaign benchmark: the engine sends a whole Viber campaign to the local Viber provider (a
 * process of its own, reached over HTTP as a provider would be), set as the connection through the
 * admin API, and the provider's signed callbacks come back to this server over HTTP. Prints the
 * go-live request, the time to the last message the provider took, and the time to the last
 * callback matched (the campaign completed), each from the go-live. The SMS fallback of whoever
 * Viber does not reach is drawn from the operator shares (no carrier connection here).
 *
 *   pnpm --filter @sendline/api bench:viber-campaign                       # PGlite in memory
 *   DATABASE=postgres pnpm --filter @sendline/api bench:viber-campaign     # an embedded PostgreSQL
 *   RECIPIENTS=50000 CALLBACK_DELAY_MS=500 pnpm --filter @sendline/api bench:viber-campaign
 */
import { createServer } from "node:net";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { accounts, campaigns, contactGroups } from "../src/db/schema";
import { spawnSimulator } from "../src/lib/simulator-process";
import { benchDatabase, caller, signedInOwner, staffSession, until, wantsPostgres } from "./setup";

const RECIPIENTS = Number(process.env.RECIPIENTS ?? 20_000);
const TOKEN = "bench-viber-token";
const SECRET = "bench-viber-callback-secret";

const provider = await spawnSimulator("the local Viber provider", "viber-provider", {
  VIBER_PROVIDER_PORT: "0",
  VIBER_PROVIDER_CONTROL_PORT: "0",
  VIBER_PROVIDER_CALLBACK_DELAY_MS: process.env.CALLBACK_DELAY_MS ?? "0",
  VIBER_PROVIDER_TOKEN: TOKEN,
  VIBER_PROVIDER_SECRET: SECRET,
});

// The server's public address (where callbacks come) is known before it starts.
const port = await new Promise<number>((resolve) => {
  const probe = createServer();
  probe.listen(0, "127.0.0.1", () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
  });
});

const { database, close } = await benchDatabase(wantsPostgres());
const { db } = database;
const app = await buildApp(
  loadConfig({
    NODE_ENV: "test",
    CONSOLE_DIST: "/nonexistent",
    ENGINE_INTERVAL_MS: "100",
    LOG_LEVEL: "warn",
    LOCAL_SMSC: "0",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    VIBER_CONCURRENCY: process.env.CONCURRENCY ?? "32",
    VIBER_RATE_PER_SECOND: "0",
  }),
  { database },
);
await app.listen({ port, host: "127.0.0.1" });

const { acme, route, token } = await signedInOwner(db);
const call = caller(app, token);
await call(
  "PUT",
  "/admin/data/viber/connection",
  { base_url: provider.url, token: TOKEN, callback_secret: SECRET, sender: "acme-viber", ttl_seconds: 3600 },
  await staffSession(db),
);
await db
  .update(accounts)
  .set({ balanceMonetary: RECIPIENTS * 10 })
  .where(eq(accounts.id, acme.id));

const [group] = await db
  .insert(contactGroups)
  .values({ accountId: acme.id, name: "Viber readers", contactType: "sms", dateCreated: new Date() })
  .returning();
await db.execute(sql`
  insert into contacts (account_id, group_id, mobile, first_name, fields)
  select ${acme.id}::int, ${group!.id}::int, '63917' || lpad(n::text, 7, '0'), 'Contact ' || n, '{}'::jsonb
  from generate_series(1, ${RECIPIENTS}::int) as n`);
await db.execute(sql`analyze contacts`);

const card = (title: string) => ({
  title,
  image: null,
  primaryButtonText: "Shop now",
  primaryButtonUrl: `https://acme.example.com/${title.toLowerCase()}`,
  secondaryButtonText: "",
  secondaryButtonUrl: "",
});
const created = await call("POST", "/ajax/viber/campaign", {
  name: "Viber benchmark",
  sender_id: "Acme Corp",
  message: "Summer picks",
  carousel: [card("Sandals"), card("Hats"), card("Towels")],
  contact_group_ids: [group!.id],
  account_route_id: route.id,
  fallback_message: "Summer picks: https://acme.example.com",
});

const wentLive = performance.now();
await call("GET", `/ajax/viber/go_live/${created.id}`);
const goLiveSeconds = (performance.now() - wentLive) / 1000;
const unposted = async () => {
  const { rows } = (await db.execute(sql`
    select count(*)::int as n from campaign_recipients
    where campaign_id = ${created.id} and status in ('queued', 'submitting')`)) as unknown as {
    rows: { n: number }[];
  };
  return rows[0]!.n;
};
const postedSeconds = await until(wentLive, async () => (await unposted()) === 0);
const completedSeconds = await until(wentLive, async () => {
  const [row] = await db
    .select({ status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, created.id));
  return row!.status === "completed";
});
const [done] = await db.select().from(campaigns).where(eq(campaigns.id, created.id));
console.log(`driver: ${database.driver}, concurrency ${process.env.CONCURRENCY ?? 32}, callbacks at once`);
console.log(
  `${RECIPIENTS} recipients: go-live answered in ${goLiveSeconds.toFixed(2)} s; ` +
    `last message taken at ${postedSeconds.toFixed(1)} s (${Math.round(RECIPIENTS / postedSeconds)}/s); ` +
    `last callback matched, campaign completed, at ${completedSeconds.toFixed(1)} s ` +
    `(${done!.statsViberDelivered} by Viber, ${done!.statsFallbackDelivered} by the SMS fallback)`,
);

await app.close();
provider.process.kill("SIGTERM");
await close();
