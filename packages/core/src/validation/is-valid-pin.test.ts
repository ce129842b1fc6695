import { describe, expect, it } from "vitest";
import { isValidPin, normalizePin } from "./is-valid-pin";

describe("isValidPin", () => {
  it("accepts exactly six characters once whitespace is removed", () => {
    expect(isValidPin("123456")).toBe(true);
    expect(isValidPin(" 12 34\t56 ")).toBe(true);
  });

  it("refuses five or seven characters", () => {
    expect(isValidPin("12345")).toBe(false);
    expect(isValidPin("1234567")).toBe(false);
    expect(isValidPin("12345 ")).toBe(false);
  });

  it("normalises by dropping all whitespace", () => {
    expect(normalizePin(" a b\nc ")).toBe("abc");
  });
});
