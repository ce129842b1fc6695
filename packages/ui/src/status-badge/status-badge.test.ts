import { describe, expect, it } from "vitest";
import { initials } from "../avatar/avatar";
import { humanizeStatus } from "./status-badge";

describe("humanizeStatus", () => {
  it.each([
    ["for_approval", "For approval"],
    ["draft", "Draft"],
    ["beyond_window", "Beyond window"],
    ["QUEUE_READY", "Queue ready"],
  ])("turns %s into %s", (status, label) => {
    expect(humanizeStatus(status)).toBe(label);
  });
});

describe("initials", () => {
  it("takes the first and last words", () => {
    expect(initials("Maria dela Cruz")).toBe("MC");
    expect(initials("  ops ")).toBe("O");
    expect(initials("")).toBe("");
  });
});
