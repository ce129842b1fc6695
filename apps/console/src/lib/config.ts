import { CONSOLE_CONFIG_META } from "@sendline/core";
import { z } from "zod/mini";

/**
 * The console's runtime configuration. It is served by the API as `/config.json`, so one build
 * runs against any deployment; every field has a default for a console served by the reference API.
 */
export const consoleConfigSchema = z.object({
  /** Short product prefix of every page title: `<prefix> - <screen>`. */
  productPrefix: z._default(z.string().check(z.minLength(1)), "Sendline"),
  /** Main API endpoint; empty means the console's own origin. */
  apiEndpoint: z._default(z.string(), ""),
  balanceHost: z._default(z.string(), ""),
  uploaderHost: z._default(z.string(), ""),
  sessionExpiryInMinutes: z._default(z.coerce.number().check(z.int(), z.positive()), 30),
  newChargingEffectiveDate: z._default(z.nullable(z.string()), null),
  dataRetentionPolicy: z._default(z.coerce.number().check(z.int(), z.nonnegative()), 200),
  archivedDataRetention: z._default(z.coerce.number().check(z.int(), z.nonnegative()), 200),
  realtimeDataRetention: z._default(z.coerce.number().check(z.int(), z.nonnegative()), 7),
  dayAdjustment: z._default(z.coerce.number().check(z.int()), 0),
  captchaSiteKey: z._default(z.string(), "demo"),
  /** The server names `demo` only in demo mode; production names a real provider. */
  captchaProvider: z._default(z.enum(["demo", "recaptcha", "hcaptcha", "turnstile"]), "demo"),
  contactUsUrl: z._default(z.string(), "/signup-contact"),
  demoMode: z._default(z.boolean(), false),
  /** Element guards mark what they would hide instead of hiding it (SPEC §6 debug mode). */
  accessDebug: z._default(z.boolean(), false),
});

export type ConsoleConfig = z.infer<typeof consoleConfigSchema>;

export const defaultConfig: ConsoleConfig = consoleConfigSchema.parse({});

/**
 * The console's runtime config: the one the page carries (the reference API writes it into the page
 * as `<meta name="sendline-config">`, which spares a round trip before the first screen's reads),
 * else `/config.json`. A missing or unreadable config leaves the defaults, a malformed field is
 * reported.
 */
export async function loadConfig(url = "/config.json"): Promise<ConsoleConfig> {
  let raw: unknown = {};
  const written = document.querySelector<HTMLMetaElement>(`meta[name="${CONSOLE_CONFIG_META}"]`)?.content;
  try {
    if (written) raw = JSON.parse(written);
    else {
      const response = await fetch(url, { headers: { Accept: "application/json" }, cache: "no-store" });
      if (response.ok) raw = await response.json();
    }
  } catch {
    return defaultConfig;
  }
  const parsed = consoleConfigSchema.safeParse(raw);
  if (!parsed.success) {
    console.error(`Ignoring an invalid ${written ? "page config" : url}:`, z.prettifyError(parsed.error));
    return defaultConfig;
  }
  return parsed.data;
}
