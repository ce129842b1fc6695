import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-context";
import { contactKeys } from "./contact-keys";

/** `DELETE /ajax/phonebook/groups` with `{id: [...]}`: deletes groups with their contacts, all or nothing. */
export function useDeleteContactGroups() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      await api("/ajax/phonebook/groups", { method: "DELETE", body: { id: ids }, strict: true });
    },
    onSuccess: (_, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: contactKeys.group(id) });
      void queryClient.invalidateQueries({ queryKey: contactKeys.groups() });
      void queryClient.invalidateQueries({ queryKey: ["reference"] });
    },
  });
}
