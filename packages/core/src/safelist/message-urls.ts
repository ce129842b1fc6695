import { LinkifyIt } from "linkify-it";

// Bare addresses ("acme.test/sale") count too: SMS senders rarely type the scheme. linkify-it knows
// the common and country TLDs; the reserved test TLDs of the demo data are added.
const linkify = new LinkifyIt().set({ fuzzyLink: true, fuzzyEmail: false }).tlds(["test", "example"], true);

/**
 * The web addresses in a message, as a reader would see them: with or without a scheme
 * ("https://acme.test/sale", "acme.test/sale", "www.acme.test"), each once, in order. E-mail
 * addresses are not web addresses and are left out.
 */
export function messageUrls(message: string): string[] {
  const found = linkify.match(message) ?? [];
  return [...new Set(found.filter((match) => match.schema !== "mailto:").map((match) => match.raw))];
}

/** The host of an address found in a message, lower-cased, or null when it has none. */
export function urlHost(url: string): string | null {
  const rest = url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "");
  const authority = rest.split(/[/?#]/, 1)[0] ?? "";
  const host = authority
    .slice(authority.lastIndexOf("@") + 1)
    .replace(/:\d*$/, "")
    .toLowerCase();
  return host === "" ? null : host;
}

/**
 * Whether an address's host is a safelisted domain or one of its subdomains ("news.acme.test"
 * is covered by "acme.test"; "acme.test.evil.example" is not).
 */
export function isSafelistedUrl(url: string, domains: readonly string[]): boolean {
  const host = urlHost(url);
  if (!host) return false;
  return domains.some((domain) => {
    const safe = domain.trim().toLowerCase().replace(/^\*\./, "");
    return safe !== "" && (host === safe || host.endsWith(`.${safe}`));
  });
}

/** The addresses of a message that are not on the account's safelist (SPEC §4, error_code 100). */
export function nonSafelistedUrls(message: string, domains: readonly string[]): string[] {
  return messageUrls(message).filter((url) => !isSafelistedUrl(url, domains));
}
