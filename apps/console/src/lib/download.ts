import type { ApiClient, ApiRequestOptions } from "./api-client";

/**
 * Downloads a file the API answers (a CSV, say) through the HTTP client, which carries the
 * session headers a plain link could not, and saves it under `filename`.
 */
export async function downloadFile(api: ApiClient, url: string, filename: string): Promise<void> {
  const blob = await api<Blob>(url, { responseType: "blob" } as unknown as ApiRequestOptions);
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
