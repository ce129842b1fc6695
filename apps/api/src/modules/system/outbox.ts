import type { Server } from "node:http";
import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import fp from "fastify-plugin";
import type { MailConfig } from "../../config";
import type { Db } from "../../db/database";
import { campaigns, outbox } from "../../db/schema";
import { recordTraffic } from "../campaigns/aggregates";
import { settleEmails } from "../campaigns/delivery/email";
import { addStats } from "../campaigns/engine";
import { campaignEventType, campaignState } from "../campaigns/index";
import { queueReceipts } from "../credentials/receipts";
import { Periodic } from "../../lib/periodic";
import type { AppContext } from "../../plugins/context";
import { newMessageId } from "../../plugins/services/mail";
import { listenControl } from "../../lib/control-server";
import { smtpControlServer } from "../../smtp/control";
import { DEMO_READERS, LocalSmtp, type ReceivedEmail } from "../../smtp/local-smtp";
import { smtpTransport } from "../../transports/email/smtp";
import type { EmailTransport, SendOutcome } from "../../transports/email/transport";

/** Tries of an email the relay keeps deferring before it fails (a soft bounce for a campaign's). */
export const OUTBOX_MAX_ATTEMPTS = 6;
/** Minutes a row may stay `sending` before a pass calls its end unknown (its process died). */
export const SENDING_STALE_MINUTES = 10;

/** Seconds before the next try after `attempts` tries: 30 s, doubling, at most 30 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** (attempts - 1), 30 * 60);
}

type Row = typeof outbox.$inferSelect;
type Campaign = typeof campaigns.$inferSelect;

/** What a pass did. */
export interface DispatchResult {
  sent: number;
  deferred: number;
  failed: number;
  unknown: number;
}

/**
 * Hooks for what an email's final answer means beyond the outbox (a campaign recipient's outcome).
 * A hook writes in the transaction that records the answers, so a process killed after it cannot
 * leave an email sent in the outbox and still pending for its campaign; what it answers runs once
 * that transaction has committed (pushes to sockets).
 */
export type OutcomeHook = (
  tx: Db,
  rows: { row: Row; outcome: SendOutcome; final: boolean }[],
  now: Date,
) => Promise<(() => void) | void>;

/**
 * The outbox dispatcher: sends the emails the outbox holds through the mail transport.
 *
 * Each pass claims due queued emails with `FOR UPDATE SKIP LOCKED` and marks them `sending` in a
 * transaction of its own that commits before anything is sent, so processes sharing the database
 * never send one email twice, and a process killed mid-send leaves its claimed rows `sending`: they
 * are never sent again (at most once; after `SENDING_STALE_MINUTES` a pass calls their end
 * `unknown`). Then every claimed email goes to the transport at once (the pool and its rate cap
 * pace them), and each answer is stored: `sent` with the relay's answer, a temporary failure (4xx,
 * no connection) queued again after `retryDelaySeconds` until `OUTBOX_MAX_ATTEMPTS`, a 5xx
 * `failed` with the relay's answer, a connection lost after DATA `unknown` (not sent again).
 */
export class OutboxDispatcher {
  private readonly loop: Periodic<DispatchResult>;
  private readonly hooks: OutcomeHook[] = [];

  constructor(
    private readonly context: AppContext,
    private readonly transport: EmailTransport,
    private readonly options: { intervalMs: number; batch: number },
  ) {
    this.loop = new Periodic("outbox dispatch", options.intervalMs, () => this.pass());
  }

  /** Calls `hook` with every batch of answers, before the pass ends. */
  onOutcome(hook: OutcomeHook): void {
    this.hooks.push(hook);
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One pass now (or the one under way). */
  tick(): Promise<DispatchResult> {
    return this.loop.run();
  }

  private async claim(now: Date): Promise<Row[]> {
    return this.context.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.channel, "email"),
            eq(outbox.status, "queued"),
            or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
          ),
        )
        .orderBy(outbox.id)
        .limit(this.options.batch)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      const rows = await tx
        .update(outbox)
        .set({ status: "sending", attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: now })
        .where(
          inArray(
            outbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
      // Rows written without one (seeded, or by an older server) get their Message-ID now, once.
      for (const row of rows.filter((candidate) => candidate.messageId === null)) {
        row.messageId = newMessageId(this.context.config);
        await tx.update(outbox).set({ messageId: row.messageId }).where(eq(outbox.id, row.id));
      }
      return rows.sort((a, b) => a.id - b.id);
    });
  }

  private async pass(): Promise<DispatchResult> {
    const now = this.context.now();
    await this.context.db
      .update(outbox)
      .set({ status: "unknown", answer: "The server stopped while sending it; it is not sent again." })
      .where(
        and(
          eq(outbox.status, "sending"),
          lte(outbox.nextAttemptAt, new Date(now.getTime() - SENDING_STALE_MINUTES * 60_000)),
        ),
      );
    const result: DispatchResult = { sent: 0, deferred: 0, failed: 0, unknown: 0 };
    const claimed = await this.claim(now);
    if (claimed.length === 0) return result;
    const answers = await Promise.all(
      claimed.map(async (row) => ({
        row,
        outcome: await this.transport.send({
          to: row.to,
          subject: row.subject,
          text: row.body,
          html: row.html,
          messageId: row.messageId!,
          ...(row.headers && { headers: row.headers }),
        }),
      })),
    );
    const done = this.context.now();
    const recorded = answers.map(({ row, outcome }) => {
      const retry = outcome.status === "deferred" && row.attempts < OUTBOX_MAX_ATTEMPTS;
      const status =
        outcome.status === "sent"
          ? "sent"
          : outcome.status === "unknown"
            ? "unknown"
            : retry
              ? "queued"
              : "failed";
      if (status === "queued") result.deferred += 1;
      else result[status === "sent" ? "sent" : status === "unknown" ? "unknown" : "failed"] += 1;
      return { row, outcome, status, final: status !== "queued" } as const;
    });
    const committed = await this.context.db.transaction(async (tx) => {
      for (const { row, outcome, status } of recorded) {
        await tx
          .update(outbox)
          .set({
            status,
            answer: outcome.answer,
            ...(status === "sent" && { sentAt: done }),
            nextAttemptAt:
              status === "queued" ? new Date(done.getTime() + retryDelaySeconds(row.attempts) * 1000) : null,
          })
          .where(eq(outbox.id, row.id));
      }
      const after: (() => void)[] = [];
      for (const hook of this.hooks) {
        const then = await hook(tx, recorded, done);
        if (then) after.push(then);
      }
      return after;
    });
    for (const then of committed) then();
    return result;
  }
}

/** The mail relay of a configuration, or the local SMTP server demo mode starts without one. */
export interface MailRelay {
  transport: EmailTransport;
  /** The local SMTP server's control URL, when this process started it. */
  localControlUrl: string | null;
  /** What the local SMTP server this process started received, by `Message-ID`; empty otherwise. */
  received(messageIds: string[]): Promise<ReceivedEmail[]>;
  close(): Promise<void>;
}

/**
 * Opens the configured relay; without one (demo mode) starts the local SMTP server on loopback, with
 * its readers unless `SMTP_LOCAL_READERS` turns them off.
 */
export async function openMailRelay(mail: MailConfig): Promise<MailRelay> {
  const settings = {
    pool: mail.pool,
    rate: mail.rate,
    from: mail.from,
    returnPath: mail.returnPath,
    dkim: mail.dkim,
  };
  if (mail.relay) {
    const transport = smtpTransport({ ...settings, ...mail.relay });
    return { transport, localControlUrl: null, received: async () => [], close: () => transport.close() };
  }
  const local = new LocalSmtp({ keep: 10_000, readers: mail.localReaders ? DEMO_READERS : null });
  const port = await local.listen(0, "127.0.0.1");
  const control: Server = smtpControlServer(local);
  const localControlUrl = await listenControl(control, 0, "127.0.0.1");
  const transport = smtpTransport({ ...settings, host: "127.0.0.1", port, secure: false });
  return {
    transport,
    localControlUrl,
    received: (messageIds) =>
      messageIds.length === 0 ? Promise.resolve([]) : local.received({ messageIds }),
    close: async () => {
      await transport.close();
      control.close();
      await local.close();
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    mail: { relay: MailRelay; dispatcher: OutboxDispatcher };
  }
}

/**
 * Opens the mail relay (the local SMTP server in demo mode without `SMTP_URL`) and runs the outbox
 * dispatcher in this process once the server is ready; stops it before the database closes.
 */
export const outboxPlugin = fp(
  async (app) => {
    const config = app.context.config.mail;
    const relay = await openMailRelay(config);
    const dispatcher = new OutboxDispatcher(app.context, relay.transport, {
      intervalMs: config.outboxIntervalMs,
      batch: config.outboxBatch,
    });
    app.decorate("mail", { relay, dispatcher });
    // A campaign email's final answer is its recipient's outcome.
    dispatcher.onOutcome(async (tx, answers, now) => {
      const final = answers.flatMap(({ row, outcome, final: ended }) =>
        ended && row.recipientId !== null ? [{ recipientId: row.recipientId, outcome }] : [],
      );
      if (final.length === 0) return;
      const changed: Campaign[] = [];
      for (const move of await settleEmails(tx, final, now)) {
        const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, move.campaignId));
        if (!campaign) continue;
        await queueReceipts(tx, campaign, now);
        await recordTraffic(tx, campaign, now);
        changed.push(...(await addStats(tx, campaign, move.totals, now)));
      }
      return () => {
        for (const campaign of changed) {
          app.realtime.emit(
            campaign.accountId,
            "update",
            campaignEventType(campaign.channel),
            campaignState(campaign),
          );
        }
      };
    });
    app.addHook("onReady", async () => dispatcher.start());
    app.addHook("preClose", async () => dispatcher.stop());
    app.addHook("onClose", async () => relay.close());
  },
  { name: "outbox", dependencies: ["context", "socket"] },
);
