import { createdApiKeySchema, type CreatedApiKey } from "@sendline/core/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { successOf } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { credentialKeys } from "./credential-keys";

export type { CreatedApiKey };

const answerSchema = successOf(createdApiKeySchema);

/** `POST /ajax/credentials/api_keys`: a new key, the only answer that carries its secret. */
export function useCreateApiKey() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      answerSchema.parse(await api("/ajax/credentials/api_keys", { method: "POST", body: {}, quiet: true }))
        .data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: credentialKeys.apiKeys() }),
  });
}
