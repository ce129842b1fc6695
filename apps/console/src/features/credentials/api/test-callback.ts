import { callbackTestResultSchema, type CallbackTestResult } from "@sendline/core/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { successOf } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { credentialKeys } from "./credential-keys";

export type { CallbackTestResult };

const answerSchema = successOf(callbackTestResultSchema);

/** `POST /ajax/credentials/callback/test`: posts a sample receipt, answering the response code and time. */
export function useTestCallback() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      answerSchema.parse(await api("/ajax/credentials/callback/test", { method: "POST", body: {} })).data,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: credentialKeys.deliveries() }),
  });
}
