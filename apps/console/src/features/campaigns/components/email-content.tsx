import type { CampaignAnswer } from "../api/campaigns";
import { EmailPreviewPanel } from "./email-preview-panel";

/**
 * An email campaign's content on its summary: sender, subject and preheader, and the email itself
 * through the composer's own preview (the server's rendering, as a chosen recipient gets it, at
 * desktop or mobile width), so the summary shows exactly what is sent.
 */
export function EmailContent({
  campaign,
}: {
  campaign: Pick<
    CampaignAnswer,
    "sender_id" | "subject" | "preheader" | "html" | "template_id" | "contact_group_ids"
  >;
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
      {campaign.html || campaign.template_id ? (
        <EmailPreviewPanel
          content={{
            subject: campaign.subject ?? "",
            preheader: campaign.preheader ?? "",
            html: campaign.template_id ? "" : (campaign.html ?? ""),
            template_id: campaign.template_id ?? null,
          }}
          groupIds={campaign.contact_group_ids}
        />
      ) : (
        <p className="rounded-md border border-gray-200 p-3 text-sm">No content yet.</p>
      )}
    </section>
  );
}
