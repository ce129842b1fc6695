import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { outbox } from "../src/db/schema";
import type { Harness } from "./harness";

/**
 * Creates an email campaign to a contact group ("Hello {{first_name}}", a body with the tag and a
 * link), takes it live and lets the engine write its emails to the outbox. Answers its id.
 */
export async function sendEmailCampaign(harness: Harness, token: string, name: string, groupId: number) {
  const created = await harness.app.inject({
    method: "POST",
    url: "/ajax/email/campaign",
    headers: { token },
    payload: {
      name,
      sender_id: "news@acme.test",
      subject: "Hello {{first_name}}",
      preheader: "News",
      html: '<p>Hi <span data-merge-tag="first_name">{{first_name}}</span>, <a href="https://acme.example/sale">our sale</a>.</p>',
      contact_group_ids: [groupId],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().data.id as number;
  const live = await harness.app.inject({
    method: "GET",
    url: `/ajax/email/go_live/${id}`,
    headers: { token },
  });
  expect(live.statusCode, live.body).toBe(200);
  await harness.app.engine.drain();
  return id;
}

/** Passes of the dispatcher, the clock moving past each retry, until the outbox has nothing queued. */
export async function dispatchAll(harness: Harness, passes = 20): Promise<void> {
  for (let pass = 0; pass < passes; pass++) {
    await harness.app.mail.dispatcher.tick();
    const [left] = await harness.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.status, "queued"));
    if (Number(left!.count) === 0) return;
    harness.clock.advanceMinutes(60);
  }
  throw new Error("the outbox never emptied");
}
