import { EmailPreview } from "@sendline/ui/email-preview";
import type { CampaignAnswer } from "../api/campaigns";

/**
 * An email campaign's content on its summary: sender, subject and preheader, and the email itself
 * in the kit's sandboxed preview at desktop or mobile width (tags shown as written).
 */
export function EmailContent({
  campaign,
}: {
  campaign: Pick<CampaignAnswer, "sender_id" | "subject" | "preheader" | "html" | "template_id">;
}) {
  return (
    <section aria-label="Email" className="flex flex-col gap-3">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">Sender</dt>
        <dd>{campaign.sender_id || "—"}</dd>
        <dt className="text-gray-600">Subject</dt>
        <dd>{campaign.subject || "—"}</dd>
        <dt className="text-gray-600">Preheader</dt>
        <dd>{campaign.preheader || "—"}</dd>
        <dt className="text-gray-600">Content</dt>
        <dd>{campaign.template_id ? "From a template" : "Written in the editor"}</dd>
      </dl>
      {campaign.html ? (
        <EmailPreview html={campaign.html} title="Email" height={420} />
      ) : (
        <p className="rounded-md border border-gray-200 p-3 text-sm">No content yet.</p>
      )}
    </section>
  );
}
