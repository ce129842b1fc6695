import { join } from "node:path";
import fp from "fastify-plugin";
import type { Config } from "../config";
import type { ChangeFeed, Db } from "../db/database";
import { databaseFileStore, diskFileStore, type FileStore } from "../lib/file-store";
import { MINUTE_MS, minutesAfter, minutesBefore } from "../lib/time";
import type { Services } from "./services";

/** What every module is given: configuration, the database, the clock and the pluggable services. */
export interface AppContext extends Services {
  config: Config;
  db: Db;
  driver: "pglite" | "postgres";
  /** The embedded database's report of its changes (PGlite only; see `Database.changes`). */
  changes?: ChangeFeed;
  ping(): Promise<void>;
  /** The current time; tests inject a clock, and demo mode can move it (`/dev/clock`). */
  now(): Date;
  /** Where uploaded files are kept (`UPLOAD_STORAGE`). */
  files: FileStore;
}

declare module "fastify" {
  interface FastifyInstance {
    context: AppContext;
  }
}

/** Gathers the db, clock and services plugins' parts into the one object modules and services take. */
export const contextPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const context = {
      config,
      db: app.db,
      driver: app.database.driver,
      changes: app.database.changes,
      ping: () => app.database.ping(),
      now: app.clock.now,
      files:
        config.uploadStorage === "database"
          ? databaseFileStore(app.db, app.clock.now)
          : diskFileStore(join(config.dataDir, "uploads")),
    };
    // The services' own properties, getters included (the Viber connection changes while running).
    app.decorate(
      "context",
      Object.defineProperties(context, Object.getOwnPropertyDescriptors(app.services)) as AppContext,
    );
  },
  { name: "context", dependencies: ["db", "clock", "services"] },
);

export function minutesAgo(context: AppContext, minutes: number): Date {
  return minutesBefore(context.now(), minutes);
}

export function minutesFromNow(context: AppContext, minutes: number): Date {
  return minutesAfter(context.now(), minutes);
}

/** Route options that cap how often one client address may call an endpoint that sends mail or SMS. */
export function sendRateLimit(context: AppContext) {
  return { config: { rateLimit: { max: context.config.sendRateLimitPerMinute, timeWindow: MINUTE_MS } } };
}
