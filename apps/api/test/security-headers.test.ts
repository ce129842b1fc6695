import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { Database } from "../src/db/database";
import { seed } from "../src/db/seed";
import { CAPTCHA, openTestDatabase, PASSWORD, PRODUCTION_ENV } from "./harness";

/** A console build as Vite writes it: hashed assets with their precompressed twins. */
function consoleBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), "sendline-dist-"));
  mkdirSync(join(dist, "assets"));
  const html =
    '<!doctype html><title>Sendline</title><script type="module" src="/assets/index-abc123.js"></script>';
  const js = `console.log(${JSON.stringify("x".repeat(4000))})`;
  writeFileSync(join(dist, "index.html"), html);
  writeFileSync(join(dist, "assets", "index-abc123.js"), js);
  writeFileSync(join(dist, "assets", "index-abc123.js.br"), brotliCompressSync(js));
  writeFileSync(join(dist, "assets", "index-abc123.js.gz"), gzipSync(js));
  return dist;
}

describe.each([
  { name: "development", environment: {} as Record<string, string> },
  { name: "production", environment: { ...PRODUCTION_ENV } as Record<string, string> },
])("answers in $name", ({ name, environment }) => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seed(database.db);
    app = await buildApp(loadConfig({ ...environment, CONSOLE_DIST: consoleBuild() }), { database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("carry the security headers, on pages and API answers alike", async () => {
    for (const url of ["/login", "/api/health", "/ajax/no/such"]) {
      const { headers } = await app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      const csp = String(headers["content-security-policy"]);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      // Only the configured captcha provider may add a script origin.
      if (name === "production")
        expect(csp, url).toContain("script-src 'self' https://challenges.cloudflare.com");
      else expect(csp, url).not.toContain("https://");
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["referrer-policy"], url).toBe("no-referrer");
      if (name === "production")
        expect(headers["strict-transport-security"], url).toMatch(/max-age=31536000/);
      else expect(headers["strict-transport-security"], url).toBeUndefined();
    }
  });

  it("never lets an answer that carries a token or personal data be stored", async () => {
    const login = await app.inject({
      method: "POST",
      url: "/ajax/login/verify",
      payload: { email: "owner@acme.test", password: PASSWORD, captcha_response: CAPTCHA },
    });
    expect(login.headers["cache-control"]).toBe("no-store");
    if (name === "development") {
      const token = login.json().data.token as string;
      const user = await app.inject({
        method: "GET",
        url: "/ajax/settings/current_user",
        headers: { token },
      });
      expect(user.statusCode).toBe(200);
      expect(user.headers["cache-control"]).toBe("no-store");
    }
    const config = await app.inject({ method: "GET", url: "/config.json" });
    expect(config.headers["cache-control"]).toBe("no-store");
  });

  it("serve hashed assets precompressed and cached for good, and the page revalidated", async () => {
    const brotli = await app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain("console.log");

    const gzip = await app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");

    const page = await app.inject({
      method: "GET",
      url: "/reports/traffic",
      headers: { accept: "text/html" },
    });
    expect(page.headers["cache-control"]).toBe("no-cache");
  });
});
