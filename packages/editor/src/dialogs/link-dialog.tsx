import { type FormEvent, useId, useState } from "react";
import { isAllowedLinkUrl, LINK_DIALOG_MESSAGES, normalizeLinkUrl, validateLinkDialog } from "../rules";
import { EditorModal, errorClass, fieldClass, primaryButtonClass } from "./modal";

export interface LinkDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
  /** Address and text of the link being edited, or of the selection. */
  initial: { url: string; name: string };
  /** Called with the normalised, allowed address and the link text. */
  onSubmit: (link: { href: string; name: string }) => void;
}

/** The 600 px link modal: URL required, link name checked, errors inline. */
export function LinkDialog({ open, onOpenChange, onClosed, initial, onSubmit }: LinkDialogProps) {
  return (
    <EditorModal open={open} onOpenChange={onOpenChange} onClosed={onClosed} title="Insert link" width={600}>
      {open ? <LinkForm initial={initial} onSubmit={onSubmit} /> : null}
    </EditorModal>
  );
}

function LinkForm({ initial, onSubmit }: Pick<LinkDialogProps, "initial" | "onSubmit">) {
  const id = useId();
  const [url, setUrl] = useState(initial.url);
  const [name, setName] = useState(initial.name);
  const [errors, setErrors] = useState<{ url?: string; name?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLinkDialog({ url, name });
    const href = normalizeLinkUrl(url);
    if (!found.url && !isAllowedLinkUrl(href)) found.url = LINK_DIALOG_MESSAGES.scheme;
    setErrors(found);
    if (!found.url && !found.name) onSubmit({ href, name: name.trim() });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={`${id}-url`} className="mb-1 block text-sm font-medium">
          URL
        </label>
        <input
          id={`${id}-url`}
          className={fieldClass}
          value={url}
          autoFocus
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={errors.url ? `${id}-url-error` : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
        {errors.url ? (
          <p id={`${id}-url-error`} className={errorClass}>
            {errors.url}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-medium">
          Link name
        </label>
        <input
          id={`${id}-name`}
          className={fieldClass}
          value={name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {errors.name ? (
          <p id={`${id}-name-error`} className={errorClass}>
            {errors.name}
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
