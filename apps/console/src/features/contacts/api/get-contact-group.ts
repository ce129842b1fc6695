import { contactGroupDetailSchema, type ContactGroupDetail } from "@sendline/core/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { contactKeys } from "./contact-keys";

export type { ContactGroupDetail };

/** `GET /ajax/phonebook/groups/{id}`: a group, its counts and its contacts' custom fields. */
export async function getContactGroup(api: ApiClient, id: number) {
  return successOf(contactGroupDetailSchema).parse(await api(`/ajax/phonebook/groups/${id}`)).data;
}

export const getContactGroupQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: contactKeys.group(id),
    queryFn: () => getContactGroup(api, id),
    // A group that is not there (deleted, or another account's) will not be there on a retry.
    retry: (failures, error) => !(error instanceof ApiError && error.statusCode === 404) && failures < 1,
  });

export function useContactGroup(id: number) {
  return useQuery(getContactGroupQueryOptions(useApi(), id));
}
