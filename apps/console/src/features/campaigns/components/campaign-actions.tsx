import type { CampaignChannel } from "@sendline/core";
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
import { Textarea } from "@sendline/ui/textarea";
import { useState, type ReactNode } from "react";
import { silentFailureMessage } from "../../../lib/response-handler";
import { ReviewDialog } from "./review-dialog";
import {
  CAMPAIGN_ACTION_ENDPOINTS,
  useCampaignAction,
  useDeleteCampaigns,
  type ActionName,
  type CampaignAnswer,
} from "../api/campaigns";

/** The words of each action, and for destructive ones the question asked first. */
export const ACTIONS: Record<ActionName, { label: string; confirm?: string }> = {
  // Going live asks through the review (ReviewDialog), not a question.
  go_live: { label: "Go Live" },
  approved_go_live: { label: "Go Live" },
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

export type RunnableAction = ActionName | "delete";

export const labelOf = (action: RunnableAction) => (action === "delete" ? "Delete" : ACTIONS[action].label);

/** The lifecycle actions core allows the caller on a campaign, in core's order. */
export const lifecycleActions = (campaign: Pick<CampaignAnswer, "actions">) =>
  campaign.actions.filter((action): action is ActionName => action in CAMPAIGN_ACTION_ENDPOINTS);

/**
 * Runs a campaign's actions: destructive ones ask first, reject asks for a reason, delete asks too.
 * Answers `request(action)`, the confirmation `dialog` to render, `busy`, and the server's refusal
 * in words when no notice showed it.
 */
export function useCampaignActionRunner(
  channel: CampaignChannel,
  campaign: Pick<CampaignAnswer, "id"> | undefined,
  onDeleted?: () => void,
): { request: (action: RunnableAction) => void; dialog: ReactNode; busy: boolean; refusal: string | null } {
  const act = useCampaignAction(channel);
  const remove = useDeleteCampaigns(channel);
  const [asking, setAsking] = useState<RunnableAction | null>(null);
  const [reason, setReason] = useState("");

  const run = (action: RunnableAction) => {
    if (!campaign) return;
    if (action === "delete") remove.mutate([campaign.id], { onSuccess: () => onDeleted?.() });
    else act.mutate({ id: campaign.id, action, ...(action === "reject" && { reason }) });
  };
  // Going live shows the review first; Confirm there goes live.
  const [reviewing, setReviewing] = useState<"go_live" | "approved_go_live" | null>(null);
  const request = (action: RunnableAction) => {
    if (action === "go_live" || action === "approved_go_live") setReviewing(action);
    else if (action === "delete" || action === "reject" || ACTIONS[action].confirm) setAsking(action);
    else run(action);
  };

  const dialog = (
    <>
      <ReviewDialog
        channel={channel}
        campaignId={reviewing && campaign ? campaign.id : null}
        busy={act.isPending}
        onCancel={() => setReviewing(null)}
        onConfirm={() => {
          if (reviewing) run(reviewing);
          setReviewing(null);
        }}
      />
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
    </>
  );

  return {
    request,
    dialog,
    busy: act.isPending || remove.isPending,
    refusal: silentFailureMessage(act.error ?? remove.error),
  };
}
