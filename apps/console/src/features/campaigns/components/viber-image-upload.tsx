import {
  PUBLIC_UPLOAD_TYPES,
  UPLOAD_ERROR_TEXTS,
  EMPTY_FILE_MESSAGE,
  fileSizeLimitMessage,
  publicUploadType,
} from "@sendline/core";
import { uploaderAnswerSchema } from "@sendline/core/contract";
import { Button } from "@sendline/ui/button";
import { Progress } from "@sendline/ui/progress";
import { useId, useRef, useState } from "react";
import { ApiError, successOf } from "../../../lib/api-client";
import { useUploader } from "../../../lib/app-context";

/** The uploader path of files anyone may read (SPEC §7: Viber's images). */
export const PUBLIC_UPLOAD_PATH = "/uploader/s3upload/public";

/** What the browser refuses before sending (SPEC §5): an image that is not PNG, JPEG or GIF, empty or over 10 MB. */
export function imageFileError(file: { name: string; size: number }): string | null {
  const type = publicUploadType(file.name);
  if (type === null || type === "csv") return UPLOAD_ERROR_TEXTS.fileTypeNotAllowed;
  if (file.size <= 0) return EMPTY_FILE_MESSAGE;
  const { limitMb } = PUBLIC_UPLOAD_TYPES[type];
  return file.size > limitMb * 1024 * 1024 ? fileSizeLimitMessage(limitMb) : null;
}

type UploadState =
  | { state: "idle" }
  | { state: "uploading"; progress: number; controller: AbortController }
  | { state: "error"; message: string };

export interface ViberImageUploadProps {
  label: string;
  /** The image's public address, or null. */
  value: string | null;
  onValueChange: (image: string | null) => void;
  /** The server's error on the image. */
  error?: string | undefined;
}

/**
 * A Viber image: a PNG, JPEG or GIF chosen here, checked, and uploaded to the public uploader with
 * its progress; then shown with a way to remove it. State in `data-state`: empty, uploading, error
 * or done.
 */
export function ViberImageUpload({ label, value, onValueChange, error }: ViberImageUploadProps) {
  const id = useId();
  const upload = useUploader();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<UploadState>({ state: "idle" });
  const shownError = status.state === "error" ? status.message : error;
  const state = status.state === "uploading" ? "uploading" : value ? "done" : shownError ? "error" : "empty";

  async function send(file: File) {
    const refused = imageFileError(file);
    if (refused) return setStatus({ state: "error", message: refused });
    const controller = new AbortController();
    setStatus({ state: "uploading", progress: 0, controller });
    try {
      const answer = successOf(uploaderAnswerSchema).parse(
        await upload({
          path: PUBLIC_UPLOAD_PATH,
          fields: { purpose: "campaign" },
          file,
          signal: controller.signal,
          onProgress: (loaded, total) =>
            setStatus((current) =>
              current.state === "uploading"
                ? { ...current, progress: Math.floor((loaded / Math.max(total, 1)) * 100) }
                : current,
            ),
        }),
      ).data;
      setStatus({ state: "idle" });
      onValueChange(answer.url ?? answer.filelink);
    } catch (failure) {
      setStatus({
        state: "error",
        message: controller.signal.aborted
          ? UPLOAD_ERROR_TEXTS.cancelled
          : failure instanceof ApiError
            ? failure.message
            : UPLOAD_ERROR_TEXTS.mediaNotSaved,
      });
    } finally {
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div data-slot="viber-image-upload" data-state={state} className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-file`} className="text-sm font-medium">
        {label}
      </label>
      {value ? (
        <div className="flex items-end gap-3">
          <img
            src={value}
            alt={`${label}: uploaded`}
            className="h-20 max-w-40 rounded-md border object-cover"
          />
          <Button type="button" variant="outline" size="sm" onClick={() => onValueChange(null)}>
            Remove image
          </Button>
        </div>
      ) : null}
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg,image/gif"
        aria-describedby={shownError ? `${id}-error` : `${id}-hint`}
        aria-invalid={shownError ? true : undefined}
        hidden={Boolean(value) || status.state === "uploading"}
        disabled={status.state === "uploading"}
        className="text-sm file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
      />
      {status.state === "uploading" ? (
        <div className="flex items-center gap-3">
          <Progress value={status.progress} aria-label={`${label}: uploading`} className="max-w-60" />
          <span className="text-xs tabular-nums text-gray-600">{status.progress}%</span>
          <Button type="button" variant="ghost" size="sm" onClick={() => status.controller.abort()}>
            Cancel
          </Button>
        </div>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} data-slot="field-error" className="text-sm text-danger">
          {shownError}
        </p>
      ) : (
        !value && (
          <p id={`${id}-hint`} className="text-xs text-gray-600">
            PNG, JPEG or GIF, up to 10 MB.
          </p>
        )
      )}
    </div>
  );
}
