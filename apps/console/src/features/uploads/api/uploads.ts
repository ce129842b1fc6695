import {
  HEADER_CHUNK_BYTES,
  UNRECOGNIZED_FILE_TYPE_MESSAGE,
  UPLOAD_ERROR_TEXTS,
  UPLOAD_SIZE_LIMITS_MB,
  checkUploadFile,
  detectFileType,
  validateHeaders,
} from "@sendline/core";
import {
  listResponseSchema,
  uploadedFileSchema,
  uploaderAnswerSchema,
  type UploadedFile,
} from "@sendline/core/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Papa from "papaparse";
import { useState } from "react";
import { ApiError, successOf } from "../../../lib/api-client";
import { useApi, useUploader } from "../../../lib/app-context";
import { downloadFile } from "../../../lib/download";
import { useRealtime, useRealtimeEvents } from "../../../lib/realtime";

/** The engine `cmd:abort` names for upload jobs, and the socket type of their progress. */
export const UPLOAD_ENGINE = "contact_uploader";
export const UPLOAD_EVENT_TYPE = "uploaded_file";

export const uploadKeys = {
  all: ["uploads"] as const,
  list: () => [...uploadKeys.all, "list"] as const,
};

/** `GET /ajax/media/uploaded_files`: the account's uploads, newest first. */
export function useUploadedFiles(options: { refetchInterval: number | false }) {
  const api = useApi();
  return useQuery({
    queryKey: uploadKeys.list(),
    queryFn: async () =>
      successOf(listResponseSchema(uploadedFileSchema))
        .parse(await api("/ajax/media/uploaded_files?page_size=20"))
        .data.data.map((file) => ({ ...file, filename: file.filename })),
    refetchInterval: options.refetchInterval,
  });
}

/**
 * Checks a chosen file before anything is sent (SPEC §5, §9): its name and size, then its header
 * row from the first 64 KB only, so a wrong file is refused at once whatever its size. Answers the
 * error text, or null.
 */
export async function checkContactsFile(file: File): Promise<string | null> {
  const refused = checkUploadFile(file, UPLOAD_SIZE_LIMITS_MB.contacts);
  if (refused) return refused;
  const head = await file.slice(0, HEADER_CHUNK_BYTES).text();
  const [headers = []] = Papa.parse<string[]>(head.replace(/^\uFEFF/, ""), { preview: 1 }).data;
  const check = validateHeaders(headers);
  if (!check.valid) return `${UPLOAD_ERROR_TEXTS.invalidHeaders}: ${check.error}`;
  const type = detectFileType(headers);
  if (type === "INVALID") return UNRECOGNIZED_FILE_TYPE_MESSAGE;
  if (type === "FILE_BLAST") return UPLOAD_ERROR_TEXTS.fileTypeNotAllowed;
  return null;
}

/** A file on its way: what the kit's upload list shows, and how to stop it. */
export type UploadItem = Partial<UploadedFile> & {
  key: string;
  filename: string;
  mediaSaved: boolean;
  controller: AbortController;
};

export interface ContactsTarget {
  groupId?: number;
  groupName?: string;
  replaceZero: boolean;
}

/**
 * Uploads contacts files into a group (SPEC §4 "Upload progress"): checks the header, sends the
 * file with real progress (Uploading), saves the media record (Verifying), triggers the read, and
 * follows the server's progress pushes (Saving, Complete) into the list. While the socket is down
 * the uploads list refetches every second instead. Cancel aborts the request, or the server job
 * (by the socket, or by HTTP when it is down).
 */
export function useContactsUpload() {
  const api = useApi();
  const upload = useUploader();
  const realtime = useRealtime();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);

  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  useRealtimeEvents((name, event) => {
    if (event.type !== UPLOAD_EVENT_TYPE || name !== "update") return;
    const pushed = uploadedFileSchema.partial().safeParse(event.data);
    if (!pushed.success) return;
    const fields = Object.fromEntries(
      Object.keys(event.data).map((key) => [key, pushed.data[key as keyof UploadedFile]]),
    ) as Partial<UploadedFile>;
    setItems((current) => current.map((item) => (item.id === event.data.id ? { ...item, ...fields } : item)));
    if (fields.status && fields.status !== "Validating") {
      void queryClient.invalidateQueries({ queryKey: uploadKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["reference"] });
    }
  });

  async function start(file: File, target: ContactsTarget): Promise<void> {
    const key = `${file.name}-${file.size}-${Date.now()}`;
    const controller = new AbortController();
    setItems((current) => [
      { key, filename: file.name, size: file.size, mediaSaved: false, controller },
      ...current,
    ]);
    const refused = await checkContactsFile(file);
    if (refused) return patch(key, { error: refused, status: "Invalid Header(s)" });
    try {
      const stored = successOf(uploaderAnswerSchema).parse(
        await upload({
          path: "/uploader/s3upload",
          fields: { purpose: "contacts" },
          file,
          signal: controller.signal,
          onProgress: (loaded, total) =>
            patch(key, { progress: Math.floor((loaded / Math.max(total, 1)) * 100) }),
        }),
      ).data;
      const saved = successOf(uploadedFileSchema).parse(
        await api("/ajax/media/upload_file", {
          method: "POST",
          body: {
            ...stored,
            purpose: "contacts",
            replace_zero: target.replaceZero,
            ...(target.groupId !== undefined
              ? { group_id: target.groupId }
              : { group_name: target.groupName }),
          },
          quiet: true,
        }),
      ).data;
      patch(key, { id: saved.id, mediaSaved: true, progress: 0, group_name: saved.group_name });
      if (controller.signal.aborted) return;
      await api(`/uploader/trigger/${saved.id}`, { quiet: true });
      void queryClient.invalidateQueries({ queryKey: uploadKeys.all });
    } catch (error) {
      if (controller.signal.aborted) return;
      patch(key, { error: error instanceof ApiError ? error.message : UPLOAD_ERROR_TEXTS.mediaNotSaved });
    }
  }

  async function cancel(item: UploadItem): Promise<void> {
    item.controller.abort();
    patch(item.key, { error: UPLOAD_ERROR_TEXTS.cancelled });
    if (item.id === null || item.id === undefined) return;
    const answer = await realtime.abort(UPLOAD_ENGINE, item.id);
    if (!answer.status)
      await api(`/uploader/abort/${item.id}`, { method: "POST", quiet: true }).catch(() => {});
  }

  return { items, start, cancel };
}

/** Downloads an upload's refused rows as CSV, with their lines and reasons. */
export function useDownloadRejectedRows() {
  const api = useApi();
  return (id: number) =>
    downloadFile(api, `/ajax/media/uploaded_files/${id}/rejected_rows`, `rejected-rows-${id}.csv`);
}
