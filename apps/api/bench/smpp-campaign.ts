/**
 * SMPP campaign benchmark: the engine sends whole campaigns to the local SMSC (a process of its own,
 * reached over loopback SMPP, as a carrier would be) and matches its receipts in the database.
 *
 * 1. A campaign to RECIPIENTS subscribed mobiles (100,000) goes live through the API: prints the
 *    go-live request, the time to the last `submit_sm` answered and the time to the last receipt
 *    matched (the campaign completed), each from the go-live.
 * 2. A campaign to HELD recipients (20,000) is sent while the SMSC holds its receipts; once every
 *    one is sent the receipts are released, and the time until the campaign completes gives the
 *    receipts matched a second (received over SMPP, filed, matched to their parts and recipients,
 *    the stats folded in).
 *
 *   pnpm --filter @sendline/api bench:smpp-campaign                        # PGlite in memory
 *   DATABASE=postgres pnpm --filter @sendline/api bench:smpp-campaign      # an embedded PostgreSQL
 *   RECIPIENTS=20000 HELD=5000 WINDOW=200 pnpm --filter @sendline/api bench:smpp-campaign
 */
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { controlClient } from "../src/lib/simulator-process";
import { accounts, campaigns, contactGroups } from "../src/db/schema";
import { spawnSmsc } from "../src/smsc/process";
import { connectionInput } from "../test/smsc";
import { benchDatabase, caller, signedInOwner, staffSession, until, wantsPostgres } from "./setup";

const RECIPIENTS = Number(process.env.RECIPIENTS ?? 100_000);
const HELD = Number(process.env.HELD ?? 20_000);
const WINDOW = Number(process.env.WINDOW ?? 100);
const BATCH = process.env.ENGINE_BATCH ?? "2000";

const { database, close } = await benchDatabase(wantsPostgres());
const { db } = database;

const smsc = await spawnSmsc({ SMSC_RECEIPT_DELAY_MS: "0" });
const smscControl = controlClient(smsc.control);

const app = await buildApp(
  loadConfig({
    NODE_ENV: "test",
    CONSOLE_DIST: "/nonexistent",
    ENGINE_INTERVAL_MS: "100",
    ENGINE_BATCH: BATCH,
    LOG_LEVEL: "warn",
    LOCAL_SMSC: "0",
  }),
  { database },
);
await app.ready();

const { acme, route, token } = await signedInOwner(db);
const staffToken = await staffSession(db);
await db
  .update(accounts)
  .set({ balanceMonetary: (RECIPIENTS + HELD) * 10 })
  .where(eq(accounts.id, acme.id));

const call = caller(app, token);

// Every route of the seed goes to the SMSC, without a throughput cap.
const { rows: routeRows } = (await db.execute(sql`select id from routes`)) as unknown as {
  rows: { id: number }[];
};
for (const { id } of routeRows) {
  await call(
    "PUT",
    `/admin/data/routes/${id}/connection`,
    connectionInput(smsc, { window: WINDOW }),
    staffToken,
  );
}
// The binds come up before the clock starts: the figures are the sending's, not the bind's.
const bindStarted = performance.now();
for (const { id } of routeRows) {
  await until(
    bindStarted,
    async () => {
      const answer = (await call(
        "GET",
        `/admin/data/routes/${id}/connection`,
        undefined,
        staffToken,
      )) as unknown as {
        state: { status: string };
      };
      return answer.state.status === "bound";
    },
    60,
  );
}

async function group(name: string, size: number, offset: number): Promise<number> {
  const [created] = await db
    .insert(contactGroups)
    .values({ accountId: acme.id, name, contactType: "sms", dateCreated: new Date() })
    .returning();
  await db.execute(sql`
    insert into contacts (account_id, group_id, mobile, first_name, fields)
    select ${acme.id}::int, ${created!.id}::int, '63917' || lpad((n + ${offset}::int)::text, 7, '0'), 'Contact ' || n, '{}'::jsonb
    from generate_series(1, ${size}::int) as n`);
  await db.execute(sql`analyze contacts`);
  return created!.id;
}

async function campaign(name: string, groupId: number): Promise<number> {
  const created = await call("POST", "/ajax/sms/campaign", {
    name,
    sender_id: "ACME",
    message: "Hello from the benchmark",
    contact_group_ids: [groupId],
    account_route_id: route.id,
  });
  return created.id;
}

const unsent = async (id: number) => {
  const { rows } = (await db.execute(sql`
    select count(*)::int as n from campaign_recipients
    where campaign_id = ${id} and status in ('queued', 'submitting')`)) as unknown as {
    rows: { n: number }[];
  };
  return rows[0]!.n;
};
const completed = async (id: number) => {
  const [row] = await db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id));
  return row!.status === "completed";
};

console.log(`driver: ${database.driver}, batch ${BATCH}, window ${WINDOW}, receipts from the SMSC at once`);

// 1. Go-live to the last receipt.
const whole = await campaign("Whole", await group("Whole", RECIPIENTS, 0));
const wentLive = performance.now();
await call("GET", `/ajax/sms/go_live/${whole}`);
const goLiveSeconds = (performance.now() - wentLive) / 1000;
const submittedSeconds = await until(wentLive, async () => (await unsent(whole)) === 0);
const completedSeconds = await until(wentLive, () => completed(whole));
console.log(
  `${RECIPIENTS} recipients: go-live answered in ${goLiveSeconds.toFixed(2)} s; ` +
    `last submit answered at ${submittedSeconds.toFixed(1)} s (${Math.round(RECIPIENTS / submittedSeconds)}/s); ` +
    `last receipt matched, campaign completed, at ${completedSeconds.toFixed(1)} s`,
);

// 2. Receipts matched a second: all sent first, the receipts held, then let go at once.
await smscControl("POST", "/controls", { holdReceipts: true });
const held = await campaign("Held", await group("Held", HELD, RECIPIENTS));
await call("GET", `/ajax/sms/go_live/${held}`);
await until(performance.now(), async () => (await unsent(held)) === 0);
const released = performance.now();
await smscControl("POST", "/controls", { holdReceipts: false });
await smscControl("POST", "/release");
const matchedSeconds = await until(released, () => completed(held));
console.log(
  `${HELD} receipts released at once: all matched in ${matchedSeconds.toFixed(2)} s, ` +
    `${Math.round(HELD / matchedSeconds)} receipts matched/s`,
);

await app.close();
smsc.process.kill("SIGTERM");
await close();
