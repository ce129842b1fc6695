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
    expect(limited.json()).toMatchObject({ status: false, message: expect.stringContaining("Rate limit") });
    expect((await forgot("10.1.1.2")).statusCode).toBe(200);
  });
});
