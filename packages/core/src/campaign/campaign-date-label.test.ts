import { describe, expect, it } from "vitest";
import { campaignDateLabel, campaignDateLabelFor } from "./campaign-date-label";

describe("campaignDateLabelFor", () => {
  it.each([
    ["completed", "Completed"],
    ["auto_complete", "Completed"],
    ["cancelled", "Cancelled"],
    ["rejected", "Rejected"],
    ["approved", "Approved"],
    ["live", "Triggered"],
    ["run_failed", "Triggered"],
    ["draft", "Updated"],
    ["scheduled", "Updated"],
  ])("labels %s as %s", (status, label) => {
    expect(campaignDateLabelFor(status)).toBe(label);
  });
});

describe("campaignDateLabel", () => {
  it("reads the field of the status's label", () => {
    expect(
      campaignDateLabel({ campaign_status_code: "rejected", date_approved_rejected: "2024-01-02 10:00:00" }),
    ).toEqual({ label: "Rejected", field: "date_approved_rejected", value: "2024-01-02 10:00:00" });
  });

  it("falls back to Created when the field is empty", () => {
    expect(
      campaignDateLabel({
        campaign_status_code: "draft",
        date_last_updated: null,
        date_created: "2024-01-01 09:00:00",
      }),
    ).toEqual({ label: "Created", field: "date_created", value: "2024-01-01 09:00:00" });
  });
});
