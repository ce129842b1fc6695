import { describe, expect, it } from "vitest";
import { isInteger } from "./is-integer";

describe("isInteger", () => {
  it.each(["0", "42", "-7", "007"])("accepts %j", (s) => {
    expect(isInteger(s)).toBe(true);
  });

  it.each(["", "-", "+1", "1.0", "1 ", "1e2", "--1"])("refuses %j", (s) => {
    expect(isInteger(s)).toBe(false);
  });
});
