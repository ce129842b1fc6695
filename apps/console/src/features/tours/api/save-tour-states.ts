import { tourStateSchema, type TourState, type TourStatesBody } from "@sendline/core/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { successOf } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { tourKeys } from "./tour-keys";

const answerSchema = successOf(tourStateSchema);

/**
 * `POST /api/tour-states` with the tours that changed (SPEC §7). A finished tour closes at once;
 * the server's answer is the whole state.
 */
export function useSaveTourStates() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TourStatesBody) =>
      answerSchema.parse(await api("/api/tour-states", { method: "POST", body, quiet: true })).data,
    onMutate: (body) => {
      queryClient.setQueryData<TourState>(tourKeys.states, (state) => ({ ...state, ...body }));
    },
    onSuccess: (saved) => queryClient.setQueryData(tourKeys.states, saved),
  });
}
