import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { accessControlSchema } from "./access-control";
import { accountDetailsSchema } from "./account-details";
import {
  changePasswordRequestSchema,
  loginAttemptsDataSchema,
  loginVerifyDataSchema,
  loginVerifyRequestSchema,
  resetPasswordRequestSchema,
} from "./auth-calls";
import { balanceObjectSchema } from "./balance";
import { campaignSchema, campaignStatsSchema } from "./campaign";
import { editorUploadResponseSchema, mergeTags } from "./editor-entries";
import { apiEnvelopeSchema } from "./envelope";
import { listResponseSchema } from "./list-response";
import { pendingRegistrationSchema } from "./pending-registration";
import { routeOptionSchema } from "./route-selection-item";
import { signupRegisterRequestSchema, verifyEmailRequestSchema } from "./signup-calls";
import { topupVerifyDataSchema } from "./topup-calls";
import { twofaVerifyCodeRequestSchema } from "./twofa-calls";
import { snackbarSchema, socketEventSchema } from "./ui-state";

describe("authentication calls", () => {
  it("parses a login verify request and refuses a malformed email", () => {
    expect(
      loginVerifyRequestSchema.parse({ email: " ana@example.com ", password: "x", captcha_response: "c" }),
    ).toEqual({ email: "ana@example.com", password: "x", captcha_response: "c" });
    expect(
      loginVerifyRequestSchema.safeParse({ email: "ana", password: "x", captcha_response: "c" }).success,
    ).toBe(false);
  });

  it("reads the login answer's numeric strings and 0/1 flags", () => {
    expect(
      loginVerifyDataSchema.parse({
        id: "12",
        token: "t",
        role_code: "user",
        twofa_enabled: "0",
        mobile_twofa: null,
      }),
    ).toEqual({ id: 12, token: "t", role_code: "user", twofa_enabled: false, mobile_twofa: null });
    expect(
      loginVerifyDataSchema.parse({ id: 1, token: "t", role_code: "x", twofa_enabled: 1, mobile_twofa: 1 }),
    ).toMatchObject({
      twofa_enabled: true,
      mobile_twofa: true,
    });
  });

  it("reads the attempts count inside the envelope", () => {
    expect(
      apiEnvelopeSchema(loginAttemptsDataSchema).parse({ status: true, data: { attempts: "3" } }),
    ).toEqual({
      status: true,
      data: { attempts: 3 },
    });
  });

  it("holds a new password to the rule and the confirmation to the password", () => {
    const request = { token: "t", code: "c", password: "Abcdefg1!x", password_confirmation: "Abcdefg1!x" };
    expect(resetPasswordRequestSchema.safeParse(request).success).toBe(true);
    const weak = resetPasswordRequestSchema.safeParse({
      ...request,
      password: "short",
      password_confirmation: "short",
    });
    expect(weak.error?.issues.map((issue) => issue.message)).toContain("At least 10 characters");
    const mismatch = changePasswordRequestSchema.safeParse({
      current_password: "old",
      password: "Abcdefg1!x",
      password_confirmation: "Abcdefg1!y",
      password_expired: true,
    });
    expect(mismatch.error?.issues[0]?.path).toEqual(["password_confirmation"]);
  });
});

describe("PIN requests", () => {
  it("strips whitespace from a PIN and needs exactly 6 characters", () => {
    expect(
      verifyEmailRequestSchema.parse({ id: 1, token: "t", email_pin_code: " 123 456 " }).email_pin_code,
    ).toBe("123456");
    expect(twofaVerifyCodeRequestSchema.safeParse({ id: 1, token: "t", pincode: "12345" }).success).toBe(
      false,
    );
  });
});

describe("entities", () => {
  it("reads account details with defaults for missing balances", () => {
    const account = accountDetailsSchema.parse({
      id: "4",
      name: "Acme",
      is_trial: "1",
      account_balance_monetary: "10.5",
    });
    expect(account).toMatchObject({
      id: 4,
      is_trial: true,
      account_balance_monetary: 10.5,
      account_balance_credit_limit: 0,
    });
  });

  it("reads the access-control answer with nested modules", () => {
    const data = accessControlSchema.parse({
      access: { "/sms/campaign/:id": ["/sms/go_live_get"] },
      permissions: { sms_api_search: true },
      modules: [{ state: "sms", submenu: [{ state: "sms-campaign", submenu: [] }] }],
      chat_enabled: 0,
    });
    expect(data.modules[0]?.submenu[0]?.state).toBe("sms-campaign");
    expect(data.chat_enabled).toBe(false);
  });

  it("refuses a campaign with an unknown status and reads a known one", () => {
    const campaign = {
      id: 1,
      campaign_type_code: "sms",
      campaign_status_code: "live",
      total_recipients: "20",
    };
    expect(campaignSchema.parse(campaign)).toMatchObject({ total_recipients: 20, logs: [] });
    expect(campaignSchema.safeParse({ ...campaign, campaign_status_code: "flying" }).success).toBe(false);
  });

  it("reads missing campaign counters as 0", () => {
    expect(campaignStatsSchema.parse({ campaign_stats_sent: "5" })).toMatchObject({
      campaign_stats_sent: 5,
      campaign_stats_delivered: 0,
    });
  });

  it("reads a list page around its rows", () => {
    const page = listResponseSchema(z.object({ id: z.number() })).parse({
      data: [{ id: 1 }],
      page: 1,
      current_page: 1,
      page_size: 10,
      total_pages: 1,
      has_next: false,
      has_previous: 0,
      next_page: null,
      previous_page: null,
      sort_direction: "desc",
    });
    expect(page).toMatchObject({ data: [{ id: 1 }], has_previous: false, sort_direction: "desc" });
  });

  it("reads a pending registration's counters", () => {
    expect(
      pendingRegistrationSchema.parse({
        email: "a@b.c",
        mobile: "63917",
        email_validated: 1,
        mobile_validated: "0",
      }),
    ).toMatchObject({ email_validated: true, mobile_validated: false, email_replace_attempts: 0 });
  });

  it("reads a registration's email and mobile statuses and refuses unknown ones", () => {
    const base = { email: "a@b.c", mobile: "63917", email_validated: 0, mobile_validated: 0 };
    expect(
      pendingRegistrationSchema.parse({ ...base, email_status: "expired", mobile_status: "unconfirmed" }),
    ).toMatchObject({ email_status: "expired", mobile_status: "unconfirmed" });
    expect(pendingRegistrationSchema.safeParse({ ...base, mobile_status: "expired" }).success).toBe(false);
  });

  it("defaults a signup's country to 63 and needs the company and the person's names", () => {
    const signup = {
      email: " nina@newco.test ",
      mobile: "639171112222",
      captcha_response: "c",
      company_name: " Newco ",
      fname: "Nina",
      lname: "Newman",
    };
    expect(signupRegisterRequestSchema.parse(signup)).toMatchObject({
      email: "nina@newco.test",
      country: "63",
      company_name: "Newco",
    });
    const missing = signupRegisterRequestSchema.safeParse({ ...signup, company_name: " ", fname: undefined });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.path.join("."))).toEqual(["company_name", "fname"]);
  });

  it("reads the balance service's numeric strings", () => {
    expect(balanceObjectSchema.parse({ availableBalance: "5.5", accountAvailableBalance: 3 })).toMatchObject({
      availableBalance: 5.5,
      creditLimit: 0,
    });
  });

  it("needs a route option to carry routing_id or id", () => {
    expect(routeOptionSchema.safeParse({ code: "A", cost: 1, currency_code: "PHP" }).success).toBe(false);
    expect(routeOptionSchema.safeParse({ code: "A", cost: "1", currency_code: "PHP", id: 3 }).success).toBe(
      true,
    );
  });

  it("defaults a snackbar to success for 5000 ms and reads socket events", () => {
    expect(snackbarSchema.parse({ message: "Saved" })).toEqual({
      message: "Saved",
      type: "success",
      delay: 5000,
    });
    expect(socketEventSchema.parse({ type: "campaign", data: { id: "9", status: "live" } }).data).toEqual({
      id: 9,
      status: "live",
    });
  });

  it("reads the top-up verify answer as the account id", () => {
    expect(topupVerifyDataSchema.parse("15")).toBe(15);
  });

  it("tells an editor upload's error from its link", () => {
    expect(editorUploadResponseSchema.parse({ error: "Too big" })).toEqual({ error: "Too big" });
    expect(editorUploadResponseSchema.parse({ filelink: "/a.png", filename: "a.png" })).toEqual({
      filelink: "/a.png",
      filename: "a.png",
    });
  });

  it("puts the built-in merge tags first and drops custom duplicates", () => {
    expect(
      mergeTags([
        { field_name: "first_name", label: "X" },
        { field_name: "code", label: "Code" },
      ]),
    ).toEqual([
      { field_name: "first_name", label: "First Name" },
      { field_name: "last_name", label: "Last Name" },
      { field_name: "code", label: "Code" },
    ]);
  });
});
