import { describe, expect, it } from "vitest";
import { campaignPath } from "./campaign-path";

describe("campaignPath", () => {
  it("puts a campaign under its channel's list", () => {
    expect(campaignPath({ id: 4, channel: "sms", isTest: false })).toBe("/sms-campaign/4");
    expect(campaignPath({ id: 9, channel: "email", isTest: false })).toBe("/email-campaign/9");
  });

  it("puts a test campaign under the test campaigns", () => {
    expect(campaignPath({ id: 5, channel: "sms", isTest: true })).toBe("/sms-campaign/test-campaign/5");
  });
});
