import {
  HEADER_CHUNK_BYTES,
  UNRECOGNIZED_FILE_TYPE_MESSAGE,
  UPLOAD_ERROR_TEXTS,
  checkUploadFile,
  detectFileType,
  validateHeaders,
  type UploadFileType,
} from "@sendline/core";
import {
  listResponseSchema,
  uploadedFileSchema,
  uploaderAnswerSchema,
  type SaveUploadedFileBody,
  type UploadedFile,
} from "@sendline/core/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Papa from "papaparse";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { z } from "zod/mini";
import { ApiError, successOf } from "./api-client";
import { useApi, useUploader } from "./app-context";
import { downloadFile } from "./download";
import { useRealtime, useRealtimeEvents } from "./realtime";

/** The engine `cmd:abort` names for upload jobs, and the socket type of their progress. */
export const UPLOAD_ENGINE = "contact_uploader";
export const UPLOAD_EVENT_TYPE = "uploaded_file";

export const uploadKeys = {
  all: ["uploads"] as const,
  list: () => [...uploadKeys.all, "list"] as const,
};

/** `GET /ajax/media/uploaded_files`: the account's latest uploads, newest first. */
export function useUploadedFiles(options: { refetchInterval: number | false }) {
  const api = useApi();
  return useQuery({
    queryKey: uploadKeys.list(),
    queryFn: async () =>
      successOf(listResponseSchema(uploadedFileSchema)).parse(
        await api("/ajax/media/uploaded_files?page_size=20"),
      ).data.data,
    refetchInterval: options.refetchInterval,
  });
}

/** Whether a file is still being read by the server (or not yet triggered). */
const reading = (item: UploadItem) => item.status === undefined || item.status === "Validating";

/**
 * Checks a chosen file before anything is sent (SPEC §5, §9): its name and size, then its header
 * row from the first 64 KB only, so a wrong file is refused at once whatever its size. Answers the
 * error text, or null when the file is of a type `accepts` takes.
 */
export async function checkFileHeader(
  file: File,
  limitMb: number,
  accepts: (type: Exclude<UploadFileType, "INVALID">) => boolean,
): Promise<string | null> {
  const refused = checkUploadFile(file, limitMb);
  if (refused) return refused;
  const head = await file.slice(0, HEADER_CHUNK_BYTES).text();
  const [headers = []] = Papa.parse<string[]>(head.replace(/^\uFEFF/, ""), { preview: 1 }).data;
  const check = validateHeaders(headers);
  if (!check.valid) return `${UPLOAD_ERROR_TEXTS.invalidHeaders}: ${check.error}`;
  const type = detectFileType(headers);
  if (type === "INVALID") return UNRECOGNIZED_FILE_TYPE_MESSAGE;
  return accepts(type) ? null : UPLOAD_ERROR_TEXTS.fileTypeNotAllowed;
}

/** A file on its way: what the kit's upload list shows, and how to stop it. */
export type UploadItem = Partial<UploadedFile> & {
  key: string;
  filename: string;
  mediaSaved: boolean;
  controller: AbortController;
};

export interface FileUploadOptions {
  /** The uploader's `purpose` field, and the media record's. */
  purpose: SaveUploadedFileBody["purpose"];
  /** The browser's check before sending: an error text, or null. */
  check(file: File): Promise<string | null>;
  /** A file's read ended (Completed or an error): the server's record. */
  onSettled?(file: Partial<UploadedFile> & { id: number }): void;
}

/**
 * One upload screen's files (SPEC §4 "Upload progress"): each is checked by its header, sent with
 * real progress (Uploading), saved as a media record (Verifying), triggered, and followed by the
 * server's progress pushes (Saving, Complete); while the socket is down the uploads list refetches
 * every second instead, and the server's finished record wins either way. Cancel aborts the
 * request, or the server job (by the socket, or by HTTP when it is down).
 */
export function useFileUpload({ purpose, check, onSettled }: FileUploadOptions) {
  const api = useApi();
  const upload = useUploader();
  const realtime = useRealtime();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);

  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  useRealtimeEvents((name, event) => {
    if (event.type !== UPLOAD_EVENT_TYPE || name !== "update") return;
    const pushed = z.partial(uploadedFileSchema).safeParse(event.data);
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

  const waiting = items.some((item) => item.id !== undefined && item.id !== null && reading(item));
  const uploads = useUploadedFiles({ refetchInterval: waiting && realtime.status !== "live" ? 1000 : false });
  const shown = items.map((item) => {
    const record = uploads.data?.find((row) => row.id === item.id);
    return record && record.status !== "Validating" && reading(item) ? { ...item, ...record } : item;
  });

  // Each file's end is told once, whichever way it arrived.
  const settled = useEffectEvent((file: Partial<UploadedFile> & { id: number }) => onSettled?.(file));
  const told = useRef(new Set<number>());
  useEffect(() => {
    for (const item of shown) {
      if (item.id === undefined || item.id === null || reading(item)) continue;
      if (told.current.has(item.id)) continue;
      told.current.add(item.id);
      settled({ ...item, id: item.id });
    }
  });

  async function start(
    file: File,
    record: Partial<Omit<SaveUploadedFileBody, "filelink" | "filename" | "purpose">>,
  ) {
    const key = `${file.name}-${file.size}-${Date.now()}`;
    const controller = new AbortController();
    setItems((current) => [
      { key, filename: file.name, size: file.size, mediaSaved: false, controller },
      ...current,
    ]);
    const refused = await check(file);
    if (refused) return patch(key, { error: refused, status: "Invalid Header(s)" });
    try {
      const stored = successOf(uploaderAnswerSchema).parse(
        await upload({
          path: "/uploader/s3upload",
          fields: { purpose },
          file,
          signal: controller.signal,
          onProgress: (loaded, total) =>
            patch(key, { progress: Math.floor((loaded / Math.max(total, 1)) * 100) }),
        }),
      ).data;
      const saved = successOf(uploadedFileSchema).parse(
        await api("/ajax/media/upload_file", {
          method: "POST",
          body: { ...stored, purpose, ...record },
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

  /** Takes a finished file's row off the list. */
  const dismiss = (key: string) => setItems((current) => current.filter((item) => item.key !== key));

  return { items: shown, start, cancel, dismiss };
}

/** Downloads an upload's refused rows as CSV, with their lines and reasons. */
export function useDownloadRejectedRows() {
  const api = useApi();
  return (id: number) =>
    downloadFile(api, `/ajax/media/uploaded_files/${id}/rejected_rows`, `rejected-rows-${id}.csv`);
}
