import { describe, expect, it } from "vitest";
import { normalizeRoute } from "./normalize-route";

describe("normalizeRoute", () => {
  it.each([
    ["/sms/campaign/42/edit?tab=1", "/sms/campaign/:id/edit"],
    ["/sms/campaign/42/upload/7#top", "/sms/campaign/:id/upload/:id"],
    ["/settings/top-up", "/settings/top-up"],
    ["/report/2024a/1", "/report/2024a/:id"],
    ["/x/-1/1.5", "/x/-1/1.5"],
    ["", ""],
  ])("normalises %j to %j", (url, expected) => {
    expect(normalizeRoute(url)).toBe(expected);
  });
});
