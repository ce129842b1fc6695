import { describe, expect, it } from "vitest";
import { isPostLoginSessionStale, isSessionExpired, sessionExpiryApplies } from "./session-expiry";

const at = (minutes: number, ms = 0) => new Date(Date.UTC(2024, 0, 1, 0, minutes) + ms);

describe("isSessionExpired", () => {
  it("keeps the session up to just before the configured minutes and expires it at them", () => {
    expect(isSessionExpired(at(0), at(15, -1), 15)).toBe(false);
    expect(isSessionExpired(at(0), at(15), 15)).toBe(true);
  });
});

describe("sessionExpiryApplies", () => {
  it("does not apply on the login, reset and forgot pages", () => {
    expect(sessionExpiryApplies("/login")).toBe(false);
    expect(sessionExpiryApplies("/reset-password/abc/def")).toBe(false);
    expect(sessionExpiryApplies("/forgot-password?expired")).toBe(false);
  });

  it("applies elsewhere, including paths that merely start with the same letters", () => {
    expect(sessionExpiryApplies("/sms/campaigns")).toBe(true);
    expect(sessionExpiryApplies("/login-help")).toBe(true);
  });
});

describe("isPostLoginSessionStale", () => {
  it("prompts from 10 minutes after login", () => {
    expect(isPostLoginSessionStale(at(0), at(10, -1))).toBe(false);
    expect(isPostLoginSessionStale(at(0), at(10))).toBe(true);
  });
});
