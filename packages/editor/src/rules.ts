/**
 * Text and link rules of the editor that belong to `@sendline/core`. They live in this one module
 * until core exports them, so switching to core's import is a change in this file only.
 */

/** Link schemes a link may use (SPEC §5). */
export const ALLOWED_LINK_SCHEMES = ["http", "https", "ftp", "mailto", "file", "skype"] as const;

/** The scheme a bare domain gets in the link dialog (SPEC §9). */
export const DEFAULT_LINK_SCHEME = "http";

/** Longest link name the link dialog accepts (SPEC §9). */
export const LINK_NAME_MAX_LENGTH = 30;

export const LINK_DIALOG_MESSAGES = {
  required: "This is a required field.",
  maxLength: `Maximum length is ${LINK_NAME_MAX_LENGTH}.`,
  alphanumeric: "Must contain alphanumeric, space, and underscore characters only.",
  /** Not in the SPEC's list: shown for an address with a scheme that is not allowed (e.g. `javascript:`). */
  scheme: "Links may only use http, https, ftp, mailto, file or skype.",
} as const;

// Browsers ignore ASCII control characters and whitespace inside a scheme (`java\tscript:`), so they
// are removed before the scheme is read.
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

/** The lower-case scheme of `url`, or `null` when it has none (a relative address). */
export function urlScheme(url: string): string | null {
  const compact = url.replace(IGNORED_IN_URL, "");
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return match?.[1] ? match[1].toLowerCase() : null;
}

/**
 * Whether `url` may be the `href` of a link: its scheme is one of {@link ALLOWED_LINK_SCHEMES}.
 * Relative addresses and fragments have no scheme and are refused too, because saved content is
 * sent in emails where they cannot resolve.
 */
export function isAllowedLinkUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme !== null && (ALLOWED_LINK_SCHEMES as readonly string[]).includes(scheme);
}

/** Whether `url` may be the `src` of an image: an absolute http or https address. */
export function isAllowedImageUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === "http" || scheme === "https";
}

/**
 * The address the link dialog stores for what the user typed: an at-sign without a scheme becomes a
 * `mailto:` link, anything else without a scheme gets the default `http://` (SPEC §5).
 */
export function normalizeLinkUrl(input: string): string {
  const url = input.trim();
  if (url === "" || urlScheme(url) !== null) return url;
  if (url.includes("@")) return `mailto:${url}`;
  return `${DEFAULT_LINK_SCHEME}://${url.replace(/^\/+/, "")}`;
}

/** Inline errors of the link dialog, keyed by field; empty when the form is valid. */
export function validateLinkDialog(values: { url: string; name: string }): { url?: string; name?: string } {
  const errors: { url?: string; name?: string } = {};
  if (values.url.trim() === "") errors.url = LINK_DIALOG_MESSAGES.required;
  if (values.name.length > LINK_NAME_MAX_LENGTH) errors.name = LINK_DIALOG_MESSAGES.maxLength;
  else if (!/^[A-Za-z0-9_ ]*$/.test(values.name)) errors.name = LINK_DIALOG_MESSAGES.alphanumeric;
  return errors;
}

/** Longest address shown in the link tooltip (SPEC §9). */
export const LINK_TOOLTIP_MAX_LENGTH = 24;
/** Longest display text of an auto-linked address (SPEC §9). */
export const AUTO_LINK_TEXT_MAX_LENGTH = 50;

/** `text` cut to `max` characters, with an ellipsis when it was longer. */
export function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export interface TextCounts {
  words: number;
  characters: number;
  spaces: number;
}

/** Words, characters and spaces of plain text (markup already stripped); line breaks count as neither. */
export function countText(text: string): TextCounts {
  const words = text.split(/\s+/).filter((word) => word !== "").length;
  const spaces = (text.match(/[^\S\r\n]/g) ?? []).length;
  return { words, characters: text.replace(/[\r\n]/g, "").length, spaces };
}

/** Smallest image size a resize may reach, in px (SPEC §9). */
export const IMAGE_MIN_WIDTH = 100;
export const IMAGE_MIN_HEIGHT = 50;

/** Whether an image may be resized to `width` x `height` (unset sizes are left to the image). */
export function isImageSizeAllowed(width: number | null, height: number | null): boolean {
  return (width === null || width >= IMAGE_MIN_WIDTH) && (height === null || height >= IMAGE_MIN_HEIGHT);
}

/** `text` without markup, as the image-link field stores it (SPEC §5). */
export function stripTags(text: string): string {
  return text.replace(/<[^>]*>?/g, "").trim();
}
