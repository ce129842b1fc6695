/** The link schemes the editor keeps (SPEC §5 "Text and editor"). */
export const ALLOWED_LINK_SCHEMES = ["http", "https", "ftp", "mailto", "file", "skype"] as const;
export type AllowedLinkScheme = (typeof ALLOWED_LINK_SCHEMES)[number];

/**
 * Whether a link address may be kept (SPEC §5): its scheme, compared case-insensitively after
 * trimming, is one of http, https, ftp, mailto, file, skype. Addresses without a scheme are
 * refused; pass them through `normalizeLinkUrl` first.
 */
export function isAllowedLinkUrl(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  return scheme !== undefined && (ALLOWED_LINK_SCHEMES as readonly string[]).includes(scheme);
}
