import { StatusBadge } from "@sendline/ui/status-badge";
import { Link } from "wouter";
import type { CampaignAnswer } from "../api/campaigns";

/**
 * A File Blast campaign's parts (SPEC §4): the parent lists its files and the child campaign
 * sending each, with its status and progress; a child names its file and links to its parent,
 * which pauses, resumes and stops it.
 */
export function FileBlastParts({ campaign }: { campaign: CampaignAnswer }) {
  if (campaign.is_file_blast_child) {
    return (
      <p role="note" className="rounded-md bg-gray-50 px-3 py-2 text-sm">
        Sends {campaign.files[0]?.filename ?? "one file"} of{" "}
        <Link href={`/${campaign.parent_id}/dashboard`} className="text-primary underline">
          campaign {campaign.parent_id}
        </Link>
        , which pauses, resumes and stops it.
      </p>
    );
  }
  if (campaign.file_ids.length === 0) return null;
  const childOf = (fileId: number) => campaign.file_blast_children.find((child) => child.file_id === fileId);
  return (
    <section aria-labelledby="blast-files-title" className="flex flex-col gap-2">
      <h2 id="blast-files-title" className="font-semibold">
        File Blast files
      </h2>
      <ul className="flex flex-col divide-y rounded-md border text-sm">
        {campaign.files.map((file) => {
          const child = childOf(file.id);
          return (
            <li key={file.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
              <span className="mr-auto font-medium">{file.filename}</span>
              <span className="text-gray-600">{file.valid_contacts.toLocaleString()} messages</span>
              {child ? (
                <>
                  <StatusBadge status={child.campaign_status_code} />
                  <span className="tabular-nums">
                    {child.campaign_stats_sent.toLocaleString()} / {child.total_recipients.toLocaleString()}{" "}
                    sent
                  </span>
                  <Link href={`/${child.id}/dashboard`} className="text-primary underline">
                    {child.name}
                  </Link>
                </>
              ) : (
                <span className="text-gray-600">Sends when the campaign goes live</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
