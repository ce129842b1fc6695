import { ConfigError, loadConfig } from "./config";
import { openConfiguredDatabase } from "./plugins/db";

/**
 * Migrates the configured database (`DATABASE_URL`, else the PGlite folder in `DATA_DIR`), seeds the
 * demo data into it and exits, without serving: a demo database made ready ahead of its first start
 * (a server in demo mode seeds at every start too, finding it done). Demo mode only: a production
 * database never gets the demo users.
 */
async function seedDemo(): Promise<void> {
  const config = loadConfig();
  if (!config.demoMode) {
    throw new ConfigError(["DEMO_MODE: the demo data is seeded in demo mode only, never in production"]);
  }
  const database = await openConfiguredDatabase(config);
  await database.close();
  console.log("Migrations applied and the demo data seeded");
}

seedDemo().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
