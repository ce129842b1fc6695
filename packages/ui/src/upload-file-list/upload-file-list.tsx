import {
  cappedUploadProgress,
  showsTopUpButton,
  UPLOAD_ERROR_TEXTS,
  uploadErrorText,
  uploadStatusLabel,
} from "@sendline/core";
import type { UploadedFile } from "@sendline/core/contract";
import { FileTextIcon, XIcon } from "lucide-react";
import { memo, useState, type ComponentProps } from "react";
import { Button } from "../button/button";
import { IconButton } from "../icon-button/icon-button";
import { cn } from "../lib/cn";
import { Progress } from "../progress/progress";

/** An uploaded file as the list shows it (SPEC §3 "Uploaded file"); only the name is required. */
type UploadFileListItem = Partial<Omit<UploadedFile, "filename">> & {
  filename: string;
  /** Whether the media record is saved; Uploading until then. @default true once the file has an id */
  mediaSaved?: boolean;
  /** Which progress cap applies before the save completes. @default "save" */
  progressCap?: "save" | "cloud";
};

type UploadFileRowState = "uploading" | "verifying" | "saving" | "complete" | "error" | "purged";

const NUMBER = new Intl.NumberFormat("en-US");

/** Bytes as `512 B`, `12.4 KB`, `3.1 MB`. */
function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"] as const;
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size.toFixed(1)} ${units[unit]}`;
}

type UploadFileListProps = Omit<ComponentProps<"ul">, "children"> & {
  files: readonly UploadFileListItem[];
  /** The user cancelled an upload in progress; the row shows 'Upload cancelled' at once. */
  onCancel?: (file: UploadFileListItem) => void;
  /** The trial limit's top-up button was pressed; without a handler the row shows no button. */
  onTopUp?: (file: UploadFileListItem) => void;
};

/** A row's identity across renders: its record id once saved, else its name and place. */
const rowKey = (file: UploadFileListItem, index: number) => file.id ?? `${file.filename}-${index}`;

function UploadFileList({ files, onCancel, onTopUp, className, ...props }: UploadFileListProps) {
  // Kept by row, not by object: a screen may hand in new objects on every render.
  const [cancelled, setCancelled] = useState<ReadonlySet<string | number>>(() => new Set());

  return (
    <ul
      data-slot="upload-file-list"
      aria-label="Uploaded files"
      className={cn("flex flex-col divide-y rounded-md border", className)}
      {...props}
    >
      {files.map((file, index) => (
        <UploadFileRow
          key={rowKey(file, index)}
          file={
            cancelled.has(rowKey(file, index))
              ? { ...file, error: file.error ?? UPLOAD_ERROR_TEXTS.cancelled }
              : file
          }
          onCancel={() => {
            setCancelled((current) => new Set(current).add(rowKey(file, index)));
            onCancel?.(file);
          }}
          onTopUp={onTopUp && (() => onTopUp(file))}
        />
      ))}
    </ul>
  );
}

type UploadFileRowProps = {
  file: UploadFileListItem;
  onCancel: () => void;
  onTopUp: (() => void) | undefined;
};

function UploadFileRow({ file, onCancel, onTopUp }: UploadFileRowProps) {
  const progress = file.progress ?? 0;
  const error = uploadErrorText(file);
  const status = uploadStatusLabel(progress, file.mediaSaved ?? (file.id !== null && file.id !== undefined));
  const state: UploadFileRowState = file.is_purged
    ? "purged"
    : error
      ? "error"
      : (status.toLowerCase() as Lowercase<typeof status>);
  const shown = status === "Complete" ? 100 : cappedUploadProgress(progress, file.progressCap);
  const type = file.filetype_name ?? file.type;
  const details = [
    type,
    file.size !== undefined ? formatFileSize(file.size) : null,
    file.rows_on_file != null ? `${NUMBER.format(file.rows_on_file)} rows` : null,
  ].filter(Boolean);

  return (
    <li data-slot="upload-file-row" data-state={state} className="flex items-start gap-3 px-4 py-3">
      <FileTextIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-3">
          <span className="truncate text-sm font-medium" title={file.filename}>
            {file.filename}
          </span>
          <span
            aria-live="polite"
            data-slot="upload-file-status"
            className="shrink-0 text-xs text-muted-foreground"
          >
            {state === "error" || state === "purged" ? null : status}
          </span>
        </div>
        {details.length > 0 ? <p className="text-xs text-muted-foreground">{details.join(" · ")}</p> : null}
        {state === "error" || state === "purged" ? null : (
          <Progress
            value={shown}
            aria-label={`${file.filename} upload progress`}
            variant={state === "complete" ? "success" : "primary"}
            size="sm"
          />
        )}
        {state === "complete" && file.valid_contacts != null ? (
          <p data-slot="upload-file-valid" className="text-xs text-success">
            {NUMBER.format(file.valid_contacts)} valid {file.valid_contacts === 1 ? "contact" : "contacts"}
          </p>
        ) : null}
        {error ? (
          <div className="flex flex-wrap items-center gap-2">
            <p
              role="alert"
              data-slot="upload-file-error"
              className={cn(
                "text-xs font-medium",
                state === "purged" ? "text-muted-foreground" : "text-danger",
              )}
            >
              {error}
            </p>
            {onTopUp && showsTopUpButton(file) ? (
              <Button size="sm" variant="outline" onClick={onTopUp}>
                Top up
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {state === "uploading" || state === "verifying" || state === "saving" ? (
        <IconButton size="sm" aria-label={`Cancel upload of ${file.filename}`} onClick={onCancel}>
          <XIcon aria-hidden />
        </IconButton>
      ) : null}
    </li>
  );
}

/** Renders again only when its props change, so state elsewhere on the page (a message being typed) skips it. */
const UploadFileListMemo = memo(UploadFileList);

export {
  UploadFileListMemo as UploadFileList,
  formatFileSize,
  type UploadFileListItem,
  type UploadFileListProps,
  type UploadFileRowState,
};
