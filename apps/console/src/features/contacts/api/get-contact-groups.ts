import { listQueryParams, type ListQuery } from "@sendline/core";
import { contactGroupSchema, listResponseSchema, type ContactGroup } from "@sendline/core/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { contactKeys } from "./contact-keys";

export type { ContactGroup };

const answerSchema = successOf(listResponseSchema(contactGroupSchema));

/** `GET /ajax/phonebook/groups/list`: a page of the account's contact groups with their counts. */
export async function getContactGroups(api: ApiClient, query: ListQuery) {
  const search = new URLSearchParams(listQueryParams(query));
  return answerSchema.parse(await api(`/ajax/phonebook/groups/list?${search}`)).data;
}

export const getContactGroupsQueryOptions = (api: ApiClient, query: ListQuery) =>
  queryOptions({
    queryKey: contactKeys.groupList(query),
    queryFn: () => getContactGroups(api, query),
    placeholderData: keepPreviousData,
    // A group an upload just made shows as soon as the list is opened again.
    refetchOnMount: "always",
  });

export function useContactGroups(query: ListQuery) {
  return useQuery(getContactGroupsQueryOptions(useApi(), query));
}
