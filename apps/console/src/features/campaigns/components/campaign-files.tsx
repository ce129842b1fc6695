import { UPLOAD_SIZE_LIMITS_MB, formatAmount, type UploadCampaignKind } from "@sendline/core";
import type { CampaignFile, UploadedFile } from "@sendline/core/contract";
import { Button } from "@sendline/ui/button";
import { UploadFileList } from "@sendline/ui/upload-file-list";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { checkFileHeader, useFileUpload, type UploadItem } from "../../../lib/file-upload";
import { FileDropArea } from "../../../lib/file-drop-area";
import { RefusedRows } from "../../../lib/refused-rows";
import { useBlastFigures } from "../api/campaigns";
import { FieldsetError } from "./group-checklist";

/** The browser's check of a File Blast file: 30 MB at most, a `from,message,to` header. */
export const checkBlastFile = (file: File) =>
  checkFileHeader(file, UPLOAD_SIZE_LIMITS_MB.campaign, (type) => type === "FILE_BLAST");

/** The browser's check of an email campaign's file: 30 MB at most, an email column. */
export const checkEmailContactsFile = (file: File) =>
  checkFileHeader(file, UPLOAD_SIZE_LIMITS_MB.campaign, (type) => type === "EMAIL_CONTACTS");

/** A read file as the server answered it. */
export type ReadFile = Partial<UploadedFile> & { id: number };

export interface CampaignUploadsProps {
  legend: string;
  /** The choose button's label, and the drop area's hint below it. */
  label: string;
  hint: string;
  /** The uploader's campaign kind: which file types the server takes (SPEC §5). */
  campaignKind: UploadCampaignKind;
  check(file: File): Promise<string | null>;
  /** The files chosen, by id. */
  value: readonly number[];
  onValueChange(ids: number[]): void;
  /** A file was read without a per-file error: it joins the campaign. */
  onRead(file: ReadFile): void;
  /** A chosen file's name, when this screen did not upload it. */
  nameOf(id: number): string | undefined;
  /** A chosen file's figures. */
  describe(id: number): ReactNode;
  error?: string | undefined;
}

/**
 * A campaign's uploaded files (SPEC §5): files dropped or chosen are checked by their header,
 * uploaded with progress and read by the server; each read file joins the campaign with its
 * figures and the rows it refused to download, and can be taken off again before it is sent.
 */
export function CampaignUploads({
  legend,
  label,
  hint,
  campaignKind,
  check,
  value,
  onValueChange,
  onRead,
  nameOf,
  describe,
  error,
}: CampaignUploadsProps) {
  const upload = useFileUpload({
    purpose: "campaign",
    check,
    onSettled: (file) => {
      if (file.status === "Completed") onRead(file);
    },
  });
  const input = useRef<HTMLInputElement>(null);
  const legendId = useId();

  const send = (chosen: File[]) => {
    for (const file of chosen) void upload.start(file, { campaign_kind: campaignKind });
    if (input.current) input.current.value = "";
  };
  const name = (id: number) =>
    nameOf(id) ?? upload.items.find((item) => item.id === id)?.filename ?? `File ${id}`;

  return (
    <fieldset aria-labelledby={legendId} className="flex flex-col gap-3">
      <legend id={legendId} className="mb-1 text-sm font-medium">
        {legend}
      </legend>
      <FileDropArea label={label} multiple inputRef={input} onFiles={send} hint={hint} />
      {upload.items.some((item) => item.status !== "Completed") && (
        <UploadFileList
          files={upload.items.filter((item) => item.status !== "Completed")}
          onCancel={(item) => void upload.cancel(item as UploadItem)}
        />
      )}
      {value.length > 0 && (
        <ul aria-label="Files of this campaign" className="flex flex-col divide-y rounded-md border">
          {value.map((id) => (
            <li key={id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span className="font-medium">{name(id)}</span>
              <span className="text-muted-foreground">{describe(id)}</span>
              <span className="flex gap-2">
                <Button
                  variant="ghost"
                  className="h-auto px-2 py-1"
                  aria-label={`Remove ${name(id)}`}
                  onClick={() => onValueChange(value.filter((other) => other !== id))}
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
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

export interface CampaignFilesProps {
  /** The channel the rows go by: Viber rows cost a Viber message beside their SMS fallback. */
  channel?: "sms" | "viber";
  /** The File Blast files chosen, by id; a file read without a per-file error joins them. */
  value: readonly number[];
  onValueChange(ids: number[]): void;
  /** What the saved campaign already knows of its files (names and rows). */
  files?: readonly CampaignFile[];
  /** The route the estimate is priced on. */
  accountRouteId: number | null;
  error?: string | undefined;
}

/**
 * A campaign's File Blast files: each read file joins the campaign with its rows, SMS (every row's
 * own message counted) and cost on the chosen route, by SMS or by Viber with each row its own SMS
 * fallback.
 */
export function CampaignFiles({
  channel = "sms",
  value,
  onValueChange,
  files = [],
  accountRouteId,
  error,
}: CampaignFilesProps) {
  // Files read together join one after another, before the next render brings the new value.
  const chosen = useRef(value);
  useEffect(() => {
    chosen.current = value;
  }, [value]);
  const change = (ids: number[]) => {
    chosen.current = ids;
    onValueChange(ids);
  };
  const figures = useBlastFigures(value, accountRouteId, channel);
  const currency = figures.data?.currency_code ?? "";
  const hint =
    channel === "viber"
      ? "Or drop files here. Each row is its own Viber message, and its own SMS when Viber does not reach the number: the columns are from (the sender ID), message and to (the mobile number)."
      : "Or drop files here. Each row is its own message: the columns are from (the sender ID), message and to (the mobile number).";
  return (
    <CampaignUploads
      legend="File Blast files"
      label={`Add a File Blast file (CSV, up to ${UPLOAD_SIZE_LIMITS_MB.campaign} MB)`}
      hint={hint}
      campaignKind={channel === "viber" ? "viber_file" : "sms_file"}
      check={checkBlastFile}
      value={value}
      onValueChange={change}
      onRead={(file) => {
        if (!chosen.current.includes(file.id)) change([...chosen.current, file.id]);
      }}
      nameOf={(id) =>
        figures.data?.files.find((file) => file.id === id)?.filename ??
        files.find((file) => file.id === id)?.filename
      }
      describe={(id) => {
        const figure = figures.data?.files.find((file) => file.id === id);
        return figure
          ? `${figure.rows.toLocaleString()} messages · ${figure.total_sms.toLocaleString()} SMS · ${currency} ${formatAmount(figure.estimate)}`
          : "Counting…";
      }}
      error={error}
    />
  );
}

export interface EmailContactsFilesProps {
  /** The Email Contacts files chosen, and what their reads found. */
  value: readonly ReadFile[];
  /** A file was read without a per-file error: it joins the campaign. */
  onAdd(file: ReadFile): void;
  onRemove(id: number): void;
  error?: string | undefined;
}

/**
 * An email campaign's Email Contacts files (SPEC §5 "Email campaigns accept Email Contacts"): each
 * read file joins the campaign with its addresses and the rows it refused.
 */
export function EmailContactsFiles({ value, onAdd, onRemove, error }: EmailContactsFilesProps) {
  const find = (id: number) => value.find((file) => file.id === id);
  const ids = value.map((file) => file.id);
  return (
    <CampaignUploads
      legend="Email Contacts files"
      label={`Add an Email Contacts file (CSV, up to ${UPLOAD_SIZE_LIMITS_MB.campaign} MB)`}
      hint="Or drop files here. Each row is a recipient: an email column (email, email_address or email_add) and any contact fields the email's tags name."
      campaignKind="email"
      check={checkEmailContactsFile}
      value={ids}
      onValueChange={(kept) => {
        for (const id of ids) if (!kept.includes(id)) onRemove(id);
      }}
      onRead={onAdd}
      nameOf={(id) => find(id)?.filename}
      describe={(id) => {
        const file = find(id);
        const valid = file?.valid_contacts ?? 0;
        const refused = file?.invalid_rows ?? 0;
        return `${valid.toLocaleString()} address${valid === 1 ? "" : "es"} of ${(file?.rows_on_file ?? 0).toLocaleString()} rows${refused > 0 ? ` · ${refused.toLocaleString()} refused` : ""}`;
      }}
      error={error}
    />
  );
}
