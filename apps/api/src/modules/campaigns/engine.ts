import { and, eq, lte, sql, TransactionRollbackError } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import { isWithinBusinessHours, parseComposeNumbers } from "@sendline/core";
import type { Db } from "../../db/database";
import { accounts, campaignLogs, campaignRecipients, campaigns } from "../../db/schema";
import type { AppContext } from "../../plugins/context";
import { blastChildren, isBlastParent, startBlastChildren } from "./blast";
import { pgArray } from "../../lib/pg-array";
import { DELIVERERS } from "./delivery";
import { freeMessages } from "./free-messages";
import { recordLedger } from "../billing/ledger";
import type { BatchTotals } from "./delivery/types";
import { numberingPlan, recipientMobiles } from "./recipients";
import { writeRecipientSegments } from "./personalised";
import { costPerSegment } from "./routes";
import { queueReceipts } from "../credentials/receipts";
import { recordTraffic } from "./aggregates";
import { Periodic } from "../../lib/periodic";
import type { SmsReceipt, SmsTransport } from "../../transports/sms/transport";
import {
  claimForSubmit,
  expireUnanswered,
  hasOpenRecipients,
  matchReceipts,
  recordSubmits,
  storeReceipts,
} from "./delivery/sms-carrier";
import { addTotals, emptyTotals } from "./delivery/types";
import type { ViberTransport } from "../../transports/viber/transport";
import {
  claimFallbackSms,
  claimViber,
  drawFallbackSms,
  expireViber,
  fallbackSubmitted,
  matchViberCallbacks,
  recordViberSubmits,
  viberContent,
} from "./delivery/viber-http";

type Campaign = typeof campaigns.$inferSelect;

/**
 * Writes a campaign's recipients, one row each, when it starts sending: the typed numbers and the
 * mobiles of its contact groups, once each, with the operator their prefix names; one
 * `INSERT … SELECT`, so the numbers never pass through Node. The campaign has none yet (this runs
 * once, in the transaction that first sets it live) and the query gives each number once, so the
 * insert needs no conflict handling, which would cost a speculative insertion a row. Answers how
 * many were written.
 */
export async function enqueueRecipients(tx: Db, campaign: Campaign): Promise<number> {
  if (campaign.channel === "email") return enqueueEmailRecipients(tx, campaign);
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, campaign.accountId));
  if (!account) return 0;
  const typed = parseComposeNumbers(campaign.composeNumbers, numberingPlan(account)).numbers;
  // An operator is named by the country code and the three digits after it.
  const { rows } = (await tx.execute(sql`
    with prefix as (
      select distinct on (o.country_code || p) o.country_code || p as prefix, o.id
      from operators o cross join unnest(o.prefixes) as p
      order by o.country_code || p, o.id desc
    ), written as (
      insert into campaign_recipients (campaign_id, mobile, operator_id)
      select ${campaign.id}, n.mobile, prefix.id
      from (${recipientMobiles(campaign.accountId, typed, campaign.contactGroupIds)}) as n
      left join prefix on prefix.prefix = left(n.mobile, ${account.countryCode.length + 3})
      returning 1
    )
    select count(*)::int as written from written`)) as unknown as { rows: { written: number }[] };
  if (campaign.channel === "sms") {
    // A personalised message takes each recipient's own segments: charged as the estimate counted.
    await writeRecipientSegments(
      tx,
      campaign.id,
      { accountId: campaign.accountId, typed, groupIds: campaign.contactGroupIds },
      campaign.message,
    );
  }
  return Number(rows[0]?.written ?? 0);
}

/**
 * An email campaign's recipients: the subscribed contacts with an email address in its groups,
 * once an address, each with the contact it came from (merge tags and unsubscribe need it).
 */
async function enqueueEmailRecipients(tx: Db, campaign: Campaign): Promise<number> {
  // A test's own addresses, typed by the user, one a line; they belong to no contact.
  const typed = campaign.composeNumbers.split("\n").filter(Boolean);
  if (campaign.contactGroupIds.length === 0 && typed.length === 0) return 0;
  const { rows } = (await tx.execute(sql`
    insert into campaign_recipients (campaign_id, email, contact_id)
    select distinct on (lower(e.email)) ${campaign.id}, e.email, e.contact_id
    from (
      select c.email, c.id as contact_id from contacts c
      where c.group_id in (select unnest(${pgArray(campaign.contactGroupIds)}::int[]))
        and c.account_id = ${campaign.accountId}
        and c.email is not null
        and c.date_unsubscribed is null
      union all
      select unnest(${pgArray(typed)}::text[]), null::int
    ) as e
    order by lower(e.email), e.contact_id nulls last
    on conflict do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return rows.length;
}

/**
 * A campaign's first start (going live, or its schedule coming due): its recipients are written
 * for the engine to claim, or a File Blast campaign's child campaigns are made, one a file.
 * A campaign that went live with `recipientsWritten` false leaves them to the engine's next pass
 * (`writesRecipientsLater`). Answers the children made.
 */
export async function startSending(tx: Db, campaign: Campaign, now: Date): Promise<Campaign[]> {
  if (!isBlastParent(campaign)) {
    if (campaign.recipientsWritten) await enqueueRecipients(tx, campaign);
    return [];
  }
  return startBlastChildren(tx, campaign, now, await costPerSegment(tx, campaign.accountRouteId));
}

/**
 * Whether going live leaves a campaign's recipients to the engine: more of them than the request
 * writes (`GO_LIVE_WRITE_LIMIT`), and not a File Blast parent (its children are made at once).
 */
export function writesRecipientsLater(campaign: Campaign, writeLimit: number): boolean {
  return !isBlastParent(campaign) && campaign.totalRecipients > writeLimit;
}

/** The most receipts one statement files (a burst beyond it takes several). */
const RECEIPTS_PER_STATEMENT = 5000;

/**
 * The live campaigns the engine sends: their recipients written, not a File Blast parent (its
 * children send), and not a child whose parent is paused or stopped.
 */
const sendable = sql`
  select c.id from campaigns c
  left join campaigns p on p.id = c.parent_id and c.is_file_blast_child
  where c.campaign_status_code = 'live'
    and c.recipients_written
    and (c.is_file_blast_child or cardinality(c.file_ids) = 0)
    and (not c.is_file_blast_child or p.campaign_status_code = 'live')
  order by c.id`;

/** Live campaigns whose recipients the engine is still to write. */
const unwritten = and(eq(campaigns.status, "live"), eq(campaigns.recipientsWritten, false));

/** A batch's totals added to a campaign's stats and charges (its own, or its File Blast parent's). */
function statIncrements(totals: BatchTotals, sent: number) {
  const add = (column: AnyPgColumn, value: number) => sql`${column} + ${value}`;
  return {
    statsSent: add(campaigns.statsSent, sent),
    statsDelivered: add(campaigns.statsDelivered, totals.delivered),
    statsHardBounced: add(campaigns.statsHardBounced, totals.hard),
    statsSoftBounced: add(campaigns.statsSoftBounced, totals.soft),
    statsPending: add(campaigns.statsPending, totals.pending),
    statsRejected: add(campaigns.statsRejected, totals.rejected),
    statsViberDelivered: add(campaigns.statsViberDelivered, totals.viberDelivered),
    statsFallbackDelivered: add(campaigns.statsFallbackDelivered, totals.fallbackDelivered),
    statsOpened: add(campaigns.statsOpened, totals.opened),
    statsClicked: add(campaigns.statsClicked, totals.clicked),
    statsUnsubscribed: add(campaigns.statsUnsubscribed, totals.unsubscribed),
    charged: add(campaigns.charged, totals.cost),
  };
}

/**
 * Moves a campaign's stats (and its File Blast parent's) by what receipts settled, and counts `sent`
 * more sent (a killed process's leftovers, counted when they end): every change of the stats after
 * sending goes through here. Answers the campaigns as they are now.
 */
export async function addStats(
  tx: Db,
  campaign: Campaign,
  totals: BatchTotals,
  now: Date,
  sent = 0,
): Promise<Campaign[]> {
  const changed: Campaign[] = [];
  for (const id of [campaign.id, campaign.isFileBlastChild ? campaign.parentId : null]) {
    if (id === null) continue;
    const [updated] = await tx
      .update(campaigns)
      .set({ ...statIncrements(totals, sent), dateLastUpdated: now })
      .where(eq(campaigns.id, id))
      .returning();
    if (updated) changed.push(updated);
  }
  return changed;
}

/**
 * The delivery engine: a loop inside the API process whose whole state is in the database. Each
 * pass starts scheduled campaigns that are due (by the server's clock, so the demo clock moves
 * them), then sends a batch of every live campaign: the recipients are claimed with
 * `FOR UPDATE SKIP LOCKED`, given their outcome, counted into the campaign's stats and charged
 * to the account, all in one transaction. Several processes on one PostgreSQL share the work
 * without sending anyone twice, and a killed process loses nothing: an uncommitted batch is
 * simply claimed again.
 */
export class DeliveryEngine {
  private readonly loop: Periodic<number>;

  constructor(
    private readonly context: AppContext,
    private readonly options: {
      intervalMs: number;
      batch: number;
      onChange?: (campaign: Campaign) => void;
      /** Where each committed batch is logged, at debug level, with its start and end times. */
      log?: Pick<FastifyBaseLogger, "debug" | "error">;
    },
  ) {
    this.loop = new Periodic("delivery engine pass", options.intervalMs, () => this.pass());
  }

  private readonly receiptListeners: (() => void)[] = [];
  /** Receipts received and not yet filed, and the filing under way. */
  private unfiled: SmsReceipt[] = [];
  private filing: Promise<void> = Promise.resolve();
  private filingActive = false;

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    for (const stop of this.receiptListeners.splice(0)) stop();
    await this.filing;
  }

  /**
   * Files every receipt of the carrier connections as it arrives; a pass then matches them. While
   * one statement files receipts, those arriving meanwhile wait for the next, so a burst of
   * receipts costs a few statements rather than one each. A receipt that fails to be filed is
   * logged, never dropped silently.
   */
  listen(): void {
    if (this.receiptListeners.length > 0) return;
    const file = (receipt: SmsReceipt) => {
      this.unfiled.push(receipt);
      if (this.filingActive) return;
      this.filingActive = true;
      this.filing = this.fileReceipts();
    };
    const carrier = this.context.smsCarrier;
    if (carrier?.onReceipt) this.receiptListeners.push(carrier.onReceipt(file));
    else
      for (const transport of carrier?.transports() ?? [])
        this.receiptListeners.push(transport.onReceipt(file));
  }

  private async fileReceipts(): Promise<void> {
    try {
      while (this.unfiled.length > 0) {
        const receipts = this.unfiled.splice(0, RECEIPTS_PER_STATEMENT);
        await storeReceipts(this.context.db, receipts, this.context.now()).catch((error: unknown) =>
          this.options.log?.error(
            { err: error, messageIds: receipts.map((receipt) => receipt.messageId) },
            "SMS receipts not filed",
          ),
        );
      }
    } finally {
      this.filingActive = false;
    }
  }

  /** Waits for the receipts received so far to be filed (tests). */
  settled(): Promise<unknown> {
    return this.filing;
  }

  /** One pass; answers how many recipients it sent. Passes never overlap within a process. */
  tick(): Promise<number> {
    return this.loop.run();
  }

  /** Passes until nothing is left to send (tests, and the benchmark). */
  async drain(maxPasses = 10_000): Promise<void> {
    for (let pass = 0; pass < maxPasses; pass += 1) {
      if ((await this.tick()) === 0 && !(await this.hasLive())) return;
    }
  }

  private async hasLive(): Promise<boolean> {
    await this.filing;
    if ((await this.sendableIds()).length > 0) return true;
    return (
      (await this.context.db.select({ id: campaigns.id }).from(campaigns).where(unwritten).limit(1)).length >
      0
    );
  }

  private async sendableIds(): Promise<number[]> {
    const { rows } = (await this.context.db.execute(sendable)) as unknown as { rows: { id: number }[] };
    return rows.map((row) => Number(row.id));
  }

  private async pass(): Promise<number> {
    this.listen();
    await this.startDue();
    await this.writeRecipients();
    await this.settleReceipts();
    await this.settleViber();
    let sent = 0;
    for (const id of await this.sendableIds()) {
      sent += await this.sendBatch(id);
      // Between batches the event loop serves requests: PGlite has one connection, so a request
      // waits at most one batch.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return sent;
  }

  /** Scheduled campaigns whose start has come go live and get their recipients. */
  private async startDue(): Promise<void> {
    const now = this.context.now();
    const due = await this.context.db
      .select({ id: campaigns.id, hours: accounts.businessHours, timeZone: accounts.timezoneName })
      .from(campaigns)
      .innerJoin(accounts, eq(accounts.id, campaigns.accountId))
      .where(and(eq(campaigns.status, "scheduled"), lte(campaigns.campaignStart, now)));
    for (const { id, hours, timeZone } of due) {
      // Outside the account's business hours a due campaign waits for the next open slot.
      if (!isWithinBusinessHours(hours, now, timeZone)) continue;
      const started = await this.context.db.transaction(async (tx) => {
        const [campaign] = await tx
          .select()
          .from(campaigns)
          .where(and(eq(campaigns.id, id), eq(campaigns.status, "scheduled")))
          .for("update", { skipLocked: true });
        if (!campaign) return null;
        const children = await startSending(tx, campaign, now);
        const [live] = await tx
          .update(campaigns)
          .set({ status: "live", dateTriggered: now, dateLastUpdated: now })
          .where(eq(campaigns.id, id))
          .returning();
        await tx
          .insert(campaignLogs)
          .values({ campaignId: id, message: "Scheduled campaign started sending", dateCreated: now });
        return live ? [live, ...children] : null;
      });
      for (const campaign of started ?? []) this.options.onChange?.(campaign);
    }
  }

  /**
   * Writes the recipients of the campaigns that went live without them, each in a transaction of
   * its own that takes the campaign's row (`SKIP LOCKED`: a campaign another process is writing is
   * that process's), so a killed process leaves them to be written again, and only once written
   * does a campaign send.
   */
  private async writeRecipients(): Promise<void> {
    const waiting = await this.context.db.select({ id: campaigns.id }).from(campaigns).where(unwritten);
    for (const { id } of waiting) {
      await this.context.db.transaction(async (tx) => {
        const [campaign] = await tx
          .select()
          .from(campaigns)
          .where(and(eq(campaigns.id, id), unwritten))
          .for("update", { skipLocked: true });
        if (!campaign) return;
        await enqueueRecipients(tx, campaign);
        await tx.update(campaigns).set({ recipientsWritten: true }).where(eq(campaigns.id, id));
      });
    }
  }

  /**
   * One batch of a live campaign. The campaign is read without a lock, so several processes send
   * one campaign at once, each the recipients it claimed (`FOR UPDATE SKIP LOCKED`); the batch is
   * then folded into the campaign and the account by atomic updates at the end of the transaction,
   * so their rows are locked only from there to the commit. A campaign paused or stopped meanwhile
   * rolls the batch back: its recipients stay queued.
   */
  private async sendBatch(campaignId: number): Promise<number> {
    const [live] = await this.context.db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, "live")));
    const transport =
      live?.channel === "sms" ? this.context.smsCarrier?.transportFor(live.accountRouteId) : null;
    if (live && transport) return this.submitBatch(live, transport);
    const viber = this.context.viber;
    if (live?.channel === "viber" && viber) return this.submitViberBatch(live, viber);
    // Outside demo mode Viber outcomes are never drawn: the campaign waits for a provider connection.
    if (live?.channel === "viber" && !this.context.config.demoMode) return 0;
    // A route whose connection another process binds is that process's to send.
    if (live?.channel === "sms" && (await this.context.smsCarrier?.connected?.(live.accountRouteId)))
      return 0;
    const now = this.context.now();
    const startedAt = Date.now();
    let result: { sent: number; changed: Campaign[] } | null;
    try {
      result = await this.context.db.transaction(async (tx) => {
        const [campaign] = await tx
          .select()
          .from(campaigns)
          .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, "live")));
        if (!campaign) return null;
        // A trial's free SMS pay for the campaign when they were held for it; otherwise money does.
        const onCredits = campaign.withheldCredits > 0;
        const price = onCredits ? 0 : await costPerSegment(tx, campaign.accountRouteId);
        const seconds = this.options.intervalMs > 0 ? this.options.intervalMs / 1000 : 1;
        const size =
          campaign.sendingRate > 0
            ? Math.max(1, Math.floor(campaign.sendingRate * seconds))
            : this.options.batch;
        const totals = await DELIVERERS[campaign.channel](tx, campaign, size, price, now, this.context);
        const sent = totals.delivered + totals.hard + totals.soft + totals.pending + totals.rejected;
        // An API message's receipts are queued with its outcome, for the account's callback.
        await queueReceipts(tx, campaign, now);
        // From here on rows other processes also update are locked until the commit, always in
        // the same order (aggregates, campaign, parent, account), so batches never deadlock.
        await recordTraffic(tx, campaign, now);
        const [current] = await tx
          .select()
          .from(campaigns)
          .where(eq(campaigns.id, campaign.id))
          .for("update");
        if (current?.status !== "live") return tx.rollback();
        // Recipients another process claimed but has not committed still read as queued here: the
        // campaign completes with the last batch to commit.
        const [left] = await tx
          .select({ id: campaignRecipients.id })
          .from(campaignRecipients)
          .where(and(eq(campaignRecipients.campaignId, campaign.id), eq(campaignRecipients.status, "queued")))
          .limit(1);
        const done = left === undefined;
        if (sent === 0 && !done) return null;
        return this.fold(tx, current, totals, sent, done, onCredits, now);
      });
    } catch (error) {
      if (error instanceof TransactionRollbackError) return 0;
      throw error;
    }
    if (result && result.sent > 0) {
      this.options.log?.debug(
        { campaign: campaignId, sent: result.sent, startedAt, endedAt: Date.now() },
        "engine batch",
      );
      for (const campaign of result.changed) this.options.onChange?.(campaign);
    }
    return result?.sent ?? 0;
  }

  /** A batch size: the campaign's sending rate over one pass, or the engine's batch. */
  private batchSize(campaign: Campaign): number {
    const seconds = this.options.intervalMs > 0 ? this.options.intervalMs / 1000 : 1;
    return campaign.sendingRate > 0
      ? Math.max(1, Math.floor(campaign.sendingRate * seconds))
      : this.options.batch;
  }

  /**
   * One batch of an SMS campaign over its route's carrier connection. The recipients are claimed
   * and marked `submitting` in a transaction that commits before the first `submit_sm`; then the
   * SMSC's answers (every part's message id, refusals with their SMPP code) and the charges for
   * accepted parts are stored in one more. A crash in between leaves them `submitting`: never sent
   * again (their message ids were never stored, so no receipt can name them), they end unknown
   * after the receipt timeout and are counted then. The campaign completes when no recipient is
   * queued, submitting or waiting for its receipt.
   */
  private async submitBatch(campaign: Campaign, transport: SmsTransport): Promise<number> {
    const now = this.context.now();
    const startedAt = Date.now();
    const claimed = await claimForSubmit(this.context.db, campaign, this.batchSize(campaign), now);
    const results = await Promise.all(
      claimed.map(async (recipient) => ({
        id: recipient.id,
        parts: (await transport.submit({ from: recipient.from, to: recipient.to, text: recipient.text }))
          .parts,
      })),
    );
    const result = await this.context.db.transaction(async (tx) => {
      const onCredits = campaign.withheldCredits > 0;
      const price = onCredits ? 0 : await costPerSegment(tx, campaign.accountRouteId);
      const { totals, sent } = await recordSubmits(tx, results, price, now);
      await queueReceipts(tx, campaign, now);
      await recordTraffic(tx, campaign, now);
      const [current] = await tx.select().from(campaigns).where(eq(campaigns.id, campaign.id)).for("update");
      if (!current) return null;
      const done = current.status === "live" && !(await hasOpenRecipients(tx, campaign.id));
      if (sent === 0 && totals.cost === 0 && !done) return null;
      return this.fold(tx, current, totals, sent, done, onCredits, now);
    });
    if (result && result.sent > 0) {
      this.options.log?.debug(
        { campaign: campaign.id, sent: result.sent, startedAt, endedAt: Date.now() },
        "engine batch",
      );
    }
    for (const changed of result?.changed ?? []) this.options.onChange?.(changed);
    return result?.sent ?? 0;
  }

  /**
   * One batch of a Viber campaign over the Viber provider, at most once as SMS over SMPP is: the
   * recipients are claimed and marked `submitting` (committed) before their requests leave, and the
   * provider's answers are stored with the charges in one more transaction. The same batch sends
   * the SMS fallback of recipients Viber did not reach: over the route's carrier connection when it
   * has one (claimed and committed first too, its receipts matched as SMS), else drawn from the
   * operator shares in the database; charged as SMS either way.
   */
  private async submitViberBatch(campaign: Campaign, viber: ViberTransport): Promise<number> {
    const now = this.context.now();
    const startedAt = Date.now();
    const size = this.batchSize(campaign);
    const claimed = await claimViber(this.context.db, campaign, size, now);
    const carrier = this.context.smsCarrier?.transportFor(campaign.accountRouteId) ?? null;
    const fallbacks = carrier ? await claimFallbackSms(this.context.db, campaign, size, now) : [];
    const publicUrl = this.context.config.publicUrl;
    const [results, smsResults] = await Promise.all([
      Promise.all(
        claimed.map(async (recipient) => ({
          recipient,
          result: await viber.submit({
            to: recipient.to,
            reference: String(recipient.id),
            content: viberContent(campaign, recipient.text, publicUrl),
          }),
        })),
      ),
      Promise.all(
        fallbacks.map(async (recipient) => ({
          id: recipient.id,
          parts: (await carrier!.submit({ from: recipient.from, to: recipient.to, text: recipient.text }))
            .parts,
        })),
      ),
    ]);
    const result = await this.context.db.transaction(async (tx) => {
      const onCredits = campaign.withheldCredits > 0;
      const price = onCredits ? 0 : await costPerSegment(tx, campaign.accountRouteId);
      const { totals, sent } = await recordViberSubmits(tx, results, price, now);
      addTotals(
        totals,
        carrier
          ? await fallbackSubmitted(tx, fallbacks, (await recordSubmits(tx, smsResults, price, now)).totals)
          : await drawFallbackSms(tx, campaign, size, price, now),
      );
      await queueReceipts(tx, campaign, now);
      await recordTraffic(tx, campaign, now);
      const [current] = await tx.select().from(campaigns).where(eq(campaigns.id, campaign.id)).for("update");
      if (!current) return null;
      const done = current.status === "live" && !(await hasOpenRecipients(tx, campaign.id));
      const moved = Object.values(totals).some((value) => value !== 0);
      if (sent === 0 && !moved && !done) return null;
      return this.fold(tx, current, totals, sent, done, onCredits, now);
    });
    if (result && result.sent > 0) {
      this.options.log?.debug(
        { campaign: campaign.id, sent: result.sent, startedAt, endedAt: Date.now() },
        "engine batch",
      );
    }
    for (const changed of result?.changed ?? []) this.options.onChange?.(changed);
    return result?.sent ?? 0;
  }

  /**
   * Matches the Viber callbacks filed so far, and ends as expired the recipients whose TTL passed
   * without one, moving their campaigns' stats, in one transaction.
   */
  private async settleViber(): Promise<void> {
    const viber = this.context.viber;
    if (!viber) return;
    const now = this.context.now();
    const changed = await this.context.db.transaction(async (tx) => {
      const moves = [
        ...(await matchViberCallbacks(tx, now)),
        ...(await expireViber(tx, now, viber.ttlSeconds)),
      ];
      const touched: Campaign[] = [];
      for (const id of new Set(moves.map((move) => move.campaignId))) {
        const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, id));
        if (!campaign) continue;
        await queueReceipts(tx, campaign, now);
        await recordTraffic(tx, campaign, now);
        const totals = emptyTotals();
        let leftovers = 0;
        for (const move of moves)
          if (move.campaignId === id) {
            addTotals(totals, move.totals);
            leftovers += move.leftovers;
          }
        touched.push(...(await addStats(tx, campaign, totals, now, leftovers)));
      }
      return touched;
    });
    for (const campaign of changed) this.options.onChange?.(campaign);
  }

  /**
   * Matches the receipts filed so far and ends the recipients past the receipt timeout, moving
   * their campaigns' stats, in one transaction.
   */
  private async settleReceipts(): Promise<void> {
    if (!this.context.smsCarrier) return;
    await this.filing;
    const now = this.context.now();
    const changed = await this.context.db.transaction(async (tx) => {
      const moves = await matchReceipts(tx, now);
      const expired = await expireUnanswered(tx, now, this.context.config.smsReceiptTimeoutMinutes);
      const touched: Campaign[] = [];
      const ids = new Set([...moves, ...expired].map((entry) => entry.campaignId));
      for (const id of ids) {
        const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, id));
        if (!campaign) continue;
        await queueReceipts(tx, campaign, now);
        await recordTraffic(tx, campaign, now);
        const move = { ...(moves.find((entry) => entry.campaignId === id)?.totals ?? emptyTotals()) };
        // A killed process's leftovers are counted only now: sent, and pending as they ended.
        const leftovers = expired.find((entry) => entry.campaignId === id)?.leftovers ?? 0;
        move.pending += leftovers;
        touched.push(...(await addStats(tx, campaign, move, now, leftovers)));
      }
      return touched;
    });
    for (const campaign of changed) this.options.onChange?.(campaign);
  }

  /**
   * Adds a batch to its campaign (read locked, as it is now) and charges the account: what is
   * charged leaves the withholding, and at the end the rest of it is released.
   */
  private async fold(
    tx: Db,
    campaign: Campaign,
    totals: BatchTotals,
    sent: number,
    done: boolean,
    onCredits: boolean,
    now: Date,
  ): Promise<{ sent: number; changed: Campaign[] }> {
    const release = done ? Math.max(0, campaign.withheld - totals.cost) : 0;
    const credits = onCredits ? Math.min(totals.messages, campaign.withheldCredits) : 0;
    const releaseCredits = done ? campaign.withheldCredits - credits : 0;
    const [updated] = await tx
      .update(campaigns)
      .set({
        ...statIncrements(totals, sent),
        withheld: done ? 0 : sql`greatest(${campaigns.withheld} - ${totals.cost}, 0)`,
        chargedCredits: sql`${campaigns.chargedCredits} + ${credits}`,
        withheldCredits: done ? 0 : sql`greatest(${campaigns.withheldCredits} - ${credits}, 0)`,
        ...(done && { status: "completed" as const, dateCompleted: now }),
        dateLastUpdated: now,
      })
      .where(eq(campaigns.id, campaign.id))
      .returning();
    if (done) {
      await tx
        .insert(campaignLogs)
        .values({ campaignId: campaign.id, message: "Campaign completed", dateCreated: now });
    }
    const parent =
      campaign.isFileBlastChild && campaign.parentId !== null
        ? await this.rollUp(tx, campaign.parentId, totals, sent, done, now)
        : null;
    if (totals.cost > 0 || release > 0) {
      const fromWithholding = Math.min(totals.cost, campaign.withheld) + release;
      await tx
        .update(accounts)
        .set({
          balanceMonetary: sql`${accounts.balanceMonetary} - ${totals.cost}`,
          balanceMonetaryWithholding: sql`greatest(${accounts.balanceMonetaryWithholding} - ${fromWithholding}, 0)`,
        })
        .where(eq(accounts.id, campaign.accountId));
      const charged = { accountId: campaign.accountId, campaignId: campaign.id, at: now };
      await recordLedger(tx, {
        ...charged,
        type: "charge",
        amount: -totals.cost,
        withholding: -Math.min(totals.cost, campaign.withheld),
        reason: `Charged for campaign ${campaign.id}`,
      });
      await recordLedger(tx, {
        ...charged,
        type: "release",
        withholding: -release,
        reason: `Released from campaign ${campaign.id} when it completed`,
      });
    }
    if (credits > 0 || releaseCredits > 0) {
      await tx
        .update(accounts)
        .set(
          (freeMessages(campaign.channel) ?? freeMessages("sms")!).spend(credits, credits + releaseCredits),
        )
        .where(eq(accounts.id, campaign.accountId));
    }
    return { sent, changed: [updated, parent].filter((row): row is Campaign => Boolean(row)) };
  }

  /**
   * A child's batch counts on its File Blast parent too; when the last child completes, so does
   * the parent. Answers the parent as it is now.
   */
  private async rollUp(
    tx: Db,
    parentId: number,
    totals: BatchTotals,
    sent: number,
    childDone: boolean,
    now: Date,
  ): Promise<Campaign | null> {
    const open = childDone
      ? (await blastChildren(tx, parentId)).some((child) => child.status !== "completed")
      : true;
    const [parent] = await tx
      .update(campaigns)
      .set({
        ...statIncrements(totals, sent),
        ...(!open && { status: "completed" as const, dateCompleted: now }),
        dateLastUpdated: now,
      })
      .where(and(eq(campaigns.id, parentId), eq(campaigns.status, "live")))
      .returning();
    if (parent && !open) {
      await tx
        .insert(campaignLogs)
        .values({ campaignId: parentId, message: "Campaign completed", dateCreated: now });
    }
    return parent ?? null;
  }
}
