import { type FormEvent, useId, useState } from "react";
import {
  IMAGE_MIN_HEIGHT,
  IMAGE_MIN_WIDTH,
  isAllowedLinkUrl,
  isImageSizeAllowed,
  LINK_DIALOG_MESSAGES,
  normalizeLinkUrl,
  stripTags,
} from "../rules";
import { IMAGE_FLOATS, type ImageFloat } from "../schema";
import type { ImageChanges, SelectedImage } from "../extensions/image/image";
import { EditorModal, errorClass, fieldClass, primaryButtonClass } from "./modal";

export const IMAGE_SIZE_ERROR = `Images can't be smaller than ${IMAGE_MIN_WIDTH} px wide and ${IMAGE_MIN_HEIGHT} px high.`;

export interface EditImageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
  image: SelectedImage | null;
  onSubmit: (changes: ImageChanges) => void;
}

/** The 705 px edit-image modal: alternative text, link, float and size. */
export function EditImageDialog({ open, onOpenChange, onClosed, image, onSubmit }: EditImageDialogProps) {
  return (
    <EditorModal open={open} onOpenChange={onOpenChange} onClosed={onClosed} title="Edit image" width={705}>
      {open && image ? <EditImageForm image={image} onSubmit={onSubmit} /> : null}
    </EditorModal>
  );
}

const FLOAT_LABELS: Record<ImageFloat, string> = { none: "None", left: "Left", right: "Right" };

function toSize(value: string): number | null {
  const size = Number.parseInt(value, 10);
  return Number.isFinite(size) && size > 0 ? size : null;
}

function EditImageForm({
  image,
  onSubmit,
}: {
  image: SelectedImage;
  onSubmit: (changes: ImageChanges) => void;
}) {
  const id = useId();
  const attrs = image.node.attrs;
  const [alt, setAlt] = useState(String(attrs.alt ?? ""));
  const [link, setLink] = useState(image.href ?? "");
  const [float, setFloat] = useState(String(attrs.float) as ImageFloat);
  const [width, setWidth] = useState(attrs.width ? String(attrs.width) : "");
  const [height, setHeight] = useState(attrs.height ? String(attrs.height) : "");
  const [errors, setErrors] = useState<{ link?: string; size?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = stripTags(link);
    const href = text === "" ? null : normalizeLinkUrl(text);
    const size = { width: toSize(width), height: toSize(height) };
    const found = {
      link: href && !isAllowedLinkUrl(href) ? LINK_DIALOG_MESSAGES.scheme : undefined,
      size: isImageSizeAllowed(size.width, size.height) ? undefined : IMAGE_SIZE_ERROR,
    };
    setErrors(found);
    if (!found.link && !found.size) onSubmit({ alt: alt.trim() || null, float, href, ...size });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={`${id}-alt`} className="mb-1 block text-sm font-medium">
          Alternative text
        </label>
        <input id={`${id}-alt`} className={fieldClass} value={alt} onChange={(e) => setAlt(e.target.value)} />
      </div>
      <div>
        <label htmlFor={`${id}-link`} className="mb-1 block text-sm font-medium">
          Link
        </label>
        <input
          id={`${id}-link`}
          className={fieldClass}
          value={link}
          aria-invalid={errors.link ? true : undefined}
          aria-describedby={errors.link ? `${id}-link-error` : undefined}
          onChange={(e) => setLink(e.target.value)}
        />
        {errors.link ? (
          <p id={`${id}-link-error`} className={errorClass}>
            {errors.link}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-float`} className="mb-1 block text-sm font-medium">
          Float
        </label>
        <select
          id={`${id}-float`}
          className={fieldClass}
          value={float}
          onChange={(e) => setFloat(e.target.value as ImageFloat)}
        >
          {IMAGE_FLOATS.map((value) => (
            <option key={value} value={value}>
              {FLOAT_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <fieldset aria-describedby={errors.size ? `${id}-size-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">Size (px)</legend>
        <div className="flex gap-2">
          <label className="flex-1 text-sm">
            Width
            <input
              className={fieldClass}
              inputMode="numeric"
              value={width}
              aria-invalid={errors.size ? true : undefined}
              onChange={(e) => setWidth(e.target.value)}
            />
          </label>
          <label className="flex-1 text-sm">
            Height
            <input
              className={fieldClass}
              inputMode="numeric"
              value={height}
              aria-invalid={errors.size ? true : undefined}
              onChange={(e) => setHeight(e.target.value)}
            />
          </label>
        </div>
        {errors.size ? (
          <p id={`${id}-size-error`} className={errorClass}>
            {errors.size}
          </p>
        ) : null}
      </fieldset>
      <div className="flex justify-end">
        <button type="submit" className={primaryButtonClass}>
          Save
        </button>
      </div>
    </form>
  );
}
