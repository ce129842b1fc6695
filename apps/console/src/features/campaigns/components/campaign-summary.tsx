import {
  campaignDateLabel,
  campaignHasEnded,
  formatAmount,
  showsDashboard,
  type CampaignChannel,
} from "@sendline/core";
import { Button } from "@sendline/ui/button";
import { StatusBadge } from "@sendline/ui/status-badge";
import { useState } from "react";
import { Link } from "wouter";
import { FileBlastParts } from "./file-blast-parts";
import { silentFailureMessage } from "../../../lib/response-handler";
import { useCampaign, useCopyCampaign, type CampaignAnswer } from "../api/campaigns";
import { ACTIONS, lifecycleActions, useCampaignActionRunner } from "./campaign-actions";
import { SendTestDialog } from "./send-test-dialog";
import { EmailContent } from "./email-content";
import { ViberContent } from "./viber-content";

const STATS: { key: keyof CampaignAnswer; label: string }[] = [
  { key: "campaign_stats_sent", label: "Sent" },
  { key: "campaign_stats_delivered", label: "Delivered" },
  { key: "campaign_stats_bounced", label: "Bounced" },
  { key: "campaign_stats_rejected", label: "Rejected" },
  { key: "campaign_stats_pending", label: "Pending" },
];

/** Viber's delivered split: by Viber, and by the SMS fallback (both within Delivered). */
const VIBER_STATS: typeof STATS = [
  { key: "viber_campaign_stats_viber_delivered", label: "Viber delivered" },
  { key: "viber_campaign_stats_fallback_delivered", label: "Fallback delivered" },
];

/** What an email's recipients did: opened, clicked a link, unsubscribed by its link. */
const EMAIL_STATS: typeof STATS = [
  { key: "campaign_stats_opened", label: "Opened" },
  { key: "campaign_stats_clicked", label: "Clicked" },
  { key: "campaign_stats_unsubscribed", label: "Unsubscribed" },
];

export interface CampaignSummaryProps {
  channel: CampaignChannel;
  id: number;
  /** Whether the user holds the copy privilege (copy makes a new draft from any campaign). */
  canCopy?: boolean;
  /** Where the summary of another campaign is: a copy, or a test sent from this draft. */
  hrefOf?: (campaign: Pick<CampaignAnswer, "id" | "is_test_campaign">) => string;
  /** Called with the new draft after a copy, the test after a send test, nothing after a delete. */
  onNavigate?: (href: string) => void;
}

/** A campaign's summary: status, recipients, cost, counters, logs (staff only), and its actions. */
export function CampaignSummary({
  channel,
  id,
  canCopy = false,
  hrefOf = (campaign) => `/${campaign.id}`,
  onNavigate,
}: CampaignSummaryProps) {
  const live = (status?: string) => status === "live" || status === "scheduled";
  const [polling, setPolling] = useState(true);
  const query = useCampaign(channel, id, { refetchInterval: polling ? 1000 : false });
  const copy = useCopyCampaign(channel);
  const runner = useCampaignActionRunner(channel, query.data, () => onNavigate?.("/"));
  const [testing, setTesting] = useState(false);
  const campaign = query.data;
  if (polling && campaign && !live(campaign.campaign_status_code)) setPolling(false);
  if (!polling && campaign && live(campaign.campaign_status_code)) setPolling(true);

  // A poll that fails after the first read keeps what was shown; the next one brings it up to date.
  if (!campaign && query.isError) return <p role="alert">This campaign could not be loaded.</p>;
  if (!campaign) return <p role="status">Loading the campaign…</p>;

  const busy = runner.busy || copy.isPending;
  const refusal = runner.refusal ?? silentFailureMessage(copy.error);
  const actions = lifecycleActions(campaign);
  const date = campaignDateLabel(campaign);
  const money = (amount: number) =>
    `${campaign.currency_code ? `${campaign.currency_code} ` : ""}${formatAmount(amount)}`;

  return (
    <section aria-labelledby="campaign-title" className="flex max-w-4xl flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="campaign-title" className="text-2xl font-semibold">
          {campaign.name}
        </h1>
        <StatusBadge
          status={campaign.campaign_status_code}
          pendingReceipts={campaign.campaign_stats_pending ?? 0}
        />
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <dt className="text-gray-600">Recipients</dt>
        <dd>{campaign.total_recipients.toLocaleString()}</dd>
        {channel === "email" ? (
          <>
            <dt className="text-gray-600">Emails</dt>
            <dd>{campaign.total_sms.toLocaleString()}</dd>
          </>
        ) : campaign.file_ids.length > 0 || campaign.is_file_blast_child ? (
          <>
            <dt className="text-gray-600">{channel === "viber" ? "Viber messages" : "SMS"}</dt>
            <dd>{campaign.total_sms.toLocaleString()}</dd>
          </>
        ) : (
          <>
            <dt className="text-gray-600">Segments</dt>
            <dd>{campaign.sms_parts ?? 0}</dd>
          </>
        )}
        <dt className="text-gray-600">Estimated cost</dt>
        <dd>{money(campaign.estimate)}</dd>
        {campaign.date_triggered && (
          <>
            <dt className="text-gray-600">
              {campaignHasEnded(campaign.campaign_status_code) ? "Charged" : "Charged so far"}
            </dt>
            <dd data-testid="campaign-charged">
              {money(campaign.charged)}
              {campaign.charged_credits > 0 &&
                ` + ${campaign.charged_credits.toLocaleString()} free ${channel === "email" ? "emails" : "messages"}`}
            </dd>
          </>
        )}
        <dt className="text-gray-600">{date.label}</dt>
        <dd>{date.value ? new Date(date.value).toLocaleString() : "—"}</dd>
      </dl>
      {campaign.reject_reason && (
        <p role="note" className="rounded-md bg-danger/10 px-3 py-2 text-sm">
          Rejected: {campaign.reject_reason}
        </p>
      )}
      {campaign.file_ids.length > 0 || campaign.is_file_blast_child ? (
        <>
          <FileBlastParts campaign={campaign} />
          {channel === "viber" && <ViberContent campaign={campaign} fromRows />}
        </>
      ) : channel === "viber" ? (
        <ViberContent campaign={campaign} />
      ) : channel === "email" ? (
        <EmailContent campaign={campaign} />
      ) : (
        <p className="whitespace-pre-wrap rounded-md border border-gray-200 p-3 text-sm">
          {campaign.message || "No message yet."}
        </p>
      )}
      <ul aria-label="Delivery" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {(channel === "viber"
          ? [...STATS, ...VIBER_STATS]
          : channel === "email"
            ? [...STATS, ...EMAIL_STATS]
            : STATS
        ).map((stat) => (
          <li key={stat.key} className="rounded-md border border-gray-200 p-3">
            <span className="block text-xs text-gray-600">{stat.label}</span>
            <span className="text-lg font-semibold">{Number(campaign[stat.key] ?? 0).toLocaleString()}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        {showsDashboard(campaign.campaign_status_code) && (
          <Button asChild>
            <Link href={`${hrefOf(campaign)}/dashboard`}>Dashboard</Link>
          </Button>
        )}
        {campaign.actions.includes("edit") && (
          <Button asChild variant="outline">
            <Link href={`/${campaign.id}/edit`}>Edit</Link>
          </Button>
        )}
        {campaign.actions.includes("send_test") && (
          <Button variant="outline" disabled={busy} onClick={() => setTesting(true)}>
            Send test
          </Button>
        )}
        {canCopy && (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => copy.mutate(id, { onSuccess: (draft) => onNavigate?.(`${hrefOf(draft)}/edit`) })}
          >
            Copy
          </Button>
        )}
        {campaign.actions.includes("delete") && (
          <Button variant="danger" disabled={busy} onClick={() => runner.request("delete")}>
            Delete
          </Button>
        )}
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === "reject" || action === "stop" ? "outline" : "primary"}
            disabled={busy}
            onClick={() => runner.request(action)}
          >
            {ACTIONS[action].label}
          </Button>
        ))}
      </div>
      {refusal && (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm">
          {refusal}
        </p>
      )}
      {campaign.logs.length > 0 && (
        <section aria-labelledby="logs-title">
          <h2 id="logs-title" className="mb-2 font-semibold">
            Logs
          </h2>
          <ol className="flex flex-col gap-1 text-sm">
            {campaign.logs.map((entry, index) => (
              <li key={index}>
                <time className="text-gray-600">{new Date(entry.date_created).toLocaleString()}</time>{" "}
                {entry.message}
              </li>
            ))}
          </ol>
        </section>
      )}
      {runner.dialog}
      {testing && (
        <SendTestDialog
          channel={channel}
          campaign={campaign}
          open={testing}
          onOpenChange={setTesting}
          onSent={(test) => onNavigate?.(hrefOf(test))}
        />
      )}
    </section>
  );
}
