import { useState } from "react";
import { useApi } from "../../../lib/app-context";
import { downloadFile } from "../../../lib/download";

/** The account's files under `/api/downloader/` (SPEC §7), and the names they are saved under. */
export const CONTACT_DOWNLOADS = {
  contactGroups: { path: "/api/downloader/contact-groups", filename: "contact-groups.csv" },
  allContacts: { path: "/api/downloader/all-contacts", filename: "all-contacts.csv" },
  subscriptionList: { path: "/api/downloader/subscription-list", filename: "subscription-list.csv" },
} as const;
export type ContactDownload = keyof typeof CONTACT_DOWNLOADS;

/** One group's contacts: the all-contacts file of that group. */
export const groupContactsDownload = (groupId: number) => ({
  path: `${CONTACT_DOWNLOADS.allContacts.path}?group_id=${groupId}`,
  filename: `group-${groupId}-contacts.csv`,
});

export const DOWNLOAD_FAILED = "The download failed. Try again.";

/**
 * Downloads one of the account's CSV files at a time: `busy` names the file on its way, `error`
 * says when the last one failed (shown by the screen, so no notice repeats it).
 */
export function useDownloadContactsFile() {
  const api = useApi();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function download(file: { path: string; filename: string }) {
    setBusy(file.path);
    setError(null);
    try {
      await downloadFile(api, file.path, file.filename, { quiet: true });
    } catch {
      setError(DOWNLOAD_FAILED);
    } finally {
      setBusy(null);
    }
  }
  return { download, busy, error };
}
