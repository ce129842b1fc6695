import type { BusinessHours } from "@sendline/core";
import { businessHoursBodySchema } from "@sendline/core/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { successOf } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { businessHoursQueryKey } from "./get-business-hours";

/** `PUT /ajax/settings/business_hours`: the week's hours, or null for no restriction. */
export function useSaveBusinessHours() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (hours: BusinessHours | null) =>
      successOf(businessHoursBodySchema).parse(
        await api("/ajax/settings/business_hours", {
          method: "PUT",
          body: { business_hours: hours },
          // The form says it is saved itself.
          quiet: "success",
          strict: true,
        }),
      ).data.business_hours,
    onSuccess: (saved) => queryClient.setQueryData(businessHoursQueryKey, saved),
  });
}
