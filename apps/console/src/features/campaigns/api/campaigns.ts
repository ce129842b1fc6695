import type { CampaignChannel, ListQuery } from "@sendline/core";
import { listQueryParams } from "@sendline/core";
import {
  blastFilesFiguresSchema,
  campaignAnswerSchema,
  campaignReviewSchema,
  listResponseSchema,
  type SendTestBody,
  type CampaignAnswer,
  type EmailCampaignBody,
  type SmsCampaignBody,
  type ViberCampaignBody,
} from "@sendline/core/contract";
import {
  keepPreviousData,
  queryOptions,
  replaceEqualDeep,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { balanceQueryKey } from "../../../lib/query-keys";

export type { CampaignAnswer };

/** Query keys of every campaign call; mutations and socket events update the cache through them. */
export const campaignKeys = {
  all: (channel: CampaignChannel) => ["campaigns", channel] as const,
  list: (channel: CampaignChannel, query: ListQuery) => ["campaigns", channel, "list", query] as const,
  detail: (channel: CampaignChannel, id: number) => ["campaigns", channel, "detail", id] as const,
};

export async function getCampaigns(api: ApiClient, channel: CampaignChannel, query: ListQuery) {
  const search = new URLSearchParams(listQueryParams(query));
  const body = await api(`/ajax/${channel}/campaign/list?${search}`);
  return successOf(listResponseSchema(campaignAnswerSchema)).parse(body).data;
}

export const getCampaignsQueryOptions = (api: ApiClient, channel: CampaignChannel, query: ListQuery) =>
  queryOptions({
    queryKey: campaignKeys.list(channel, query),
    queryFn: () => getCampaigns(api, channel, query),
    placeholderData: keepPreviousData,
  });

export function useCampaigns(
  channel: CampaignChannel,
  query: ListQuery,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getCampaignsQueryOptions(useApi(), channel, query),
    enabled: options.enabled ?? true,
  });
}

export async function getCampaign(api: ApiClient, channel: CampaignChannel, id: number) {
  return successOf(campaignAnswerSchema).parse(await api(`/ajax/${channel}/campaign/${id}`)).data;
}

/**
 * Of two answers for one campaign, the newer by its version (ties go to the one just read): an
 * action's answer or a refetch that left before a push arrived never takes the page back.
 */
export function newerCampaign(held: CampaignAnswer | undefined, next: CampaignAnswer): CampaignAnswer {
  return held !== undefined && held.version > next.version ? held : next;
}

export const getCampaignQueryOptions = (api: ApiClient, channel: CampaignChannel, id: number) =>
  queryOptions({
    queryKey: campaignKeys.detail(channel, id),
    queryFn: () => getCampaign(api, channel, id),
    structuralSharing: (held, next) =>
      replaceEqualDeep(held, newerCampaign(held as CampaignAnswer | undefined, next as CampaignAnswer)),
  });

export function useCampaign(
  channel: CampaignChannel,
  id: number,
  options: { refetchInterval?: number | false } = {},
) {
  return useQuery({
    ...getCampaignQueryOptions(useApi(), channel, id),
    refetchInterval: options.refetchInterval,
  });
}

/** The form's fields the server maps its field errors to (SPEC §8). */
export const CAMPAIGN_FIELDS = [
  "name",
  "sender_id",
  "message",
  "contact_group_ids",
  "compose_numbers",
  "file_ids",
  "account_route_id",
  "campaign_start",
  "timezone_name",
  "total_recipients",
] as const;

const CAROUSEL_CARD_FIELDS = [
  "title",
  "image",
  "primaryButtonText",
  "primaryButtonUrl",
  "secondaryButtonText",
  "secondaryButtonUrl",
] as const;

/**
 * The Viber composer's fields: the SMS ones, the content's, and each card's field by index, as the
 * server names them (`carousel-1-title`) and as a body check does (`carousel.1.title`, read
 * `carousel-1.title`, SPEC §8).
 */
export const VIBER_CAMPAIGN_FIELDS = [
  ...CAMPAIGN_FIELDS,
  "image",
  "button_text",
  "button_url",
  "carousel",
  "fallback_message",
  ...[0, 1, 2, 3, 4].flatMap((index) =>
    CAROUSEL_CARD_FIELDS.flatMap((field) => [`carousel-${index}-${field}`, `carousel-${index}.${field}`]),
  ),
] as const;

/** Saves a draft (create, or update with an id), or saves and acts in one call. */
export function useSaveCampaign(
  channel: CampaignChannel,
  fields: readonly string[] = channel === "viber" ? VIBER_CAMPAIGN_FIELDS : CAMPAIGN_FIELDS,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      then,
    }: {
      id?: number;
      body: SmsCampaignBody | ViberCampaignBody | EmailCampaignBody;
      then?: "go_live" | "submit";
    }) => {
      const answer = then
        ? await api(`/ajax/${channel}/save_and_${then}`, {
            method: "POST",
            body: { ...body, ...(id !== undefined && { id }) },
            fields,
            strict: true,
          })
        : await api(id === undefined ? `/ajax/${channel}/campaign` : `/ajax/${channel}/campaign/${id}`, {
            method: id === undefined ? "POST" : "PUT",
            body,
            fields,
            strict: true,
          });
      return successOf(campaignAnswerSchema).parse(answer).data;
    },
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(channel, campaign.id), campaign);
      void queryClient.invalidateQueries({ queryKey: [...campaignKeys.all(channel), "list"] });
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
    },
  });
}

/** The action endpoints: `{METHOD} /ajax/{ch}/{endpoint}/{id}` (reject takes a reason). */
export const CAMPAIGN_ACTION_ENDPOINTS = {
  go_live: "go_live",
  approved_go_live: "approved_go_live",
  submit_for_approval: "submit",
  approve: "approve",
  reject: "reject",
  cancel_for_approval: "cancel_for_approval",
  cancel_schedule: "cancel_schedule",
  cancel_prelive: "cancel_prelive",
  pause: "pause",
  resume: "resume",
  stop: "stop",
  mark_complete: "complete",
} as const;
export type ActionName = keyof typeof CAMPAIGN_ACTION_ENDPOINTS;

export function useCampaignAction(channel: CampaignChannel) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action, reason }: { id: number; action: ActionName; reason?: string }) => {
      const endpoint = CAMPAIGN_ACTION_ENDPOINTS[action];
      const answer = await api(`/ajax/${channel}/${endpoint}/${id}`, {
        method: action === "reject" ? "POST" : "GET",
        ...(action === "reject" && { body: { reason } }),
        strict: true,
      });
      return successOf(campaignAnswerSchema).parse(answer).data;
    },
    onSuccess: (campaign) => {
      // A push of a batch stored after the action may have arrived before this answer.
      queryClient.setQueryData<CampaignAnswer>(campaignKeys.detail(channel, campaign.id), (held) =>
        newerCampaign(held, campaign),
      );
      void queryClient.invalidateQueries({ queryKey: [...campaignKeys.all(channel), "list"] });
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
    },
  });
}

/**
 * `GET /ajax/{ch}/campaign/{id}/review`: what going live will send and cost, for the review before
 * Go Live. Read afresh each time the review opens.
 */
export const campaignReviewQueryOptions = (api: ApiClient, channel: CampaignChannel, id: number) =>
  queryOptions({
    queryKey: [...campaignKeys.all(channel), "review", id],
    queryFn: async () =>
      successOf(campaignReviewSchema).parse(
        await api(`/ajax/${channel}/campaign/${id}/review`, {
          fields: channel === "viber" ? VIBER_CAMPAIGN_FIELDS : CAMPAIGN_FIELDS,
        }),
      ).data,
    // Read afresh each time the review opens, but once for the composer's check and the dialog.
    staleTime: 5_000,
    // A refusal (what going live would refuse) is the answer, shown at once on its fields.
    retry: false,
  });

export function useCampaignReview(channel: CampaignChannel, id: number | null) {
  const api = useApi();
  return useQuery({ ...campaignReviewQueryOptions(api, channel, id ?? 0), enabled: id !== null });
}

/**
 * `POST /ajax/{ch}/send_test/{id}`: a test of a draft to test contact groups and the user's own
 * numbers or addresses; answers the test campaign.
 */
export function useSendTest(channel: CampaignChannel) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      contactGroupIds,
      recipients = [],
    }: {
      id: number;
      contactGroupIds: number[];
      /** The user's own numbers or addresses. */
      recipients?: string[];
    }) => {
      const answer = await api(`/ajax/${channel}/send_test/${id}`, {
        method: "POST",
        body: { contact_group_ids: contactGroupIds, recipients } satisfies SendTestBody,
        fields: [
          "contact_group_ids",
          "recipients",
          "total_recipients",
          "message",
          "sender_id",
          "account_route_id",
          "subject",
          "html",
        ],
        strict: true,
      });
      return successOf(campaignAnswerSchema).parse(answer).data;
    },
    onSuccess: (test, { id }) => {
      queryClient.setQueryData(campaignKeys.detail(channel, test.id), test);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.detail(channel, id) });
      void queryClient.invalidateQueries({ queryKey: [...campaignKeys.all(channel), "list"] });
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
    },
  });
}

/** `GET /ajax/{ch}/copy/{id}`: a new draft from any campaign; answers the copy. */
export function useCopyCampaign(channel: CampaignChannel) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      successOf(campaignAnswerSchema).parse(await api(`/ajax/${channel}/copy/${id}`, { strict: true })).data,
    onSuccess: (copy) => {
      queryClient.setQueryData(campaignKeys.detail(channel, copy.id), copy);
      void queryClient.invalidateQueries({ queryKey: [...campaignKeys.all(channel), "list"] });
    },
  });
}

/** `DELETE /ajax/{ch}/campaign` with `{id: [...]}`: drafts only, all or nothing. */
export function useDeleteCampaigns(channel: CampaignChannel) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      await api(`/ajax/${channel}/campaign`, { method: "DELETE", body: { id: ids }, strict: true });
    },
    onSuccess: (_, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: campaignKeys.detail(channel, id) });
      void queryClient.invalidateQueries({ queryKey: [...campaignKeys.all(channel), "list"] });
    },
  });
}

/**
 * `POST /ajax/media/recompute_compose_blast_files`: the composer's File Blast files priced on the
 * chosen route, each row's message counted by the server (SPEC §5).
 */
export function useBlastFigures(
  fileIds: readonly number[],
  accountRouteId: number | null,
  channel: "sms" | "viber" = "sms",
) {
  const api = useApi();
  return useQuery({
    queryKey: ["campaigns", channel, "blast-figures", [...fileIds].sort(), accountRouteId] as const,
    queryFn: async () =>
      successOf(blastFilesFiguresSchema).parse(
        await api("/ajax/media/recompute_compose_blast_files", {
          method: "POST",
          body: { file_ids: fileIds, account_route_id: accountRouteId, channel },
          quiet: true,
        }),
      ).data,
    enabled: fileIds.length > 0,
    placeholderData: keepPreviousData,
  });
}
