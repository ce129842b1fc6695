import { describe, expect, it } from "vitest";
import { countSms, splitSms, SMS_SEGMENT_LIMITS } from "./count-sms";

const CORPUS = [
  "",
  "Hello",
  "a".repeat(160),
  "a".repeat(161),
  `${"a".repeat(152)}{${"a".repeat(152)}`,
  `${"a".repeat(151)}€${"b".repeat(400)}`,
  `${"あ".repeat(66)}😀${"あ".repeat(66)}`,
  `Sale 🇵🇭 ${"e\u0301".repeat(90)} 👨‍👩‍👧 ends today`,
  "Mixed Ελληνικά, русский, 中文 and ASCII ".repeat(12),
  "[{~}]^|\\€".repeat(60),
];

describe("splitSms", () => {
  it.each(CORPUS.map((text) => [text.slice(0, 24), text]))(
    "splits %j into the parts countSms counts, which join back to the text",
    (_label, text) => {
      const split = splitSms(text);
      const count = countSms(text);
      expect(split.encoding).toBe(count.encoding);
      expect(split.parts).toHaveLength(count.segments);
      expect(split.parts.join("")).toBe(text);
      const limit =
        split.parts.length > 1
          ? SMS_SEGMENT_LIMITS[split.encoding].multipart
          : SMS_SEGMENT_LIMITS[split.encoding].single;
      for (const part of split.parts) expect(countSms(part).characters).toBeLessThanOrEqual(limit);
    },
  );

  it("ends a part before an extension character that would straddle it", () => {
    const { parts } = splitSms(`${"a".repeat(152)}{${"a".repeat(152)}`);
    expect(parts).toEqual(["a".repeat(152), `{${"a".repeat(151)}`, "a"]);
  });
});
