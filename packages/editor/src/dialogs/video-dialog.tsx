import { type FormEvent, useId, useState } from "react";
import { videoEmbedUrlFor } from "../schema";
import { EditorModal, errorClass, fieldClass, primaryButtonClass } from "./modal";

export const VIDEO_ADDRESS_ERROR = "Paste a YouTube or Vimeo address.";

export interface VideoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
  /** Called with the player's embed address. */
  onSubmit: (src: string) => void;
}

/** Asks for a YouTube or Vimeo address and embeds the video. */
export function VideoDialog({ open, onOpenChange, onClosed, onSubmit }: VideoDialogProps) {
  return (
    <EditorModal open={open} onOpenChange={onOpenChange} onClosed={onClosed} title="Insert video" width={600}>
      {open ? <VideoForm onSubmit={onSubmit} /> : null}
    </EditorModal>
  );
}

function VideoForm({ onSubmit }: Pick<VideoDialogProps, "onSubmit">) {
  const id = useId();
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const src = videoEmbedUrlFor(url);
    setError(src ? null : VIDEO_ADDRESS_ERROR);
    if (src) onSubmit(src);
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={`${id}-url`} className="mb-1 block text-sm font-medium">
          Video address
        </label>
        <input
          id={`${id}-url`}
          className={fieldClass}
          value={url}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className={errorClass}>
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end">
        <button type="submit" className={primaryButtonClass}>
          Insert
        </button>
      </div>
    </form>
  );
}
