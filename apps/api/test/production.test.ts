import { describe, expect, it } from "vitest";
import { PRODUCTION_ENV, useServer } from "./harness";

describe("outside demo mode", () => {
  const harness = useServer(PRODUCTION_ENV);

  it("hides the outbox", async () => {
    await harness.app.inject({
      method: "POST",
      url: "/ajax/login/forgot_password",
      payload: { email: "agent@acme.test" },
    });
    const response = await harness.app.inject({ method: "GET", url: "/dev/outbox" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: "Not Found" });
  });

  it("tells the console demo mode is off", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/config.json" });
    expect(response.json()).toMatchObject({ demoMode: false });
  });
});
