import { ALLOWED_IMAGE_TYPES, isAllowedImageType } from "@sendline/core";
import type { ImageManagerEntry } from "@sendline/core/contract";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  callLoader,
  type EditorLoader,
  type EditorUploader,
  loaderKey,
  readImageList,
} from "../editor/editor-calls";
import { isAllowedImageUrl } from "../rules";
import { EditorModal, errorClass, fieldClass, primaryButtonClass } from "./modal";
import { useUpload } from "./use-upload";

export type { ImageManagerEntry };

export interface ImageManagerOptions {
  /** The account's images (SPEC §7): a function, or an address answering `[{ thumb, image, title? }]`. */
  load?: EditorLoader<readonly ImageManagerEntry[]>;
  /** Where a new image is uploaded, in the form field `file`; answers `{ filelink, filename }` or `{ error }`. */
  upload?: EditorUploader;
}

/** Image types the upload accepts (SPEC §5), by core's rule. */
export const IMAGE_UPLOAD_TYPES = ALLOWED_IMAGE_TYPES;
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
  onTokenExpired?: () => void;
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
  onTokenExpired,
}: Omit<ImageManagerDialogProps, "open" | "onOpenChange" | "onClosed">) {
  const id = useId();
  const load = options?.load;
  const loadKey = loaderKey(load);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  const [list, setList] = useState<LoadState>({ status: load ? "loading" : "idle", images: [] });
  const [fileError, setFileError] = useState<string | null>(null);
  const [address, setAddress] = useState("");
  const [addressError, setAddressError] = useState<string | null>(null);
  const { state: uploadState, upload } = useUpload(options?.upload, {
    accepts: isAllowedImageUrl,
    onUploaded: ({ filelink, filename }) => onInsert({ src: filelink, alt: null, title: filename }),
    onFailed: onUploadError,
    onTokenExpired,
  });

  useEffect(() => {
    const load = latestLoad.current;
    if (!loadKey || !load) return;
    let current = true;
    callLoader(load).then(
      (answer) => current && setList({ status: "idle", images: readImageList(answer) }),
      () => current && setList({ status: "error", images: [] }),
    );
    return () => {
      current = false;
    };
  }, [loadKey]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const allowed = isAllowedImageType(file.type);
    setFileError(allowed ? null : IMAGE_TYPE_ERROR);
    if (allowed) void upload(file);
  };

  const insertAddress = (event: FormEvent) => {
    event.preventDefault();
    const src = address.trim();
    setAddressError(isAllowedImageUrl(src) ? null : IMAGE_ADDRESS_ERROR);
    if (isAllowedImageUrl(src)) onInsert({ src, alt: null, title: null });
  };

  return (
    <div className="space-y-4">
      {options?.upload ? (
        <div>
          <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-medium">
            Upload image
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={IMAGE_UPLOAD_TYPES.join(",")}
            disabled={uploadState === "uploading"}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-file-error` : undefined}
            className="text-sm"
            onChange={(event) => pick(event.target.files?.[0])}
          />
          {fileError ? (
            <p id={`${id}-file-error`} className={errorClass}>
              {fileError}
            </p>
          ) : null}
        </div>
      ) : null}
      {load ? (
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
