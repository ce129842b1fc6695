import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-context";
import { credentialKeys } from "./credential-keys";

/** `DELETE /ajax/credentials/api_keys` with `{id: [...]}`: revokes keys; they stop working at once. */
export function useRevokeApiKeys() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      await api("/ajax/credentials/api_keys", { method: "DELETE", body: { id: ids }, strict: true });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: credentialKeys.apiKeys() }),
  });
}
