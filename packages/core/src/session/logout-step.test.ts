import { describe, expect, it } from "vitest";
import { logoutStep } from "./logout-step";

describe("logoutStep", () => {
  it("makes staff inside an account leave the account first", () => {
    expect(logoutStep({ role_is_non_account: 1, account_id: 5 })).toBe("leave-account");
  });

  it("clears the session of staff outside accounts and of account users", () => {
    expect(logoutStep({ role_is_non_account: true, account_id: null })).toBe("clear-session");
    expect(logoutStep({ role_is_non_account: 0, account_id: 5 })).toBe("clear-session");
  });
});
