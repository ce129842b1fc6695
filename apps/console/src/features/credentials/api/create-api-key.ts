import { createdApiKeySchema, type ApiKeyCreateBody, type CreatedApiKey } from "@sendline/core/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { successOf } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { credentialKeys } from "./credential-keys";

export type { CreatedApiKey };

/** The new-key form's fields the server maps its field errors to (SPEC §8). */
export const API_KEY_FIELDS = ["name"] as const;

const answerSchema = successOf(createdApiKeySchema);

/** `POST /ajax/credentials/api_keys`: a new named key, the only answer that carries its secret. */
export function useCreateApiKey() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApiKeyCreateBody) =>
      answerSchema.parse(
        await api("/ajax/credentials/api_keys", {
          method: "POST",
          body,
          fields: API_KEY_FIELDS,
          quiet: true,
          strict: true,
        }),
      ).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: credentialKeys.apiKeys() }),
  });
}
