import { describe, expect, it } from "vitest";
import { formFieldName, responsePolicy } from "./response-policy";

describe("responsePolicy", () => {
  it("goes to the password-expired screen after 500 ms on Password Expired", () => {
    for (const httpStatus of [401, 403, 422]) {
      expect(responsePolicy({ httpStatus, body: { status: false, message: "Password Expired" } })).toEqual({
        outcome: "failure",
        effects: [{ kind: "redirect", to: "password-expired", afterMs: 500 }],
      });
    }
  });

  it("logs out on Authentication Failed", () => {
    expect(
      responsePolicy({ httpStatus: 401, body: { status: false, message: "Authentication Failed" } }),
    ).toEqual({
      outcome: "failure",
      effects: [{ kind: "logout" }],
    });
  });

  it("passes other 401, 403 and 422 errors on silently", () => {
    expect(responsePolicy({ httpStatus: 403, body: { status: false, message: "Forbidden" } })).toEqual({
      outcome: "failure",
      effects: [],
    });
    expect(responsePolicy({ httpStatus: 401, body: "not json" })).toEqual({
      outcome: "failure",
      effects: [],
    });
  });

  it("shows Session Expired as a danger notice", () => {
    expect(
      responsePolicy({ httpStatus: 401, body: { status: false, message: "Session Expired" } }).effects,
    ).toEqual([{ kind: "notice", type: "danger", message: "Session Expired" }]);
  });

  it("shows the status and its text above 404, but not for 404 itself", () => {
    expect(responsePolicy({ httpStatus: 500, statusText: "Internal Server Error" }).effects).toEqual([
      { kind: "notice", type: "danger", message: "500 Internal Server Error" },
    ]);
    expect(responsePolicy({ httpStatus: 405, statusText: "Method Not Allowed" }).effects).toHaveLength(1);
    // One message per event, in words: the server's own, when it gave one.
    expect(
      responsePolicy({
        httpStatus: 429,
        statusText: "Too Many Requests",
        body: { status: false, message: "Too many failed login attempts. Please try again in 15 minutes." },
      }).effects,
    ).toEqual([
      {
        kind: "notice",
        type: "danger",
        message: "Too many failed login attempts. Please try again in 15 minutes.",
      },
    ]);
    expect(
      responsePolicy({
        httpStatus: 404,
        statusText: "Not Found",
        body: { status: false, message: "Not Found" },
      }),
    ).toEqual({ outcome: "failure", effects: [] });
  });

  it("shows a status-false message as a danger notice on HTTP 200", () => {
    expect(
      responsePolicy({ httpStatus: 200, body: { status: false, message: "Not allowed here." } }),
    ).toEqual({
      outcome: "failure",
      effects: [{ kind: "notice", type: "danger", message: "Not allowed here." }],
    });
  });

  it("suppresses 'Textback number not found.'", () => {
    expect(
      responsePolicy({ httpStatus: 200, body: { status: false, message: "Textback number not found." } }),
    ).toEqual({
      outcome: "failure",
      effects: [],
    });
  });

  it("refuses a method the client does not implement", () => {
    expect(responsePolicy({ httpStatus: 0, method: "FETCH" })).toEqual({
      outcome: "failure",
      effects: [{ kind: "notice", type: "danger", message: "API Service is not yet implemented." }],
    });
    expect(responsePolicy({ httpStatus: 200, method: "get", body: { status: true } }).outcome).toBe(
      "success",
    );
  });

  it("shows a success message other than Success as a success notice", () => {
    expect(responsePolicy({ httpStatus: 200, body: { status: true, message: "Saved" } })).toEqual({
      outcome: "success",
      effects: [{ kind: "notice", type: "success", message: "Saved" }],
    });
    expect(responsePolicy({ httpStatus: 200, body: { status: true, message: "Success" } }).effects).toEqual(
      [],
    );
    expect(responsePolicy({ httpStatus: 200, body: { status: true } }).effects).toEqual([]);
  });

  describe("Validation Error", () => {
    const body = {
      status: false,
      message: "Validation Error",
      errors: {
        email: ["Required", "Invalid"],
        "name.0": "Name is taken",
        new_contacts: "Pick recipients",
        captcha: ["Captcha failed"],
        password: ["Password has already been used."],
      },
    };

    it("puts errors on the form's fields, maps indexed and recipient errors, and lists the rest", () => {
      expect(
        responsePolicy({
          httpStatus: 422,
          body,
          fields: ["email", "name-0", "total_recipients", "password"],
        }),
      ).toEqual({
        outcome: "failure",
        effects: [
          {
            kind: "fieldErrors",
            errors: {
              email: "Required",
              "name-0": "Name is taken",
              total_recipients: "Pick recipients",
              password: "Password has already been used.",
            },
          },
          { kind: "notice", type: "danger", message: "Validation Error:", items: ["Captcha failed"] },
        ],
      });
    });

    it("lists every error without a form, leaving out the password already-used message", () => {
      expect(responsePolicy({ httpStatus: 200, body }).effects).toEqual([
        {
          kind: "notice",
          type: "danger",
          message: "Validation Error:",
          items: ["Required", "Invalid", "Name is taken", "Pick recipients", "Captcha failed"],
        },
      ]);
    });
  });
});

describe("formFieldName", () => {
  it("maps indexed names and the recipient fields", () => {
    expect(formFieldName("contacts.2.mobile")).toBe("contacts-2.mobile");
    expect(formFieldName("filter")).toBe("total_recipients");
    expect(formFieldName("email")).toBe("email");
  });
});
