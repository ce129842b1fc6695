import type { EditorUploadResponse, ImageManagerEntry, MergeTagEntry } from "@sendline/core/contract";

export type { EditorUploadResponse };

/** An address the editor calls itself, with `fetch`, when the host gives no function of its own (SPEC §7). */
export interface EditorRequest {
  url: string;
  /** Sent with every call, e.g. `{ Authorization: "Bearer …" }`. */
  headers?: Record<string, string>;
}

/** An upload address; `fields` go with the file as extra form fields. */
export interface EditorUploadRequest extends EditorRequest {
  fields?: Record<string, string>;
}

/** Something the editor loads: a function of the host, or an address it GETs as JSON. */
export type EditorLoader<T> = (() => Promise<T>) | EditorRequest;

/**
 * Where the editor uploads a file: a function of the host given the form (the file is in its `file`
 * field), or an address it POSTs the form to. Either answers `{ filelink, filename }` or `{ error }`.
 */
export type EditorUploader =
  ((form: FormData) => Promise<EditorUploadResponse | unknown>) | EditorUploadRequest;

/** Error codes in an answer that mean the host's token has expired and must be refreshed (SPEC §8). */
export const TOKEN_EXPIRED_CODES = [5101, 5102] as const;

/** The form field an uploaded file travels in (SPEC §7). */
export const UPLOAD_FIELD = "file";

export const EDITOR_CALL_MESSAGES = {
  notJson: "The server's answer could not be read.",
  noFileLink: "The upload answered without a file address.",
} as const;

type Answer = Record<string, unknown>;

function isAnswer(value: unknown): value is Answer {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Calls `request` with `fetch` and reads the answer as JSON; an answer that is not JSON is an error. */
export async function fetchJson(request: EditorRequest, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(request.url, {
    ...init,
    headers: { Accept: "application/json", ...request.headers },
  });
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(response.ok ? EDITOR_CALL_MESSAGES.notJson : `${response.status} ${response.statusText}`);
  }
}

/** Runs `loader`, a function or an address, and returns its answer. */
export function callLoader<T>(loader: EditorLoader<T>): Promise<T | unknown> {
  return typeof loader === "function" ? loader() : fetchJson(loader);
}

/** Whether `answer` carries an expired-token code (5101 or 5102). */
export function hasExpiredToken(answer: unknown): boolean {
  return isAnswer(answer) && (TOKEN_EXPIRED_CODES as readonly unknown[]).includes(answer.code);
}

/** The list inside `answer`: the answer itself, or its `data` (the custom-fields call answers `{ data }`). */
function listOf(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer;
  return isAnswer(answer) && Array.isArray(answer.data) ? answer.data : [];
}

const isText = (value: unknown): value is string => typeof value === "string";

/** The custom-field tags of a custom-fields answer; entries without a text `field_name` and `label` are left out. */
export function readCustomFields(answer: unknown): MergeTagEntry[] {
  return listOf(answer).flatMap((entry) =>
    isAnswer(entry) && isText(entry.field_name) && entry.field_name !== "" && isText(entry.label)
      ? [{ field_name: entry.field_name, label: entry.label }]
      : [],
  );
}

/** The images of an image-manager answer; entries without a text `thumb` and `image` are left out. */
export function readImageList(answer: unknown): ImageManagerEntry[] {
  return listOf(answer).flatMap((entry) =>
    isAnswer(entry) && isText(entry.thumb) && isText(entry.image)
      ? [{ thumb: entry.thumb, image: entry.image, ...(isText(entry.title) ? { title: entry.title } : {}) }]
      : [],
  );
}

/** The error an answer carries, if any: its `error`, and whether its code asks for a token refresh. */
function failureOf(answer: unknown): { error: string | null; tokenExpired: boolean } {
  const error = isAnswer(answer) ? answer.error : undefined;
  return {
    error: error === undefined || error === null || error === false ? null : String(error),
    tokenExpired: hasExpiredToken(answer),
  };
}

/** What came of an upload: the stored file, or the error to report. */
export type UploadOutcome =
  | { status: "uploaded"; filelink: string; filename: string | null }
  | { status: "failed"; error: string; tokenExpired: boolean };

/** Reads an upload answer (SPEC §3): `{ filelink, filename }`, or `{ error }` which wins when both are there. */
export function readUploadAnswer(answer: unknown): UploadOutcome {
  const { error, tokenExpired } = failureOf(answer);
  if (error !== null) return { status: "failed", error, tokenExpired };
  if (!isAnswer(answer) || !isText(answer.filelink) || answer.filelink.trim() === "")
    return { status: "failed", error: EDITOR_CALL_MESSAGES.noFileLink, tokenExpired };
  return {
    status: "uploaded",
    filelink: answer.filelink.trim(),
    filename: isText(answer.filename) && answer.filename.trim() !== "" ? answer.filename.trim() : null,
  };
}

/** Uploads `file` in the form field `file` (plus the request's extra fields) and reads the answer. */
export async function uploadFile(uploader: EditorUploader, file: File): Promise<UploadOutcome> {
  const form = new FormData();
  if (typeof uploader !== "function")
    for (const [name, value] of Object.entries(uploader.fields ?? {})) form.append(name, value);
  form.append(UPLOAD_FIELD, file);
  try {
    const answer =
      typeof uploader === "function"
        ? await uploader(form)
        : await fetchJson(uploader, { method: "POST", body: form });
    return readUploadAnswer(answer);
  } catch (error) {
    return {
      status: "failed",
      error: error instanceof Error ? error.message : String(error),
      tokenExpired: false,
    };
  }
}

/** An autosave address: the content is posted in the field `name`, whose name is also sent as `name` (SPEC §3). */
export interface EditorAutosaveRequest extends EditorUploadRequest {
  /** Name of the content field. */
  name: string;
}

/** The form an autosave posts: `name`, the content under that name, then the extra fields (SPEC §3, §7). */
export function autosaveBody(request: EditorAutosaveRequest, html: string): URLSearchParams {
  const body = new URLSearchParams({ name: request.name });
  body.append(request.name, html);
  for (const [name, value] of Object.entries(request.fields ?? {})) body.append(name, value);
  return body;
}

/** What came of an autosave. */
export type AutosaveOutcome =
  { status: "saved" } | { status: "failed"; error: string; tokenExpired: boolean };

/** Reads an autosave answer: anything without `error` is a save (SPEC §7, §8). */
export function readAutosaveAnswer(answer: unknown): AutosaveOutcome {
  const { error, tokenExpired } = failureOf(answer);
  return error === null && !tokenExpired
    ? { status: "saved" }
    : { status: "failed", error: error ?? "", tokenExpired };
}

/**
 * What identifies `loader` for reloading: an address by its value, any function as the same one, so a
 * host may pass an inline function or object without causing a load on every render.
 */
export function loaderKey(loader: EditorLoader<unknown> | undefined): string | null {
  if (!loader) return null;
  return typeof loader === "function" ? "function" : JSON.stringify([loader.url, loader.headers ?? {}]);
}
