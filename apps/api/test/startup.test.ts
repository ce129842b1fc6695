import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { PACKAGE_DIR, loadConfig } from "../src/config";
import { openDatabase } from "../src/db/database";
import { programArguments, type Program } from "../src/lib/programs";
import { buildApp } from "../src/app";
import { CAPTCHA, PASSWORD, onPostgres } from "./harness";
import { databaseUrl, onServer } from "./postgres/server";

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

/**
 * The project's kind of database, new and empty, for a program to run on: a PGlite folder, or a
 * PostgreSQL database made from template0 rather than the run's migrated template. `run` starts
 * the built program on it and answers what it printed; `open` opens it from the test.
 */
function newDatabase(prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `sendline-${prefix}-`));
  const serverUrl = inject("postgresUrl");
  const name = `${prefix}_${process.pid}`;
  let target: Record<string, string> = { DATA_DIR: dataDir };
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (onPostgres && serverUrl) await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  });
  return {
    async run(program: Program): Promise<string> {
      if (onPostgres && serverUrl) {
        await onServer(serverUrl, `create database ${name} template template0`);
        target = { DATABASE_URL: databaseUrl(serverUrl, name) };
      }
      const { stdout } = await promisify(execFile)(process.execPath, programArguments(program, true), {
        cwd: PACKAGE_DIR,
        env: { ...process.env, NODE_ENV: "development", ...target },
      });
      return stdout;
    },
    open: () =>
      openDatabase(
        target.DATABASE_URL ? { kind: "postgres", url: target.DATABASE_URL } : { kind: "pglite", dataDir },
      ),
  };
}

describe("db:migrate", () => {
  const fresh = newDatabase("migrate");

  it(
    "applies every migration to a new database and exits, seeding nothing",
    { timeout: 120_000 },
    async () => {
      const stdout = await fresh.run("migrate");
      expect(stdout).toContain("Migrations applied");

      const journal = JSON.parse(readFileSync(join(PACKAGE_DIR, "drizzle/meta/_journal.json"), "utf8")) as {
        entries: unknown[];
      };
      const opened = await fresh.open();
      try {
        const count = async (query: ReturnType<typeof sql>) =>
          ((await opened.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
        expect(await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
          journal.entries.length,
        );
        expect(await count(sql`select count(*)::int as n from accounts`)).toBe(0);
      } finally {
        await opened.close();
      }
    },
  );
});

describe("db:seed", () => {
  const fresh = newDatabase("seed");

  it(
    "migrates a new database, seeds the demo data and exits; the demo owner signs in on it",
    { timeout: 120_000 },
    async () => {
      const stdout = await fresh.run("seed");
      expect(stdout).toContain("the demo data seeded");

      const opened = await fresh.open();
      const app = await buildApp(loadConfig({ NODE_ENV: "development", CONSOLE_DIST: "/nonexistent" }), {
        database: opened,
      });
      try {
        const login = await app.inject({
          method: "POST",
          url: "/ajax/login/verify",
          payload: { email: "owner@acme.test", password: PASSWORD, captcha_response: CAPTCHA },
        });
        expect(login.json()).toMatchObject({ status: true });
      } finally {
        await app.close();
        await opened.close();
      }
    },
  );
});
