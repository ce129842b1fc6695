import { timingSafeEqual } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { successEnvelopeSchema } from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { campaignRecipients, campaigns, contacts, outbox } from "../../db/schema";
import { HttpError, ok } from "../../lib/http";
import { addStats } from "../campaigns/engine";
import { emptyTotals } from "../campaigns/delivery/types";
import { SIGNATURE_HEADER, sign } from "../credentials/receipts";

const eventsSchema = z.strictObject({
  events: z
    .array(
      z.strictObject({
        /** A bounce after the relay took the email, or a recipient's complaint (marked as spam). */
        type: z.enum(["bounce", "complaint"]),
        /** The `Message-ID` of the email reported, as sent (with its angle brackets). */
        message_id: z.string().min(3).max(998),
        /** A bounce's kind: hard (the address does not exist) unless `false`. */
        hard: z.boolean().default(true),
      }),
    )
    .min(1)
    .max(1000),
});

/**
 * `POST /public/email/events`: a relay reports late bounces and complaints, the JSON body signed
 * with `MAIL_WEBHOOK_SECRET` (hex HMAC-SHA256 of the raw body in `X-Sendline-Signature`, as the
 * receipts this server posts). A missing or bad signature is a 401, and nothing changes. Each
 * event names the email by its `Message-ID`: a bounce moves its campaign recipient from delivered
 * to hard or soft bounced (the campaign's stats follow); a hard bounce or a complaint stops the
 * address in the whole account (unsubscribed, with `suppressed` saying why), so later campaigns
 * skip it. A report is idempotent; an unknown `Message-ID` is counted as unmatched.
 */
export const emailEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  // The signature is of the body as sent: it is read as text here, in this plugin only.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  const answer = { 200: successEnvelopeSchema(z.object({ received: z.number(), matched: z.number() })) };
  app.post("/events", { schema: { response: answer } }, async (request) => {
    const secret = context.config.mail.webhookSecret;
    const raw = typeof request.body === "string" ? request.body : "";
    const given = Buffer.from(String(request.headers[SIGNATURE_HEADER] ?? ""), "utf8");
    const expected = Buffer.from(secret ? sign(raw, secret) : "", "utf8");
    if (!secret || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError(401, "The report's signature does not match.");
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new HttpError(400, "The report is not JSON.");
    }
    const result = eventsSchema.safeParse(parsed);
    if (!result.success) {
      throw new HttpError(
        422,
        "Validation Error",
        Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), [issue.message]])),
      );
    }
    const now = context.now();
    let matched = 0;
    await context.db.transaction(async (tx) => {
      for (const event of result.data.events) {
        const [found] = await tx
          .select({ recipient: campaignRecipients, campaign: campaigns })
          .from(outbox)
          .innerJoin(campaignRecipients, eq(campaignRecipients.id, outbox.recipientId))
          .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
          .where(eq(outbox.messageId, event.message_id))
          .limit(1);
        if (!found) continue;
        matched += 1;
        const { recipient, campaign } = found;
        if (event.type === "bounce" && recipient.status === "delivered") {
          const status = event.hard ? "hard_bounced" : "soft_bounced";
          await tx
            .update(campaignRecipients)
            .set({ status, dlrCode: 2 })
            .where(and(eq(campaignRecipients.id, recipient.id), eq(campaignRecipients.status, "delivered")));
          const totals = emptyTotals();
          totals.delivered = -1;
          if (event.hard) totals.hard = 1;
          else totals.soft = 1;
          await addStats(tx, campaign, totals, now);
        }
        if (event.type === "complaint" || event.hard) {
          await tx
            .update(contacts)
            .set({
              suppressed: event.type === "complaint" ? "complaint" : "hard_bounce",
              dateUnsubscribed: sql`coalesce(${contacts.dateUnsubscribed}, ${now.toISOString()}::timestamptz)`,
            })
            .where(
              and(
                eq(contacts.accountId, campaign.accountId),
                sql`lower(${contacts.email}) = lower(${recipient.email})`,
                isNull(contacts.suppressed),
              ),
            );
        }
      }
    });
    return ok({ received: result.data.events.length, matched });
  });
};
