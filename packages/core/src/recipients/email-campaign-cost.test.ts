import { describe, expect, it } from "vitest";
import { EMAIL_PRICE, emailCampaignCost } from "./email-campaign-cost";

describe("emailCampaignCost", () => {
  it("prices one email a recipient, to four decimals, and nothing for no one", () => {
    expect(emailCampaignCost(12)).toBe(0.6);
    expect(emailCampaignCost(3)).toBe(Math.round(3 * EMAIL_PRICE * 10_000) / 10_000);
    expect(emailCampaignCost(0)).toBe(0);
    expect(emailCampaignCost(-1)).toBe(0);
  });
});
