import { describe, expect, it } from "vitest";
import { lastOutboxMessage, login, PASSWORD, sessionFor, useServer } from "./harness";

const NEW_PASSWORD = "Brand-new-pass9";

describe("PUT /ajax/settings/change_password", () => {
  const harness = useServer();
  const change = (token: string | undefined, payload: Record<string, unknown>) =>
    harness.app.inject({
      method: "PUT",
      url: "/ajax/settings/change_password",
      headers: token ? { token } : {},
      payload,
    });

  it("needs a session", async () => {
    const response = await change(undefined, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
  });

  it("applies the password rule with field errors", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const response = await change(token, { password: "short", password_confirmation: "other" });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe("Validation Error");
    expect(body.errors.password).toEqual([
      "At least 10 characters",
      "At least one uppercase letter",
      "At least one number",
      "At least one special character",
    ]);
    expect(body.errors.password_confirmation).toEqual(["Passwords do not match."]);
    expect(body.errors.current_password).toEqual(["This is a required field."]);
  });

  it("checks the current password and refuses reusing it", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const wrong = await change(token, {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      current_password: "not it",
    });
    expect(wrong.json().errors).toEqual({ current_password: ["The current password is incorrect."] });

    const reused = await change(token, {
      password: PASSWORD,
      password_confirmation: PASSWORD,
      current_password: PASSWORD,
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({
      password: ["The password has already been used. Please choose a new one."],
    });
  });

  it("refuses any of the user's last five passwords, and takes back the sixth", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const passwords = [PASSWORD, ...[1, 2, 3, 4, 5].map((n) => `Rotated-pass-${n}`)];
    const move = (from: string, to: string) =>
      change(token, { password: to, password_confirmation: to, current_password: from });
    for (const [index, next] of passwords.slice(1).entries()) {
      expect((await move(passwords[index]!, next)).statusCode).toBe(200);
    }
    const current = passwords.at(-1)!;
    // The current password and the four before it are refused.
    for (const earlier of passwords.slice(-5)) {
      const reused = await move(current, earlier);
      expect(reused.statusCode).toBe(422);
      expect(reused.json().errors).toEqual({
        password: ["The password has already been used. Please choose a new one."],
      });
    }
    // The first one is six passwords back and may be chosen again.
    expect((await move(current, PASSWORD)).statusCode).toBe(200);
  });

  it("changes the password and ends the user's other sessions", async () => {
    const other = await sessionFor(harness, "owner@acme.test");
    const token = await sessionFor(harness, "owner@acme.test");
    const response = await change(token, {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      current_password: PASSWORD,
      password_expired: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, message: "Password changed successfully." });

    const current = (t: string) =>
      harness.app.inject({ method: "GET", url: "/ajax/settings/current_user", headers: { token: t } });
    expect((await current(token)).statusCode).toBe(200);
    expect((await current(other)).statusCode).toBe(401);
    await expect(login(harness, "owner@acme.test")).rejects.toThrow();
    expect(await login(harness, "owner@acme.test", NEW_PASSWORD)).toEqual(expect.any(String));
  });

  it("refuses a missing confirmation", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const response = await change(token, { password: NEW_PASSWORD, current_password: PASSWORD });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password_confirmation: ["Passwords do not match."] });
  });

  it("lets an expired password be replaced without the current one, lifting the block", async () => {
    const token = await login(harness, "stale@acme.test");
    const details = () =>
      harness.app.inject({ method: "GET", url: "/ajax/account/details", headers: { token } });
    expect((await details()).statusCode).toBe(403);
    const response = await change(token, {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      password_expired: true,
    });
    expect(response.statusCode).toBe(200);
    expect((await details()).statusCode).toBe(200);
  });
});

describe("password reset", () => {
  const harness = useServer({ RESET_LINK_MINUTES: "60" });
  const post = (url: string, payload: Record<string, unknown>) =>
    harness.app.inject({ method: "POST", url, payload });

  async function requestLink(email = "agent@acme.test") {
    await post("/ajax/login/forgot_password", { email });
    const match = /\/reset-password\/([\w-]+)\/([\w-]+)/.exec((await lastOutboxMessage(harness)).body);
    if (!match?.[1] || !match[2]) throw new Error("no reset link in the outbox");
    return { code: match[1], token: match[2] };
  }

  it("answers the same whether or not the account exists, and mails only known users", async () => {
    const known = await post("/ajax/login/forgot_password", { email: "agent@acme.test" });
    const unknown = await post("/ajax/login/forgot_password", { email: "ghost@acme.test" });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const outbox = (await harness.app.inject({ method: "GET", url: "/dev/outbox" })).json().data;
    // The seed's demo top-up link is the only other message.
    expect(outbox).toHaveLength(2);
    expect(outbox[0]).toMatchObject({ channel: "email", to: "agent@acme.test", id: expect.any(Number) });
    expect(outbox[0].created_at).toEqual(expect.any(String));
    expect(outbox[1].body).toContain("/top-up-verify/");
  });

  it("refuses a malformed email with a validation error", async () => {
    const response = await post("/ajax/login/forgot_password", { email: "nope" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: "Validation Error",
      errors: { email: [expect.any(String)] },
    });
  });

  it("resets the password once through the emailed link", async () => {
    const link = await requestLink();
    const details = await post("/public/app/reset_password", link);
    expect(details.json()).toEqual({
      status: true,
      data: { code: link.code, email: "agent@acme.test", fname: "Adam", purpose: "reset" },
    });

    const weak = await post("/ajax/login/reset_password", {
      ...link,
      password: "weak",
      password_confirmation: "weak",
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toContain("At least 10 characters");

    const reset = await post("/ajax/login/reset_password", {
      ...link,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(reset.json()).toMatchObject({ status: true, message: "Password Reset Successful" });
    expect(await login(harness, "agent@acme.test", NEW_PASSWORD)).toEqual(expect.any(String));

    expect((await post("/public/app/reset_password", link)).json()).toEqual({
      status: false,
      message: "Link was used or already expired",
    });
    const again = await post("/ajax/login/reset_password", {
      ...link,
      password: "Another-pass-42",
      password_confirmation: "Another-pass-42",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: false, message: "Link was used or already expired" });
  });

  it("voids every other outstanding link once one resets the password", async () => {
    const first = await requestLink();
    const second = await requestLink();
    const reset = await post("/ajax/login/reset_password", {
      ...second,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    const stale = await post("/ajax/login/reset_password", {
      ...first,
      password: "Older-link-pass-1",
      password_confirmation: "Older-link-pass-1",
    });
    expect(stale.json()).toEqual({ status: false, message: "Link was used or already expired" });
    expect(await login(harness, "agent@acme.test", NEW_PASSWORD)).toEqual(expect.any(String));
  });

  it("voids outstanding links when the password is changed while signed in", async () => {
    const link = await requestLink();
    const token = await login(harness, "agent@acme.test");
    const changed = await harness.app.inject({
      method: "PUT",
      url: "/ajax/settings/change_password",
      headers: { token },
      payload: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect((await post("/public/app/reset_password", link)).json()).toEqual({
      status: false,
      message: "Link was used or already expired",
    });
  });

  it("expires the link after an hour and refuses a forged token", async () => {
    const link = await requestLink();
    expect((await post("/public/app/reset_password", { ...link, token: "forged" })).json()).toMatchObject({
      status: false,
    });
    harness.clock.advanceMinutes(61);
    expect((await post("/public/app/reset_password", link)).json()).toMatchObject({ status: false });
  });

  it("answers bad set-password and reset bodies with 4xx envelopes, never a 500", async () => {
    const bodies = [
      {},
      { code: "", token: "" },
      { code: ["x"], token: { a: 1 }, password: 5 },
      { code: "x".repeat(5000), token: "y", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    ];
    for (const url of ["/ajax/login/set_password", "/ajax/login/reset_password"]) {
      for (const body of bodies) {
        const response = await post(url, body);
        expect(response.statusCode, `${url} ${JSON.stringify(body).slice(0, 60)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json()).toMatchObject({ status: false });
      }
      expect((await post(url, {})).json()).toMatchObject({
        message: "Validation Error",
        errors: { code: expect.any(Array), token: expect.any(Array), password: expect.any(Array) },
      });
    }
  });
});
