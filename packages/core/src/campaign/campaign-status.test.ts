import { describe, expect, it } from "vitest";
import { CAMPAIGN_STATUSES, campaignHasEnded } from "./campaign-status";

describe("campaignHasEnded", () => {
  it("holds for the statuses after which nothing more is sent or charged", () => {
    expect(CAMPAIGN_STATUSES.filter(campaignHasEnded)).toEqual([
      "stopped",
      "completed",
      "cancelled",
      "aborted",
      "failed",
      "run_failed",
      "expired",
      "auto_complete",
    ]);
  });
  it("does not hold while a campaign may still send", () => {
    for (const status of ["draft", "scheduled", "live", "paused", "queued"])
      expect(campaignHasEnded(status)).toBe(false);
  });
});
