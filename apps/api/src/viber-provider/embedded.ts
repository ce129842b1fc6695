import { randomBytes } from "node:crypto";
import { viberCallbackUrl, type Config, type ViberConnection } from "../config";
import { LocalViberProvider } from "./provider";

/**
 * Demo mode's Viber provider when `VIBER_API_URL` is not set: the local provider, listening on a
 * free loopback port with a random token and callback secret, which the server then reaches over
 * HTTP like any provider. Answers the connection to it and how to stop it.
 */
export async function startLocalViberProvider(
  config: Config,
): Promise<{ connection: ViberConnection; close: () => Promise<void> }> {
  const token = randomBytes(24).toString("base64url");
  const secret = randomBytes(24).toString("base64url");
  const provider = new LocalViberProvider({ token, secret, callbackDelayMs: 500, seenShare: 0.6 });
  const port = await provider.listen(0, "127.0.0.1");
  return {
    connection: {
      url: `http://127.0.0.1:${port}`,
      token,
      sender: "sendline",
      ttlSeconds: 86_400,
      callbackSecret: secret,
      callbackUrl: viberCallbackUrl(config.publicUrl),
      concurrency: 16,
      ratePerSecond: 0,
    },
    close: () => provider.close(),
  };
}
