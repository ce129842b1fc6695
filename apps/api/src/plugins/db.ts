import fp from "fastify-plugin";
import type { Config } from "../config";
import { openDatabase, type Database, type Db } from "../db/database";
import { completeHalfDoneRegistrations } from "../modules/signup/registrations";
import { seed } from "../db/seed";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Opens the database the config names (PostgreSQL or the PGlite data folder), migrated and, in demo mode, seeded. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    if (config.demoMode) await seed(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * The database for every module: the one given (tests share one per file), or the configured one,
 * opened here and closed with the server.
 */
export const dbPlugin = fp<{ config: Config; database?: Database }>(
  async (app, { config, database: given }) => {
    const database = given ?? (await openConfiguredDatabase(config));
    if (!given) {
      app.addHook("onClose", () => database.close());
      // Work a crash may have left half-done is finished before the server takes requests.
      app.addHook("onReady", async () => {
        await completeHalfDoneRegistrations(app.context);
      });
    }
    app.decorate("database", database);
    app.decorate("db", database.db);
  },
  { name: "db" },
);
