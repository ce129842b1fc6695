import { normalizeHeader } from "../upload/normalize-header";
import { countSms } from "./count-sms";

/** A personalisation tag as written in a message: `{{field_name}}`, spaces allowed inside. */
const MERGE_TAG = /\{\{\s*([A-Za-z][\w.-]{0,63})\s*\}\}/g;

/** What one recipient's tags are filled with, by field name: contact fields, then custom fields. */
export type MergeValues = Readonly<Record<string, string>>;

/**
 * `text` with every merge tag replaced by the recipient's value for its field (the name normalised
 * as upload headers are, so `{{ First_Name }}` is `first_name`); a field the recipient lacks
 * becomes nothing. `escape` is applied to each value (HTML, a URL).
 */
export function fillMergeTags(
  text: string,
  values: MergeValues,
  escape: (value: string) => string = (value) => value,
): string {
  return text.replace(MERGE_TAG, (_, name: string) => escape(values[normalizeHeader(name)] ?? ""));
}

/** Whether a message has merge tags, so each recipient's text (and segments) can differ. */
export function hasMergeTags(text: string): boolean {
  return new RegExp(MERGE_TAG.source).test(text);
}

/**
 * The segments one recipient's SMS takes: the message with that recipient's tags filled, counted
 * by SPEC §5's rules. The estimate and the charge both count with it.
 */
export function recipientSegments(message: string, values: MergeValues): number {
  return countSms(fillMergeTags(message, values)).segments;
}

/**
 * What messages of `segments` segments cost at a route's price a segment, rounded to the ledger's
 * four decimals: the one pricing rule of the estimate and the charge.
 */
export function segmentsCost(segments: number, costPerSegment: number): number {
  if (segments <= 0) return 0;
  return Math.round(segments * costPerSegment * 10_000) / 10_000;
}

/** How many recipients need each segment count, and the totals the estimate reads from it. */
export type SegmentSpread = {
  /** Recipients by segments their message takes, fewest segments first. */
  counts: { segments: number; recipients: number }[];
  min: number;
  max: number;
  recipients: number;
  /** Messages to send, segments counted: the sum over the recipients. */
  totalSms: number;
};

/** Folds per-recipient segment counts (segments → recipients) into their spread. */
export function segmentSpread(bySegments: ReadonlyMap<number, number>): SegmentSpread {
  const counts = [...bySegments.entries()]
    .filter(([, recipients]) => recipients > 0)
    .map(([segments, recipients]) => ({ segments, recipients }))
    .sort((a, b) => a.segments - b.segments);
  return {
    counts,
    min: counts[0]?.segments ?? 0,
    max: counts.at(-1)?.segments ?? 0,
    recipients: counts.reduce((sum, item) => sum + item.recipients, 0),
    totalSms: counts.reduce((sum, item) => sum + item.segments * item.recipients, 0),
  };
}

/**
 * The spread in words (SPEC §4 review): "2 segments" when every recipient's message is the same
 * length, else the range and how many need the most: "1–3 segments; 212 recipients need 3".
 */
export function segmentSpreadText(spread: SegmentSpread): string {
  const unit = (count: number, one: string, many: string) =>
    `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
  if (spread.min === spread.max) return unit(spread.max, "segment", "segments");
  const most = spread.counts.at(-1)?.recipients ?? 0;
  return `${spread.min}–${spread.max} segments; ${unit(most, "recipient needs", "recipients need")} ${spread.max}`;
}
