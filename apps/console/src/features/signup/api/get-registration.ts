import { SIGNUP_TIMING, signupNextStep } from "@sendline/core";
import {
  pendingRegistrationSchema,
  type PendingRegistration,
  type SignupRegistrationQuery,
} from "@sendline/core/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-context";
import { successOf, type ApiClient } from "../../../lib/api-client";

export type { PendingRegistration };

/** The link of a signup in progress: `/setup-account/{id}/{token}`. */
export interface RegistrationLink {
  id: string;
  token: string;
}

export async function getRegistration(api: ApiClient, link: RegistrationLink): Promise<PendingRegistration> {
  const query: Record<keyof SignupRegistrationQuery, string> = { id: link.id, token: link.token };
  return successOf(pendingRegistrationSchema).parse(await api("/public/signup/register", { query })).data;
}

export const registrationQueryKey = (link: RegistrationLink) => [
  "signup",
  "registration",
  link.id,
  link.token,
];

/**
 * The registration, polled every 2 s until both PINs are validated or the process completes
 * (SPEC §4 Signup confirmation); a failed read is not retried, the page reports it.
 */
export const getRegistrationQueryOptions = (api: ApiClient, link: RegistrationLink) =>
  queryOptions({
    queryKey: registrationQueryKey(link),
    queryFn: () => getRegistration(api, link),
    retry: false,
    staleTime: 0,
    refetchInterval: (query) => {
      const registration = query.state.data;
      if (!registration || query.state.status === "error") return false;
      return signupNextStep(registration).kind === "poll" ? SIGNUP_TIMING.pollMs : false;
    },
  });

export function useRegistration(link: RegistrationLink) {
  return useQuery(getRegistrationQueryOptions(useApi(), link));
}
