import { listQueryParams, type ListQuery } from "@sendline/core";
import {
  emailTemplateSchema,
  emailTemplateSummarySchema,
  listResponseSchema,
  type EmailTemplate,
  type EmailTemplateBody,
  type EmailTemplateSummary,
} from "@sendline/core/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";

export type { EmailTemplate, EmailTemplateBody, EmailTemplateSummary };

/** Query keys of the template calls; saves and deletes update the cache through them. */
export const templateKeys = {
  all: ["email", "templates"] as const,
  list: (query: ListQuery) => ["email", "templates", "list", query] as const,
  detail: (id: number) => ["email", "templates", "detail", id] as const,
};

/** The template form's fields the server maps its field errors to (SPEC §8). */
export const TEMPLATE_FIELDS = ["name", "document"] as const;

/** `GET /ajax/email/templates/list` (SPEC §7 list convention). */
export async function getTemplates(api: ApiClient, query: ListQuery) {
  const search = new URLSearchParams(listQueryParams(query));
  const answer = await api(`/ajax/email/templates/list?${search}`);
  return successOf(listResponseSchema(emailTemplateSummarySchema)).parse(answer).data;
}

export const getTemplatesQueryOptions = (api: ApiClient, query: ListQuery) =>
  queryOptions({
    queryKey: templateKeys.list(query),
    queryFn: () => getTemplates(api, query),
    placeholderData: keepPreviousData,
  });

export function useTemplates(query: ListQuery) {
  return useQuery(getTemplatesQueryOptions(useApi(), query));
}

/** `GET /ajax/email/templates/{id}`: the design and the HTML the server rendered from it. */
export async function getTemplate(api: ApiClient, id: number) {
  return successOf(emailTemplateSchema).parse(await api(`/ajax/email/templates/${id}`)).data;
}

export function useTemplate(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: templateKeys.detail(id ?? 0),
    queryFn: () => getTemplate(api, id!),
    enabled: id !== null,
  });
}

/** Creates (`POST`) or updates (`PUT .../{id}`) a template; the server renders its HTML. */
export function useSaveTemplate() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: EmailTemplateBody }) => {
      const answer = await api(id === undefined ? "/ajax/email/templates" : `/ajax/email/templates/${id}`, {
        method: id === undefined ? "POST" : "PUT",
        body,
        fields: TEMPLATE_FIELDS,
        strict: true,
      });
      return successOf(emailTemplateSchema).parse(answer).data;
    },
    onSuccess: (template) => {
      queryClient.setQueryData(templateKeys.detail(template.id), template);
      void queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
  });
}

/** `DELETE /ajax/email/templates` with `{id: [...]}`. */
export function useDeleteTemplates() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      await api("/ajax/email/templates", { method: "DELETE", body: { id: ids }, strict: true });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

/** `POST /ajax/email/templates/{id}/send_test`: the saved template to test inboxes; answers how many. */
export function useSendTemplateTest() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id, contactGroupIds }: { id: number; contactGroupIds: number[] }) => {
      const answer = await api(`/ajax/email/templates/${id}/send_test`, {
        method: "POST",
        body: { contact_group_ids: contactGroupIds },
        fields: ["contact_group_ids"],
        strict: true,
      });
      return successOf(z.object({ sent: z.number() })).parse(answer).data;
    },
  });
}
