import type { ListQuery } from "@sendline/core";

/** Query keys of the credentials calls; mutations update the cache through them. */
export const credentialKeys = {
  all: ["credentials"] as const,
  apiKeys: () => [...credentialKeys.all, "api-keys"] as const,
  apiKeyList: (query: ListQuery) => [...credentialKeys.apiKeys(), "list", query] as const,
  callback: () => [...credentialKeys.all, "callback"] as const,
  deliveries: () => [...credentialKeys.all, "deliveries"] as const,
  deliveryList: (query: ListQuery) => [...credentialKeys.deliveries(), "list", query] as const,
};
