import { emailPreviewSchema, type EmailPreview, type EmailPreviewBody } from "@sendline/core/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";

export type { EmailPreview, EmailPreviewBody };

/** `POST /ajax/email/preview`: the email as the chosen contact gets it (tags filled), and its text part. */
export async function previewEmail(api: ApiClient, body: EmailPreviewBody) {
  return successOf(emailPreviewSchema).parse(await api("/ajax/email/preview", { method: "POST", body })).data;
}

export const emailPreviewKeys = {
  preview: (body: EmailPreviewBody) => ["email", "preview", body] as const,
};

/** The preview of the composer's content as it stands; the last one stays while the next loads. */
export function useEmailPreview(body: EmailPreviewBody, options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: emailPreviewKeys.preview(body),
    queryFn: () => previewEmail(api, body),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    staleTime: 30_000,
  });
}
