import { contactSchema, listResponseSchema } from "@sendline/core/contract";
import { useQuery } from "@tanstack/react-query";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";

/** `GET /ajax/phonebook/groups/{id}/contacts/list`: a group's first contacts, to preview the email as. */
export async function getPreviewContacts(api: ApiClient, groupId: number) {
  const answer = await api(`/ajax/phonebook/groups/${groupId}/contacts/list?page_size=20&sort_direction=asc`);
  return successOf(listResponseSchema(contactSchema))
    .parse(answer)
    .data.data.filter((contact) => contact.email);
}

export function usePreviewContacts(groupId: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: ["email", "preview-contacts", groupId],
    queryFn: () => getPreviewContacts(api, groupId!),
    enabled: groupId !== null,
    staleTime: 60_000,
  });
}
