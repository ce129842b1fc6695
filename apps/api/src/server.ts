import fastifyCors from "@fastify/cors";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { openDatabase, type Database } from "./db/database";
import { demoCaptcha, type CaptchaVerifier } from "./lib/captcha";
import { seed } from "./db/seed";
import { HttpError, VALIDATION_ERROR } from "./lib/http";
import { loginRoutes } from "./auth/login-routes";
import { passwordRoutes } from "./auth/password-routes";
import { twoFactorRoutes } from "./auth/two-factor";
import { accountRoutes } from "./routes/account";
import { adminDataRoutes } from "./routes/admin-data";
import { consoleRoutes } from "./routes/console";
import { systemRoutes } from "./routes/system";

export interface ServerDeps {
  /**
   * An open, migrated database. When absent, the one the config names is opened, migrated, seeded
   * in demo mode, and closed with the server.
   */
  database?: Database;
  /** The clock; defaults to the system time. */
  now?: () => Date;
  /** The captcha verifier; defaults to the embedded demo verifier. */
  captcha?: CaptchaVerifier;
  /** Fastify's logger setting; off by default so tests stay quiet. */
  logger?: boolean;
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

/** Builds the Sendline API: routes, envelopes and the console's static files, ready to `listen` or `inject`. */
export async function buildServer(config: Config, deps: ServerDeps = {}): Promise<FastifyInstance> {
  const database = deps.database ?? (await openConfiguredDatabase(config));
  const app = Fastify({ logger: deps.logger ?? false, trustProxy: config.trustProxy });
  if (!deps.database) app.addHook("onClose", () => database.close());

  const context: AppContext = {
    config,
    db: database.db,
    driver: database.driver,
    ping: () => database.ping(),
    now: deps.now ?? (() => new Date()),
    captcha: deps.captcha ?? demoCaptcha,
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ status: false, message: error.message, ...(error.errors && { errors: error.errors }) });
    }
    if (error.validation) {
      return reply.status(422).send({ status: false, message: VALIDATION_ERROR, errors: {} });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ status: false, message: error.message });
    }
    request.log.error(error);
    return reply.status(500).send({ status: false, message: "Internal Server Error" });
  });

  await app.register(fastifyCors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    exposedHeaders: ["token"],
    allowedHeaders: ["Content-Type", "Token", "Account-Id", "User-Id", "Cache-Control", "Pragma"],
    credentials: true,
  });

  await app.register(fastifyRateLimit, { global: false });
  app.decorateRequest("auth", null);
  systemRoutes(app, context);
  loginRoutes(app, context);
  twoFactorRoutes(app, context);
  passwordRoutes(app, context);
  accountRoutes(app, context);
  adminDataRoutes(app, context);
  await consoleRoutes(app, context);
  return app;
}
