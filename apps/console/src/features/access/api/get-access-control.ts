import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { useApi } from "../../../app/provider";
import type { ApiClient } from "../../../lib/api-client";

const moduleSchema = z.object({
  name: z.string(),
  state: z.string(),
  enabled: z.boolean().optional(),
  submenu: z
    .array(z.object({ name: z.string(), state: z.string() }))
    .optional()
    .default([]),
});

const accessControlAnswerSchema = z.object({
  status: z.literal(true),
  data: z.object({
    access: z.record(z.string(), z.array(z.string())),
    permissions: z.record(z.string(), z.unknown()).default({}),
    modules: z.array(moduleSchema).default([]),
    chat_enabled: z.union([z.boolean(), z.number()]).transform(Boolean).default(false),
  }),
});

export type AccessControl = z.infer<typeof accessControlAnswerSchema>["data"];
export type AccessModule = z.infer<typeof moduleSchema>;

export async function getAccessControl(api: ApiClient): Promise<AccessControl> {
  return accessControlAnswerSchema.parse(await api("/api/access-control")).data;
}

export const accessControlQueryKey = ["access-control"] as const;

export const getAccessControlQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: accessControlQueryKey,
    queryFn: () => getAccessControl(api),
    staleTime: Infinity,
  });

export function useAccessControl() {
  return useQuery(getAccessControlQueryOptions(useApi()));
}
