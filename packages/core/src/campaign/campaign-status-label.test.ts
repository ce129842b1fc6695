import { describe, expect, it } from "vitest";
import { campaignChannelLabel, campaignStatusLabel } from "./campaign-status-label";

describe("campaignStatusLabel", () => {
  it("names every status in words", () => {
    expect(campaignStatusLabel("for_approval")).toBe("For approval");
    expect(campaignStatusLabel("completed")).toBe("Completed");
    expect(campaignStatusLabel("something_new")).toBe("something_new");
  });

  it("says a completed campaign still waiting for delivery receipts is awaiting them", () => {
    expect(campaignStatusLabel("completed", 58)).toBe("Sent, awaiting receipts");
    expect(campaignStatusLabel("live", 58)).toBe("Live");
  });
});

describe("campaignChannelLabel", () => {
  it("names channels as the product writes them, whatever their case", () => {
    expect(campaignChannelLabel("EMAIL")).toBe("Email");
    expect(campaignChannelLabel("sms")).toBe("SMS");
    expect(campaignChannelLabel("viber")).toBe("Viber");
  });
});
