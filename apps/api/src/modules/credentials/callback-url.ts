import { lookup } from "node:dns/promises";
import { isIP } from "node:net";

export const CALLBACK_URL_HTTPS = "The callback URL must start with https://.";
export const CALLBACK_URL_INVALID = "Enter a valid URL, such as https://example.com/receipts.";
export const CALLBACK_URL_PRIVATE =
  "The callback URL must reach a public address, not a private or local one.";

/** Whether an IP address is loopback, private, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split(".").map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const v6 = address.toLowerCase();
  return v6 === "::" || v6 === "::1" || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6);
}

/**
 * Checks a callback URL, answering the error to show or null. In production mode it must be https
 * and its host must resolve only to public addresses; in demo and test mode http and local
 * receivers are allowed, so a receiver on this machine can take the receipts.
 */
export async function callbackUrlError(
  value: string,
  production: boolean,
  resolve: (host: string) => Promise<string[]> = async (host) =>
    (await lookup(host, { all: true })).map((entry) => entry.address),
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return CALLBACK_URL_INVALID;
  }
  if (url.username || url.password) return CALLBACK_URL_INVALID;
  if (!production) return url.protocol === "https:" || url.protocol === "http:" ? null : CALLBACK_URL_HTTPS;
  if (url.protocol !== "https:") return CALLBACK_URL_HTTPS;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local"))
    return CALLBACK_URL_PRIVATE;
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return "The callback URL's host could not be found.";
  }
  return addresses.length === 0 || addresses.some(isPrivateAddress) ? CALLBACK_URL_PRIVATE : null;
}
