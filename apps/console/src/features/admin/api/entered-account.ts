import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { successOf } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { adminKeys } from "./admin-keys";

const answerSchema = successOf(z.array(z.object({ id: z.number(), name: z.string() })));

/** The name of the account a staff user has entered (`GET /admin/data/accounts`, staff only). */
export function useEnteredAccountName(accountId: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: [...adminKeys.accounts(), "entered", accountId],
    queryFn: async () =>
      answerSchema
        .parse(await api("/admin/data/accounts", { quiet: true }))
        .data.find((account) => account.id === accountId)?.name ?? null,
    enabled: accountId !== null,
    staleTime: 60_000,
  });
}
