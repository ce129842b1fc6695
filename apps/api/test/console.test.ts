import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import type { Database, Db } from "../src/db/database";
import { buildApp } from "../src/app";
import { pageWithConfig } from "../src/plugins/static";

describe("the console page's runtime config", () => {
  it("is written in as an attribute, its quotes and angle brackets escaped", () => {
    const page = pageWithConfig("<!doctype html><html><head><title>x</title></head></html>", {
      productPrefix: '"><script>alert(1)</script>',
    } as Parameters<typeof pageWithConfig>[1]);
    expect(page).not.toContain("<script>");
    expect(page).toContain(
      '<meta name="sendline-config" content="{&quot;productPrefix&quot;:&quot;\\&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;}" />',
    );
    expect(page.indexOf("sendline-config")).toBeLessThan(page.indexOf("</head>"));
  });
});

describe("console static files", () => {
  it("serves files and falls back to index.html for console routes only", async () => {
    const dist = mkdtempSync(join(tmpdir(), "sendline-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Sendline console</title>");
    writeFileSync(join(dist, "assets", "app.js"), "console.log('app')");
    // Serving files needs no database.
    const database: Database = {
      db: {} as Db,
      driver: "pglite",
      migrate: async () => {},
      ping: async () => {},
      close: async () => {},
    };
    const app = await buildApp(
      loadConfig({ NODE_ENV: "test", CONSOLE_DIST: dist, ENGINE_INTERVAL_MS: "0" }),
      { database },
    );
    try {
      const asset = await app.inject({ method: "GET", url: "/assets/app.js" });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe("console.log('app')");

      for (const url of ["/", "/login", "/sms-campaign/12/dashboard?tab=logs"]) {
        const page = await app.inject({ method: "GET", url });
        expect(page.statusCode, `${url}: ${page.body}`).toBe(200);
        expect(page.headers["content-type"], `${url}: ${page.body}`).toContain("text/html");
        expect(page.body).toContain("Sendline console");
        // The runtime config comes with the page, as /config.json gives it.
        const meta = /<meta name="sendline-config" content="([^"]*)" \/>/.exec(page.body)?.[1];
        const config = (await app.inject({ method: "GET", url: "/config.json" })).json();
        expect(
          JSON.parse(
            meta!
              .replace(/&quot;/g, '"')
              .replace(/&lt;/g, "<")
              .replace(/&gt;/g, ">")
              .replace(/&amp;/g, "&"),
          ),
        ).toEqual(config);
      }

      const missingAsset = await app.inject({ method: "GET", url: "/assets/missing.js" });
      expect(missingAsset.statusCode).toBe(404);

      for (const url of ["/ajax/unknown", "/dev/unknown", "/uploader/x", "/pt3/x"]) {
        const response = await app.inject({ method: "GET", url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ status: false, message: "Not Found" });
      }

      // A console screen under an API prefix opens as a page in the browser, and stays JSON for API calls.
      const screen = await app.inject({
        method: "GET",
        url: "/admin/accounts",
        headers: { accept: "text/html" },
      });
      expect(screen.headers["content-type"]).toContain("text/html");
      expect(screen.body).toContain("Sendline console");
      const call = await app.inject({
        method: "GET",
        url: "/admin/accounts",
        headers: { accept: "application/json" },
      });
      expect(call.statusCode).toBe(404);
      expect(call.json()).toEqual({ status: false, message: "Not Found" });
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
