import { contactSchema, type Contact, type ListResponse } from "@sendline/core/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { successOf } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { contactKeys } from "./contact-keys";

/**
 * `PUT /ajax/phonebook/contacts/{id}/subscription`: unsubscribes a contact of a group, or
 * subscribes it again. The contact is updated on every cached page showing it, and the group's
 * counts are fetched again.
 */
export function useSetContactSubscription(groupId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, subscribed }: { id: number; subscribed: boolean }) =>
      successOf(contactSchema).parse(
        await api(`/ajax/phonebook/contacts/${id}/subscription`, {
          method: "PUT",
          body: { subscribed },
          strict: true,
        }),
      ).data,
    onSuccess: (contact) => {
      queryClient.setQueriesData<ListResponse<Contact>>(
        { queryKey: contactKeys.contactsOf(groupId) },
        (page) =>
          page && {
            ...page,
            data: page.data.map((row) => (row.id === contact.id ? contact : row)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: contactKeys.groups() });
    },
  });
}
