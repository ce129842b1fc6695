import { z } from "zod";
import { dateTextSchema, flagSchema, idSchema } from "./primitives";

/** The session cookie holds only these (SPEC §3 "Session"); the rest is reloaded. */
export const sessionCookieSchema = z.object({
  id: idSchema,
  account_id: idSchema.nullable(),
  token: z.string().min(1),
});
export type SessionCookie = z.infer<typeof sessionCookieSchema>;

/** The signed-in user as the current-user call answers (SPEC §3 "Session", §7). */
export const currentUserSchema = z.object({
  id: idSchema,
  account_id: idSchema.nullish(),
  fname: z.string().nullish(),
  lname: z.string().nullish(),
  email: z.string(),
  mobile: z.string().nullish(),
  role_name: z.string(),
  role_code: z.string(),
  role_is_non_account: flagSchema,
  user_status: z.string().nullish(),
  usergroup_id: idSchema.nullish(),
  usergroup_name: z.string().nullish(),
  date_created: dateTextSchema.nullish(),
  password_last_updated: dateTextSchema.nullish(),
  twofa_enabled: flagSchema.nullish(),
  mobile_twofa: flagSchema.nullish(),
  validated_email: flagSchema.nullish(),
  validated_mobile: flagSchema.nullish(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** The whole session (SPEC §3): the cookie's token with the reloaded user. */
export const sessionSchema = currentUserSchema.extend({ token: z.string().min(1) });
export type Session = z.infer<typeof sessionSchema>;
