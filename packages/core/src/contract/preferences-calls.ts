import { z } from "zod/mini";
import { TOUR_NAMES } from "../tour/tours";

/** A tour-states save (`POST /api/tour-states`, SPEC §7): known tour names to their done flag. */
export const tourStatesBodySchema = z.partialRecord(z.enum(TOUR_NAMES), z.boolean());
export type TourStatesBody = z.infer<typeof tourStatesBodySchema>;

/** The colour theme a user chose: `system` follows the operating system's setting. */
export const THEME_PREFERENCES = ["system", "light", "dark"] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** The signed-in user's console preferences (`GET`/`PUT /ajax/preferences`). */
export const preferencesSchema = z.object({ theme: z.enum(THEME_PREFERENCES) });
export type Preferences = z.infer<typeof preferencesSchema>;

export const preferencesBodySchema = z.strictObject({ theme: z.enum(THEME_PREFERENCES) });
export type PreferencesBody = z.infer<typeof preferencesBodySchema>;
