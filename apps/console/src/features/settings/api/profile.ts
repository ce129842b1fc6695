import { profileSchema, type Profile, type ProfileUpdateBody } from "@sendline/core/contract";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod/mini";
import { successOf } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";

export type { Profile, ProfileUpdateBody };

export const PROFILE_FIELDS = ["fname", "lname", "email", "mobile"] as const;
export const PIN_FIELDS = ["pincode"] as const;
export const TWOFA_FIELDS = ["twofa_enabled"] as const;
export const PASSWORD_CHANGE_FIELDS = ["current_password", "password", "password_confirmation"] as const;
export const TIMEZONE_FIELDS = ["timezone_name"] as const;

const profileAnswer = successOf(profileSchema);

/** `PUT /ajax/settings/profile`: name, email and mobile; a new mobile needs verifying again. */
export function useUpdateProfile() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: ProfileUpdateBody) =>
      profileAnswer.parse(
        await api("/ajax/settings/profile", {
          method: "PUT",
          body,
          fields: PROFILE_FIELDS,
          strict: true,
          quiet: "success",
        }),
      ).data,
  });
}

/** `POST /ajax/settings/mobile/send_pin`: a PIN by SMS to the profile's mobile. */
export function useSendMobilePin() {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      await api("/ajax/settings/mobile/send_pin", { method: "POST", body: {}, strict: true });
    },
  });
}

/** `POST /ajax/settings/mobile/verify`: the PIN received, which marks the mobile verified. */
export function useVerifyMobile() {
  const api = useApi();
  return useMutation({
    mutationFn: async (pincode: string) =>
      profileAnswer.parse(
        await api("/ajax/settings/mobile/verify", {
          method: "POST",
          body: { pincode },
          fields: PIN_FIELDS,
          strict: true,
        }),
      ).data,
  });
}

/** `PUT /ajax/settings/twofa`: two-factor sign-in by the verified mobile, on or off. */
export function useSetTwoFactor() {
  const api = useApi();
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      profileAnswer.parse(
        await api("/ajax/settings/twofa", {
          method: "PUT",
          body: { twofa_enabled: enabled },
          fields: TWOFA_FIELDS,
          strict: true,
        }),
      ).data,
  });
}

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** `PUT /ajax/settings/change_password`: the SPEC §5 rule, and a password already used is refused. */
export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: PasswordChange) => {
      await api("/ajax/settings/change_password", {
        method: "PUT",
        body,
        fields: PASSWORD_CHANGE_FIELDS,
        // The form says it is saved itself.
        quiet: "success",
        strict: true,
      });
    },
  });
}

/** `PUT /ajax/settings/timezone`: the account's time zone, in which its business hours are read. */
export function useUpdateTimezone() {
  const api = useApi();
  return useMutation({
    mutationFn: async (timezoneName: string) =>
      successOf(z.object({ timezone_name: z.string() })).parse(
        await api("/ajax/settings/timezone", {
          method: "PUT",
          body: { timezone_name: timezoneName },
          fields: TIMEZONE_FIELDS,
          // The form says it is saved itself.
          quiet: "success",
          strict: true,
        }),
      ).data.timezone_name,
  });
}
