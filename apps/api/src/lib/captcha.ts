/**
 * Checks the captcha response sent with login and signup (SPEC §5). Plug a real provider in by
 * passing `buildServer(config, { captcha })` an implementation that calls the provider's
 * verification endpoint with its secret and the response token, and set `CAPTCHA_SITE_KEY` so
 * the console loads the matching widget.
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
