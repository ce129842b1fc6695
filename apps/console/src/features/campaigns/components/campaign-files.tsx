import { UPLOAD_SIZE_LIMITS_MB, formatAmount } from "@sendline/core";
import type { CampaignFile } from "@sendline/core/contract";
import { Button } from "@sendline/ui/button";
import { UploadFileList } from "@sendline/ui/upload-file-list";
import { useId, useRef } from "react";
import { checkFileHeader, useFileUpload, type UploadItem } from "../../../lib/file-upload";
import { FileDropArea } from "../../../lib/file-drop-area";
import { RefusedRows } from "../../../lib/refused-rows";
import { useBlastFigures } from "../api/campaigns";
import { FieldsetError } from "./group-checklist";

/** The browser's check of a File Blast file: 30 MB at most, a `from,message,to` header. */
export const checkBlastFile = (file: File) =>
  checkFileHeader(file, UPLOAD_SIZE_LIMITS_MB.campaign, (type) => type === "FILE_BLAST");

export interface CampaignFilesProps {
  /** The File Blast files chosen, by id. */
  value: readonly number[];
  onValueChange(ids: number[]): void;
  /** A file was read without a per-file error: it joins the campaign. */
  onRead(id: number): void;
  /** What the saved campaign already knows of its files (names and rows). */
  files?: readonly CampaignFile[];
  /** The route the estimate is priced on. */
  accountRouteId: number | null;
  error?: string | undefined;
}

/**
 * A campaign's File Blast files (SPEC §5): files dropped or chosen are checked by their header,
 * uploaded with progress and read by the server; each read file joins the campaign, with its rows,
 * SMS (every row's own message counted) and cost on the chosen route, and the rows it refused to
 * download. A file can be taken off again before the campaign is sent.
 */
export function CampaignFiles({
  value,
  onValueChange,
  onRead,
  files = [],
  accountRouteId,
  error,
}: CampaignFilesProps) {
  const upload = useFileUpload({
    purpose: "campaign",
    check: checkBlastFile,
    onSettled: (file) => {
      if (file.status === "Completed") onRead(file.id);
    },
  });
  const figures = useBlastFigures(value, accountRouteId);
  const input = useRef<HTMLInputElement>(null);
  const legendId = useId();

  const send = (chosen: File[]) => {
    for (const file of chosen) void upload.start(file, { campaign_kind: "sms_file" });
    if (input.current) input.current.value = "";
  };
  const nameOf = (id: number) =>
    figures.data?.files.find((file) => file.id === id)?.filename ??
    files.find((file) => file.id === id)?.filename ??
    upload.items.find((item) => item.id === id)?.filename ??
    `File ${id}`;
  const currency = figures.data?.currency_code ?? "";

  return (
    <fieldset aria-labelledby={legendId} className="flex flex-col gap-3">
      <legend id={legendId} className="mb-1 text-sm font-medium">
        File Blast files
      </legend>
      <FileDropArea
        label={`Add a File Blast file (CSV, up to ${UPLOAD_SIZE_LIMITS_MB.campaign} MB)`}
        multiple
        inputRef={input}
        onFiles={send}
        hint="Or drop files here. Each row is its own message: the columns are from (the sender ID), message and to (the mobile number)."
      />
      {upload.items.some((item) => item.status !== "Completed") && (
        <UploadFileList
          files={upload.items.filter((item) => item.status !== "Completed")}
          onCancel={(item) => void upload.cancel(item as UploadItem)}
        />
      )}
      {value.length > 0 && (
        <ul aria-label="Files of this campaign" className="flex flex-col divide-y rounded-md border">
          {value.map((id) => {
            const figure = figures.data?.files.find((file) => file.id === id);
            return (
              <li key={id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span className="font-medium">{nameOf(id)}</span>
                <span className="text-muted-foreground">
                  {figure
                    ? `${figure.rows.toLocaleString()} messages · ${figure.total_sms.toLocaleString()} SMS · ${currency} ${formatAmount(figure.estimate)}`
                    : "Counting…"}
                </span>
                <span className="flex gap-2">
                  <Button
                    variant="ghost"
                    className="h-auto px-2 py-1"
                    aria-label={`Remove ${nameOf(id)}`}
                    onClick={() => onValueChange(value.filter((other) => other !== id))}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {upload.items.map((item) =>
        item.id === undefined || item.id === null || item.status !== "Completed" ? null : (
          <RefusedRows key={item.key} file={{ ...item, id: item.id }} />
        ),
      )}
      <FieldsetError>{error}</FieldsetError>
    </fieldset>
  );
}
