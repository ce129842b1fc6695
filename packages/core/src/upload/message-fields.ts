import { normalizeHeader } from "./normalize-header";

/** A personalisation tag as the editor writes it: `{{field_name}}`. */
const PLACEHOLDER = /\{\{\s*([A-Za-z][\w.-]{0,63})\s*\}\}/g;

/**
 * The personalisation fields a message uses (SPEC §3 "Merge-tag entry"): the names of its
 * `{{field_name}}` tags, normalised as upload headers are, each once, in order.
 */
export function messageFields(message: string): string[] {
  const names = [...message.matchAll(PLACEHOLDER)].map((match) => normalizeHeader(match[1] ?? ""));
  return [...new Set(names.filter(Boolean))];
}
