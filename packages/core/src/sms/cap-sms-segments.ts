import { countSms } from "./count-sms";

export type SegmentCapResult = {
  /** The text to keep: the new text, or the previous one when the new text went past the cap. */
  text: string;
  /** True when the kept text uses exactly the maximum number of segments: show the warning. */
  atCap: boolean;
  /** True when the new text was refused because it needs more segments than the cap. */
  reverted: boolean;
};

/**
 * Applies a character counter's segment cap to an edit (SPEC §5 "SMS segment counting"):
 * input that needs more than `maxSegments` segments is reverted to the previous text, and a
 * warning shows once the text reaches the cap.
 */
export function capSmsSegments(
  previousText: string,
  nextText: string,
  maxSegments: number,
): SegmentCapResult {
  const reverted = countSms(nextText).segments > maxSegments;
  const text = reverted ? previousText : nextText;
  return { text, atCap: countSms(text).segments >= maxSegments, reverted };
}
