import { describe, expect, it } from "vitest";
import { accountIdHeader, logsVisible, roleIn, roleNotIn } from "./role-in";

describe("roleIn and roleNotIn", () => {
  it("compares role names exactly", () => {
    expect(roleIn("Admin", ["Admin", "Sales"])).toBe(true);
    expect(roleIn("admin", ["Admin"])).toBe(false);
    expect(roleNotIn("User", ["Admin"])).toBe(true);
    expect(roleNotIn("Admin", ["Admin"])).toBe(false);
  });

  it("puts a missing role in no list", () => {
    expect(roleIn(undefined, ["Admin"])).toBe(false);
    expect(roleNotIn(null, ["Admin"])).toBe(true);
  });
});

describe("logsVisible", () => {
  it("shows logs only to non-account roles when campaign controls allow it", () => {
    expect(logsVisible(1, true)).toBe(true);
    expect(logsVisible(0, true)).toBe(false);
    expect(logsVisible(true, false)).toBe(false);
  });
});

describe("accountIdHeader", () => {
  it("prefers the active account over the session's", () => {
    expect(accountIdHeader({ account_id: 3 }, 9)).toBe("9");
    expect(accountIdHeader({ account_id: 3 })).toBe("3");
    expect(accountIdHeader({ account_id: null }, null)).toBeUndefined();
  });
});
