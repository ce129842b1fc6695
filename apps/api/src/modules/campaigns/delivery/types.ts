import type { Db } from "../../../db/database";
import type { campaigns } from "../../../db/schema";
import type { AppContext } from "../../../plugins/context";

type Campaign = typeof campaigns.$inferSelect;

/** What one batch of a campaign's recipients came to. */
export interface BatchTotals {
  delivered: number;
  hard: number;
  soft: number;
  pending: number;
  rejected: number;
  cost: number;
  /** SMS sent, segments counted: what a trial's free SMS pay. */
  messages: number;
  /** Viber: delivered by Viber, and by the SMS fallback (both also count in `delivered`). */
  viberDelivered: number;
  fallbackDelivered: number;
  /** Email: first opens, first clicks and unsubscribes among the batch. */
  opened: number;
  clicked: number;
  unsubscribed: number;
}

export const emptyTotals = (): BatchTotals => ({
  delivered: 0,
  hard: 0,
  soft: 0,
  pending: 0,
  rejected: 0,
  cost: 0,
  messages: 0,
  viberDelivered: 0,
  fallbackDelivered: 0,
  opened: 0,
  clicked: 0,
  unsubscribed: 0,
});

/** Adds `more` into `totals`. */
export function addTotals(totals: BatchTotals, more: BatchTotals): BatchTotals {
  for (const key of Object.keys(totals) as (keyof BatchTotals)[]) totals[key] += more[key];
  return totals;
}

/**
 * Claims up to `size` queued recipients of a live campaign (`FOR UPDATE SKIP LOCKED`), gives each
 * its outcome and cost at `price` a segment, and answers the totals; all inside the engine's
 * transaction for the batch.
 */
export type Deliverer = (
  tx: Db,
  campaign: Campaign,
  size: number,
  price: number,
  now: Date,
  /** The server's settings and services, for a channel that sends through them (email's outbox). */
  context: AppContext,
) => Promise<BatchTotals>;
