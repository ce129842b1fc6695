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

/** Where each captcha provider's widget loads its script and frames from. */
export const CAPTCHA_ORIGINS: Record<Exclude<Config["captcha"]["provider"], "demo">, string[]> = {
  recaptcha: ["https://www.google.com", "https://www.gstatic.com"],
  hcaptcha: ["https://js.hcaptcha.com", "https://hcaptcha.com", "https://*.hcaptcha.com"],
  turnstile: ["https://challenges.cloudflare.com"],
};

/** The policy for a deployment: the configured captcha provider's origins join it, no others. */
export function contentSecurityPolicy(config: Config) {
  const captcha = config.captcha.provider === "demo" ? [] : CAPTCHA_ORIGINS[config.captcha.provider];
  return {
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...captcha],
    frameSrc: ["'self'", ...captcha],
    // Viber images are shown from the uploader host's public addresses.
    imgSrc: [
      ...CONTENT_SECURITY_POLICY.imgSrc,
      ...(URL.canParse(config.console.uploaderHost) ? [new URL(config.console.uploaderHost).origin] : []),
    ],
    connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, ...captcha],
    ...(config.env === "production" && { upgradeInsecureRequests: [] }),
  };
}

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
        directives: contentSecurityPolicy(config),
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
