import { z } from "zod/mini";
import { dateTextSchema, flagSchema, idSchema } from "./primitives";

/** The session cookie holds only these (SPEC §3 "Session"); the rest is reloaded. */
export const sessionCookieSchema = z.object({
  id: idSchema,
  account_id: z.nullable(idSchema),
  token: z.string().check(z.minLength(1)),
});
export type SessionCookie = z.infer<typeof sessionCookieSchema>;

/** The signed-in user as the current-user call answers (SPEC §3 "Session", §7). */
export const currentUserSchema = z.object({
  id: idSchema,
  account_id: z.nullish(idSchema),
  fname: z.nullish(z.string()),
  lname: z.nullish(z.string()),
  email: z.string(),
  mobile: z.nullish(z.string()),
  role_name: z.string(),
  role_code: z.string(),
  role_is_non_account: flagSchema,
  user_status: z.nullish(z.string()),
  usergroup_id: z.nullish(idSchema),
  usergroup_name: z.nullish(z.string()),
  date_created: z.nullish(dateTextSchema),
  password_last_updated: z.nullish(dateTextSchema),
  twofa_enabled: z.nullish(flagSchema),
  mobile_twofa: z.nullish(flagSchema),
  validated_email: z.nullish(flagSchema),
  validated_mobile: z.nullish(flagSchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** The whole session (SPEC §3): the cookie's token with the reloaded user. */
export const sessionSchema = z.extend(currentUserSchema, { token: z.string().check(z.minLength(1)) });
export type Session = z.infer<typeof sessionSchema>;
