/**
 * The editor's text, link and image rules: the SPEC's rules come from `@sendline/core`; what is
 * only the editor's (display cuts, image addresses, the scheme refusal text) is defined here.
 */

import {
  IMAGE_MIN_SIZE,
  LINK_DIALOG_MESSAGES as CORE_LINK_DIALOG_MESSAGES,
  canResizeImage,
  countText as coreCountText,
  urlScheme,
} from "@sendline/core";

export {
  ALLOWED_LINK_SCHEMES,
  DEFAULT_LINK_SCHEME,
  LINK_NAME_MAX_LENGTH,
  isAllowedLinkUrl,
  normalizeLinkUrl,
  urlScheme,
  validateLinkDialog,
} from "@sendline/core";

/** The link dialog's texts: the SPEC's (from core) plus the refusal of a scheme outside the allowed set. */
export const LINK_DIALOG_MESSAGES = {
  ...CORE_LINK_DIALOG_MESSAGES,
  scheme: "Links may only use http, https, ftp, mailto, file or skype.",
} as const;

/** Images may only load from the web. */
export function isAllowedImageUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === "http" || scheme === "https";
}

/** Longest address shown in the link tooltip (SPEC §9). */
export const LINK_TOOLTIP_MAX_LENGTH = 24;
/** Longest display text of an auto-linked address (SPEC §9). */
export const AUTO_LINK_TEXT_MAX_LENGTH = 50;

/** `text` cut to `max` characters, with an ellipsis when it was longer. */
export function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export type TextCounts = ReturnType<typeof coreCountText>;

/** Words, characters and spaces of the editor's plain text (SPEC §5), by core's rule. */
export const countText: (text: string) => TextCounts = coreCountText;

/** Image resize minimums (SPEC §9), from core. */
export const IMAGE_MIN_WIDTH = IMAGE_MIN_SIZE.width;
export const IMAGE_MIN_HEIGHT = IMAGE_MIN_SIZE.height;

/** Whether an image may be resized to `width` x `height`; an unset size is left to the image. */
export function isImageSizeAllowed(width: number | null, height: number | null): boolean {
  return canResizeImage({ width: width ?? IMAGE_MIN_WIDTH, height: height ?? IMAGE_MIN_HEIGHT });
}

/** `text` without markup, as the image-link field stores it (SPEC §5). */
export function stripTags(text: string): string {
  return text.replace(/<[^>]*>?/g, "").trim();
}

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The whole-pixel size of an image resized to `width` with the aspect `ratio` (width / height) kept,
 * stopping at the minimums (SPEC §5): never below 100 px wide or 50 px high.
 */
export function clampImageSize(width: number, ratio: number): ImageSize {
  const smallest = Math.ceil(Math.max(IMAGE_MIN_WIDTH, IMAGE_MIN_HEIGHT * ratio));
  const clamped = Math.max(Math.round(width), smallest);
  return { width: clamped, height: Math.max(IMAGE_MIN_HEIGHT, Math.round(clamped / ratio)) };
}
