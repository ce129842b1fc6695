import { emailTemplateSummarySchema, listResponseSchema } from "@sendline/core/contract";
import { useQuery } from "@tanstack/react-query";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";

/** `GET /ajax/email/templates/list`: the account's templates a campaign may start from, newest first. */
export async function getEmailTemplateOptions(api: ApiClient) {
  const answer = await api("/ajax/email/templates/list?page_size=100&sort_column=date_last_updated");
  return successOf(listResponseSchema(emailTemplateSummarySchema)).parse(answer).data.data;
}

export function useEmailTemplateOptions() {
  const api = useApi();
  return useQuery({
    queryKey: ["email", "templates", "options"],
    queryFn: () => getEmailTemplateOptions(api),
    staleTime: 30_000,
  });
}
