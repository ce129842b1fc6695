import { contactGroupSchema } from "@sendline/core/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { successOf } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { contactKeys } from "./contact-keys";

/** The rename form's fields the server maps its field errors to (SPEC §8). */
export const RENAME_FIELDS = ["name"] as const;

/** `PUT /ajax/phonebook/groups/{id}`: renames a group. */
export function useRenameContactGroup() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) =>
      successOf(contactGroupSchema).parse(
        await api(`/ajax/phonebook/groups/${id}`, {
          method: "PUT",
          body: { name },
          fields: RENAME_FIELDS,
          strict: true,
        }),
      ).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.groups() });
      // The upload's group choice and the campaign composer name groups too.
      void queryClient.invalidateQueries({ queryKey: ["reference"] });
    },
  });
}
