import { callbackSettingsSchema, type CallbackSettings } from "@sendline/core/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { credentialKeys } from "./credential-keys";

export type { CallbackSettings };

const answerSchema = successOf(callbackSettingsSchema);

/** `GET /ajax/credentials/callback`: the delivery-receipt URL and the secret receipts are signed with. */
export async function getCallback(api: ApiClient) {
  return answerSchema.parse(await api("/ajax/credentials/callback")).data;
}

export const getCallbackQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: credentialKeys.callback(), queryFn: () => getCallback(api) });

export function useCallbackSettings() {
  return useQuery(getCallbackQueryOptions(useApi()));
}
