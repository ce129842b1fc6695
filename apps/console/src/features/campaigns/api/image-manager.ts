import { imageManagerEntrySchema, uploaderAnswerSchema } from "@sendline/core/contract";
import type { ImageManagerOptions } from "@sendline/editor";
import { useMemo } from "react";
import { z } from "zod/mini";
import { ApiError, successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";

/** `GET /ajax/email/images`: the account's uploaded images, for the editor's image manager. */
export async function getEmailImages(api: ApiClient) {
  return successOf(z.array(imageManagerEntrySchema)).parse(await api("/ajax/email/images")).data;
}

/**
 * `POST /uploader/s3upload/public`: an image anyone may read, answered as the editor expects
 * (`{ filelink }` with the public address, or `{ error }`).
 */
export async function uploadEmailImage(api: ApiClient, form: FormData) {
  try {
    const answer = successOf(uploaderAnswerSchema).parse(
      await api("/uploader/s3upload/public", { method: "POST", body: form }),
    ).data;
    return { filelink: answer.url ?? answer.filelink, filename: answer.filename };
  } catch (error) {
    return { error: error instanceof ApiError ? error.message : "The image could not be uploaded." };
  }
}

/** The editor's image manager on the API: the account's images, and uploads through the API client. */
export function useEmailImageManager(): ImageManagerOptions {
  const api = useApi();
  return useMemo(
    () => ({ load: () => getEmailImages(api), upload: (form: FormData) => uploadEmailImage(api, form) }),
    [api],
  );
}
