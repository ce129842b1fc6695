import { eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "../src/db/schema";
import { OUTBOX_MAX_ATTEMPTS, OutboxDispatcher, SENDING_STALE_MINUTES } from "../src/modules/system/outbox";
import { send } from "../src/plugins/services/mail";
import { smtpTransport } from "../src/transports/email/smtp";
import { lastOutboxMessage, useServer } from "./harness";
import { startSmtpServer, stopSmtpServersAfterAll, type SmtpProcess } from "./smtp";

stopSmtpServersAfterAll();
let smtp: SmtpProcess;
const environment: Record<string, string> = { SEND_RATE_LIMIT_PER_MINUTE: "1000" };
beforeAll(async () => {
  smtp = await startSmtpServer();
  environment.SMTP_URL = smtp.url;
});
const harness = useServer(environment);

beforeEach(async () => {
  await smtp.controls({ refuse: [], defer: [], refuseData: [] });
  await smtp.back();
  // The seed's top-up email leaves first.
  expect(await harness.app.mail.dispatcher.tick()).toMatchObject({ sent: 1 });
  await smtp.clear();
});

const tick = () => harness.app.mail.dispatcher.tick();
const rowsTo = (to: string) => harness.database.db.select().from(outbox).where(eq(outbox.to, to));
const queue = (to: string, subject = "Hello") =>
  send(harness.app.context, { channel: "email", to, subject, body: `Hi ${to}`, html: `<p>Hi ${to}</p>` });

describe("the outbox dispatcher over SMTP", () => {
  it("sends a reset email over SMTP: the relay receives the link, the row is sent with its Message-ID", async () => {
    const reset = await harness.app.inject({
      method: "POST",
      url: "/ajax/login/forgot_password",
      payload: { email: "agent@acme.test" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await rowsTo("agent@acme.test"))[0]!.status).toBe("queued");
    expect(await smtp.messages({ to: "agent@acme.test" })).toEqual([]);

    expect(await tick()).toMatchObject({ sent: 1 });
    const [row] = await rowsTo("agent@acme.test");
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
    expect(row!.answer).toMatch(/^250 /);
    const [received] = await smtp.messages({ messageId: row!.messageId! });
    expect(received!.envelope.to).toEqual(["agent@acme.test"]);
    expect(received!.envelope.from).toBe("no-reply@sendline.test");
    expect(received!.text).toMatch(/\/reset-password\/\S+\/\S+/);
    expect(received!.subject).toBe(row!.subject);

    // The demo outbox shows the email with its answer.
    const shown = await lastOutboxMessage(harness, { channel: "email", to: "agent@acme.test" });
    expect(shown).toMatchObject({ status: "sent", message_id: row!.messageId });
  });

  it("sends nothing for a change rolled back", async () => {
    await expect(
      harness.database.db.transaction(async (tx) => {
        await send(harness.app.context, { channel: "email", to: "ghost@acme.test", body: "never" }, tx);
        throw new Error("the change fails");
      }),
    ).rejects.toThrow("the change fails");
    expect(await tick()).toMatchObject({ sent: 0, deferred: 0, failed: 0 });
    expect(await rowsTo("ghost@acme.test")).toEqual([]);
    expect(await smtp.messages()).toEqual([]);
  });

  it("keeps emails while the relay is away and sends each once when it is back", async () => {
    await smtp.away();
    for (let n = 0; n < 5; n++) await queue(`down${n}@acme.test`);
    expect(await tick()).toMatchObject({ sent: 0, deferred: 5 });
    const waiting = await harness.database.db.select().from(outbox).where(eq(outbox.status, "queued"));
    expect(waiting.filter((row) => row.channel === "email")).toHaveLength(5);
    // Not due yet: the next pass leaves them.
    expect(await tick()).toMatchObject({ sent: 0, deferred: 0 });

    await smtp.back();
    harness.clock.advanceMinutes(1);
    expect(await tick()).toMatchObject({ sent: 5 });
    expect(await tick()).toMatchObject({ sent: 0, deferred: 0 });
    for (let n = 0; n < 5; n++) {
      const [row] = await rowsTo(`down${n}@acme.test`);
      expect(row).toMatchObject({ status: "sent", attempts: 2 });
      expect(await smtp.messages({ to: `down${n}@acme.test` })).toHaveLength(1);
    }
  });

  it("tries a deferred (4xx) recipient again later and sends it once accepted", async () => {
    await smtp.controls({ defer: ["busy@acme.test"] });
    await queue("busy@acme.test");
    expect(await tick()).toMatchObject({ deferred: 1 });
    let [row] = await rowsTo("busy@acme.test");
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row!.answer).toMatch(/^451 /);

    await smtp.controls({ defer: [] });
    harness.clock.advanceMinutes(1);
    expect(await tick()).toMatchObject({ sent: 1 });
    [row] = await rowsTo("busy@acme.test");
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    expect(await smtp.messages({ to: "busy@acme.test" })).toHaveLength(1);
  });

  it("fails a deferred recipient after its last try", async () => {
    await smtp.controls({ defer: ["full@acme.test"] });
    await queue("full@acme.test");
    for (let n = 0; n < OUTBOX_MAX_ATTEMPTS; n++) {
      await tick();
      harness.clock.advanceMinutes(60);
    }
    const [row] = await rowsTo("full@acme.test");
    expect(row).toMatchObject({ status: "failed", attempts: OUTBOX_MAX_ATTEMPTS });
    expect(row!.answer).toMatch(/^451 /);
    expect(await tick()).toMatchObject({ sent: 0, deferred: 0, failed: 0 });
  });

  it("fails a refused (5xx) recipient at once with the relay's answer, and a refused message too", async () => {
    await smtp.controls({ refuse: ["nobody@acme.test"], refuseData: ["spam@acme.test"] });
    await queue("nobody@acme.test");
    await queue("spam@acme.test");
    await queue("fine@acme.test");
    expect(await tick()).toMatchObject({ sent: 1, failed: 2 });
    const [nobody] = await rowsTo("nobody@acme.test");
    expect(nobody).toMatchObject({ status: "failed", attempts: 1 });
    expect(nobody!.answer).toMatch(/^550 /);
    const [spam] = await rowsTo("spam@acme.test");
    expect(spam!.answer).toMatch(/^554 /);
    harness.clock.advanceMinutes(60);
    expect(await tick()).toMatchObject({ sent: 0, failed: 0 });
    expect(await smtp.messages({ to: "nobody@acme.test" })).toEqual([]);
  });

  it("never sends one email twice when two dispatchers share the outbox", async () => {
    const emails = Array.from({ length: 30 }, (_, n) => `many${n}@acme.test`);
    for (const to of emails) await queue(to);
    const second = smtpTransport({
      url: smtp.url,
      pool: 2,
      rate: 0,
      from: harness.config.mail.from,
      returnPath: harness.config.mail.returnPath,
      dkim: null,
    });
    const other = new OutboxDispatcher(harness.app.context, second, { intervalMs: 0, batch: 7 });
    try {
      await Promise.all([tick(), other.tick(), other.tick().then(() => other.tick())]);
      while ((await tick()).sent > 0);
    } finally {
      await second.close();
    }
    const rows = await harness.database.db.select().from(outbox).where(inArray(outbox.to, emails));
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    const received = (await smtp.messages()).filter((message) => emails.includes(message.envelope.to[0]!));
    expect(received).toHaveLength(30);
    expect(new Set(received.map((message) => message.messageId)).size).toBe(30);
  });

  it("never sends again an email a stopped process left sending, and in time calls it unknown", async () => {
    await queue("halfway@acme.test");
    // A process claimed it, then died before the relay answered.
    await harness.database.db
      .update(outbox)
      .set({ status: "sending", attempts: 1, nextAttemptAt: harness.clock.now() })
      .where(eq(outbox.to, "halfway@acme.test"));
    expect(await tick()).toMatchObject({ sent: 0 });
    harness.clock.advanceMinutes(SENDING_STALE_MINUTES + 1);
    expect(await tick()).toMatchObject({ sent: 0 });
    const [row] = await rowsTo("halfway@acme.test");
    expect(row!.status).toBe("unknown");
    expect(await smtp.messages({ to: "halfway@acme.test" })).toEqual([]);
  });
});
