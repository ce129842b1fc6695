import { resolve } from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { databaseUrl, onServer, startTestPostgres } from "./server";

export const TEMPLATE = "sendline_template";

declare module "vitest" {
  export interface ProvidedContext {
    /** The test PostgreSQL server's maintenance database; absent in the PGlite project. */
    postgresUrl?: string;
  }
}

/**
 * One PostgreSQL for the whole run, with a migrated template database: each test file copies it
 * into a database of its own (CREATE DATABASE … TEMPLATE), which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  await onServer(server.url, `drop database if exists ${TEMPLATE}`, `create database ${TEMPLATE}`);
  // The server's own migrations, applied as it applies them at start (`src/db/database.ts`).
  const pool = new pg.Pool({ connectionString: databaseUrl(server.url, TEMPLATE) });
  try {
    await migrate(drizzle({ client: pool }), {
      migrationsFolder: resolve(import.meta.dirname, "../../drizzle"),
    });
  } finally {
    await pool.end();
  }
  project.provide("postgresUrl", server.url);
  return async () => {
    await server.stop();
  };
}
