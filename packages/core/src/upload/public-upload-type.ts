/** What a public upload (`/uploader/s3upload/public`, Viber) may be: a CSV or an image (SPEC §5). */
export const PUBLIC_UPLOAD_TYPES = {
  csv: { contentType: "text/csv; charset=utf-8", limitMb: 30 },
  png: { contentType: "image/png", limitMb: 10 },
  jpg: { contentType: "image/jpeg", limitMb: 10 },
  gif: { contentType: "image/gif", limitMb: 10 },
} as const;
export type PublicUploadType = keyof typeof PUBLIC_UPLOAD_TYPES;

const EXTENSIONS: Readonly<Record<string, PublicUploadType>> = {
  csv: "csv",
  png: "png",
  jpg: "jpg",
  jpeg: "jpg",
  gif: "gif",
};

/** The type a public upload's name claims (`.csv`, `.png`, `.jpg`/`.jpeg`, `.gif`, any case), or null. */
export function publicUploadType(filename: string): PublicUploadType | null {
  const extension = /\.([a-z0-9]+)$/i.exec(filename.trim())?.[1]?.toLowerCase();
  return (extension && EXTENSIONS[extension]) || null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * Whether a file's first bytes are what its type says: the PNG, JPEG and GIF signatures, and for
 * a CSV no NUL byte (a binary file renamed). A renamed file of another type is refused.
 */
export function matchesPublicUploadType(type: PublicUploadType, head: Uint8Array): boolean {
  switch (type) {
    case "png":
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "jpg":
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case "gif":
      return (
        startsWith(head, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) ||
        startsWith(head, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])
      );
    case "csv":
      return !head.includes(0);
    default:
      return type satisfies never;
  }
}
