import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { addressReach } from "../../lib/ip-address";

export const CALLBACK_URL_HTTPS = "The callback URL must start with https://.";
export const CALLBACK_URL_INVALID = "Enter a valid URL, such as https://example.com/receipts.";
export const CALLBACK_URL_PRIVATE =
  "The callback URL must reach a public address, not a private or local one.";
export const CALLBACK_HOST_UNKNOWN = "The callback URL's host could not be found.";

/** A host name to its addresses. */
export type Resolve = (host: string) => Promise<string[]>;

export const resolveHost: Resolve = async (host) =>
  (await lookup(host, { all: true })).map((entry) => entry.address);

/**
 * Whether a receiver at this address may get receipts: a public address always; loopback only when
 * `allowLoopback` (demo mode, for a receiver on this machine); private, link-local (cloud metadata)
 * and every other range never.
 */
export function mayReceive(address: string, allowLoopback: boolean): boolean {
  const reach = addressReach(address);
  return reach === "public" || (reach === "loopback" && allowLoopback);
}

/**
 * Checks a callback URL, answering the error to show or null. Its host must resolve only to
 * addresses that `mayReceive`. In production it must be https and reach public addresses only; in
 * demo mode http and loopback receivers are allowed, so a receiver on this machine can take the
 * receipts. The post checks the address it connects to again (see `postSigned`).
 */
export async function callbackUrlError(
  value: string,
  production: boolean,
  resolve: Resolve = resolveHost,
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return CALLBACK_URL_INVALID;
  }
  if (url.username || url.password) return CALLBACK_URL_INVALID;
  if (url.protocol !== "https:" && (production || url.protocol !== "http:")) return CALLBACK_URL_HTTPS;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host.endsWith(".local")) return CALLBACK_URL_PRIVATE;
  if (host === "localhost" || host.endsWith(".localhost")) return production ? CALLBACK_URL_PRIVATE : null;
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return CALLBACK_HOST_UNKNOWN;
  }
  return addresses.length > 0 && addresses.every((address) => mayReceive(address, !production))
    ? null
    : CALLBACK_URL_PRIVATE;
}
