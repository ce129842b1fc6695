import { useId } from "react";
import type { EditorUploader } from "../editor/editor-calls";
import { isAllowedLinkUrl } from "../rules";
import { EditorModal } from "./modal";
import { useUpload } from "./use-upload";

/** A file the upload stored, to link to under its name. */
export interface UploadedFile {
  href: string;
  name: string;
}

export interface FileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
  uploader: EditorUploader | undefined;
  onInsert: (file: UploadedFile) => void;
  onUploadError: (error: string) => void;
  onTokenExpired?: () => void;
}

/** The 700 px file modal: uploads any document and links to it. */
export function FileDialog({ open, onOpenChange, onClosed, ...rest }: FileDialogProps) {
  return (
    <EditorModal open={open} onOpenChange={onOpenChange} onClosed={onClosed} title="Insert file" width={700}>
      {open ? <FileUpload {...rest} /> : null}
    </EditorModal>
  );
}

function FileUpload({
  uploader,
  onInsert,
  onUploadError,
  onTokenExpired,
}: Omit<FileDialogProps, "open" | "onOpenChange" | "onClosed">) {
  const id = useId();
  const { state, upload } = useUpload(uploader, {
    accepts: isAllowedLinkUrl,
    onUploaded: ({ filelink, filename }) => onInsert({ href: filelink, name: filename }),
    onFailed: onUploadError,
    onTokenExpired,
  });
  return (
    <div data-state={state}>
      <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-medium">
        Upload file
      </label>
      <input
        id={`${id}-file`}
        type="file"
        disabled={state === "uploading"}
        aria-describedby={`${id}-status`}
        className="text-sm"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <p id={`${id}-status`} role="status" className="mt-2 text-sm text-muted-foreground">
        {state === "uploading" ? "Uploading…" : ""}
      </p>
    </div>
  );
}
