import { eq, sql } from "drizzle-orm";
import { EMAIL_VERIFIER_MESSAGES } from "@sendline/core";
import {
  pendingRegistrationSchema,
  sessionCookieSchema,
  signupRegisterDataSchema,
} from "@sendline/core/contract";
import { describe, expect, it } from "vitest";
import { accounts, pendingRegistrations, users } from "../src/db/schema";
import { completeHalfDoneRegistrations } from "../src/modules/signup/registrations";
import { CAPTCHA, lastOutboxMessage, outboxMessages, useServer } from "./harness";

const NEW_PASSWORD = "First-pass-2026";

const SIGNUP = {
  email: "Nina@Newco.test",
  mobile: "639171112222",
  country: "63",
  company_name: "Newco Trading",
  fname: "Nina",
  lname: "Newman",
  captcha_response: CAPTCHA,
};

describe("signup with email and mobile confirmation", () => {
  // Every test here signs up from the same address; the send rate limit has its own test.
  const harness = useServer({ SEND_RATE_LIMIT_PER_MINUTE: "1000" });

  const post = (path: string, payload: unknown) =>
    harness.app.inject({ method: "POST", url: `/public/signup/${path}`, payload: payload as object });

  const read = (link: { id: number; token: string }) =>
    harness.app.inject({ method: "GET", url: `/public/signup/register?id=${link.id}&token=${link.token}` });

  async function register(overrides: Record<string, unknown> = {}) {
    const response = await post("register", { ...SIGNUP, ...overrides });
    expect(response.statusCode, response.body).toBe(200);
    const data = signupRegisterDataSchema.parse(response.json().data);
    return { id: data.id, token: data.token };
  }

  async function emailPin(to = "nina@newco.test") {
    const message = await lastOutboxMessage(harness, { channel: "email", to });
    const pin = /email code is (\d{6})\./.exec(message.body)?.[1];
    if (!pin) throw new Error(`no email PIN in ${message.body}`);
    return { pin, message };
  }

  async function mobilePin(to = SIGNUP.mobile) {
    const message = await lastOutboxMessage(harness, { channel: "sms", to });
    const pin = /mobile code is (\d{6})\./.exec(message.body)?.[1];
    if (!pin) throw new Error(`no mobile PIN in ${message.body}`);
    return pin;
  }

  const otherPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, "0");

  it("sends an email PIN with the setup link and a mobile PIN, and reads the registration back", async () => {
    const response = await post("register", SIGNUP);
    expect(response.json()).toMatchObject({
      status: true,
      data: { email: "nina@newco.test", mobile: SIGNUP.mobile },
    });
    const link = signupRegisterDataSchema.parse(response.json().data);

    const { pin, message } = await emailPin();
    const setup = /(\/setup-account\/\S+)/.exec(message.body)?.[1] ?? "";
    const url = new URL(setup, "http://console.test");
    expect(url.pathname).toBe(`/setup-account/${link.id}/${link.token}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code: pin,
      email: "nina@newco.test",
      mobile: SIGNUP.mobile,
    });
    expect(await mobilePin()).toMatch(/^\d{6}$/);

    const registration = (await read(link)).json().data;
    expect(pendingRegistrationSchema.safeParse(registration).success).toBe(true);
    expect(registration).toMatchObject({
      id: link.id,
      email: "nina@newco.test",
      mobile: SIGNUP.mobile,
      mobile_country_name: "Philippines",
      company_name: "Newco Trading",
      email_status: "unconfirmed",
      mobile_status: "unconfirmed",
      email_validated: 0,
      mobile_validated: 0,
      email_replace_attempts: 0,
      mobile_code_send_attempts: 0,
      mobile_replace_attempts: 0,
      is_process_failed: 0,
      is_process_completed: 0,
      mobile_code_sent_at: harness.clock.now().toISOString(),
    });
  });

  it("stores neither the link token nor the PINs", async () => {
    const link = await register();
    const { pin } = await emailPin();
    const [row] = await harness.database.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.id, link.id));
    const stored = JSON.stringify(row);
    for (const secret of [link.token, pin, await mobilePin()]) expect(stored).not.toContain(secret);
  });

  it("completes when both are confirmed: a trial account, its owner, and a set-password link", async () => {
    const link = await register();
    const { pin } = await emailPin();
    const email = await post("verify_email", {
      ...link,
      email_pin_code: ` ${pin.slice(0, 3)} ${pin.slice(3)}`,
    });
    expect(email.json()).toMatchObject({
      status: true,
      data: { email_status: "validated", email_validated: 1, is_process_completed: 0 },
    });

    const mobile = await post("verify_mobile", { ...link, mobile_pin_code: await mobilePin() });
    expect(mobile.json()).toMatchObject({
      status: true,
      data: { mobile_status: "validated", is_process_completed: 1, is_process_failed: 0 },
    });

    const [owner] = await harness.database.db.select().from(users).where(eq(users.email, "nina@newco.test"));
    expect(owner).toMatchObject({
      fname: "Nina",
      lname: "Newman",
      mobile: SIGNUP.mobile,
      passwordHash: null,
    });
    const [account] = await harness.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, owner?.accountId ?? 0));
    expect(account).toMatchObject({ name: "Newco Trading", isTrial: true, countryCode: "63" });

    const setMessage = await lastOutboxMessage(harness, { channel: "email", to: "nina@newco.test" });
    const [, code, token] = /\/set-password\/([^/\s]+)\/([^/\s]+)/.exec(setMessage.body) ?? [];
    const details = await harness.app.inject({
      method: "POST",
      url: "/public/app/reset_password",
      payload: { code, token },
    });
    expect(details.json()).toMatchObject({
      status: true,
      data: { email: "nina@newco.test", purpose: "set" },
    });

    const setPassword = (password: string) =>
      harness.app.inject({
        method: "POST",
        url: "/ajax/login/set_password",
        payload: { code, token, password, password_confirmation: password },
      });
    const weak = await setPassword("short");
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({
      message: "Validation Error",
      errors: { password: expect.any(Array) },
    });

    const set = await setPassword(NEW_PASSWORD);
    expect(set.statusCode).toBe(200);
    const session = sessionCookieSchema.parse(set.json().data);
    expect(session).toMatchObject({ id: owner?.id, account_id: account?.id });
    expect(set.json().data).toMatchObject({ role_code: "account_owner", twofa_enabled: 0 });
    const current = await harness.app.inject({
      method: "GET",
      url: "/ajax/account/details",
      headers: { token: session.token },
    });
    expect(current.json().data).toMatchObject({ name: "Newco Trading", is_trial: 1 });

    expect((await setPassword(NEW_PASSWORD)).json()).toEqual({
      status: false,
      message: "Link was used or already expired",
    });
    const login = await harness.app.inject({
      method: "POST",
      url: "/ajax/login/verify",
      payload: { email: "nina@newco.test", password: NEW_PASSWORD, captcha_response: CAPTCHA },
    });
    expect(login.json()).toMatchObject({ status: true, data: { id: owner?.id } });

    expect((await read(link)).json().data).toMatchObject({ is_process_completed: 1 });
    const again = await post("verify_mobile", { ...link, mobile_pin_code: "123456" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: false, message: "This registration has already been processed." });
  });

  it("confirms the last PIN and completes in one transaction: a failed completion leaves the PIN unconfirmed", async () => {
    const link = await register();
    await post("verify_email", { ...link, email_pin_code: (await emailPin()).pin });
    const pin = await mobilePin();
    const { db } = harness.database;
    // Completing needs the owner role; without it the completion fails after the PIN matched.
    await db.execute(sql`update roles set code = 'account_owner_away' where code = 'account_owner'`);
    const failed = await post("verify_mobile", { ...link, mobile_pin_code: pin });
    expect(failed.statusCode).toBe(500);
    const [halfway] = await db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.id, link.id));
    expect(halfway).toMatchObject({ mobileValidated: false, isProcessCompleted: false });
    expect(await db.select().from(users).where(eq(users.email, "nina@newco.test"))).toEqual([]);

    await db.execute(sql`update roles set code = 'account_owner' where code = 'account_owner_away'`);
    const retried = await post("verify_mobile", { ...link, mobile_pin_code: pin });
    expect(retried.json()).toMatchObject({ status: true, data: { is_process_completed: 1 } });
  });

  it("completes a registration left half-done (both PINs confirmed, no account) on the next confirm or on start", async () => {
    const { db } = harness.database;
    const halfDone = async (email: string, mobile: string) => {
      const link = await register({ email, mobile });
      await db
        .update(pendingRegistrations)
        .set({ emailValidated: true, mobileValidated: true, emailPinHash: null, mobilePinHash: null })
        .where(eq(pendingRegistrations.id, link.id));
      return link;
    };
    const next = await halfDone("next@newco.test", "639171110001");
    const confirm = await post("verify_mobile", { ...next, mobile_pin_code: "000000" });
    expect(confirm.json()).toMatchObject({ status: true, data: { is_process_completed: 1 } });
    expect(await db.select().from(users).where(eq(users.email, "next@newco.test"))).toHaveLength(1);

    await halfDone("start@newco.test", "639171110002");
    expect(await completeHalfDoneRegistrations(harness.app.context)).toBe(1);
    expect(await db.select().from(users).where(eq(users.email, "start@newco.test"))).toHaveLength(1);
    const mail = await lastOutboxMessage(harness, { channel: "email", to: "start@newco.test" });
    expect(mail.body).toMatch(/\/set-password\//);
    expect(await completeHalfDoneRegistrations(harness.app.context)).toBe(0);
  });

  it("does not take a set-password link as a reset link, nor the reverse", async () => {
    await harness.app.inject({
      method: "POST",
      url: "/ajax/login/forgot_password",
      payload: { email: "agent@acme.test" },
    });
    const [, code, token] =
      /\/reset-password\/([^/\s]+)\/([^/\s]+)/.exec((await lastOutboxMessage(harness)).body) ?? [];
    const response = await harness.app.inject({
      method: "POST",
      url: "/ajax/login/set_password",
      payload: { code, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, message: "Link was used or already expired" });
  });

  it("expires the email status after a wrong email PIN, and allows one resend or replace", async () => {
    const link = await register();
    const { pin } = await emailPin();
    const wrong = await post("verify_email", { ...link, email_pin_code: otherPin(pin) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      status: false,
      message: "The email code is incorrect, so it has expired. Request a new code.",
    });
    expect((await read(link)).json().data).toMatchObject({
      email_status: "expired",
      email_code_verify_attempts: 1,
      is_process_failed: 0,
    });
    // The right PIN is spent too.
    expect((await post("verify_email", { ...link, email_pin_code: pin })).json()).toEqual({
      status: false,
      message: "The email code has expired. Request a new code.",
    });

    const replaced = await post("resend_email_pin_code", { ...link, email: "nina.n@newco.test" });
    expect(replaced.json()).toMatchObject({
      status: true,
      data: { email: "nina.n@newco.test", email_status: "unconfirmed", email_replace_attempts: 1 },
    });
    const { pin: newPin, message } = await emailPin("nina.n@newco.test");
    expect(message.body).toContain(`email=nina.n%40newco.test`);

    const twice = await post("resend_email_pin_code", { ...link, email: "nina.n@newco.test" });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(
      "The email code can be resent, or the email address changed, only once.",
    );

    expect((await post("verify_email", { ...link, email_pin_code: newPin })).json()).toMatchObject({
      status: true,
      data: { email_validated: 1, email: "nina.n@newco.test" },
    });
  });

  it("fails the process when the replaced email's PIN is wrong too", async () => {
    const link = await register();
    await post("verify_email", { ...link, email_pin_code: otherPin((await emailPin()).pin) });
    await post("resend_email_pin_code", { ...link, email: SIGNUP.email });
    const final = await post("verify_email", { ...link, email_pin_code: otherPin((await emailPin()).pin) });
    expect(final.json()).toEqual({
      status: false,
      message: "The email code is incorrect, so it has expired.",
    });
    expect((await read(link)).json().data).toMatchObject({ email_status: "expired", is_process_failed: 1 });
    const after = await post("verify_mobile", { ...link, mobile_pin_code: await mobilePin() });
    expect(after.json()).toEqual({
      status: false,
      message: "This registration can no longer be completed. Please sign up again.",
    });
  });

  it("refuses a replacement email that is undeliverable or already registered", async () => {
    const link = await register();
    for (const [email, message] of [
      ["undeliverable@newco.test", EMAIL_VERIFIER_MESSAGES.undeliverable],
      ["owner@acme.test", "This email address is already registered."],
    ] as const) {
      const response = await post("resend_email_pin_code", { ...link, email });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: false,
        message: "Validation Error",
        errors: { email: [message] },
      });
    }
    expect((await read(link)).json().data.email_replace_attempts).toBe(0);
  });

  it("answers a wrong mobile PIN with the PIN error, then Code max retries; a resent PIN works", async () => {
    const link = await register();
    const pin = await mobilePin();
    const wrong = { ...link, mobile_pin_code: otherPin(pin) };
    expect((await post("verify_mobile", wrong)).json()).toEqual({ status: false, message: "Invalid code" });
    expect((await post("verify_mobile", wrong)).json()).toEqual({ status: false, message: "Invalid code" });
    const third = await post("verify_mobile", wrong);
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual({ status: false, message: "Code max retries" });
    expect((await post("verify_mobile", { ...link, mobile_pin_code: pin })).json()).toEqual({
      status: false,
      message: "Code max retries",
    });
    expect((await read(link)).json().data).toMatchObject({
      mobile_code_verify_attempts: 3,
      is_process_failed: 0,
    });

    const resent = await post("resend_mobile_pin_code", { ...link, mobile: SIGNUP.mobile });
    expect(resent.json()).toMatchObject({ status: true, data: { mobile_code_send_attempts: 1 } });
    const verified = await post("verify_mobile", { ...link, mobile_pin_code: await mobilePin() });
    expect(verified.json()).toMatchObject({ status: true, data: { mobile_validated: 1 } });
  });

  it("allows at most 2 mobile sends plus replaces", async () => {
    const link = await register();
    const replaced = await post("resend_mobile_pin_code", { ...link, mobile: "639175556666" });
    expect(replaced.json()).toMatchObject({
      status: true,
      data: { mobile: "639175556666", mobile_replace_attempts: 1, mobile_code_send_attempts: 0 },
    });
    expect(await mobilePin("639175556666")).toMatch(/^\d{6}$/);
    const resent = await post("resend_mobile_pin_code", { ...link, mobile: "639175556666" });
    expect(resent.json()).toMatchObject({
      data: { mobile_replace_attempts: 1, mobile_code_send_attempts: 1 },
    });

    const third = await post("resend_mobile_pin_code", { ...link, mobile: "639175556666" });
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual({
      status: false,
      message: "No more codes can be sent by SMS for this signup.",
    });
    const smsCount = (await outboxMessages(harness)).filter((message) => message.channel === "sms").length;
    expect(smsCount).toBe(3);
  });

  it("refuses a replacement mobile outside the registration's country", async () => {
    const link = await register();
    const response = await post("resend_mobile_pin_code", { ...link, mobile: "6591234567" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      mobile: ["Enter a Philippines mobile number: 63 followed by 10 digits."],
    });
  });

  it("expires both PINs after SIGNUP_PIN_MINUTES", async () => {
    const link = await register();
    const { pin } = await emailPin();
    const sms = await mobilePin();
    harness.clock.advanceMinutes(30);
    expect((await read(link)).json().data).toMatchObject({ email_status: "expired", is_process_failed: 0 });
    expect((await post("verify_email", { ...link, email_pin_code: pin })).json()).toEqual({
      status: false,
      message: "The email code has expired. Request a new code.",
    });
    expect((await post("verify_mobile", { ...link, mobile_pin_code: sms })).json()).toEqual({
      status: false,
      message: "Mobile Pincode is expired",
    });
  });

  it("answers 404 for a forged, foreign or expired link", async () => {
    const first = await register();
    const second = await register({ email: "other@newco.test" });
    for (const link of [
      { id: first.id, token: "forged" },
      { id: first.id, token: second.token },
    ]) {
      const response = await read(link);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: false,
        message: "This signup link is invalid or has expired.",
      });
      expect((await post("verify_email", { ...link, email_pin_code: "123456" })).statusCode).toBe(404);
      expect((await post("resend_mobile_pin_code", { ...link, mobile: SIGNUP.mobile })).statusCode).toBe(404);
    }
    harness.clock.advanceMinutes(24 * 60);
    expect((await read(first)).statusCode).toBe(404);
  });

  it("checks the signup fields, the email's deliverability and the captcha", async () => {
    const response = await post("register", {
      email: "info@newco.test",
      mobile: "6391711",
      country: "63",
      company_name: " ",
      captcha_response: "wrong",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: false,
      message: "Validation Error",
      errors: { company_name: ["This is a required field."], fname: [expect.any(String)] },
    });

    const refused = await post("register", {
      ...SIGNUP,
      email: "info@newco.test",
      mobile: "6391711",
      captcha_response: "x",
    });
    expect(refused.json().errors).toEqual({
      email: [EMAIL_VERIFIER_MESSAGES.risky],
      mobile: ["Enter a Philippines mobile number: 63 followed by 10 digits."],
      captcha_response: ["Captcha verification failed. Please try again."],
    });
    const taken = await post("register", { ...SIGNUP, email: "OWNER@acme.test" });
    expect(taken.json().errors).toEqual({ email: ["This email address is already registered."] });
    const country = await post("register", { ...SIGNUP, country: "999" });
    expect(country.json().errors).toEqual({ country: ["This country is not supported."] });

    const singapore = await post("register", { ...SIGNUP, country: "+65", mobile: "6591234567" });
    expect(singapore.statusCode).toBe(200);
    const defaulted = await post("register", { ...SIGNUP, country: undefined });
    expect(defaulted.statusCode).toBe(200);
  });

  it("answers bad bodies and queries with 4xx envelopes, never a 500", async () => {
    const bodies: unknown[] = [
      "text",
      [1, 2],
      { id: "x", token: 5 },
      { id: -1, token: "", email_pin_code: "1234567" },
      { id: 1e30, token: "a".repeat(10_000), mobile: "+63 917", email: "not-an-email" },
      { id: { $gt: 0 }, token: ["a"], mobile_pin_code: null },
      // Well-formed but beyond any row id.
      {
        id: 2_147_483_648,
        token: "x",
        email: SIGNUP.email,
        mobile: SIGNUP.mobile,
        email_pin_code: "123456",
        mobile_pin_code: "123456",
      },
    ];
    for (const path of [
      "register",
      "verify_email",
      "verify_mobile",
      "resend_email_pin_code",
      "resend_mobile_pin_code",
    ]) {
      for (const body of bodies) {
        const response = await post(path, body);
        expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json()).toMatchObject({ status: false });
      }
    }
    for (const query of ["", "?id=abc&token=x", "?id=1", "?id=1&id=2&token=x", "?id=99999999999&token=x"]) {
      const response = await harness.app.inject({ method: "GET", url: `/public/signup/register${query}` });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

describe("GET /api/email-verifier", () => {
  const harness = useServer();
  const verify = (email: string) =>
    harness.app.inject({ method: "GET", url: `/api/email-verifier?email=${encodeURIComponent(email)}` });

  it("answers the demo verdicts", async () => {
    const cases = {
      "nina@newco.test": "deliverable",
      "undeliverable@newco.test": "undeliverable",
      "nina@undeliverable.test": "undeliverable",
      "info@newco.test": "risky",
      "Admin@newco.test": "risky",
      "risky@newco.test": "risky",
      "someone@mailinator.com": "risky",
    };
    for (const [email, result] of Object.entries(cases)) {
      expect((await verify(email)).json(), email).toEqual({ status: true, data: { result } });
    }
  });

  it("answers a malformed email with a Validation Error", async () => {
    for (const url of ["/api/email-verifier?email=nope", "/api/email-verifier"]) {
      const response = await harness.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: "Validation Error",
        errors: { email: expect.any(Array) },
      });
    }
  });
});

describe("when the email deliverability service fails", () => {
  const harness = useServer(
    {},
    {
      emailVerifier: {
        verify: () => Promise.reject(new Error("service at 10.0.0.7 timed out")),
      },
    },
  );

  it("answers 503 with a retry message, never the failure itself", async () => {
    for (const request of [
      { method: "GET" as const, url: "/api/email-verifier?email=nina%40newco.test" },
      { method: "POST" as const, url: "/public/signup/register", payload: SIGNUP },
    ]) {
      const response = await harness.app.inject(request);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: false,
        message: "The email address cannot be checked right now. Please try again.",
      });
    }
  });
});
