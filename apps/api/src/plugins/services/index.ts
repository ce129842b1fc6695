import fp from "fastify-plugin";
import type { Config } from "../../config";
import { demoCaptcha, providerCaptcha, type CaptchaVerifier } from "./captcha";
import { demoEmailVerifier, type EmailVerifier } from "./email-verifier";
import type { GoogleSignInVerifier } from "./google-signin";
import type { SmsCarrier } from "../../transports/sms/transport";
import { ViberHttpTransport } from "../../transports/viber/http-transport";
import type { ViberTransport } from "../../transports/viber/transport";
import { attachRouteCarrier } from "../../modules/connections/plugin";

/** The services a deployment plugs in; each has an embedded default fit for demo mode. */
export interface Services {
  captcha: CaptchaVerifier;
  emailVerifier: EmailVerifier;
  /** Absent unless a provider is configured; Google sign-in is refused without one. */
  googleSignIn: GoogleSignInVerifier | null;
  /**
   * The carrier connections SMS campaigns submit through (SMPP): the routes' stored connections
   * unless one is given; a route without a connection has its outcomes drawn from the operator
   * shares in the database.
   */
  smsCarrier: SmsCarrier | null;
  /**
   * The Viber provider Viber campaigns send through (HTTP); without one the engine draws each
   * Viber outcome from the reach share in the database.
   */
  viber: ViberTransport | null;
}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
  }
}

/**
 * The captcha the config names: the provider's verifier when one is configured, the demo verifier
 * only in demo mode. The config refuses a production start without a provider, so no path leads to
 * the demo verifier outside demo mode.
 */
export function configuredCaptcha(config: Config): CaptchaVerifier {
  if (config.captcha.provider === "demo") {
    if (!config.demoMode) throw new Error("the demo captcha is refused outside demo mode");
    return demoCaptcha;
  }
  return providerCaptcha({ verifyUrl: config.captcha.verifyUrl, secret: config.captcha.secret });
}

/** The Viber provider connection the config names, or null. */
export function configuredViber(config: Config): ViberTransport | null {
  const connection = config.viber;
  if (!connection) return null;
  return new ViberHttpTransport({
    baseUrl: connection.url,
    token: connection.token,
    sender: connection.sender,
    ttlSeconds: connection.ttlSeconds,
    callbackUrl: connection.callbackUrl,
    callbackSecret: connection.callbackSecret,
    concurrency: connection.concurrency,
    ratePerSecond: connection.ratePerSecond,
    retries: 5,
    backoffMs: 200,
    timeoutMs: 30_000,
  });
}

export const servicesPlugin = fp<{ config: Config; given: Partial<Services> }>(
  async (app, { config, given }) => {
    app.decorate("services", {
      captcha: given.captcha ?? configuredCaptcha(config),
      emailVerifier: given.emailVerifier ?? demoEmailVerifier,
      googleSignIn: given.googleSignIn ?? null,
      // Without one given, the carrier connections stored for the routes (`modules/connections`).
      smsCarrier: given.smsCarrier ?? attachRouteCarrier(app, config),
      viber: given.viber === undefined ? configuredViber(config) : given.viber,
    });
  },
  { name: "services" },
);
