import { Button } from "@sendline/ui/button";
import { DownloadIcon } from "lucide-react";
import { useId } from "react";
import {
  CONTACT_DOWNLOADS,
  useDownloadContactsFile,
  type ContactDownload,
} from "../api/download-contacts-file";

const FILES: { key: ContactDownload; label: string; description: string }[] = [
  {
    key: "contactGroups",
    label: "Contact groups",
    description: "Each group with its contacts and unsubscribed.",
  },
  {
    key: "allContacts",
    label: "All contacts",
    description: "Every contact with its group, subscription and custom fields.",
  },
  {
    key: "subscriptionList",
    label: "Subscription list",
    description: "Every contact, subscribed or unsubscribed and since when.",
  },
];

/**
 * The account's files to download (SPEC §7 "Download links"), each a CSV; the subscribers file
 * is shown as unavailable.
 */
export function ContactDownloads() {
  const files = useDownloadContactsFile();
  const unavailable = useId();
  return (
    <section aria-labelledby="contact-downloads-title" className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id="contact-downloads-title" className="text-lg font-semibold">
        Downloads
      </h2>
      <ul className="flex flex-col divide-y">
        {FILES.map((file) => {
          const target = CONTACT_DOWNLOADS[file.key];
          return (
            <li key={file.key} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span className="flex flex-col">
                <span className="text-sm font-medium">{file.label}</span>
                <span className="text-xs text-muted-foreground">{file.description}</span>
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={files.busy !== null}
                aria-busy={files.busy === target.path}
                onClick={() => void files.download(target)}
              >
                <DownloadIcon aria-hidden />
                {file.label} CSV
              </Button>
            </li>
          );
        })}
        <li className="flex flex-wrap items-center justify-between gap-3 py-2">
          <span className="flex flex-col">
            <span className="text-sm font-medium">Subscribers</span>
            <span id={unavailable} className="text-xs text-muted-foreground">
              Unavailable
            </span>
          </span>
          <Button variant="outline" size="sm" disabled aria-describedby={unavailable}>
            <DownloadIcon aria-hidden />
            Subscribers CSV
          </Button>
        </li>
      </ul>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {files.busy ? "Preparing the file…" : ""}
      </p>
      {files.error && (
        <p role="alert" className="text-sm text-danger">
          {files.error}
        </p>
      )}
    </section>
  );
}
