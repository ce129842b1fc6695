import { describe, expect, it } from "vitest";
import { ConfigError, demoModeWarning, loadConfig, PACKAGE_DIR } from "../src/config";
import { PRODUCTION_ENV } from "./harness";

describe("loadConfig", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: "127.0.0.1", demoMode: true, sessionExpiryMinutes: 30 });
    expect(config.dataDir).toBe(`${PACKAGE_DIR}/.data`);
    expect(config.databaseUrl).toBeUndefined();
  });

  it("checks answers against the contract unless production, or as CHECK_RESPONSES says", () => {
    expect(loadConfig({}).checkResponses).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).checkResponses).toBe(true);
    expect(loadConfig(PRODUCTION_ENV).checkResponses).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, CHECK_RESPONSES: "1" }).checkResponses).toBe(true);
    expect(loadConfig({ CHECK_RESPONSES: "0" }).checkResponses).toBe(false);
  });

  it("turns demo mode off in production unless asked for", () => {
    expect(loadConfig(PRODUCTION_ENV).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", DEMO_MODE: "1" }).demoMode).toBe(true);
  });

  it("refuses demo mode on a non-loopback address unless DEMO_PUBLIC says so", () => {
    for (const host of ["0.0.0.0", "::", "192.168.1.10", "sendline.example.com"]) {
      expect(() => loadConfig({ HOST: host }), host).toThrow(/HOST: demo mode .* DEMO_PUBLIC=1/);
      expect(() => loadConfig({ HOST: host, DEMO_MODE: "1" }), host).toThrow(/DEMO_PUBLIC/);
      expect(loadConfig({ HOST: host, DEMO_PUBLIC: "1" }).demoMode).toBe(true);
      expect(loadConfig({ ...PRODUCTION_ENV, HOST: host }).demoMode).toBe(false);
    }
    for (const host of ["127.0.0.1", "127.0.0.2", "::1", "localhost"]) {
      expect(loadConfig({ HOST: host }).demoMode, host).toBe(true);
    }
  });

  it("has a warning to print at start in demo mode only", () => {
    expect(demoModeWarning(loadConfig({}))).toMatch(/demo mode.*\/dev\/outbox.*without sign-in/);
    expect(demoModeWarning(loadConfig(PRODUCTION_ENV))).toBeNull();
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

  it("refuses to start outside demo mode without a mail relay, naming the variable", () => {
    const { SMTP_URL: _relay, ...withoutRelay } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutRelay)).toThrow(/SMTP_URL: outside demo mode a mail relay is required/);
    expect(() => loadConfig({ ...withoutRelay, SMTP_HOST: "mail.example.com" })).toThrow(/SMTP_PORT/);
    expect(
      loadConfig({ ...withoutRelay, SMTP_HOST: "mail.example.com", SMTP_PORT: "465" }).mail.relay,
    ).toEqual({
      host: "mail.example.com",
      port: 465,
      secure: true,
    });
    expect(loadConfig(PRODUCTION_ENV).mail.relay).toEqual({ url: "smtp://127.0.0.1:9" });
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ DKIM_DOMAIN: "sendline.test", DKIM_PRIVATE_KEY: "x" })).toThrow(
      /DKIM_SELECTOR/,
    );
  });

  it("uses SMTP_URL in demo mode too, and starts the local SMTP server only without it", () => {
    expect(loadConfig({}).mail).toMatchObject({
      relay: null,
      from: "Sendline <no-reply@sendline.test>",
      returnPath: "no-reply@sendline.test",
      pool: 5,
      rate: 0,
      dkim: null,
    });
    const config = loadConfig({
      SMTP_URL: "smtp://user:secret@relay.example.com:587",
      MAIL_FROM: "Acme <news@acme.example>",
      MAIL_RETURN_PATH: "bounces@acme.example",
      SMTP_POOL: "8",
      SMTP_RATE: "300",
    });
    expect(config.demoMode).toBe(true);
    expect(config.mail).toMatchObject({
      relay: { url: "smtp://user:secret@relay.example.com:587" },
      from: "Acme <news@acme.example>",
      returnPath: "bounces@acme.example",
      pool: 8,
      rate: 300,
    });
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
