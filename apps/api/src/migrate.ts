import { ConfigError, loadConfig } from "./config";
import { configuredDatabase, openDatabase } from "./db/database";

/**
 * Applies the migrations to the configured database (`DATABASE_URL`, else the PGlite folder in
 * `DATA_DIR`) and exits, without seeding or serving: for a deployment that migrates once before it
 * starts its processes, and for a PGlite folder made ready ahead of its first start.
 */
async function migrate(): Promise<void> {
  const database = await openDatabase(configuredDatabase(loadConfig()));
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  console.log("Migrations applied");
}

migrate().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
