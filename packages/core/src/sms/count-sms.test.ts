import { describe, expect, it } from "vitest";
import { countSms } from "./count-sms";

describe("countSms", () => {
  it("counts an empty text as GSM with no segments and 160 remaining", () => {
    expect(countSms("")).toEqual({
      encoding: "GSM",
      characters: 0,
      segments: 0,
      perSegment: 160,
      remaining: 160,
    });
  });

  it("keeps a GSM text of 160 characters in one segment", () => {
    expect(countSms("a".repeat(160))).toEqual({
      encoding: "GSM",
      characters: 160,
      segments: 1,
      perSegment: 160,
      remaining: 0,
    });
  });

  it("splits a GSM text of 161 characters into two segments of 153", () => {
    expect(countSms("a".repeat(161))).toEqual({
      encoding: "GSM",
      characters: 161,
      segments: 2,
      perSegment: 153,
      remaining: 145,
    });
  });

  it("needs a third GSM segment only past 306 characters", () => {
    expect(countSms("a".repeat(306)).segments).toBe(2);
    expect(countSms("a".repeat(307)).segments).toBe(3);
  });

  it("accepts the whole basic GSM table without switching to unicode", () => {
    const text = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./09:;<=>?¡AZÄÖÑÜ§¿azäöñüà";
    expect(countSms(text)).toMatchObject({ encoding: "GSM", characters: [...text].length });
  });

  it.each(["^", "{", "}", "\\", "[", "]", "~", "|", "€"])(
    "counts the extension character %s as two",
    (char) => {
      expect(countSms(char)).toMatchObject({ encoding: "GSM", characters: 2, remaining: 158 });
    },
  );

  it("moves to two segments when an extension character pushes 159 characters past 160", () => {
    expect(countSms("a".repeat(159) + "€")).toMatchObject({ characters: 161, segments: 2 });
  });

  it.each(["á", "ç", "`", "—", "你"])("makes the whole text unicode for %s", (char) => {
    expect(countSms(`hello ${char}`)).toMatchObject({ encoding: "UNICODE", characters: 7, perSegment: 70 });
  });

  it("keeps a unicode text of 70 characters in one segment and splits 71 into 67s", () => {
    expect(countSms("你".repeat(70))).toMatchObject({ segments: 1, perSegment: 70, remaining: 0 });
    expect(countSms("你".repeat(71))).toMatchObject({ segments: 2, perSegment: 67, remaining: 63 });
  });

  it("counts an emoji as two unicode characters and extension characters as one", () => {
    expect(countSms("😀")).toMatchObject({ encoding: "UNICODE", characters: 2, segments: 1, remaining: 68 });
    expect(countSms("😀€")).toMatchObject({ characters: 3 });
  });
});
