import { z } from "zod";

/**
 * The console's runtime configuration. It is served by the API as `/config.json`, so one build
 * runs against any deployment; every field has a default for a console served by the reference API.
 */
export const consoleConfigSchema = z.object({
  /** Short product prefix of every page title: `<prefix> - <screen>`. */
  productPrefix: z.string().min(1).default("Sendline"),
  /** Main API endpoint; empty means the console's own origin. */
  apiEndpoint: z.string().default(""),
  balanceHost: z.string().default(""),
  uploaderHost: z.string().default(""),
  sessionExpiryInMinutes: z.coerce.number().int().positive().default(30),
  newChargingEffectiveDate: z.string().nullable().default(null),
  dataRetentionPolicy: z.coerce.number().int().nonnegative().default(200),
  archivedDataRetention: z.coerce.number().int().nonnegative().default(200),
  realtimeDataRetention: z.coerce.number().int().nonnegative().default(7),
  dayAdjustment: z.coerce.number().int().default(0),
  captchaSiteKey: z.string().default("demo"),
  /** The server names `demo` only in demo mode; production names a real provider. */
  captchaProvider: z.enum(["demo", "recaptcha", "hcaptcha", "turnstile"]).default("demo"),
  contactUsUrl: z.string().default("/signup-contact"),
  demoMode: z.boolean().default(false),
  /** Element guards mark what they would hide instead of hiding it (SPEC §6 debug mode). */
  accessDebug: z.boolean().default(false),
});

export type ConsoleConfig = z.infer<typeof consoleConfigSchema>;

export const defaultConfig: ConsoleConfig = consoleConfigSchema.parse({});

/** Reads `/config.json`; a missing or unreadable file leaves the defaults, a malformed field is reported. */
export async function loadConfig(url = "/config.json"): Promise<ConsoleConfig> {
  let raw: unknown = {};
  try {
    const response = await fetch(url, { headers: { Accept: "application/json" }, cache: "no-store" });
    if (response.ok) raw = await response.json();
  } catch {
    return defaultConfig;
  }
  const parsed = consoleConfigSchema.safeParse(raw);
  if (!parsed.success) {
    console.error("Ignoring an invalid /config.json:", z.prettifyError(parsed.error));
    return defaultConfig;
  }
  return parsed.data;
}
