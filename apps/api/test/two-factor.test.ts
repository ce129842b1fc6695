import { eq } from "drizzle-orm";
import { twofaGenerateDataSchema } from "@sendline/core/contract";
import { describe, expect, it } from "vitest";
import { users } from "../src/db/schema";
import { CAPTCHA, lastOutboxMessage, PASSWORD, useServer } from "./harness";

describe("two-factor login", () => {
  const harness = useServer({ TWOFA_MAX_RETRIES: "3" });

  async function startLogin(email = "superadmin@sendline.test") {
    const response = await harness.app.inject({
      method: "POST",
      url: "/ajax/login/verify",
      payload: { email, password: PASSWORD, captcha_response: CAPTCHA },
    });
    const data = response.json<{ data: { id: number; token: string; mobile_twofa: string } }>().data;
    return { id: data.id, token: data.token, mobileTwofa: data.mobile_twofa };
  }

  const call = (path: string, payload: Record<string, unknown>) =>
    harness.app.inject({ method: "POST", url: `/ajax/twofa_login_co/${path}`, payload });

  async function generate(link: { id: number; token: string }) {
    const response = await call("twofa_generate", link);
    expect(response.statusCode).toBe(200);
    const pin = /code is (\d{6})\./.exec((await lastOutboxMessage(harness)).body)?.[1];
    if (!pin) throw new Error("no PIN in the outbox");
    return { response, pin };
  }

  const wrongPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, "0");

  it("logs in with the PIN sent by SMS, once", async () => {
    const link = await startLogin();
    expect((await call("token_verify", link)).json()).toEqual({
      status: true,
      data: { user_id: link.id, mobile_twofa: "1" },
    });

    const { response, pin } = await generate(link);
    expect(response.json()).toEqual({
      status: true,
      data: { user_id: link.id, token: link.token, mobile_twofa: "1" },
    });
    expect(twofaGenerateDataSchema.safeParse(response.json().data).success).toBe(true);
    const message = await lastOutboxMessage(harness);
    expect(message).toMatchObject({ channel: "sms", to: "639171234567" });

    const verified = await call("twofa_verify_code", {
      ...link,
      pincode: ` ${pin.slice(0, 3)} ${pin.slice(3)} `,
    });
    expect(verified.statusCode).toBe(200);
    const session = verified.json().data;
    expect(session).toMatchObject({
      id: link.id,
      account_id: null,
      role_code: "super_admin",
      twofa_enabled: 0,
    });
    expect(session.token).not.toBe(link.token);

    const current = await harness.app.inject({
      method: "GET",
      url: "/ajax/settings/current_user",
      headers: { token: session.token },
    });
    expect(current.json().data).toMatchObject({ email: "superadmin@sendline.test", role_is_non_account: 1 });

    const again = await call("twofa_verify_code", { ...link, pincode: pin });
    expect(again.json()).toEqual({ status: false, message: "Link is expired" });
  });

  it("sends the PIN by email to a user with two-factor on and no mobile", async () => {
    await harness.database.db
      .update(users)
      .set({ twofaEnabled: true })
      .where(eq(users.email, "owner@acme.test"));
    const link = await startLogin("owner@acme.test");
    expect(link.mobileTwofa).toBe("0");
    await generate(link);
    expect(await lastOutboxMessage(harness)).toMatchObject({ channel: "email", to: "owner@acme.test" });
  });

  it("answers Invalid code, then Code max retries after the configured failures", async () => {
    const link = await startLogin();
    const { pin } = await generate(link);
    const wrong = { ...link, pincode: wrongPin(pin) };
    expect((await call("twofa_verify_code", wrong)).json()).toEqual({
      status: false,
      message: "Invalid code",
    });
    expect((await call("twofa_verify_code", wrong)).json()).toEqual({
      status: false,
      message: "Invalid code",
    });
    const third = await call("twofa_verify_code", wrong);
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual({ status: false, message: "Code max retries" });

    const right = await call("twofa_verify_code", { ...link, pincode: pin });
    expect(right.json()).toEqual({ status: false, message: "Code max retries" });
    expect((await call("resend_pin_code", link)).json()).toEqual({
      status: false,
      message: "Code max retries",
    });
  });

  it("expires the PIN after 5 minutes; a resent PIN works", async () => {
    const link = await startLogin();
    const { pin } = await generate(link);
    harness.clock.advanceMinutes(5);
    expect((await call("twofa_verify_code", { ...link, pincode: pin })).json()).toEqual({
      status: false,
      message: "Mobile Pincode is expired",
    });

    const resent = await call("resend_pin_code", link);
    expect(resent.json()).toMatchObject({ status: true });
    const newPin = /code is (\d{6})\./.exec((await lastOutboxMessage(harness)).body)?.[1];
    expect((await call("twofa_verify_code", { ...link, pincode: newPin })).json()).toMatchObject({
      status: true,
    });
  });

  it("refuses a code before any was generated", async () => {
    const link = await startLogin();
    expect((await call("twofa_verify_code", { ...link, pincode: "123456" })).json()).toEqual({
      status: false,
      message: "Mobile Pincode is expired",
    });
  });

  it("answers Link is expired for a forged, foreign or old link token", async () => {
    const link = await startLogin();
    const forged = { id: link.id, token: "forged" };
    const foreign = { id: link.id + 1, token: link.token };
    for (const payload of [forged, foreign]) {
      for (const path of ["token_verify", "twofa_generate", "resend_pin_code"]) {
        const response = await call(path, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ status: false, message: "Link is expired" });
      }
    }
    harness.clock.advanceMinutes(16);
    expect((await call("twofa_generate", link)).json()).toEqual({
      status: false,
      message: "Link is expired",
    });
  });

  it("answers Link is expired for an id beyond any row", async () => {
    for (const path of ["token_verify", "twofa_generate", "twofa_verify_code"]) {
      const response = await call(path, { id: 2_147_483_648, token: "x", pincode: "123456" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: false, message: "Link is expired" });
    }
  });

  it("validates the request fields", async () => {
    const link = await startLogin();
    const response = await call("twofa_verify_code", { id: "abc", token: link.token, pincode: "12ab" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: false,
      message: "Validation Error",
      errors: { id: [expect.any(String)], pincode: ["Enter the 6-character code."] },
    });
  });

  it("accepts the PIN as `code` on the older verify call", async () => {
    const link = await startLogin();
    const { pin } = await generate(link);
    const response = await call("twofa_verify", { ...link, code: pin });
    expect(response.json()).toMatchObject({ status: true, data: { id: link.id, twofa_enabled: 0 } });
  });
});
