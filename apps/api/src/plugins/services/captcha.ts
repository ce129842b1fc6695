/**
 * Checks the captcha response sent with login and signup (SPEC §5). The embedded demo verifier
 * exists only in demo mode; production names a provider and its secret (`CAPTCHA_PROVIDER`,
 * `CAPTCHA_SECRET`) or the server refuses to start.
 */
export interface CaptchaVerifier {
  verify(response: string, clientAddress: string): Promise<boolean>;
}

/** Token produced by the console's demo captcha widget. */
export const DEMO_CAPTCHA_TOKEN = "demo-captcha-ok";

/** The embedded verifier: accepts the demo widget's token and nothing else. */
export const demoCaptcha: CaptchaVerifier = {
  verify: async (response) => response === DEMO_CAPTCHA_TOKEN,
};

export const CAPTCHA_PROVIDERS = ["recaptcha", "hcaptcha", "turnstile"] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** Each provider's documented verification endpoint; all take `secret`, `response`, `remoteip`. */
export const CAPTCHA_VERIFY_URLS: Record<CaptchaProvider, string> = {
  recaptcha: "https://www.google.com/recaptcha/api/siteverify",
  hcaptcha: "https://api.hcaptcha.com/siteverify",
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
};

/**
 * A verifier that asks the provider: a form POST of the secret, the widget's response and the client
 * address, answered with `{success: boolean}`. A provider that cannot be reached fails closed.
 */
export function providerCaptcha(options: {
  verifyUrl: string;
  secret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): CaptchaVerifier {
  const post = options.fetch ?? fetch;
  return {
    async verify(response, clientAddress) {
      if (!response) return false;
      try {
        const answer = await post(options.verifyUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ secret: options.secret, response, remoteip: clientAddress }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!answer.ok) return false;
        const body = (await answer.json()) as { success?: unknown };
        return body.success === true;
      } catch {
        return false;
      }
    },
  };
}
