import { eq, sql } from "drizzle-orm";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, contactGroups, contacts } from "../src/db/schema";
import { dispatchAll, sendEmailCampaign } from "./email-campaign-helpers";
import { sessionFor, useServer } from "./harness";
import { dkimTestSetUp, startSmtpServer, stopSmtpServersAfterAll, type SmtpProcess } from "./smtp";

const RECIPIENTS = 5000;
const REFUSED = ["reader17@acme.example", "reader2500@acme.example", "reader4999@acme.example"];
const DEFERRED = ["reader42@acme.example", "reader3333@acme.example"];

const dkim = dkimTestSetUp();
stopSmtpServersAfterAll();
let smtp: SmtpProcess;
const environment: Record<string, string> = {
  ...dkim.environment,
  MAIL_FROM: "Sendline <news@sendline.test>",
  MAIL_RETURN_PATH: "bounces@sendline.test",
  PUBLIC_URL: "https://mail.sendline.test",
  OUTBOX_BATCH: "1000",
};
beforeAll(async () => {
  smtp = await startSmtpServer();
  environment.SMTP_URL = smtp.url;
});
const harness = useServer(environment);

/**
 * A campaign of 5,000 over real SMTP, on PostgreSQL (the volume is the point; the PGlite project
 * runs the same paths with 40 in `email-smtp.test.ts`).
 */
describe("an email campaign of 5,000 over SMTP", () => {
  it("reaches every address once with its own tags, a valid DKIM signature and one-click unsubscribe; refusals and deferrals bounce and the stats add up", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const { db } = harness.database;
    const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
    const [group] = await db
      .insert(contactGroups)
      .values({ accountId: acme!.id, name: "Every reader", contactType: "email" })
      .returning();
    await db.execute(sql`
      insert into contacts (account_id, group_id, email, first_name, fields)
      select ${acme!.id}::int, ${group!.id}::int, 'reader' || n || '@acme.example', 'Reader' || n, '{}'::jsonb
      from generate_series(0, ${RECIPIENTS - 1}::int) as n`);
    await smtp.controls({ refuse: REFUSED, defer: DEFERRED });
    await smtp.clear();

    const id = await sendEmailCampaign(harness, owner, "Five thousand", group!.id);
    await dispatchAll(harness, 40);
    const campaign = (
      await harness.app.inject({
        method: "GET",
        url: `/ajax/email/campaign/${id}`,
        headers: { token: await sessionFor(harness, "owner@acme.test") },
      })
    ).json().data;
    expect(campaign).toMatchObject({
      campaign_status_code: "completed",
      campaign_stats_sent: RECIPIENTS,
      campaign_stats_delivered: RECIPIENTS - REFUSED.length - DEFERRED.length,
      campaign_stats_hard_bounced: REFUSED.length,
      campaign_stats_soft_bounced: DEFERRED.length,
      campaign_stats_pending: 0,
    });

    // The server's own record: what it accepted, once each.
    const received = (await smtp.messages()).filter((message) => message.subject.startsWith("Hello "));
    expect(received).toHaveLength(RECIPIENTS - REFUSED.length - DEFERRED.length);
    const addresses = received.map((message) => message.envelope.to[0]!);
    expect(new Set(addresses).size).toBe(received.length);
    expect(addresses.some((address) => [...REFUSED, ...DEFERRED].includes(address))).toBe(false);
    expect(new Set(received.map((message) => message.messageId)).size).toBe(received.length);
    for (const message of received) {
      const n = /reader(\d+)@/.exec(message.envelope.to[0]!)![1];
      expect(message.subject).toBe(`Hello Reader${n}`);
      expect(message.text).toContain(`Hi Reader${n}`);
      expect(message.headers["list-unsubscribe"]).toMatch(
        /^<https:\/\/mail\.sendline\.test\/public\/email\/unsubscribe\/[\w-]+>$/,
      );
      expect(message.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    }
    // A DKIM verifier checks every signature on the raw message as received.
    const results = await Promise.all(
      received.map(
        async (message) =>
          (await dkimVerify(Buffer.from(message.raw), { resolver: dkim.resolver })).results[0],
      ),
    );
    expect(results.filter((result) => result?.status.result !== "pass")).toEqual([]);

    // One-click unsubscribe (RFC 8058) from a received message's header.
    const target = received.find((message) => message.envelope.to[0] === "reader1234@acme.example")!;
    const unsubscribeUrl = new URL(/^<([^>]+)>/.exec(target.headers["list-unsubscribe"]!)![1]!);
    const clicked = await harness.app.inject({
      method: "POST",
      url: unsubscribeUrl.pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(clicked.statusCode).toBeLessThan(300);
    const [gone] = await db.select().from(contacts).where(eq(contacts.email, "reader1234@acme.example"));
    expect(gone!.dateUnsubscribed).not.toBeNull();
  }, 600_000);
});
