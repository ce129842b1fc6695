import { loginVerifyDataSchema } from "@sendline/core/contract";
import { describe, expect, it } from "vitest";
import { sessions } from "../src/db/schema";
import { hashToken } from "../src/lib/tokens";
import { CAPTCHA, PASSWORD, useServer } from "./harness";

describe("POST /ajax/login/verify", () => {
  const harness = useServer({ LOGIN_MAX_FAILURES: "3", LOGIN_MAX_FAILURES_PER_ADDRESS: "6" });
  const verify = (payload: Record<string, unknown>, remoteAddress = "127.0.0.1") =>
    harness.app.inject({ method: "POST", url: "/ajax/login/verify", payload, remoteAddress });

  it("opens a session for a user without two-factor, storing only the token's hash", async () => {
    const response = await verify({
      email: "Owner@Acme.test",
      password: PASSWORD,
      captcha_response: CAPTCHA,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: true,
      data: { role_code: "account_owner", twofa_enabled: 0, mobile_twofa: "0" },
    });
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
    expect(loginVerifyDataSchema.parse(body.data)).toMatchObject({ twofa_enabled: false });
    expect(body.data.account_id).toEqual(expect.any(Number));
    const stored = await harness.database.db.select().from(sessions);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashToken(body.data.token));
    expect(JSON.stringify(stored)).not.toContain(body.data.token);
  });

  it("sends the super admin to two-factor with a link token and no session", async () => {
    const response = await verify({
      email: "superadmin@sendline.test",
      password: PASSWORD,
      captcha_response: CAPTCHA,
    });
    expect(response.json()).toMatchObject({
      status: true,
      data: { role_code: "super_admin", twofa_enabled: 1, mobile_twofa: "1", token: expect.any(String) },
    });
    expect(await harness.database.db.select().from(sessions)).toHaveLength(0);
    const token = response.json().data.token as string;
    const current = await harness.app.inject({
      method: "GET",
      url: "/ajax/settings/current_user",
      headers: { token },
    });
    expect(current.statusCode).toBe(401);
  });

  it("gives the same answer for a wrong password and an unknown email, and counts both", async () => {
    const wrong = await verify({ email: "owner@acme.test", password: "nope", captcha_response: CAPTCHA });
    const unknown = await verify({ email: "nobody@acme.test", password: "nope", captcha_response: CAPTCHA });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: false, message: "Invalid email or password." });
    }
    const attempts = await harness.app.inject({ method: "GET", url: "/ajax/login/attempts" });
    expect(attempts.json()).toEqual({ status: true, data: { attempts: 2 } });
  });

  it("refuses a bad captcha and missing fields with field errors", async () => {
    const captcha = await verify({
      email: "owner@acme.test",
      password: PASSWORD,
      captcha_response: "forged",
    });
    expect(captcha.statusCode).toBe(422);
    expect(captcha.json()).toMatchObject({
      status: false,
      message: "Validation Error",
      errors: { captcha_response: [expect.any(String)] },
    });

    const empty = await verify({ email: "not an email" });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(["captcha_response", "email", "password"]);
  });

  it("locks an account out after the configured number of failures, from any address", async () => {
    for (const address of ["10.0.0.1", "10.0.0.2", "10.0.0.3"]) {
      await verify({ email: "owner@acme.test", password: "wrong", captcha_response: CAPTCHA }, address);
    }
    const locked = await verify(
      { email: "owner@acme.test", password: PASSWORD, captcha_response: CAPTCHA },
      "10.0.0.4",
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      status: false,
      message: "Too many failed login attempts. Please try again in 15 minutes.",
    });

    harness.clock.advanceMinutes(16);
    const later = await verify(
      { email: "owner@acme.test", password: PASSWORD, captcha_response: CAPTCHA },
      "10.0.0.4",
    );
    expect(later.statusCode).toBe(200);
  });

  it("does not lock an office out when one person fails on their own account", async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await verify({ email: "owner@acme.test", password: "wrong", captcha_response: CAPTCHA });
    }
    const colleague = await verify({
      email: "agent@acme.test",
      password: PASSWORD,
      captcha_response: CAPTCHA,
    });
    expect(colleague.statusCode).toBe(200);
  });

  it("locks a client address out after many failures across accounts, and only that address", async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await verify({ email: `guess${attempt}@acme.test`, password: "wrong", captcha_response: CAPTCHA });
    }
    const locked = await verify({ email: "agent@acme.test", password: PASSWORD, captcha_response: CAPTCHA });
    expect(locked.statusCode).toBe(429);
    const elsewhere = await verify(
      { email: "agent@acme.test", password: PASSWORD, captcha_response: CAPTCHA },
      "192.168.1.20",
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it("counts no failure dated after now, so moving the demo clock back cannot keep a lockout", async () => {
    harness.clock.advanceMinutes(24 * 60);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await verify({ email: "owner@acme.test", password: "wrong", captcha_response: CAPTCHA }, "10.9.9.9");
    }
    harness.clock.advanceMinutes(-24 * 60);
    const back = await verify({ email: "owner@acme.test", password: PASSWORD, captcha_response: CAPTCHA });
    expect(back.statusCode).toBe(200);
  });

  it("checks no more passwords than the limit when many wrong ones arrive at once, per user and per address", async () => {
    const wrong = (email: string, address: string) =>
      verify({ email, password: "wrong", captcha_response: CAPTCHA }, address);
    const forOneUser = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => wrong("owner@acme.test", `10.1.0.${attempt}`)),
    );
    expect(forOneUser.filter((response) => response.statusCode === 401)).toHaveLength(3);
    expect(forOneUser.filter((response) => response.statusCode === 429)).toHaveLength(17);

    const fromOneAddress = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => wrong(`guess${attempt}@acme.test`, "10.2.0.1")),
    );
    expect(fromOneAddress.filter((response) => response.statusCode === 401)).toHaveLength(6);
    expect(fromOneAddress.filter((response) => response.statusCode === 429)).toHaveLength(14);
  });
});
