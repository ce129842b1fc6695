import fp from "fastify-plugin";
import type { Config } from "../config";
import { configuredDatabase, openDatabase, type Database, type Db } from "../db/database";
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
  const database = await openDatabase(configuredDatabase(config));
  try {
    await database.migrate();
    if (config.demoMode) await seed(database.db, { publicUrl: config.publicUrl });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * The database for every module. An `owned` one (opened from the config by `buildApp`) is closed
 * with the server and recovered at start; tests share one per file and close it themselves.
 */
export const dbPlugin = fp<{ database: Database; owned: boolean }>(
  async (app, { database, owned }) => {
    if (owned) {
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
