import fp from "fastify-plugin";
import type { Config, ViberConnection } from "../../config";
import { demoCaptcha, providerCaptcha, type CaptchaVerifier } from "./captcha";
import { demoEmailVerifier, type EmailVerifier } from "./email-verifier";
import type { GoogleSignInVerifier } from "./google-signin";
import type { SmsCarrier } from "../../transports/sms/transport";
import type { ViberTransport } from "../../transports/viber/transport";
import { attachRouteCarrier } from "../../modules/connections/plugin";
import { attachViberConnections, type ViberConnections } from "../../modules/connections/viber";

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
   * The Viber provider Viber campaigns send through (HTTP), as it is now (a getter: staff can change
   * it while the server runs); without one, demo mode draws each Viber outcome from the reach share
   * in the database.
   */
  readonly viber: ViberTransport | null;
}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    /** Where `services.viber` comes from: given, the environment, or the admin screen. */
    viberConnections: ViberConnections;
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

export const servicesPlugin = fp<{ config: Config; given: Partial<Services>; localViber?: ViberConnection }>(
  async (app, { config, given, localViber }) => {
    const viber = attachViberConnections(app, config, given.viber, localViber);
    app.decorate("viberConnections", viber);
    app.decorate("services", {
      captcha: given.captcha ?? configuredCaptcha(config),
      emailVerifier: given.emailVerifier ?? demoEmailVerifier,
      googleSignIn: given.googleSignIn ?? null,
      // Without one given, the carrier connections stored for the routes (`modules/connections`).
      smsCarrier: given.smsCarrier ?? attachRouteCarrier(app, config),
      get viber() {
        return viber.current();
      },
    });
  },
  { name: "services" },
);
