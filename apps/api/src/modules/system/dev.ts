import { existsSync } from "node:fs";
import { join } from "node:path";
import { desc, eq } from "drizzle-orm";
import { successEnvelopeSchema } from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OUTBOX_STATUSES, outbox } from "../../db/schema";
import { previewWithoutTracking } from "../email/compose";
import { ok } from "../../lib/http";
import { wantsPage } from "../../plugins/static";

const TEN_YEARS_IN_MINUTES = 10 * 366 * 24 * 60;

const advanceSchema = z.object({
  advanceMinutes: z.coerce
    .number()
    .positive("Enter a number of minutes above 0.")
    .max(TEN_YEARS_IN_MINUTES, "Enter at most ten years of minutes."),
});

const clockAnswerSchema = {
  200: successEnvelopeSchema(z.object({ offset_minutes: z.number(), now: z.string() })),
};

/** The outbox answers its newest messages only (`?status=` narrows them): a demo campaign writes one per recipient. */
export const DEV_OUTBOX_SHOWN = 500;

const outboxQuerySchema = z.object({ status: z.enum(OUTBOX_STATUSES).optional() });

/**
 * Demo-mode helpers, `/dev`: the outbox of messages the server would have sent, and a clock
 * end-to-end tests can move to pass expiry windows.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  const clock = app.clock;

  app.get("/outbox", { schema: { querystring: outboxQuerySchema } }, async (request, reply) => {
    // A browser opening the address gets the console's outbox screen, which reads this list.
    if (wantsPage(request.headers.accept) && existsSync(join(context.config.consoleDist, "index.html"))) {
      return reply
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .sendFile("index.html");
    }
    const rows = await context.db
      .select()
      .from(outbox)
      .where(request.query.status ? eq(outbox.status, request.query.status) : undefined)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(DEV_OUTBOX_SHOWN);
    const received = new Map(
      (
        await app.mail.relay.received(
          rows.flatMap((row) => (row.status === "sent" && row.messageId ? [row.messageId] : [])),
        )
      ).map((message) => [message.messageId, message]),
    );
    return ok(
      rows.map(
        ({
          createdAt,
          messageId,
          headers: _headers,
          nextAttemptAt: _next,
          sentAt,
          recipientId: _recipient,
          ...row
        }) => {
          // An email the local SMTP server received is shown as it arrived there, parsed.
          const got = messageId ? received.get(messageId) : undefined;
          const shown = got ? { ...row, subject: got.subject, body: got.text, html: got.html } : row;
          return {
            ...shown,
            // What the outbox screen shows: a preview must not count an open or a click.
            preview_html: shown.html === null ? null : previewWithoutTracking(shown.html),
            created_at: createdAt.toISOString(),
            ...(row.channel === "email" && {
              message_id: messageId,
              sent_at: sentAt?.toISOString() ?? null,
              received: got
                ? { envelope: got.envelope, headers: got.headers, received_at: got.receivedAt }
                : null,
            }),
          };
        },
      ),
    );
  });

  const clockAnswer = () => ok({ offset_minutes: clock.offsetMinutes, now: clock.now().toISOString() });

  app.get("/clock", { schema: { response: clockAnswerSchema } }, async () => clockAnswer());

  app.post("/clock", { schema: { body: advanceSchema, response: clockAnswerSchema } }, async (request) => {
    clock.advanceMinutes(request.body.advanceMinutes);
    return clockAnswer();
  });

  app.delete("/clock", { schema: { response: clockAnswerSchema } }, async () => {
    clock.reset();
    return clockAnswer();
  });
};
