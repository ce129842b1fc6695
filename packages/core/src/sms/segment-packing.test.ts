import { describe, expect, it } from "vitest";
import { countSms } from "./count-sms";
import { capSmsSegments } from "./cap-sms-segments";

const EXTENSION = "^{}\\[]~|€";

describe("segments never split an escape pair, a surrogate pair or a combined character", () => {
  it("ends a GSM segment early rather than split an extension character", () => {
    // 152 + 2 + 152 septets is 306, two full segments by length, but the brace cannot straddle.
    const text = `${"a".repeat(152)}{${"a".repeat(152)}`;
    expect(countSms(text)).toMatchObject({ encoding: "GSM", characters: 306, segments: 3, remaining: 152 });
    expect(countSms(`${"a".repeat(151)}{${"a".repeat(153)}`)).toMatchObject({ segments: 2, remaining: 0 });
  });

  it("ends a UNICODE segment early rather than split an emoji", () => {
    const text = `${"あ".repeat(66)}😀${"あ".repeat(66)}`;
    expect(countSms(text)).toMatchObject({
      encoding: "UNICODE",
      characters: 134,
      segments: 3,
      remaining: 66,
    });
  });

  it("keeps a flag, a family emoji and a combining accent whole", () => {
    const flag = "🇵🇭";
    const family = "👨‍👩‍👧";
    const accent = "e\u0301";
    for (const grapheme of [flag, family, accent]) {
      const text = `${"あ".repeat(66)}${grapheme}${"あ".repeat(67)}`;
      const count = countSms(text);
      expect(count.segments, grapheme).toBe(3);
      expect(count.remaining, grapheme).toBe(67 - grapheme.length);
    }
  });

  it("keeps the SPEC's single-segment limits and empty message", () => {
    expect(countSms("")).toMatchObject({ segments: 0, remaining: 160 });
    expect(countSms("a".repeat(160))).toMatchObject({ segments: 1, remaining: 0 });
    expect(countSms("a".repeat(161))).toMatchObject({ segments: 2, remaining: 145 });
    expect(countSms("あ".repeat(70))).toMatchObject({ segments: 1, remaining: 0 });
    expect(countSms("あ".repeat(71))).toMatchObject({ segments: 2, remaining: 63 });
  });

  it("caps by the packed count", () => {
    const atTwo = `${"a".repeat(152)}{${"a".repeat(151)}`;
    expect(countSms(atTwo).segments).toBe(2);
    expect(capSmsSegments(atTwo, `${atTwo}a`, 2)).toMatchObject({ reverted: true, text: atTwo });
  });
});

/** A seeded generator (mulberry32), so the corpus is the same on every run. */
function random(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The reference: build the actual segments, adding whole units (a character's septets, or a
 * grapheme's code units) and opening a new segment when the next unit does not fit.
 */
function referenceSegments(text: string): number {
  const isGsm = [...text].every((char) => countSms(char).encoding === "GSM");
  const units = isGsm
    ? [...text].map((char) => (EXTENSION.includes(char) ? 2 : 1))
    : [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].map(
        ({ segment }) => segment.length,
      );
  const total = units.reduce((sum, unit) => sum + unit, 0);
  if (total === 0) return 0;
  if (total <= (isGsm ? 160 : 70)) return 1;
  const size = isGsm ? 153 : 67;
  const segments: number[][] = [[]];
  for (const unit of units) {
    const current = segments.at(-1)!;
    if (current.reduce((sum, value) => sum + value, 0) + unit > size) segments.push([unit]);
    else current.push(unit);
  }
  return segments.length;
}

describe("a corpus of 10,000 generated messages", () => {
  it("matches the reference packing for every message", () => {
    const next = random(20_261_124);
    const pick = (items: readonly string[]) => items[Math.floor(next() * items.length)]!;
    const gsmPieces = ["a", "B", "7", " ", ".", "é", "Ä", ...EXTENSION];
    const unicodePieces = ["あ", "😀", "🇵🇭", "👨‍👩‍👧", "e\u0301", "ñ", "“", "—", "a"];
    const mismatches: string[] = [];
    for (let index = 0; index < 10_000; index += 1) {
      const unicode = next() < 0.4;
      const length = Math.floor(next() * (unicode ? 220 : 480));
      let text = "";
      for (let piece = 0; piece < length; piece += 1)
        text += pick(unicode && next() < 0.6 ? unicodePieces : gsmPieces);
      if (countSms(text).segments !== referenceSegments(text)) mismatches.push(text);
    }
    expect(mismatches).toEqual([]);
  });
});
