import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { buildApp } from "../src/app";
import { CAPTCHA, PASSWORD } from "./harness";

describe("a server on a data folder", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "sendline-data-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({ NODE_ENV: "development", DATA_DIR: dataDir, CONSOLE_DIST: "/nonexistent" });

  // Two cold starts of the embedded database, with migrations and password hashing: slow on a busy machine.
  it(
    "migrates and seeds on first start, and keeps its data across a restart",
    { timeout: 120_000 },
    async () => {
      const first = await buildApp(config);
      const login = await first.inject({
        method: "POST",
        url: "/ajax/login/verify",
        payload: { email: "owner@acme.test", password: PASSWORD, captcha_response: CAPTCHA },
      });
      expect(login.statusCode).toBe(200);
      const token = login.json().data.token as string;
      await first.close();

      const second = await buildApp(config);
      try {
        const current = await second.inject({
          method: "GET",
          url: "/ajax/settings/current_user",
          headers: { token },
        });
        expect(current.statusCode).toBe(200);
        expect(current.json().data).toMatchObject({ id: login.json().data.id, email: "owner@acme.test" });
      } finally {
        await second.close();
      }
    },
  );
});
