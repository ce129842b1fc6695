import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, PACKAGE_DIR } from "../src/config";

describe("loadConfig", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: "127.0.0.1", demoMode: true, sessionExpiryMinutes: 30 });
    expect(config.dataDir).toBe(`${PACKAGE_DIR}/.data`);
    expect(config.databaseUrl).toBeUndefined();
  });

  it("turns demo mode off in production unless asked for", () => {
    expect(loadConfig({ NODE_ENV: "production" }).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", DEMO_MODE: "1" }).demoMode).toBe(true);
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
