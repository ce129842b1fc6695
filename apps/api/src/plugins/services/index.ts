import fp from "fastify-plugin";
import type { Config } from "../../config";
import { demoCaptcha, providerCaptcha, type CaptchaVerifier } from "./captcha";
import { demoEmailVerifier, type EmailVerifier } from "./email-verifier";
import type { GoogleSignInVerifier } from "./google-signin";
import type { SmsCarrier } from "../../transports/sms/transport";
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

export const servicesPlugin = fp<{ config: Config; given: Partial<Services> }>(
  async (app, { config, given }) => {
    app.decorate("services", {
      captcha: given.captcha ?? configuredCaptcha(config),
      emailVerifier: given.emailVerifier ?? demoEmailVerifier,
      googleSignIn: given.googleSignIn ?? null,
      // Without one given, the carrier connections stored for the routes (`modules/connections`).
      smsCarrier: given.smsCarrier ?? attachRouteCarrier(app, config),
    });
  },
  { name: "services" },
);
