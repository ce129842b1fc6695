/**
 * Normalises an upload file's header name (SPEC §5 "Contact and blast file upload"): lowercased,
 * then every character other than `a-z`, `0-9` and `_` dropped. `" Mobile No."` becomes `mobileno`.
 */
export function normalizeHeader(raw: string): string {
  return raw.toLowerCase().replace(/[^a-z0-9_]/g, "");
}
