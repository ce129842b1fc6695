import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db/database";
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
  const template = await openDatabase({ kind: "postgres", url: databaseUrl(server.url, TEMPLATE) });
  try {
    await template.migrate();
  } finally {
    await template.close();
  }
  project.provide("postgresUrl", server.url);
  return async () => {
    await server.stop();
  };
}
