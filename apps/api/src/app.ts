import { CAMPAIGN_CHANNELS } from "@sendline/core";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config, ViberConnection } from "./config";
import type { Database } from "./db/database";
import { accountModule } from "./modules/account";
import { adminModule, staffEntriesModule } from "./modules/admin";
import { authModule } from "./modules/auth";
import { billingModule } from "./modules/billing";
import { campaignsModule } from "./modules/campaigns";
import { blastMediaRoutes } from "./modules/campaigns/blast";
import { contactsModule } from "./modules/contacts";
import { callbackDispatcherPlugin, credentialsModule, smsApiModule } from "./modules/credentials";
import { enginePlugin } from "./modules/campaigns/engine-plugin";
import { viberCallbackModule } from "./modules/campaigns/viber-callbacks";
import { dataModule } from "./modules/data";
import { downloadsModule } from "./modules/downloads";
import { emailModule } from "./modules/email";
import { reportsModule, retentionPlugin } from "./modules/reports";
import { settingsModule } from "./modules/settings";
import { preferencesModule } from "./modules/preferences";
import { toursModule } from "./modules/tours";
import { signupModule } from "./modules/signup";
import { systemModule } from "./modules/system";
import { outboxPlugin } from "./modules/system/outbox";
import { uploadsModule } from "./modules/uploads";
import { designerCompatModule, templatesModule } from "./modules/templates";
import { clockPlugin } from "./plugins/clock";
import { contextPlugin } from "./plugins/context";
import { corsPlugin } from "./plugins/cors";
import { dbPlugin, openConfiguredDatabase } from "./plugins/db";
import { clientErrorHandler, envelopePlugin, frameworkErrors } from "./plugins/envelope";
import { loggerOptions, type LogOptions } from "./plugins/logging";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { securityPlugin } from "./plugins/security";
import { servicesPlugin, type Services } from "./plugins/services";
import { socketPlugin } from "./plugins/socket";
import { staticPlugin } from "./plugins/static";

export interface AppDeps extends Partial<Services> {
  /**
   * An open, migrated database. When absent, the one the config names is opened, migrated, seeded
   * in demo mode, and closed with the server.
   */
  database?: Database;
  /** The clock; defaults to the system time. */
  now?: () => Date;
  /** Demo mode's local Viber provider, stored as the Viber connection unless staff set another. */
  localViber?: ViberConnection;
  /** Request logging: off by default so tests stay quiet; a stream receives the JSON lines. */
  logger?: boolean | LogOptions;
}

/** An endpoint the server answers, as registered. */
export interface Endpoint {
  method: string;
  url: string;
  /** Whether the route declares its answer's schema, so the answer is checked against the contract. */
  declaresResponse: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every method and path the server registered, for catalogues and the route-by-route auth test. */
    endpoints: Endpoint[];
  }
}

/**
 * Builds the Sendline API: the cross-cutting plugins, then each business module under its prefix,
 * then the console's static files; ready to `listen` or `inject`.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  // Opened before the plugins load: a first PGlite start with migrations and the seed can outlast
  // Fastify's plugin timeout.
  const database = deps.database ?? (await openConfiguredDatabase(config));
  try {
    return await assemble(config, deps, database);
  } catch (error) {
    if (!deps.database) await database.close();
    throw error;
  }
}

async function assemble(config: Config, deps: AppDeps, database: Database): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    logger: loggerOptions(deps.logger),
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
  });
  const endpoints: Endpoint[] = [];
  app.decorate("endpoints", endpoints);
  app.addHook("onRoute", (route) => {
    const declaresResponse = Boolean(route.schema?.response);
    for (const method of [route.method].flat()) endpoints.push({ method, url: route.url, declaresResponse });
  });
  app.decorateRequest("auth", null);

  await app.register(envelopePlugin, { checkResponses: config.checkResponses });
  await app.register(securityPlugin, { config });
  await app.register(corsPlugin, { config });
  await app.register(rateLimitPlugin);
  await app.register(dbPlugin, { database, owned: !deps.database });
  await app.register(clockPlugin, { ...(deps.now && { now: deps.now }) });
  await app.register(servicesPlugin, {
    config,
    given: {
      ...(deps.captcha && { captcha: deps.captcha }),
      ...(deps.emailVerifier && { emailVerifier: deps.emailVerifier }),
      ...(deps.googleSignIn && { googleSignIn: deps.googleSignIn }),
      ...(deps.smsCarrier && { smsCarrier: deps.smsCarrier }),
      ...(deps.viber !== undefined && { viber: deps.viber }),
    },
    ...(deps.localViber && { localViber: deps.localViber }),
  });
  await app.register(contextPlugin, { config });
  await app.register(socketPlugin);
  await app.register(enginePlugin);
  await app.register(retentionPlugin);
  await app.register(callbackDispatcherPlugin);
  await app.register(outboxPlugin);

  await app.register(systemModule);
  await app.register(authModule);
  await app.register(signupModule);
  await app.register(accountModule);
  await app.register(billingModule);
  await app.register(adminModule, { prefix: "/admin/data" });
  await app.register(staffEntriesModule, { prefix: "/ajax/account/staff_entries" });
  await app.register(dataModule, { prefix: "/ajax/data" });
  await app.register(settingsModule, { prefix: "/ajax/settings" });
  await app.register(uploadsModule);
  await app.register(blastMediaRoutes, { prefix: "/ajax/media" });
  await app.register(contactsModule, { prefix: "/ajax/phonebook" });
  await app.register(downloadsModule, { prefix: "/api/downloader" });
  await app.register(credentialsModule, { prefix: "/ajax/credentials" });
  await app.register(smsApiModule, { prefix: "/api/v1" });
  await app.register(reportsModule, { prefix: "/ajax/reports" });
  for (const channel of CAMPAIGN_CHANNELS) {
    await app.register(campaignsModule(channel), { prefix: `/ajax/${channel}` });
  }
  await app.register(viberCallbackModule, { prefix: "/public/viber" });
  await app.register(emailModule);
  await app.register(templatesModule, { prefix: "/ajax/email/templates" });
  await app.register(designerCompatModule, { prefix: "/api/bee" });
  await app.register(toursModule, { prefix: "/api/tour-states" });
  await app.register(preferencesModule, { prefix: "/ajax/preferences" });

  await app.register(staticPlugin, { config });
  return app;
}
