import { describe, expect, it } from "vitest";
import { emailResendShows, joinMobile, mobileResendShows, signupNextStep } from "./signup-rules";

describe("emailResendShows", () => {
  it("shows until the email has been replaced once", () => {
    expect(emailResendShows({ email_replace_attempts: 0 })).toBe(true);
    expect(emailResendShows({ email_replace_attempts: 1 })).toBe(false);
  });
});

describe("mobileResendShows", () => {
  const now = new Date(100_000);

  it("shows 20 seconds after the last action while fewer than 2 sends and replaces are used", () => {
    const counts = { mobile_code_send_attempts: 1, mobile_replace_attempts: 0 };
    expect(mobileResendShows(counts, new Date(80_001), now)).toBe(false);
    expect(mobileResendShows(counts, new Date(80_000), now)).toBe(true);
    expect(mobileResendShows(counts, null, now)).toBe(true);
  });

  it("hides once sends and replaces together reach 2", () => {
    expect(mobileResendShows({ mobile_code_send_attempts: 1, mobile_replace_attempts: 1 }, null, now)).toBe(
      false,
    );
    expect(mobileResendShows({ mobile_code_send_attempts: 2, mobile_replace_attempts: 0 }, null, now)).toBe(
      false,
    );
  });
});

describe("signupNextStep", () => {
  it("logs in 3 s after the process completes", () => {
    expect(signupNextStep({ email_validated: 1, mobile_validated: 1, is_process_completed: 1 })).toEqual({
      kind: "login",
      afterMs: 3000,
    });
  });

  it("goes home 2 s after both are validated", () => {
    expect(
      signupNextStep({ email_validated: true, mobile_validated: true, is_process_completed: false }),
    ).toEqual({
      kind: "home",
      afterMs: 2000,
    });
  });

  it("keeps polling every 2 s while one is unconfirmed", () => {
    expect(signupNextStep({ email_validated: 1, mobile_validated: 0, is_process_completed: 0 })).toEqual({
      kind: "poll",
      afterMs: 2000,
    });
  });
});

describe("joinMobile", () => {
  it("joins the default 63 prefix to the number", () => {
    expect(joinMobile("917 123 4567")).toBe("639171234567");
    expect(joinMobile("2025550100", "+1")).toBe("12025550100");
  });
});
