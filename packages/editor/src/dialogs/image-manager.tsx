import { type FormEvent, useEffect, useId, useState } from "react";
import { isAllowedImageUrl } from "../rules";
import { EditorModal, errorClass, fieldClass, primaryButtonClass } from "./modal";

/** An image the account has uploaded (SPEC §3). */
export interface ImageManagerEntry {
  thumb: string;
  image: string;
  title?: string;
}

/** What the upload endpoint answers: the stored image, or an error. */
export interface ImageUploadResult {
  filelink?: string;
  filename?: string;
  error?: string;
}

export interface ImageManagerOptions {
  /** Loads the image list (GET of the image-manager JSON). */
  load: () => Promise<readonly ImageManagerEntry[]>;
  /** Uploads the form; the image is in its `file` field. */
  upload: (form: FormData) => Promise<ImageUploadResult>;
}

/** Image types the upload accepts (SPEC §5). */
export const IMAGE_UPLOAD_TYPES = ["image/png", "image/jpeg", "image/gif"] as const;
export const IMAGE_TYPE_ERROR = "Only png, jpeg and gif images can be uploaded.";
export const IMAGE_ADDRESS_ERROR = "Enter an http or https image address.";

export interface InsertedImage {
  src: string;
  alt: string | null;
  title: string | null;
}

export interface ImageManagerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
  options: ImageManagerOptions | undefined;
  onInsert: (image: InsertedImage) => void;
  onUploadError: (error: string) => void;
}

/** The 700 px image modal: upload, pick from the account's images, or give an address. */
export function ImageManagerDialog({ open, onOpenChange, onClosed, ...rest }: ImageManagerDialogProps) {
  return (
    <EditorModal open={open} onOpenChange={onOpenChange} onClosed={onClosed} title="Insert image" width={700}>
      {open ? <ImageManager {...rest} /> : null}
    </EditorModal>
  );
}

type LoadState = { status: "idle" | "loading" | "error"; images: readonly ImageManagerEntry[] };

function ImageManager({
  options,
  onInsert,
  onUploadError,
}: Omit<ImageManagerDialogProps, "open" | "onOpenChange" | "onClosed">) {
  const id = useId();
  const [list, setList] = useState<LoadState>({ status: options ? "loading" : "idle", images: [] });
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [address, setAddress] = useState("");
  const [addressError, setAddressError] = useState<string | null>(null);

  useEffect(() => {
    if (!options) return;
    let current = true;
    options.load().then(
      (images) => current && setList({ status: "idle", images }),
      () => current && setList({ status: "error", images: [] }),
    );
    return () => {
      current = false;
    };
  }, [options]);

  const upload = async (file: File | undefined) => {
    if (!file || !options) return;
    if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      setFileError(IMAGE_TYPE_ERROR);
      return;
    }
    setFileError(null);
    setUploading(true);
    const form = new FormData();
    form.append("file", file);
    try {
      const result = await options.upload(form);
      if (result.error || !result.filelink || !isAllowedImageUrl(result.filelink)) {
        onUploadError(result.error ?? "Upload failed");
      } else {
        onInsert({ src: result.filelink, alt: null, title: result.filename ?? null });
      }
    } catch (error) {
      onUploadError(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };

  const insertAddress = (event: FormEvent) => {
    event.preventDefault();
    const src = address.trim();
    setAddressError(isAllowedImageUrl(src) ? null : IMAGE_ADDRESS_ERROR);
    if (isAllowedImageUrl(src)) onInsert({ src, alt: null, title: null });
  };

  return (
    <div className="space-y-4">
      {options ? (
        <>
          <div>
            <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-medium">
              Upload image
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept={IMAGE_UPLOAD_TYPES.join(",")}
              disabled={uploading}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${id}-file-error` : undefined}
              className="text-sm"
              onChange={(event) => void upload(event.target.files?.[0])}
            />
            {fileError ? (
              <p id={`${id}-file-error`} className={errorClass}>
                {fileError}
              </p>
            ) : null}
          </div>
          <ul
            aria-label="Images"
            aria-busy={list.status === "loading"}
            className="flex h-[300px] flex-wrap content-start gap-2 overflow-auto rounded border border-border p-2"
          >
            {list.status === "error" ? (
              <li className="text-sm text-danger">The images could not be loaded.</li>
            ) : null}
            {list.images
              .filter((entry) => isAllowedImageUrl(entry.image) && isAllowedImageUrl(entry.thumb))
              .map((entry) => (
                <li key={entry.image}>
                  <button
                    type="button"
                    className="block size-[100px] overflow-hidden rounded border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    aria-label={entry.title ?? entry.image.split("/").pop() ?? "Image"}
                    onClick={() =>
                      onInsert({ src: entry.image, alt: entry.title ?? null, title: entry.title ?? null })
                    }
                  >
                    <img
                      src={entry.thumb}
                      alt=""
                      width={100}
                      height={100}
                      className="size-[100px] object-cover"
                    />
                  </button>
                </li>
              ))}
          </ul>
        </>
      ) : null}
      <form noValidate onSubmit={insertAddress} className="flex items-start gap-2">
        <div className="flex-1">
          <label htmlFor={`${id}-address`} className="mb-1 block text-sm font-medium">
            Image address
          </label>
          <input
            id={`${id}-address`}
            className={fieldClass}
            value={address}
            aria-invalid={addressError ? true : undefined}
            aria-describedby={addressError ? `${id}-address-error` : undefined}
            onChange={(event) => setAddress(event.target.value)}
          />
          {addressError ? (
            <p id={`${id}-address-error`} className={errorClass}>
              {addressError}
            </p>
          ) : null}
        </div>
        <button type="submit" className={`${primaryButtonClass} mt-6`}>
          Insert
        </button>
      </form>
    </div>
  );
}
