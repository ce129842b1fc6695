import { describe, expect, it } from "vitest";
import { countSms } from "./count-sms";
import { nonGsmCharacters, replaceWithGsm } from "./gsm-replacements";

describe("nonGsmCharacters", () => {
  it("lists each character outside the GSM set once, where it first occurs, with its stand-in", () => {
    expect(nonGsmCharacters("It\u2019s a \u201Cdeal\u201D \u2013 it\u2019s 50% off\u00A0today 🎉")).toEqual([
      { char: "\u2019", index: 2, count: 2, replacement: "'" },
      { char: "\u201C", index: 7, count: 1, replacement: '"' },
      { char: "\u201D", index: 12, count: 1, replacement: '"' },
      { char: "\u2013", index: 14, count: 1, replacement: "-" },
      { char: "\u00A0", index: 28, count: 1, replacement: " " },
      { char: "🎉", index: 35, count: 1, replacement: null },
    ]);
  });

  it("finds nothing in a GSM text, extension characters and accented GSM letters included", () => {
    expect(nonGsmCharacters("Price: €5 [today] {only} ~ é ñ Ü ß")).toEqual([]);
  });
});

describe("replaceWithGsm", () => {
  it("turns a pasted text back into GSM, at 160 characters a segment", () => {
    const pasted = "We\u2019re open \u2014 \u201Cwalk-ins\u201D welcome\u2026";
    expect(countSms(pasted).encoding).toBe("UNICODE");
    const replaced = replaceWithGsm(pasted);
    expect(replaced).toBe('We\'re open - "walk-ins" welcome...');
    expect(countSms(replaced).encoding).toBe("GSM");
  });

  it("keeps characters that have no stand-in, so nothing the author wrote is lost", () => {
    expect(replaceWithGsm("Salamat po \u2019 🙏 \u4F60\u597D")).toBe("Salamat po ' 🙏 \u4F60\u597D");
  });

  it("maps the small c cedilla to GSM's capital one rather than dropping the cedilla", () => {
    expect(replaceWithGsm("gar\u00E7on")).toBe("gar\u00C7on");
  });
});
