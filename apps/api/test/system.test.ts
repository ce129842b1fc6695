import { describe, expect, it } from "vitest";
import { loginAttempts } from "../src/db/schema";
import { useServer } from "./harness";

describe("system endpoints", () => {
  const harness = useServer();

  it("reports health after querying the database", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, data: { ok: true, database: harness.database.driver } });
  });

  it("counts no login attempts on a fresh database", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/ajax/login/attempts" });
    expect(response.json()).toEqual({ status: true, data: { attempts: 0 } });
  });

  it("counts the caller's failed attempts within the window only", async () => {
    const now = harness.clock.now().getTime();
    await harness.database.db.insert(loginAttempts).values([
      { ipAddress: "127.0.0.1", email: "a@b.test", succeeded: false, createdAt: new Date(now - 60_000) },
      { ipAddress: "127.0.0.1", email: "a@b.test", succeeded: false, createdAt: new Date(now - 120_000) },
      { ipAddress: "127.0.0.1", email: "a@b.test", succeeded: true, createdAt: new Date(now - 30_000) },
      { ipAddress: "127.0.0.1", email: "a@b.test", succeeded: false, createdAt: new Date(now - 20 * 60_000) },
      { ipAddress: "10.0.0.9", email: "a@b.test", succeeded: false, createdAt: new Date(now - 60_000) },
    ]);
    const response = await harness.app.inject({ method: "GET", url: "/ajax/login/attempts" });
    expect(response.json()).toEqual({ status: true, data: { attempts: 2 } });
  });

  it("serves the console's runtime config", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/config.json" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      productPrefix: "Sendline",
      apiEndpoint: "",
      balanceHost: "",
      uploaderHost: "",
      sessionExpiryInMinutes: 30,
      newChargingEffectiveDate: null,
      dataRetentionPolicy: 200,
      archivedDataRetention: 200,
      realtimeDataRetention: 7,
      dayAdjustment: 0,
      captchaSiteKey: "demo",
      captchaProvider: "demo",
      contactUsUrl: "/signup-contact",
      demoMode: true,
    });
  });

  it("answers unknown API paths with the 404 envelope", async () => {
    for (const url of ["/ajax/nothing", "/api/nothing/here", "/public/x", "/admin/data/nope"]) {
      const response = await harness.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: false, message: "Not Found" });
    }
  });

  it("explains how to build the console when there is no build", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("console is not built");
  });

  it("answers a malformed JSON body with a 4xx envelope and no stack", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/ajax/login/verify",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ status: false });
    expect(response.body).not.toContain("    at ");
  });
});
