import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { handleFailure, handleSuccess, silentFailureMessage } from "./response-handler";

const shown: string[] = [];
vi.mock("./notices", () => ({ notify: (message: string) => shown.push(message) }));

describe("silentFailureMessage", () => {
  it("gives the screen the server's words for a refusal no notice shows", () => {
    const message = "Insufficient balance: the campaign needs PHP 1.75 and PHP 0.00 is available.";
    expect(silentFailureMessage(new ApiError(message, 422, { status: false, message }))).toBe(message);
    expect(
      silentFailureMessage(new ApiError("Access denied", 403, { status: false, message: "Access denied" })),
    ).toBe("Access denied");
  });

  it("is null where the response policy already acted: a notice, field errors or a logout", () => {
    const invalid = {
      status: false,
      message: "Validation Error",
      errors: { name: ["This is a required field."] },
    };
    expect(silentFailureMessage(new ApiError("Validation Error", 422, invalid))).toBeNull();
    expect(
      silentFailureMessage(
        new ApiError("Conflict", 409, { status: false, message: "Not allowed now." }, "Conflict"),
      ),
    ).toBeNull();
    expect(
      silentFailureMessage(
        new ApiError("Authentication Failed", 401, { status: false, message: "Authentication Failed" }),
      ),
    ).toBeNull();
  });

  it("is null for anything that is not a failed call", () => {
    expect(silentFailureMessage(null)).toBeNull();
    expect(silentFailureMessage(new Error("network down"))).toBeNull();
  });
});

describe("quiet requests", () => {
  it("drop the notices of a screen that shows the outcome itself, and only those", () => {
    const lockout = new ApiError("Too many failed login attempts.", 429, {
      status: false,
      message: "Too many failed login attempts.",
    });
    handleFailure(lockout, { method: "POST", url: "/ajax/login/verify", quiet: true });
    expect(shown).toEqual([]);
    handleFailure(lockout, { method: "POST", url: "/ajax/login/reset_password", quiet: "success" });
    expect(shown).toEqual(["Too many failed login attempts."]);
    const done = { status: true, message: "Password changed.", data: null };
    handleSuccess(done, { method: "POST", url: "/ajax/login/reset_password", quiet: "success" });
    expect(shown).toEqual(["Too many failed login attempts."]);
    handleSuccess({ status: true, message: "Saved.", data: null }, { method: "POST", url: "/x" });
    expect(shown).toEqual(["Too many failed login attempts.", "Saved."]);
  });
});
