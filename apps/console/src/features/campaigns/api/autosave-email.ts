import type { AutosaveOptions } from "@sendline/editor";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { z } from "zod/mini";
import { ApiError, successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { campaignKeys } from "./campaigns";

/**
 * `POST /ajax/email/autosave/{id}`: the editor's autosave payload (SPEC §3: the field's name and
 * the content). A refusal is answered as `{ error }`, which the editor reports.
 */
export async function autosaveEmail(api: ApiClient, id: number, html: string) {
  try {
    successOf(z.object({ saved_at: z.string() })).parse(
      await api(`/ajax/email/autosave/${id}`, { method: "POST", body: { name: "html", html } }),
    );
    return {};
  } catch (error) {
    return { error: error instanceof ApiError ? error.message : "The draft could not be autosaved." };
  }
}

/** Autosave of a saved draft's body every 60 s (SPEC §9); none before the draft exists. */
export function useEmailAutosave(id: number | undefined): AutosaveOptions | undefined {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMemo(
    () =>
      id === undefined
        ? undefined
        : {
            save: async (html: string) => {
              const result = await autosaveEmail(api, id, html);
              if (!("error" in result)) {
                void queryClient.invalidateQueries({ queryKey: campaignKeys.detail("email", id) });
              }
              return result;
            },
          },
    [api, id, queryClient],
  );
}
