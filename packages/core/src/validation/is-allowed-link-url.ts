/** The link schemes the editor keeps (SPEC §5 "Text and editor"). */
export const ALLOWED_LINK_SCHEMES = ["http", "https", "ftp", "mailto", "file", "skype"] as const;
export type AllowedLinkScheme = (typeof ALLOWED_LINK_SCHEMES)[number];

/** Characters browsers drop or ignore inside a URL's scheme (`java&#x09;script:` runs as `javascript:`). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be ignored
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

/** The lower-cased scheme of a URL as a browser would read it, or null when it has none. */
export function urlScheme(url: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(IGNORED_IN_URL, ""));
  return match?.[1] ? match[1].toLowerCase() : null;
}

/**
 * Whether a link address may be kept (SPEC §5): its scheme, read as a browser would, is one of
 * http, https, ftp, mailto, file, skype. Addresses without a scheme are refused; pass them through
 * `normalizeLinkUrl` first.
 */
export function isAllowedLinkUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme !== null && (ALLOWED_LINK_SCHEMES as readonly string[]).includes(scheme);
}
