import { describe, expect, it } from "vitest";
import { campaignCost } from "./campaign-cost";
import { normalizeMobile } from "./normalize-mobile";
import { parseComposeNumbers } from "./parse-compose-numbers";

const PH = { countryCode: "63", minLength: 10, maxLength: 10 };

describe("normalizeMobile", () => {
  it("reads the forms people type for one Philippine number", () => {
    for (const raw of [
      "639171234567",
      "+63 917 123 4567",
      "0063-917-123-4567",
      "09171234567",
      "9171234567",
      "(0917) 123.4567",
    ]) {
      expect(normalizeMobile(raw, PH), raw).toBe("639171234567");
    }
  });

  it("refuses numbers of the wrong length, letters and a leading zero after the code", () => {
    for (const raw of ["91712345", "63917123456789", "0917123456a", "630917123456", "", "+"]) {
      expect(normalizeMobile(raw, PH), raw).toBeNull();
    }
  });
});

describe("parseComposeNumbers", () => {
  it("keeps first occurrences and reports invalid and repeated lines by number", () => {
    const parsed = parseComposeNumbers("09171234567\n\n+639181234567, 12345\r\n9171234567\nabc", PH);
    expect(parsed.numbers).toEqual(["639171234567", "639181234567"]);
    expect(parsed.invalid.map(({ line, value }) => [line, value])).toEqual([
      [3, "12345"],
      [5, "abc"],
    ]);
    expect(parsed.duplicates).toEqual([{ line: 4, value: "9171234567" }]);
  });
});

describe("campaignCost", () => {
  it("is segments x recipients x cost per segment, to four decimals", () => {
    expect(campaignCost({ segments: 2, recipients: 3, costPerSegment: 0.35 })).toBe(2.1);
    expect(campaignCost({ segments: 1, recipients: 3, costPerSegment: 0.33333 })).toBe(1);
    expect(campaignCost({ segments: 0, recipients: 10, costPerSegment: 0.5 })).toBe(0);
  });
});
