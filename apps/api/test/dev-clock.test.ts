import { describe, expect, it } from "vitest";
import { login, PRODUCTION_ENV, useServer } from "./harness";

describe("the demo clock", () => {
  const harness = useServer({ SESSION_EXPIRY_MINUTES: "30" });
  const clock = (method: "GET" | "POST" | "DELETE", payload?: object) =>
    harness.app.inject({ method, url: "/dev/clock", ...(payload && { payload }) });

  it("moves the server's now forward, and back to the real time on reset", async () => {
    const start = harness.clock.now();
    expect((await clock("GET")).json()).toEqual({
      status: true,
      data: { offset_minutes: 0, now: start.toISOString() },
    });
    expect((await clock("POST", { advanceMinutes: 90 })).json().data).toEqual({
      offset_minutes: 90,
      now: new Date(start.getTime() + 90 * 60_000).toISOString(),
    });
    expect((await clock("POST", { advanceMinutes: "0.5" })).json().data.offset_minutes).toBe(90.5);
    expect((await clock("DELETE")).json().data).toEqual({ offset_minutes: 0, now: start.toISOString() });
  });

  it("lets a session expire without waiting", async () => {
    const token = await login(harness, "owner@acme.test");
    const currentUser = () =>
      harness.app.inject({ method: "GET", url: "/ajax/settings/current_user", headers: { token } });
    expect((await currentUser()).statusCode).toBe(200);
    await clock("POST", { advanceMinutes: 31 });
    expect((await currentUser()).statusCode).toBe(401);
  });

  it("expires a two-factor PIN without waiting", async () => {
    const started = await harness.app.inject({
      method: "POST",
      url: "/ajax/login/verify",
      payload: {
        email: "superadmin@sendline.test",
        password: "Sendline#2026",
        captcha_response: "demo-captcha-ok",
      },
    });
    const link = { id: started.json().data.id, token: started.json().data.token };
    await harness.app.inject({ method: "POST", url: "/ajax/twofa_login_co/twofa_generate", payload: link });
    await clock("POST", { advanceMinutes: 6 });
    const verify = await harness.app.inject({
      method: "POST",
      url: "/ajax/twofa_login_co/twofa_verify_code",
      payload: { ...link, pincode: "000000" },
    });
    expect(verify.json()).toEqual({ status: false, message: "Mobile Pincode is expired" });
  });

  it("refuses a step that is not a positive number of minutes", async () => {
    for (const payload of [
      {},
      { advanceMinutes: 0 },
      { advanceMinutes: -5 },
      { advanceMinutes: "soon" },
      { advanceMinutes: 1e12 },
    ]) {
      const response = await clock("POST", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toMatchObject({
        message: "Validation Error",
        errors: { advanceMinutes: expect.any(Array) },
      });
    }
    expect((await clock("GET")).json().data.offset_minutes).toBe(0);
  });
});

describe("the demo clock outside demo mode", () => {
  const harness = useServer(PRODUCTION_ENV);

  it("does not exist", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await harness.app.inject({
        method,
        url: "/dev/clock",
        payload: { advanceMinutes: 60 },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: false, message: "Not Found" });
    }
  });
});
