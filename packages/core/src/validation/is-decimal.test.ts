import { describe, expect, it } from "vitest";
import { isDecimal } from "./is-decimal";

describe("isDecimal", () => {
  it.each(["0", "12", "+3", "-3", "1.5", "-0.25", "+10.0"])("accepts %j", (s) => {
    expect(isDecimal(s)).toBe(true);
  });

  it.each(["", "+", "-", "1.", ".5", "1.2.3", "1,5", " 1", "1e3", "--1", "a"])("refuses %j", (s) => {
    expect(isDecimal(s)).toBe(false);
  });
});
