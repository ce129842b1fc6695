import { describe, expect, it } from "vitest";
import { isUniqueIn } from "./is-unique-in";

describe("isUniqueIn", () => {
  const list = ["a", "b", "a", ""];

  it("is valid at its own index when nowhere else", () => {
    expect(isUniqueIn("b", list, 1)).toBe(true);
  });

  it("is invalid when the value appears at another index", () => {
    expect(isUniqueIn("a", list, 0)).toBe(false);
    expect(isUniqueIn("b", list, 3)).toBe(false);
  });

  it("is valid for a value not in the list and for an empty value", () => {
    expect(isUniqueIn("c", list, 0)).toBe(true);
    expect(isUniqueIn("", ["", ""], 0)).toBe(true);
  });
});
