import { describe, expect, it } from "vitest";
import { passwordState } from "./password-expiry";

const now = new Date("2024-06-30T12:00:00Z");
const daysAgo = (days: number, extraMs = 0) => new Date(now.getTime() - days * 86_400_000 - extraMs);

describe("passwordState", () => {
  it("is current up to exactly 30 days after the last update", () => {
    expect(passwordState({ passwordLastUpdated: daysAgo(30), dateCreated: null }, now)).toBe("current");
  });

  it("asks to renew just past 30 days and up to 60", () => {
    expect(passwordState({ passwordLastUpdated: daysAgo(30, 1), dateCreated: null }, now)).toBe("renew");
    expect(passwordState({ passwordLastUpdated: daysAgo(60), dateCreated: null }, now)).toBe("renew");
  });

  it("forces the expired screen past 60 days", () => {
    expect(passwordState({ passwordLastUpdated: daysAgo(60, 1), dateCreated: daysAgo(1) }, now)).toBe(
      "expired",
    );
  });

  it("asks to renew a password never set on a young account", () => {
    expect(passwordState({ passwordLastUpdated: null, dateCreated: daysAgo(5) }, now)).toBe("renew");
  });

  it("uses the creation date for the forced check when the password was never set", () => {
    expect(passwordState({ passwordLastUpdated: null, dateCreated: daysAgo(61) }, now)).toBe("expired");
    expect(passwordState({ passwordLastUpdated: null, dateCreated: null }, now)).toBe("expired");
  });
});
