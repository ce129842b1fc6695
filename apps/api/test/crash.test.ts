import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../src/db/database";
import { CAPTCHA, createTestDatabase, dropTestDatabase, migrateDataFolder, onPostgres } from "./harness";
import { call as request, kill, signIn, startServer, stopServersAfterAll, waitFor } from "./processes";
import { connectionInput, startSmsc, stopSmscsAfterAll } from "./smsc";
import { startSmtpServer, stopSmtpServersAfterAll } from "./smtp";
import { multipart } from "./upload-helpers";

stopServersAfterAll();
stopSmscsAfterAll();
stopSmtpServersAfterAll();

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/**
 * Where the server processes of one test keep their data: a PGlite data folder, already migrated,
 * or on the PostgreSQL project a database of its own that several processes share.
 */
async function dataStore(): Promise<{ environment: Record<string, string>; open: () => Promise<Database> }> {
  if (onPostgres) {
    const url = await createTestDatabase();
    cleanups.push(() => dropTestDatabase(url));
    return { environment: { DATABASE_URL: url }, open: () => openDatabase({ kind: "postgres", url }) };
  }
  const dataDir = mkdtempSync(join(tmpdir(), "sendline-crash-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  await migrateDataFolder(dataDir);
  return { environment: { DATA_DIR: dataDir }, open: () => openDatabase({ kind: "pglite", dataDir }) };
}

const startOn = async (environment: Record<string, string>) => {
  const server = await startServer(environment);
  return { process: server.process, url: server.url };
};

type Details = Awaited<ReturnType<typeof request>>;

/**
 * What the balance lost over a campaign is what its recipients were charged (`charged`), nothing is
 * left withheld, and the ledger's charges for it say the same.
 */
async function expectChargesMatch(
  database: Database,
  id: number,
  charged: number,
  before: Details,
  after: Details,
): Promise<void> {
  expect(
    Number(before.data.account_balance_monetary) - Number(after.data.account_balance_monetary),
  ).toBeCloseTo(charged, 4);
  expect(Number(after.data.account_balance_monetary_withholding)).toBeCloseTo(
    Number(before.data.account_balance_monetary_withholding),
    4,
  );
  const { rows: ledger } = (await database.db.execute(
    sql`select coalesce(-sum(amount), 0)::float8 as charged from ledger_entries where campaign_id = ${id} and type = 'charge'`,
  )) as unknown as { rows: { charged: number }[] };
  expect(ledger[0]!.charged).toBeCloseTo(charged, 4);
}

describe("signup completion under kill -9", () => {
  it("never leaves both PINs confirmed without the account, whenever the process dies", async () => {
    const store = await dataStore();
    const first = await startOn(store.environment);
    const call = (base: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { "content-type": "application/json" },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      }).then((response) => response.json() as Promise<{ status: boolean; data: Record<string, unknown> }>);
    const outbox = async (base: string) =>
      (await call(base, "/dev/outbox")).data as unknown as { channel: string; to: string; body: string }[];

    const mobile = "639179990001";
    const registered = await call(first.url, "/public/signup/register", {
      email: "crash@newco.test",
      mobile,
      company_name: "Crash Co",
      fname: "Cr",
      lname: "Ash",
      captcha_response: CAPTCHA,
    });
    const link = { id: registered.data.id, token: registered.data.token };
    const messages = await outbox(first.url);
    const emailPin = /email code is (\d{6})/.exec(
      messages.find((m) => m.to === "crash@newco.test")?.body ?? "",
    )?.[1];
    const mobilePin = /mobile code is (\d{6})/.exec(messages.find((m) => m.to === mobile)?.body ?? "")?.[1];
    expect(
      (await call(first.url, "/public/signup/verify_email", { ...link, email_pin_code: emailPin })).status,
    ).toBe(true);

    // The last confirmation is on its way when the process is killed without a chance to clean up.
    void call(first.url, "/public/signup/verify_mobile", { ...link, mobile_pin_code: mobilePin }).catch(
      () => null,
    );
    await new Promise((done) => setTimeout(done, 15));
    await kill(first.process, "SIGKILL");

    const second = await startOn(store.environment);
    const read = await call(second.url, `/public/signup/register?id=${link.id}&token=${link.token}`);
    if (read.data.is_process_completed !== 1) {
      // The crash came first: nothing was confirmed, and the same PIN still completes it.
      expect(read.data.mobile_validated).toBe(0);
      const confirmed = await call(second.url, "/public/signup/verify_mobile", {
        ...link,
        mobile_pin_code: mobilePin,
      });
      expect(confirmed.data.is_process_completed).toBe(1);
    }
    const links = (await outbox(second.url)).filter(
      (message) => message.to === "crash@newco.test" && message.body.includes("/set-password/"),
    );
    expect(links).toHaveLength(1);
    await kill(second.process, "SIGTERM");
  }, 240_000);
});

describe("the delivery engine under kill -9", () => {
  /** Fifty passes of twenty: the kill lands with most of them still to go. */
  const RECIPIENTS = 1000;
  it("resumes where it stopped: nobody sent twice, nobody lost, the balance matches the charges", async () => {
    const store = await dataStore();
    // Small, quick passes, so the kill lands in the middle of the campaign.
    const environment = { ...store.environment, ENGINE_INTERVAL_MS: "50", ENGINE_BATCH: "20" };
    const first = await startOn(environment);
    // On PostgreSQL a second process shares the work from the start and finishes it alone; a
    // PGlite folder has one process at a time, so there the second starts after the kill.
    const sharing = onPostgres ? await startOn(environment) : null;

    let token = await signIn(first.url);
    const routesAnswer = await request(first.url, "GET", "/ajax/data/routes", token);
    const route = (routesAnswer.data as unknown as { id: number }[])[0]!.id;
    const numbers = Array.from(
      { length: RECIPIENTS },
      (_, index) => `0917${String(index).padStart(7, "0")}`,
    ).join("\n");
    const created = await request(first.url, "POST", "/ajax/sms/campaign", token, {
      name: "Crash run",
      sender_id: "ACME",
      message: "Hello from the crash test",
      compose_numbers: numbers,
      account_route_id: route,
    });
    const id = created.data.id;
    const before = await request(first.url, "GET", "/ajax/account/details", token);
    expect((await request(first.url, "GET", `/ajax/sms/go_live/${id}`, token)).status).toBe(true);

    // Killed once sending is under way and before it is done.
    let sentAtKill = 0;
    for (let wait = 0; wait < 200 && sentAtKill === 0; wait += 1) {
      const read = await request(first.url, "GET", `/ajax/sms/campaign/${id}`, token);
      sentAtKill = Number(read.data.campaign_stats_sent);
    }
    await kill(first.process, "SIGKILL");
    expect(sentAtKill).toBeGreaterThan(0);
    expect(sentAtKill).toBeLessThan(RECIPIENTS);

    const second = sharing ?? (await startOn(environment));
    token = await signIn(second.url);
    let campaign: Record<string, unknown> = {};
    for (let wait = 0; wait < 300; wait += 1) {
      campaign = (await request(second.url, "GET", `/ajax/sms/campaign/${id}`, token)).data;
      if (campaign.campaign_status_code === "completed") break;
      await new Promise((done) => setTimeout(done, 100));
    }
    expect(campaign.campaign_status_code).toBe("completed");
    expect(campaign.campaign_stats_sent).toBe(RECIPIENTS);
    const after = await request(second.url, "GET", "/ajax/account/details", token);
    await kill(second.process, "SIGTERM");

    const database = await store.open();
    try {
      const { rows } = (await database.db.execute(
        sql`select count(*)::int as rows, count(*) filter (where status = 'queued')::int as queued, coalesce(sum(cost), 0)::float8 as cost from campaign_recipients where campaign_id = ${id}`,
      )) as unknown as { rows: { rows: number; queued: number; cost: number }[] };
      expect(rows[0]).toMatchObject({ rows: RECIPIENTS, queued: 0 });
      await expectChargesMatch(database, id, rows[0]!.cost, before, after);
    } finally {
      await database.close();
    }
  }, 240_000);
});

describe("SMS over SMPP under kill -9", () => {
  /** Enough for the kill to land while the SMSC is still taking them. */
  const MESSAGES = 800;
  it("sends nobody twice: those in doubt end by their receipt or as unknown, and the money matches", async () => {
    const store = await dataStore();
    // A carrier of its own, outside the server processes: it outlives the kill, as a carrier does.
    const smsc = await startSmsc({ SMSC_RECEIPT_DELAY_MS: "200" });
    const environment = {
      ...store.environment,
      ENGINE_INTERVAL_MS: "50",
      ENGINE_BATCH: "100",
      // A killed holder's binds move within seconds.
      SMPP_LEASE_SECONDS: "2",
      SMPP_HEARTBEAT_MS: "200",
    };
    const first = await startOn(environment);
    const sharing = onPostgres ? await startOn(environment) : null;

    // Staff point every route at the SMSC, as the admin routes screen does.
    const staff = await signIn(first.url, "staff@sendline.test");
    const routeList = (await request(first.url, "GET", "/admin/data/routes", staff)).data as unknown as {
      id: number;
    }[];
    for (const { id } of routeList) {
      const saved = await request(
        first.url,
        "PUT",
        `/admin/data/routes/${id}/connection`,
        staff,
        connectionInput(smsc, { window: 10 }),
      );
      expect(saved.status, JSON.stringify(saved)).toBe(true);
    }
    await waitFor(async () => ((await smsc.record()).bound > 0 ? true : undefined), 30_000);

    let token = await signIn(first.url);
    const route = (
      (await request(first.url, "GET", "/ajax/data/routes", token)).data as unknown as {
        id: number;
      }[]
    )[0]!.id;
    const numbers = Array.from({ length: MESSAGES }, (_, index) => `0917${String(index).padStart(7, "0")}`);
    const text = "Hello over SMPP from the crash test";
    const created = await request(first.url, "POST", "/ajax/sms/campaign", token, {
      name: "Crash over SMPP",
      sender_id: "ACME",
      message: text,
      compose_numbers: numbers.join("\n"),
      account_route_id: route,
    });
    const id = created.data.id;
    const before = await request(first.url, "GET", "/ajax/account/details", token);
    expect((await request(first.url, "GET", `/ajax/sms/go_live/${id}`, token)).status).toBe(true);

    // Killed once the SMSC has taken some of the campaign and before it has all of it.
    const ours = async () => (await smsc.record()).messages.filter((message) => message.text === text);
    await waitFor(async () => ((await ours()).length > 0 ? true : undefined), 60_000);
    await kill(first.process, "SIGKILL");
    const atKill = (await ours()).length;
    expect(atKill).toBeLessThan(MESSAGES);

    const second = sharing ?? (await startOn(environment));
    token = await signIn(second.url);
    const status = async () =>
      (await request(second.url, "GET", `/ajax/sms/campaign/${id}`, token)).data as Record<string, unknown>;
    // The rest goes out through the bind the second process takes over; what stays in doubt waits
    // for its receipt, and past the receipt timeout (the demo clock moved on) ends unknown.
    // Sent in full once everything but the batch the kill interrupted is counted and nothing more
    // moves.
    let last = -1;
    await waitFor(async () => {
      const sent = Number((await status()).campaign_stats_sent);
      const settled = sent >= MESSAGES - 100 && sent === last;
      last = sent;
      if (!settled) await new Promise((done) => setTimeout(done, 1000));
      return settled ? true : undefined;
    }, 120_000);
    await request(second.url, "POST", "/dev/clock", undefined, { advanceMinutes: 2 * 24 * 60 + 1 });
    // Two days on, the session has lapsed.
    token = await signIn(second.url);
    const done = await waitFor(async () => {
      const campaign = await status();
      return campaign.campaign_status_code === "completed" ? campaign : undefined;
    }, 90_000);
    // Everyone counted sent, the ones left in doubt by the kill too, and every count adds up.
    expect(done.campaign_stats_sent).toBe(MESSAGES);
    expect(
      Number(done.campaign_stats_delivered) +
        Number(done.campaign_stats_bounced) +
        Number(done.campaign_stats_rejected) +
        Number(done.campaign_stats_pending),
    ).toBe(MESSAGES);
    const after = await request(second.url, "GET", "/ajax/account/details", token);
    await kill(second.process, "SIGTERM");

    // Nobody twice at the carrier, whichever process sent them.
    const received = (await ours()).map((message) => message.to.slice(-7));
    expect(new Set(received).size).toBe(received.length);
    const database = await store.open();
    try {
      const { rows } = (await database.db.execute(sql`
        select right(mobile, 7) as number, status, dlr_code, cost::float8 as cost
        from campaign_recipients where campaign_id = ${id}`)) as unknown as {
        rows: { number: string; status: string; dlr_code: number | null; cost: number }[];
      };
      expect(rows).toHaveLength(MESSAGES);
      // Everyone ended; nobody the carrier never got is counted delivered.
      expect(
        rows.filter((row) => ["queued", "submitting", "unanswered", "sent"].includes(row.status)),
      ).toEqual([]);
      const got = new Set(received);
      expect(rows.filter((row) => row.status === "delivered" && !got.has(row.number))).toEqual([]);
      // What the balance lost is what the recipients were charged, and the ledger says the same.
      const charged = rows.reduce((sum, row) => sum + row.cost, 0);
      await expectChargesMatch(database, id, charged, before, after);
    } finally {
      await database.close();
    }
  }, 300_000);
});

describe("Email over SMTP under kill -9", () => {
  /** Enough for the kill to land while the relay is still taking them. */
  const READERS = 600;
  it("sends no email twice: those the kill left in doubt end unknown, and the other process sends the rest", async () => {
    const store = await dataStore();
    // A relay of its own, outside the server processes: it outlives the kill, as a relay does.
    const smtp = await startSmtpServer();
    const environment = {
      ...store.environment,
      SMTP_URL: smtp.url,
      ENGINE_INTERVAL_MS: "50",
      OUTBOX_INTERVAL_MS: "50",
      OUTBOX_BATCH: "50",
    };
    const first = await startOn(environment);
    const sharing = onPostgres ? await startOn(environment) : null;
    let token = await signIn(first.url);

    // 600 readers from an Email Contacts file, as the console uploads it.
    const rows = Array.from({ length: READERS }, (_, n) => `reader${n}@acme.example,Reader${n}`);
    const body = multipart(
      { purpose: "contacts" },
      { name: "readers.csv", content: `email,first_name\n${rows.join("\n")}\n` },
    );
    const stored = (await (
      await fetch(`${first.url}/uploader/s3upload`, {
        method: "POST",
        headers: { token, ...body.headers },
        body: body.payload,
      })
    ).json()) as { status: boolean; data: Record<string, unknown> };
    expect(stored.status).toBe(true);
    const file = await request(first.url, "POST", "/ajax/media/upload_file", token, {
      ...stored.data,
      purpose: "contacts",
      group_name: "Crash readers",
      replace_zero: true,
    });
    expect((await request(first.url, "GET", `/uploader/trigger/${file.data.id}`, token)).status).toBe(true);
    const read = await waitFor(async () => {
      const files = (await request(first.url, "GET", "/ajax/media/uploaded_files", token))
        .data as unknown as {
        id: number;
        status: string;
        valid_contacts: number;
        group_id: number | null;
      }[];
      const done = files.find((candidate) => candidate.id === file.data.id);
      return done && done.status !== "Validating" ? done : undefined;
    }, 60_000);
    expect(read).toMatchObject({ status: "Completed", valid_contacts: READERS });
    const groupId = read.group_id;

    const subject = "Crash test for {{first_name}}";
    const created = await request(first.url, "POST", "/ajax/email/campaign", token, {
      name: "Crash over SMTP",
      sender_id: "news@acme.test",
      subject,
      preheader: "",
      html: "<p>Hello {{first_name}}</p>",
      contact_group_ids: [groupId],
    });
    const id = created.data.id;
    expect((await request(first.url, "GET", `/ajax/email/go_live/${id}`, token)).status).toBe(true);

    // Killed once the relay has taken some of the emails and before it has all of them.
    const ours = async () =>
      (await smtp.messages()).filter((message) => message.subject.startsWith("Crash test for "));
    await waitFor(async () => ((await ours()).length > 0 ? true : undefined), 60_000);
    await kill(first.process, "SIGKILL");
    const atKill = (await ours()).length;
    expect(atKill).toBeLessThan(READERS);

    const second = sharing ?? (await startOn(environment));
    // The other process sends what is queued; the emails the kill left `sending` are never sent
    // again: after ten minutes a pass calls them unknown.
    const emails = async (status: string) =>
      (
        (await request(second.url, "GET", `/dev/outbox?status=${status}`)).data as unknown as {
          channel: string;
        }[]
      ).filter((row) => row.channel === "email").length;
    // First every recipient handed to the outbox (the campaign completes), then the outbox empty:
    // an outbox with nothing queued while the engine still hands recipients over is not the end.
    token = await signIn(second.url);
    await waitFor(async () => {
      const campaign = (await request(second.url, "GET", `/ajax/email/campaign/${id}`, token)).data;
      return campaign.campaign_status_code === "completed" ? true : undefined;
    }, 120_000);
    await waitFor(async () => ((await emails("queued")) === 0 ? true : undefined), 120_000);
    await request(second.url, "POST", "/dev/clock", undefined, { advanceMinutes: 11 });
    await waitFor(async () => ((await emails("sending")) === 0 ? true : undefined), 60_000);
    const done = (await request(second.url, "GET", `/ajax/email/campaign/${id}`, token)).data;
    expect(done.campaign_status_code).toBe("completed");
    await kill(second.process, "SIGTERM");

    // Nobody twice at the relay, whichever process sent them.
    const received = (await ours()).map((message) => message.envelope.to[0]!);
    expect(new Set(received).size).toBe(received.length);
    expect(done.campaign_stats_sent).toBe(READERS);
    expect(Number(done.campaign_stats_delivered) + Number(done.campaign_stats_pending)).toBe(READERS);
    // Every email the relay answered is delivered; those in doubt are pending, never delivered unseen.
    expect(Number(done.campaign_stats_delivered)).toBeLessThanOrEqual(received.length);
    const database = await store.open();
    try {
      const { rows: recipients } = (await database.db.execute(sql`
        select email, status from campaign_recipients where campaign_id = ${id}`)) as unknown as {
        rows: { email: string; status: string }[];
      };
      const got = new Set(received);
      expect(recipients.filter((row) => row.status === "delivered" && !got.has(row.email))).toEqual([]);
      const { rows: doubt } = (await database.db.execute(sql`
        select status, count(*)::int as n from outbox
        where channel = 'email' and status not in ('sent') group by status`)) as unknown as {
        rows: { status: string; n: number }[];
      };
      // Nothing is left queued or sending. What the relay has and the campaign does not count as
      // delivered is in doubt (the batch in the relay's hands at the kill): an email the outbox
      // recorded as sent is delivered for its campaign too, in the same transaction.
      expect(doubt.filter((row) => row.status !== "unknown")).toEqual([]);
      const unknown = doubt.find((row) => row.status === "unknown")?.n ?? 0;
      expect(received.length - Number(done.campaign_stats_delivered)).toBeLessThanOrEqual(unknown);
    } finally {
      await database.close();
    }
  }, 300_000);
});
