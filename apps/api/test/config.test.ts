import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, PACKAGE_DIR } from "../src/config";
import { PRODUCTION_ENV } from "./harness";

describe("loadConfig", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: "127.0.0.1", demoMode: true, sessionExpiryMinutes: 30 });
    expect(config.dataDir).toBe(`${PACKAGE_DIR}/.data`);
    expect(config.databaseUrl).toBeUndefined();
  });

  it("turns demo mode off in production unless asked for", () => {
    expect(loadConfig(PRODUCTION_ENV).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", DEMO_MODE: "1" }).demoMode).toBe(true);
  });

  it("refuses to start outside demo mode without a real captcha provider and its secret", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/CAPTCHA_PROVIDER/);
    expect(() => loadConfig({ NODE_ENV: "production", CAPTCHA_PROVIDER: "hcaptcha" })).toThrow(
      /CAPTCHA_SECRET/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: "production", CAPTCHA_PROVIDER: "hcaptcha", CAPTCHA_SECRET: "s" }),
    ).toThrow(/CAPTCHA_SITE_KEY/);
    expect(() => loadConfig({ NODE_ENV: "production", CAPTCHA_PROVIDER: "demo" })).toThrow(ConfigError);
    const config = loadConfig({ ...PRODUCTION_ENV, CAPTCHA_VERIFY_URL: "" });
    expect(config.captcha).toEqual({
      provider: "turnstile",
      secret: "test-secret",
      verifyUrl: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
    });
    expect(config.console.captchaProvider).toBe("turnstile");
  });

  it("names every bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty", SESSION_EXPIRY_MINUTES: "-1" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" });
    } catch (error) {
      expect((error as ConfigError).issues.map((issue) => issue.split(":")[0])).toEqual([
        "PORT",
        "DATABASE_URL",
      ]);
    }
  });
});
