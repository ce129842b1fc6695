import { describe, expect, it } from "vitest";
import { loginDestination } from "./login-destination";
import { twofaErrorScreen, twofaResendShows } from "./twofa-outcome";

describe("loginDestination", () => {
  it("sends a super admin through two-factor even with the flag off", () => {
    expect(loginDestination({ role_code: "super_admin", twofa_enabled: 0 })).toBe("twofa-login");
  });

  it("sends a user with two-factor enabled through two-factor", () => {
    expect(loginDestination({ role_code: "user", twofa_enabled: 1 })).toBe("twofa-login");
  });

  it("logs in a user whose flag is 0 or null", () => {
    expect(loginDestination({ role_code: "user", twofa_enabled: 0 })).toBe("logged-in");
    expect(loginDestination({ role_code: "user", twofa_enabled: null })).toBe("logged-in");
  });
});

describe("twofaErrorScreen", () => {
  it("maps the SPEC's error texts to their screens", () => {
    expect(twofaErrorScreen("Code max retries")).toBe("twofa-login-max-retry");
    expect(twofaErrorScreen("Link is expired")).toBe("twofa-login-expired");
    expect(twofaErrorScreen("Mobile Pincode is expired")).toBe("twofa-login-expired");
    expect(twofaErrorScreen("Invalid code")).toBeNull();
  });
});

describe("twofaResendShows", () => {
  it("shows from 30 seconds after the last action", () => {
    const start = new Date(0);
    expect(twofaResendShows(start, new Date(29_999))).toBe(false);
    expect(twofaResendShows(start, new Date(30_000))).toBe(true);
  });
});
