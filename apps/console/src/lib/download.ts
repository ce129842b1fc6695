import type { ApiClient, ApiRequestOptions } from "./api-client";

/**
 * Downloads a file the API answers (a CSV, say) through the HTTP client, which carries the
 * session headers a plain link could not, and saves it under `filename`. `options` go with the
 * request (`quiet`, say, when the screen shows a failure itself).
 */
export async function downloadFile(
  api: ApiClient,
  url: string,
  filename: string,
  options: Pick<ApiRequestOptions, "quiet"> = {},
): Promise<void> {
  const blob = await api<Blob>(url, { ...options, responseType: "blob" } as unknown as ApiRequestOptions);
  saveBlob(blob, filename);
}

/** Saves a file made in the browser (a sample CSV, say) under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
