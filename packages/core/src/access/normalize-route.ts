/**
 * Normalises a URL for the access map (SPEC §6): the query string and hash are dropped and every
 * purely numeric path segment becomes `:id`. `/sms/campaign/42/edit?x=1` becomes `/sms/campaign/:id/edit`.
 */
export function normalizeRoute(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  return path
    .split("/")
    .map((segment) => (/^[0-9]+$/.test(segment) ? ":id" : segment))
    .join("/");
}
