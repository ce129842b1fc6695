import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accounts, contactGroups, contacts, outbox } from "../src/db/schema";
import { dispatchAll, sendEmailCampaign } from "./email-campaign-helpers";
import { sessionFor, useServer } from "./harness";
import { dkimTestSetUp, startSmtpServer, stopSmtpServersAfterAll, type SmtpProcess } from "./smtp";

const dkim = dkimTestSetUp();
const resolver = dkim.resolver;

stopSmtpServersAfterAll();
let smtp: SmtpProcess;
const environment: Record<string, string> = {
  ...dkim.environment,
  MAIL_FROM: "Sendline <news@sendline.test>",
  MAIL_RETURN_PATH: "bounces@sendline.test",
  MAIL_UNSUBSCRIBE_MAILTO: "unsubscribe@sendline.test",
  PUBLIC_URL: "https://mail.sendline.test",
  MAIL_WEBHOOK_SECRET: "relay-webhook-secret-2026",
};
beforeAll(async () => {
  smtp = await startSmtpServer();
  environment.SMTP_URL = smtp.url;
});
const harness = useServer(environment);

beforeEach(async () => {
  await smtp.controls({ refuse: [], defer: [], refuseData: [] });
  await harness.app.mail.dispatcher.tick();
  await smtp.clear();
});

describe("email campaigns over SMTP", () => {
  it("sends every email through the relay with its tags, DKIM and one-click unsubscribe; refusals bounce and the stats add up", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const { db } = harness.database;
    const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
    const [group] = await db
      .insert(contactGroups)
      .values({ accountId: acme!.id, name: "SMTP readers", contactType: "email" })
      .returning();
    const people = Array.from({ length: 40 }, (_, n) => ({
      email: `reader${n}@acme.example`,
      firstName: `Reader${n}`,
    }));
    await db
      .insert(contacts)
      .values(people.map((person) => ({ ...person, accountId: acme!.id, groupId: group!.id })));
    await smtp.controls({ refuse: ["reader3@acme.example"], defer: ["reader7@acme.example"] });

    const id = await sendEmailCampaign(harness, owner, "SMTP news", group!.id);
    // A fresh session each time: the clock moves past retries.
    const campaign = async () =>
      (
        await harness.app.inject({
          method: "GET",
          url: `/ajax/email/campaign/${id}`,
          headers: { token: await sessionFor(harness, "owner@acme.test") },
        })
      ).json().data;
    // Sent, not yet answered: pending.
    expect(await campaign()).toMatchObject({ campaign_stats_sent: 40, campaign_stats_pending: 40 });

    await dispatchAll(harness);
    const done = await campaign();
    expect(done).toMatchObject({
      campaign_status_code: "completed",
      campaign_stats_sent: 40,
      campaign_stats_delivered: 38,
      campaign_stats_hard_bounced: 1,
      campaign_stats_soft_bounced: 1,
      campaign_stats_pending: 0,
    });

    const received = (await smtp.messages()).filter((message) => message.subject.startsWith("Hello "));
    expect(received).toHaveLength(38);
    expect(new Set(received.map((message) => message.messageId)).size).toBe(38);
    for (const message of received) {
      const n = /reader(\d+)@/.exec(message.envelope.to[0]!)![1];
      expect(message.subject).toBe(`Hello Reader${n}`);
      expect(message.text).toContain(`Hi Reader${n}`);
      expect(message.envelope.from).toBe("bounces@sendline.test");
      expect(message.headers["list-unsubscribe"]).toMatch(
        /^<https:\/\/mail\.sendline\.test\/public\/email\/unsubscribe\/[\w-]+>, <mailto:unsubscribe@sendline\.test\?subject=unsubscribe>$/,
      );
      expect(message.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    }
    // A DKIM verifier checks the signature on the raw message as received.
    const verified = await dkimVerify(Buffer.from(received[0]!.raw), { resolver });
    expect(verified.results[0]).toMatchObject({
      signingDomain: "sendline.test",
      selector: "s2026",
      status: { result: "pass" },
    });
    const tampered = await dkimVerify(Buffer.from(received[0]!.raw.replace("Hi Reader", "Hi Mallory")), {
      resolver,
    });
    expect(tampered.results[0]!.status).toMatchObject({
      result: "neutral",
      comment: "body hash did not verify",
    });

    // A one-click POST on the List-Unsubscribe URL unsubscribes as the page does.
    const target = received.find((message) => message.envelope.to[0] === "reader5@acme.example")!;
    const url = new URL(/<(https:[^>]+)>/.exec(target.headers["list-unsubscribe"]!)![1]!);
    const click = await harness.app.inject({
      method: "POST",
      url: url.pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(click.statusCode).toBe(200);
    const [left] = await db.select().from(contacts).where(eq(contacts.email, "reader5@acme.example"));
    expect(left!.dateUnsubscribed).not.toBeNull();
    expect(await campaign()).toMatchObject({ campaign_stats_unsubscribed: 1 });
  });

  it("takes signed bounce and complaint reports: the address stops account-wide, a bad signature changes nothing", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const { db } = harness.database;
    const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
    const [group] = await db
      .insert(contactGroups)
      .values({ accountId: acme!.id, name: "Reported readers", contactType: "email" })
      .returning();
    await db.insert(contacts).values(
      Array.from({ length: 5 }, (_, n) => ({
        email: `late${n}@acme.example`,
        firstName: `Late${n}`,
        accountId: acme!.id,
        groupId: group!.id,
      })),
    );
    const draft = async (name: string) => {
      const created = await harness.app.inject({
        method: "POST",
        url: "/ajax/email/campaign",
        headers: { token: owner },
        payload: {
          name,
          sender_id: "news@acme.test",
          subject: "Hello {{first_name}}",
          preheader: "News",
          html: "<p>News.</p>",
          contact_group_ids: [group!.id],
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      return created.json().data as { id: number; total_recipients: number };
    };
    const first = await draft("Reported news");
    await harness.app.inject({
      method: "GET",
      url: `/ajax/email/go_live/${first.id}`,
      headers: { token: owner },
    });
    await harness.app.engine.drain();
    await dispatchAll(harness);
    const sent = await db.select().from(outbox).where(eq(outbox.to, "late1@acme.example"));
    const complained = await db.select().from(outbox).where(eq(outbox.to, "late2@acme.example"));

    const report = (body: string, signature: string) =>
      harness.app.inject({
        method: "POST",
        url: "/public/email/events",
        headers: { "content-type": "application/json", "x-sendline-signature": signature },
        payload: body,
      });
    const body = JSON.stringify({
      events: [
        { type: "bounce", message_id: sent[0]!.messageId },
        { type: "complaint", message_id: complained[0]!.messageId },
        { type: "bounce", message_id: "<unknown@sendline.test>" },
      ],
    });
    const signature = createHmac("sha256", environment.MAIL_WEBHOOK_SECRET!).update(body).digest("hex");
    const forged = await report(body, createHmac("sha256", "not-the-secret").update(body).digest("hex"));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ status: false });
    expect((await report(body, "")).statusCode).toBe(401);
    expect(
      (await db.select().from(contacts).where(eq(contacts.email, "late1@acme.example")))[0]!.suppressed,
    ).toBeNull();

    const accepted = await report(body, signature);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toEqual({ received: 3, matched: 2 });
    // Told twice, it changes nothing more.
    expect((await report(body, signature)).statusCode).toBe(200);

    const [bounced] = await db.select().from(contacts).where(eq(contacts.email, "late1@acme.example"));
    expect(bounced).toMatchObject({ suppressed: "hard_bounce" });
    expect(bounced!.dateUnsubscribed).not.toBeNull();
    const [complaint] = await db.select().from(contacts).where(eq(contacts.email, "late2@acme.example"));
    expect(complaint).toMatchObject({ suppressed: "complaint" });
    const stats = (
      await harness.app.inject({
        method: "GET",
        url: `/ajax/email/campaign/${first.id}`,
        headers: { token: owner },
      })
    ).json().data;
    expect(stats).toMatchObject({
      campaign_stats_delivered: 4,
      campaign_stats_hard_bounced: 1,
      campaign_stats_pending: 0,
    });

    // Later campaigns skip both addresses.
    expect((await draft("Next news")).total_recipients).toBe(3);
  });
});
