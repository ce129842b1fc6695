import { describe, expect, it } from "vitest";
import { useServer } from "./harness";

describe("endpoints that send mail or SMS", () => {
  const harness = useServer({ SEND_RATE_LIMIT_PER_MINUTE: "2" });

  it("are rate-limited per client address with the error envelope", async () => {
    const forgot = (remoteAddress: string) =>
      harness.app.inject({
        method: "POST",
        url: "/ajax/login/forgot_password",
        payload: { email: "agent@acme.test" },
        remoteAddress,
      });
    expect((await forgot("10.1.1.1")).statusCode).toBe(200);
    expect((await forgot("10.1.1.1")).statusCode).toBe(200);
    const limited = await forgot("10.1.1.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      status: false,
      message: "Too many requests. Please wait a moment and try again.",
    });
    expect((await forgot("10.1.1.2")).statusCode).toBe(200);
  });

  it("cap signup and PIN resends too", async () => {
    const register = (remoteAddress: string) =>
      harness.app.inject({
        method: "POST",
        url: "/public/signup/register",
        payload: {
          email: "nina@newco.test",
          mobile: "639171112222",
          company_name: "Newco",
          fname: "Nina",
          lname: "Newman",
          captcha_response: "demo-captcha-ok",
        },
        remoteAddress,
      });
    const first = await register("10.2.2.2");
    expect(first.statusCode).toBe(200);
    expect((await register("10.2.2.2")).statusCode).toBe(200);
    expect((await register("10.2.2.2")).statusCode).toBe(429);

    const link = first.json().data;
    const resend = () =>
      harness.app.inject({
        method: "POST",
        url: "/public/signup/resend_mobile_pin_code",
        payload: { id: link.id, token: link.token, mobile: "639171112222" },
        remoteAddress: "10.2.2.3",
      });
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      status: false,
      message: "Too many requests. Please wait a moment and try again.",
    });
  });
});
