import helmet from "@fastify/helmet";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { isApiPath } from "./static";

/**
 * The console's content security policy: scripts only from our origin (the build has no inline
 * script), no framing, no plugins. Styles allow inline because Radix's scroll lock and uPlot set
 * style elements at run time.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Security headers on every answer (CSP, nosniff, no referrer, HSTS in production) and
 * `Cache-Control: no-store` on every API answer, since they carry tokens and personal data.
 */
export const securityPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...CONTENT_SECURITY_POLICY,
          ...(config.env === "production" && { upgradeInsecureRequests: [] }),
        },
      },
      // Reset, set-password and top-up links carry tokens in their path: never send it on.
      referrerPolicy: { policy: "no-referrer" },
      strictTransportSecurity:
        config.env === "production" ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook("onSend", async (request, reply) => {
      if (isApiPath(request.url.split("?")[0] ?? "/")) reply.header("cache-control", "no-store");
    });
  },
  { name: "security" },
);
