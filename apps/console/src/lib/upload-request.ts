import { UPLOAD_ERROR_TEXTS, UPLOAD_UNSUPPORTED_MEDIA_STATUS } from "@sendline/core";
import { ApiError, type Envelope } from "./api-client";
import type { ConsoleConfig } from "./config";
import { readActiveAccount, readSession } from "./session";

/** One multipart upload: the fields go before the file, which is sent as `file` (SPEC §7). */
export interface UploadRequest {
  path: string;
  fields: Record<string, string>;
  file: File;
  /** Bytes sent so far of the whole request. */
  onProgress(loaded: number, total: number): void;
  signal: AbortSignal;
}

/** Sends an upload and answers the server's envelope; refusals throw an ApiError with its words. */
export type Uploader = (request: UploadRequest) => Promise<Envelope<unknown>>;

/**
 * The console's uploader: an XMLHttpRequest, because fetch reports no upload progress. It carries
 * the session headers the HTTP client sends (Token, Account-Id). A 415 reads 'File Type not
 * allowed' (SPEC §8) whatever the body; an abort rejects with an AbortError.
 */
export function createUploader(config: Pick<ConsoleConfig, "apiEndpoint">): Uploader {
  return ({ path, fields, file, onProgress, signal }) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", `${config.apiEndpoint.replace(/\/$/, "")}${path}`);
      xhr.responseType = "json";
      const session = readSession();
      const accountId = readActiveAccount() ?? session?.account_id ?? null;
      if (session) xhr.setRequestHeader("Token", session.token);
      if (accountId !== null) xhr.setRequestHeader("Account-Id", String(accountId));
      xhr.setRequestHeader("Accept", "application/json");
      xhr.upload.onprogress = (event) =>
        onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
      xhr.onload = () => {
        const body = xhr.response as Envelope<unknown> | null;
        if (xhr.status === UPLOAD_UNSUPPORTED_MEDIA_STATUS) {
          reject(new ApiError(UPLOAD_ERROR_TEXTS.fileTypeNotAllowed, xhr.status, body ?? undefined));
        } else if (xhr.status >= 400 || !body?.status) {
          reject(new ApiError(body?.message ?? "Upload failed", xhr.status, body ?? undefined));
        } else {
          resolve(body);
        }
      };
      xhr.onerror = () => reject(new ApiError("Network error", 0, undefined));
      xhr.onabort = () => reject(new DOMException(UPLOAD_ERROR_TEXTS.cancelled, "AbortError"));
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append("file", file, file.name);
      xhr.send(form);
    });
}
