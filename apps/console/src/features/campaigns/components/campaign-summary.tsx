import { campaignDateLabel, formatAmount, type CampaignChannel } from "@sendline/core";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@sendline/ui/alert-dialog";
import { Button } from "@sendline/ui/button";
import { StatusBadge } from "@sendline/ui/status-badge";
import { Textarea } from "@sendline/ui/textarea";
import { useState } from "react";
import { Link } from "wouter";
import { silentFailureMessage } from "../../../lib/response-handler";
import {
  CAMPAIGN_ACTION_ENDPOINTS,
  useCampaign,
  useCampaignAction,
  useCopyCampaign,
  useDeleteCampaigns,
  type ActionName,
  type CampaignAnswer,
} from "../api/campaigns";
import { SendTestDialog } from "./send-test-dialog";

/** The words of each action button, and for destructive ones the question asked first. */
const ACTIONS: Record<ActionName, { label: string; confirm?: string }> = {
  go_live: {
    label: "Go Live",
    confirm: "Send this campaign now (or at its scheduled start)? Its cost is withheld from the balance.",
  },
  approved_go_live: {
    label: "Go Live",
    confirm: "Send this approved campaign now (or at its scheduled start)?",
  },
  submit_for_approval: { label: "Submit for Approval" },
  approve: { label: "Approve" },
  reject: { label: "Reject" },
  cancel_for_approval: { label: "Cancel Approval Request" },
  cancel_schedule: {
    label: "Cancel Schedule",
    confirm: "Cancel this scheduled campaign? It will not be sent.",
  },
  cancel_prelive: { label: "Cancel Campaign", confirm: "Cancel this campaign before it is sent?" },
  pause: { label: "Pause" },
  resume: { label: "Resume" },
  stop: { label: "Stop", confirm: "Stop this campaign? Recipients not yet sent to will not get it." },
  mark_complete: { label: "Mark Complete" },
};

const labelOf = (action: ActionName | "delete") => (action === "delete" ? "Delete" : ACTIONS[action].label);

const STATS: { key: keyof CampaignAnswer; label: string }[] = [
  { key: "campaign_stats_sent", label: "Sent" },
  { key: "campaign_stats_delivered", label: "Delivered" },
  { key: "campaign_stats_bounced", label: "Bounced" },
  { key: "campaign_stats_rejected", label: "Rejected" },
  { key: "campaign_stats_pending", label: "Pending" },
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
  const act = useCampaignAction(channel);
  const copy = useCopyCampaign(channel);
  const remove = useDeleteCampaigns(channel);
  const [asking, setAsking] = useState<ActionName | "delete" | null>(null);
  const [testing, setTesting] = useState(false);
  const [reason, setReason] = useState("");
  const campaign = query.data;
  if (polling && campaign && !live(campaign.campaign_status_code)) setPolling(false);
  if (!polling && campaign && live(campaign.campaign_status_code)) setPolling(true);

  if (query.isError) return <p role="alert">This campaign could not be loaded.</p>;
  if (!campaign) return <p role="status">Loading the campaign…</p>;

  const run = (action: ActionName | "delete") => {
    if (action === "delete") {
      remove.mutate([id], { onSuccess: () => onNavigate?.("/") });
      return;
    }
    act.mutate({ id, action, ...(action === "reject" && { reason }) });
  };
  const busy = act.isPending || copy.isPending || remove.isPending;
  const refusal = silentFailureMessage(act.error ?? copy.error ?? remove.error);
  const actions = campaign.actions.filter(
    (action): action is ActionName => action in CAMPAIGN_ACTION_ENDPOINTS,
  );
  const date = campaignDateLabel(campaign);

  return (
    <section aria-labelledby="campaign-title" className="flex max-w-4xl flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="campaign-title" className="text-2xl font-semibold">
          {campaign.name}
        </h1>
        <StatusBadge status={campaign.campaign_status_code} />
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <dt className="text-gray-600">Recipients</dt>
        <dd>{campaign.total_recipients.toLocaleString()}</dd>
        <dt className="text-gray-600">Segments</dt>
        <dd>{campaign.sms_parts ?? 0}</dd>
        <dt className="text-gray-600">Estimated cost</dt>
        <dd>{formatAmount(campaign.estimate)}</dd>
        <dt className="text-gray-600">{date.label}</dt>
        <dd>{date.value ? new Date(date.value).toLocaleString() : "—"}</dd>
      </dl>
      {campaign.reject_reason && (
        <p role="note" className="rounded-md bg-danger/10 px-3 py-2 text-sm">
          Rejected: {campaign.reject_reason}
        </p>
      )}
      <p className="whitespace-pre-wrap rounded-md border border-gray-200 p-3 text-sm">
        {campaign.message || "No message yet."}
      </p>
      <ul aria-label="Delivery" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {STATS.map((stat) => (
          <li key={stat.key} className="rounded-md border border-gray-200 p-3">
            <span className="block text-xs text-gray-600">{stat.label}</span>
            <span className="text-lg font-semibold">{Number(campaign[stat.key] ?? 0).toLocaleString()}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
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
          <Button variant="danger" disabled={busy} onClick={() => setAsking("delete")}>
            Delete
          </Button>
        )}
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === "reject" || action === "stop" ? "outline" : "primary"}
            disabled={busy}
            onClick={() => (ACTIONS[action].confirm || action === "reject" ? setAsking(action) : run(action))}
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
      <AlertDialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{asking ? labelOf(asking) : ""}</AlertDialogTitle>
            <AlertDialogDescription>
              {asking === "reject"
                ? "Tell the author why the campaign goes back."
                : asking === "delete"
                  ? "Delete this draft? It cannot be brought back."
                  : asking
                    ? ACTIONS[asking].confirm
                    : ""}
            </AlertDialogDescription>
          </AlertDialogHeader>
          {asking === "reject" && (
            <Textarea
              aria-label="Reason"
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              disabled={asking === "reject" && !reason.trim()}
              onClick={() => {
                if (asking) run(asking);
                setAsking(null);
              }}
            >
              {asking ? labelOf(asking) : "OK"}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
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
