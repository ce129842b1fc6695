import { urlScheme } from "./is-allowed-link-url";

/** The scheme added to a bare address (SPEC §9 "Text and editor"). */
export const DEFAULT_LINK_SCHEME = "http";

/**
 * Completes a link typed in the link dialog (SPEC §5 "Link dialog"): trimmed; kept as is when it
 * has a scheme; `mailto:` added when it holds an at-sign; otherwise `http://` added.
 */
export function normalizeLinkUrl(input: string): string {
  const url = input.trim();
  if (url === "" || urlScheme(url) !== null) return url;
  if (url.includes("@")) return `mailto:${url}`;
  return `${DEFAULT_LINK_SCHEME}://${url.replace(/^\/+/, "")}`;
}
