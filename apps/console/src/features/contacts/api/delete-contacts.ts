import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-context";
import { contactKeys } from "./contact-keys";

/**
 * `DELETE /ajax/phonebook/contacts` with `{id: [...]}`: deletes contacts of a group, all or nothing;
 * the group's pages and counts are fetched again.
 */
export function useDeleteContacts(groupId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      await api("/ajax/phonebook/contacts", { method: "DELETE", body: { id: ids }, strict: true });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.contactsOf(groupId) });
      void queryClient.invalidateQueries({ queryKey: contactKeys.groups() });
      void queryClient.invalidateQueries({ queryKey: ["reference"] });
    },
  });
}
