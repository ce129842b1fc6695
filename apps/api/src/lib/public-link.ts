/**
 * A console address as an email carries it: the path on `PUBLIC_URL` (which may hold a path of its
 * own), so a mail client opens it whatever the server's host is.
 */
export function publicLink(publicUrl: string, path: string): string {
  return `${publicUrl}${path}`;
}
