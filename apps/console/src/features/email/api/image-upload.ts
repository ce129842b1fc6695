import { uploaderAnswerSchema } from "@sendline/core/contract";
import { useCallback } from "react";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";

/** `POST /uploader/s3upload/public`: a design's image, stored where anyone may read it (emails are public). */
export async function uploadDesignImage(api: ApiClient, file: File) {
  const form = new FormData();
  form.append("file", file);
  const answer = successOf(uploaderAnswerSchema).parse(
    await api("/uploader/s3upload/public", { method: "POST", body: form }),
  ).data;
  return { url: answer.url ?? answer.filelink };
}

export function useDesignImageUpload() {
  const api = useApi();
  return useCallback((file: File) => uploadDesignImage(api, file), [api]);
}
