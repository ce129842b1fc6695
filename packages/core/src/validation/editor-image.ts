/** Image types the editor uploads (SPEC §5 "Text limiter and editor"). */
export const ALLOWED_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif"] as const;

/** Image resize minimums in pixels (SPEC §5, §9). */
export const IMAGE_MIN_SIZE = { height: 50, width: 100 } as const;

/** Whether an image upload's MIME type is allowed: png, jpeg or gif. */
export function isAllowedImageType(mimeType: string): boolean {
  return (ALLOWED_IMAGE_TYPES as readonly string[]).includes(mimeType.toLowerCase());
}

/** Whether a resize is accepted: not below 50 px high or 100 px wide (SPEC §5). */
export function canResizeImage(size: { width: number; height: number }): boolean {
  return size.height >= IMAGE_MIN_SIZE.height && size.width >= IMAGE_MIN_SIZE.width;
}
