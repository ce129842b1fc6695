import { countSms } from "./count-sms";

/** How an edit reached the message box: typed key by key, or pasted or dropped in one go. */
export type SmsEditKind = "typed" | "pasted";

export type SegmentCapResult = {
  /** The text to keep: the new text, or the previous one when the new text went past the cap. */
  text: string;
  /** True when the kept text uses exactly the maximum number of segments: show the warning. */
  atCap: boolean;
  /** True when the kept text needs more segments than the cap: show the error until it is cut. */
  overCap: boolean;
  /** True when the new text was refused because it needs more segments than the cap. */
  reverted: boolean;
};

/**
 * Applies a character counter's segment cap to an edit (SPEC §5 "SMS segment counting"): typing
 * that needs more than `maxSegments` segments is reverted to the previous text, and a warning
 * shows once the text reaches the cap. A paste past the cap is kept, so nothing the user pasted is
 * lost: the text is over the cap until they cut it, and every edit that shortens it is accepted.
 */
export function capSmsSegments(
  previousText: string,
  nextText: string,
  maxSegments: number,
  kind: SmsEditKind = "typed",
): SegmentCapResult {
  const over = countSms(nextText).segments > maxSegments;
  const reverted = over && kind === "typed" && nextText.length >= previousText.length;
  const text = reverted ? previousText : nextText;
  const segments = countSms(text).segments;
  return { text, atCap: segments === maxSegments, overCap: segments > maxSegments, reverted };
}

/** The most segments a campaign's SMS message may use (SPEC §9 "SMS segments"). */
export const SMS_MAX_SEGMENTS = 10;

/** The error shown while a message needs more segments than `maxSegments`. */
export function smsSegmentLimitText(maxSegments: number = SMS_MAX_SEGMENTS): string {
  return `The message is over the limit of ${maxSegments} SMS ${maxSegments === 1 ? "segment" : "segments"}.`;
}

/** True when the message fits the campaign limit of `SMS_MAX_SEGMENTS`. */
export function withinSmsSegmentLimit(message: string): boolean {
  return countSms(message).segments <= SMS_MAX_SEGMENTS;
}
