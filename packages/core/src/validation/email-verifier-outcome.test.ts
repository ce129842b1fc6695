import { describe, expect, it } from "vitest";
import { EMAIL_VERIFIER_MESSAGES, emailVerifierOutcome } from "./email-verifier-outcome";

describe("emailVerifierOutcome", () => {
  it("accepts deliverable", () => {
    expect(emailVerifierOutcome("deliverable")).toEqual({ kind: "accepted" });
  });

  it("refuses undeliverable and risky with their texts", () => {
    expect(emailVerifierOutcome("undeliverable")).toEqual({
      kind: "refused",
      message: EMAIL_VERIFIER_MESSAGES.undeliverable,
    });
    expect(emailVerifierOutcome("risky")).toEqual({
      kind: "refused",
      message: EMAIL_VERIFIER_MESSAGES.risky,
    });
  });

  it("retries on any other answer or a failure", () => {
    expect(emailVerifierOutcome("unknown")).toEqual({ kind: "retry" });
    expect(emailVerifierOutcome(undefined)).toEqual({ kind: "retry" });
  });
});
