import { listQueryParams, type ListQuery } from "@sendline/core";
import { contactSchema, listResponseSchema, type Contact } from "@sendline/core/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { contactKeys } from "./contact-keys";

export type { Contact };

export const groupContactsAnswerSchema = successOf(listResponseSchema(contactSchema));

/** `GET /ajax/phonebook/groups/{id}/contacts/list`: a page of a group's contacts. */
export async function getGroupContacts(api: ApiClient, groupId: number, query: ListQuery) {
  const search = new URLSearchParams(listQueryParams(query));
  return groupContactsAnswerSchema.parse(
    await api(`/ajax/phonebook/groups/${groupId}/contacts/list?${search}`),
  ).data;
}

export const getGroupContactsQueryOptions = (api: ApiClient, groupId: number, query: ListQuery) =>
  queryOptions({
    queryKey: contactKeys.contactList(groupId, query),
    queryFn: () => getGroupContacts(api, groupId, query),
    placeholderData: keepPreviousData,
  });

export function useGroupContacts(groupId: number, query: ListQuery) {
  return useQuery(getGroupContactsQueryOptions(useApi(), groupId, query));
}
