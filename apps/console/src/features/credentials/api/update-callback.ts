import { callbackSettingsSchema, type CallbackUpdateBody } from "@sendline/core/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { successOf } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { credentialKeys } from "./credential-keys";

const answerSchema = successOf(callbackSettingsSchema);

/** Fields the server may name in a refusal. */
export const CALLBACK_FIELDS = ["url"] as const;

/** `PUT /ajax/credentials/callback`: saves the URL (empty turns receipts off), or makes a new secret. */
export function useUpdateCallback() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CallbackUpdateBody) =>
      answerSchema.parse(await api("/ajax/credentials/callback", { method: "PUT", body, quiet: "success" }))
        .data,
    onSuccess: (settings) => queryClient.setQueryData(credentialKeys.callback(), settings),
  });
}
