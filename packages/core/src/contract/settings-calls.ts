import { z } from "zod/mini";
import { PIN_LENGTH } from "../validation/is-valid-pin";
import { rowIdSchema } from "./row-id";

const REQUIRED = "This is a required field.";
const required = (max: number) => z.string().check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(max));
const email = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(254)),
    z.email("Enter a valid email address."),
  ),
  z.transform((value) => value.toLowerCase()),
);

/** `PUT /ajax/settings/profile`: the signed-in user's name, email and mobile (empty for none). */
export const profileUpdateBodySchema = z.strictObject({
  fname: required(100),
  lname: required(100),
  email,
  mobile: z
    .string()
    .check(
      z.trim(),
      z.regex(/^(\+?\d{8,15})?$/, "Enter the mobile number with its country code, digits only."),
    ),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** `POST /ajax/settings/mobile/verify`: the PIN sent by SMS to the profile's mobile. */
export const mobileVerifyBodySchema = z.strictObject({
  pincode: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => value.replace(/\s/g, "")),
    ),
    z.string().check(z.length(PIN_LENGTH, `The code has ${PIN_LENGTH} digits.`)),
  ),
});

/** `PUT /ajax/settings/twofa`: two-factor sign-in on or off. */
export const twofaSettingBodySchema = z.strictObject({ twofa_enabled: z.boolean() });

/** `PUT /ajax/settings/timezone`: the account's IANA time zone. */
export const accountTimezoneBodySchema = z.strictObject({
  timezone_name: z
    .string()
    .check(
      z.refine(
        (name) => Intl.supportedValuesOf("timeZone").includes(name) || name === "UTC",
        "Choose a time zone.",
      ),
    ),
});

/** A role a user of the account may hold. */
export const accountRoleSchema = z.object({ id: z.number(), code: z.string(), name: z.string() });
export type AccountRole = z.infer<typeof accountRoleSchema>;

export const ACCOUNT_USER_STATUSES = ["active", "disabled"] as const;
export type AccountUserStatus = (typeof ACCOUNT_USER_STATUSES)[number];

/** A user of the account as listed on the users screen (`GET /ajax/settings/users/list`). */
export const accountUserSchema = z.object({
  id: z.number(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  mobile: z.nullable(z.string()),
  role_id: z.number(),
  role_code: z.string(),
  role_name: z.string(),
  user_status: z.enum(ACCOUNT_USER_STATUSES),
  /** False until the invited user sets a password from the emailed link. */
  password_set: z.boolean(),
  date_created: z.string(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

/** `POST /ajax/settings/users`: invites a user, who sets a password from the emailed link. */
export const inviteUserBodySchema = z.strictObject({
  fname: required(100),
  lname: required(100),
  email,
  role_id: rowIdSchema,
});
export type InviteUserBody = z.infer<typeof inviteUserBodySchema>;

/** `PUT /ajax/settings/users/{id}`: a new role, or disable/enable. */
export const updateUserBodySchema = z.strictObject({
  role_id: z.optional(rowIdSchema),
  user_status: z.optional(z.enum(ACCOUNT_USER_STATUSES)),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** The signed-in user's profile as answered after a change. */
export const profileSchema = z.object({
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  mobile: z.nullable(z.string()),
  validated_mobile: z.number(),
  twofa_enabled: z.number(),
});
export type Profile = z.infer<typeof profileSchema>;
