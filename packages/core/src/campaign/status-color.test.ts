import { describe, expect, it } from "vitest";
import { CAMPAIGN_STATUSES } from "./campaign-status";
import { statusColor } from "./status-color";

describe("statusColor", () => {
  it.each([
    ["completed", "success"],
    ["stopped", "danger"],
    ["risky", "danger"],
    ["beyond_window", "danger"],
    ["for_approval", "info"],
    ["live", "warning"],
    ["count_failed", "warning"],
    ["queuing_failed", "warning"],
    ["approved", "primary"],
    ["scheduled", "primary"],
    ["draft", "gray"],
  ] as const)("colours %s as %s", (status, colour) => {
    expect(statusColor(status)).toBe(colour);
  });

  it("falls back to gray for statuses without a colour and for unknown text", () => {
    expect(statusColor("cancelled")).toBe("gray");
    expect(statusColor("no-such-status")).toBe("gray");
  });

  it("gives every known status a colour from the closed set", () => {
    const colours = new Set(CAMPAIGN_STATUSES.map(statusColor));
    expect(
      [...colours].every((c) => ["success", "danger", "info", "warning", "primary", "gray"].includes(c)),
    ).toBe(true);
  });
});
