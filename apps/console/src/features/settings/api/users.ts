import { listQueryParams, type ListQuery } from "@sendline/core";
import {
  accountRoleSchema,
  accountUserSchema,
  listResponseSchema,
  type AccountRole,
  type AccountUser,
  type InviteUserBody,
  type UpdateUserBody,
} from "@sendline/core/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { successOf } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { settingsKeys } from "./settings-keys";

export type { AccountRole, AccountUser, InviteUserBody, UpdateUserBody };

export const INVITE_FIELDS = ["fname", "lname", "email", "role_id"] as const;

const listAnswer = successOf(listResponseSchema(accountUserSchema));
const userAnswer = successOf(accountUserSchema);

/** `GET /ajax/settings/users/list`: a page of the account's users. */
export function useAccountUsers(query: ListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: settingsKeys.userList(query),
    queryFn: async () =>
      listAnswer.parse(await api(`/ajax/settings/users/list?${new URLSearchParams(listQueryParams(query))}`))
        .data,
    placeholderData: keepPreviousData,
  });
}

/** `GET /ajax/settings/users/roles`: the roles a user of the account may hold. */
export function useAccountRoles() {
  const api = useApi();
  return useQuery({
    queryKey: settingsKeys.roles(),
    queryFn: async () =>
      successOf(z.array(accountRoleSchema)).parse(await api("/ajax/settings/users/roles")).data,
    staleTime: 5 * 60_000,
  });
}

/** `POST /ajax/settings/users`: invites a user; the set-password link goes by email. */
export function useInviteUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InviteUserBody) =>
      userAnswer.parse(
        await api("/ajax/settings/users", { method: "POST", body, fields: INVITE_FIELDS, strict: true }),
      ).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.users() }),
  });
}

/** `PUT /ajax/settings/users/{id}`: a new role, or disabled / enabled. */
export function useUpdateUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: UpdateUserBody & { id: number }) =>
      userAnswer.parse(await api(`/ajax/settings/users/${id}`, { method: "PUT", body, strict: true })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.users() }),
  });
}

/** `POST /ajax/settings/users/{id}/invitation`: the set-password link emailed again. */
export function useResendInvitation() {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: number) =>
      userAnswer.parse(
        await api(`/ajax/settings/users/${id}/invitation`, { method: "POST", body: {}, strict: true }),
      ).data,
  });
}
