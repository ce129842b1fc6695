import { listQueryParams, type ListQuery } from "@sendline/core";
import {
  adminAccountRowSchema,
  listResponseSchema,
  type AdminAccountRow,
  type AdminAccountUpdate,
  type BalanceAdjustment,
} from "@sendline/core/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { successOf } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { adminKeys } from "./admin-keys";

export type { AdminAccountRow };

const listSchema = successOf(listResponseSchema(adminAccountRowSchema));
const rowSchema = successOf(adminAccountRowSchema);

/** `GET /admin/data/accounts/list`: every account, for staff. */
export function useAdminAccounts(query: ListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: adminKeys.accountList(query),
    queryFn: async () =>
      listSchema.parse(await api(`/admin/data/accounts/list?${new URLSearchParams(listQueryParams(query))}`))
        .data,
    placeholderData: keepPreviousData,
  });
}

/** `GET /admin/data/accounts/{id}`. */
export function useAdminAccount(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: adminKeys.account(id),
    queryFn: async () => rowSchema.parse(await api(`/admin/data/accounts/${id}`)).data,
  });
}

function useAccountChange<Body extends object>(path: (id: number) => string, method: "PUT" | "POST") {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: Body }) =>
      rowSchema.parse(await api(path(id), { method, body, fields: Object.keys(body), quiet: "success" }))
        .data,
    onSuccess: (account) => {
      queryClient.setQueryData(adminKeys.account(account.id), account);
      void queryClient.invalidateQueries({ queryKey: adminKeys.accounts() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
    },
  });
}

/** `PUT /admin/data/accounts/{id}`: status, trial flag, credit limit. */
export const useUpdateAccount = () =>
  useAccountChange<AdminAccountUpdate>((id) => `/admin/data/accounts/${id}`, "PUT");

/** `POST /admin/data/accounts/{id}/adjustment`: a credit or debit with its reason, through the ledger. */
export const useAdjustBalance = () =>
  useAccountChange<BalanceAdjustment>((id) => `/admin/data/accounts/${id}/adjustment`, "POST");
