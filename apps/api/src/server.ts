import fastifyCors from "@fastify/cors";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from "fastify";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { openDatabase, type Database } from "./db/database";
import { demoCaptcha, type CaptchaVerifier } from "./lib/captcha";
import { ServerClock } from "./lib/clock";
import { demoEmailVerifier, type EmailVerifier } from "./lib/email-verifier";
import type { GoogleSignInVerifier } from "./lib/google-signin";
import { seed } from "./db/seed";
import { HttpError, VALIDATION_ERROR } from "./lib/http";
import { loginRoutes } from "./auth/login-routes";
import { passwordRoutes } from "./auth/password-routes";
import { twoFactorRoutes } from "./auth/two-factor";
import { topUpRoutes } from "./billing/top-ups";
import { accountRoutes } from "./routes/account";
import { adminDataRoutes } from "./routes/admin-data";
import { consoleRoutes, isApiPath } from "./routes/console";
import { devRoutes } from "./routes/dev";
import { systemRoutes } from "./routes/system";
import { signupRoutes } from "./signup/signup-routes";

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
  /** The email deliverability service; defaults to the embedded verifier's fixed demo answers. */
  emailVerifier?: EmailVerifier;
  /** Google sign-in; without it `/ajax/login/google_signin` answers that it is not enabled. */
  googleSignIn?: GoogleSignInVerifier;
  /** Request logging: off by default so tests stay quiet; a stream receives the JSON lines. */
  logger?: boolean | { stream: NodeJS.WritableStream };
}

/** An endpoint the server answers, as registered. */
export interface Endpoint {
  method: string;
  url: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every method and path the server registered, for catalogues and the route-by-route auth test. */
    endpoints: Endpoint[];
  }
}

/**
 * The address as logged: never the query (PINs, tokens, emails), and for console pages only the first
 * segment, since set-password, reset and setup links carry tokens in the path.
 */
export function loggedUrl(url: string): string {
  const path = url.split("?")[0] ?? "/";
  if (isApiPath(path)) return path;
  const [, first] = path.split("/");
  return path.split("/").length > 2 ? `/${first}/…` : path;
}

function loggerOptions(logger: ServerDeps["logger"]) {
  if (!logger) return false;
  return {
    ...(typeof logger === "object" && { stream: logger.stream }),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
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
  const app = Fastify({ logger: loggerOptions(deps.logger), trustProxy: config.trustProxy });
  if (!deps.database) app.addHook("onClose", () => database.close());
  const endpoints: Endpoint[] = [];
  app.decorate("endpoints", endpoints);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) endpoints.push({ method, url: route.url });
  });

  const clock = new ServerClock(deps.now);
  const context: AppContext = {
    config,
    db: database.db,
    driver: database.driver,
    ping: () => database.ping(),
    now: clock.now,
    captcha: deps.captcha ?? demoCaptcha,
    emailVerifier: deps.emailVerifier ?? demoEmailVerifier,
    googleSignIn: deps.googleSignIn ?? null,
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
  signupRoutes(app, context);
  topUpRoutes(app, context);
  accountRoutes(app, context);
  adminDataRoutes(app, context);
  devRoutes(app, context, clock);
  await consoleRoutes(app, context);
  return app;
}
