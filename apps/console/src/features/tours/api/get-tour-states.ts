import { tourStateSchema, type TourState } from "@sendline/core/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { tourKeys } from "./tour-keys";

export type { TourState };

const answerSchema = successOf(tourStateSchema);

/** `GET /api/tour-states` (SPEC §7): the user's tour name to done flag, kept on the server. */
export async function getTourStates(api: ApiClient) {
  return answerSchema.parse(await api("/api/tour-states")).data;
}

export const getTourStatesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: tourKeys.states, queryFn: () => getTourStates(api), staleTime: Infinity });

export function useTourStates() {
  return useQuery(getTourStatesQueryOptions(useApi()));
}
