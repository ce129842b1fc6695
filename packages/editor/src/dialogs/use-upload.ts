import { useState } from "react";
import { type EditorUploader, uploadFile } from "../editor/editor-calls";

export interface UploadHandlers {
  /** Whether the answer's address may be used; an address that may not counts as a failed upload. */
  accepts: (filelink: string) => boolean;
  onUploaded: (file: { filelink: string; filename: string }) => void;
  /** The answer held an error (SPEC §8): the modal closes and the host hears of it. */
  onFailed: (error: string) => void;
  /** The answer carried error code 5101 or 5102. */
  onTokenExpired?: () => void;
}

export const UPLOAD_MESSAGES = {
  refusedAddress: "The upload answered with an address that cannot be used.",
} as const;

export type UploadState = "idle" | "uploading";

/** Uploads one file at a time through `uploader` and hands the outcome to `handlers`. */
export function useUpload(uploader: EditorUploader | undefined, handlers: UploadHandlers) {
  const [state, setState] = useState<UploadState>("idle");
  const upload = async (file: File) => {
    if (!uploader || state === "uploading") return;
    setState("uploading");
    const outcome = await uploadFile(uploader, file);
    setState("idle");
    if (outcome.status === "failed") {
      if (outcome.tokenExpired) handlers.onTokenExpired?.();
      handlers.onFailed(outcome.error);
    } else if (!handlers.accepts(outcome.filelink)) {
      handlers.onFailed(UPLOAD_MESSAGES.refusedAddress);
    } else {
      handlers.onUploaded({ filelink: outcome.filelink, filename: outcome.filename ?? file.name });
    }
  };
  return { state, upload };
}
