import { normalizeLinkUrl, urlScheme } from "@sendline/core";

/**
 * The schemes an email's links may use: the editor's allowed schemes (packages/editor/src/rules.ts)
 * narrowed to what a recipient's mail client can open.
 */
export const EMAIL_LINK_SCHEMES = ["http", "https", "mailto"] as const;

export const LINK_MESSAGES = {
  link: "Links may only use http, https or mailto.",
  image: "Images may only load from http or https addresses.",
} as const;

/** Whether `url` may be the target of a link in an email: http, https or mailto, read as a browser would. */
export function isEmailLinkUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme !== null && (EMAIL_LINK_SCHEMES as readonly string[]).includes(scheme);
}

/** Whether `url` may be an image source in an email: http or https. */
export function isEmailImageUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === "http" || scheme === "https";
}

/**
 * A link as typed, completed the way the editor's link dialog does (SPEC §5): `mailto:` before an
 * address with an at-sign, `http://` before a bare domain.
 */
export function completeEmailLink(input: string): string {
  return normalizeLinkUrl(input);
}
