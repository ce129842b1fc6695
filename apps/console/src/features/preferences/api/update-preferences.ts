import { preferencesSchema, type Preferences, type PreferencesBody } from "@sendline/core/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { successOf } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { preferenceKeys } from "./preference-keys";

const answerSchema = successOf(preferencesSchema);

/**
 * `PUT /ajax/preferences`. The choice shows at once; if the server refuses it, the saved one comes
 * back.
 */
export function useUpdatePreferences() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PreferencesBody) =>
      answerSchema.parse(await api("/ajax/preferences", { method: "PUT", body, quiet: "success" })).data,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: preferenceKeys.all });
      const previous = queryClient.getQueryData<Preferences>(preferenceKeys.all);
      queryClient.setQueryData<Preferences>(preferenceKeys.all, { ...previous, ...body });
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(preferenceKeys.all, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(preferenceKeys.all, saved),
  });
}
