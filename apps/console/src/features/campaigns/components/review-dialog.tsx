import { formatAmount, segmentSpread, segmentSpreadText, type CampaignChannel } from "@sendline/core";
import type { CampaignReview } from "@sendline/core/contract";
import { Button } from "@sendline/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@sendline/ui/dialog";
import { Spinner } from "@sendline/ui/spinner";
import { useState } from "react";
import { silentFailureMessage } from "../../../lib/response-handler";
import { useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-context";
import {
  campaignReviewQueryOptions,
  useCampaignAction,
  useCampaignReview,
  type CampaignAnswer,
} from "../api/campaigns";

const count = (value: number) => value.toLocaleString("en-US");

/** When the campaign sends: now, or its start in its own time zone, the zone named. */
function scheduleText(review: Pick<CampaignReview, "campaign_start" | "timezone_name">) {
  if (!review.campaign_start) return "Now, as soon as you confirm";
  const timeZone = review.timezone_name ?? "UTC";
  const at = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(
    new Date(review.campaign_start),
  );
  return `${at} (${timeZone})`;
}

/** Whether a trial's free messages pay for every message, so no money is held. */
const onFreeMessages = (review: Pick<CampaignReview, "free_messages" | "total_sms">) =>
  review.free_messages !== null && review.total_sms > 0 && review.total_sms <= review.free_messages;

/**
 * Whether the estimate is more than the balance it is held against (unknown balance: no), unless
 * free messages pay for it.
 */
export const overBalance = (
  review: Pick<CampaignReview, "estimate" | "available_balance" | "free_messages" | "total_sms">,
) =>
  review.available_balance !== null && review.estimate > review.available_balance && !onFreeMessages(review);

/** The message as its first recipient receives it, on a phone-sized screen. */
function PhonePreview({ review }: { review: CampaignReview }) {
  const preview = review.preview;
  if (!preview) return <p className="text-sm text-muted-foreground">No recipient to preview.</p>;
  return (
    <figure
      aria-label={`Message as ${preview.recipient} receives it`}
      className="mx-auto flex w-full max-w-[18rem] flex-col gap-2 rounded-[1.5rem] border-4 border-foreground/80 bg-muted p-3"
    >
      <figcaption className="text-center text-xs text-muted-foreground">
        To {preview.recipient} · from {preview.sender_id || "—"}
      </figcaption>
      {preview.html !== null ? (
        <>
          <p className="text-sm font-semibold break-words">{preview.subject}</p>
          <iframe
            title="Email preview"
            sandbox=""
            srcDoc={preview.html}
            className="h-72 w-full rounded-md border bg-[white]"
          />
        </>
      ) : (
        <p className="self-start whitespace-pre-wrap break-words rounded-2xl rounded-tl-sm bg-background px-3 py-2 text-sm shadow-sm">
          {preview.text}
        </p>
      )}
    </figure>
  );
}

/** The review's figures: recipients, segments, cost against balance, schedule, and the preview. */
export function ReviewSummary({ review, channel }: { review: CampaignReview; channel: CampaignChannel }) {
  const money = (value: number) => `${review.currency_code} ${formatAmount(value)}`;
  const spread = segmentSpread(
    new Map(review.segments.counts.map((item) => [item.segments, item.recipients])),
  );
  const short = overBalance(review);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Recipients</dt>
        <dd className="font-medium">{count(review.recipients)} (after duplicates and unsubscribes)</dd>
        {channel !== "email" && spread.recipients > 0 && (
          <>
            <dt className="text-muted-foreground">{channel === "viber" ? "SMS fallback" : "Segments"}</dt>
            <dd className="font-medium">
              {segmentSpreadText(spread)} ({count(review.total_sms)} SMS in all)
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">Estimated cost</dt>
        <dd className="font-medium">{money(review.estimate)}</dd>
        {review.available_balance !== null && (
          <>
            <dt className="text-muted-foreground">Available balance</dt>
            <dd className="font-medium">{money(review.available_balance)}</dd>
          </>
        )}
        {onFreeMessages(review) && (
          <>
            <dt className="text-muted-foreground">Paid by</dt>
            <dd className="font-medium">
              Free {channel === "email" ? "emails" : "SMS"} ({count(review.free_messages ?? 0)} left)
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">Sends</dt>
        <dd className="font-medium">{scheduleText(review)}</dd>
      </dl>
      {short && (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm">
          The estimated cost is more than the available balance. Top up, or send to fewer recipients.
        </p>
      )}
      <PhonePreview review={review} />
    </div>
  );
}

export interface ReviewDialogProps {
  channel: CampaignChannel;
  /** The saved campaign to review; the dialog is open while it is set. */
  campaignId: number | null;
  onCancel: () => void;
  onConfirm: () => void;
  /** Going live is under way. */
  busy?: boolean;
  /** Why going live was refused, in words. */
  refusal?: string | null;
}

/**
 * The review before Go Live (SMS, Viber, email): who gets the campaign, the segments each needs,
 * what it costs against the balance, when it sends, and the message as one real recipient gets
 * it. Confirm goes live; Cancel goes back with nothing changed.
 */
export function ReviewDialog({
  channel,
  campaignId,
  onCancel,
  onConfirm,
  busy = false,
  refusal = null,
}: ReviewDialogProps) {
  const review = useCampaignReview(channel, campaignId);
  return (
    <Dialog open={campaignId !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Review before going live</DialogTitle>
          <DialogDescription>Check who gets the campaign and what it costs, then confirm.</DialogDescription>
        </DialogHeader>
        {review.data ? (
          <ReviewSummary review={review.data} channel={channel} />
        ) : review.isError ? (
          <p role="alert" className="text-sm">
            The review could not be prepared. Close it and try again.
          </p>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner label="Counting recipients and segments" /> Counting recipients and segments…
          </p>
        )}
        {refusal && (
          <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm">
            {refusal}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button
            type="button"
            disabled={!review.data || overBalance(review.data) || busy}
            onClick={onConfirm}
          >
            Confirm and go live
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A composer's Go Live: the campaign is saved as a draft, its review opens, and Confirm takes it
 * live (then `onLive`). Cancel closes the review and leaves the composer as it was; the draft's
 * id is kept (`savedId`), so the next save updates it rather than making another.
 */
export function useGoLiveReview(channel: CampaignChannel, onLive: (campaign: CampaignAnswer) => void) {
  const act = useCampaignAction(channel);
  const api = useApi();
  const queryClient = useQueryClient();
  const [savedId, setSavedId] = useState<number | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const dialog = (
    <ReviewDialog
      channel={channel}
      campaignId={open && savedId !== undefined ? savedId : null}
      busy={act.isPending}
      refusal={silentFailureMessage(act.error)}
      onCancel={() => {
        setOpen(false);
        act.reset();
      }}
      onConfirm={() => {
        if (savedId === undefined) return;
        act.mutate(
          { id: savedId, action: "go_live" },
          {
            onSuccess: (live) => {
              setOpen(false);
              onLive(live);
            },
          },
        );
      }}
    />
  );
  return {
    savedId,
    /**
     * Opens the saved draft's review. What going live would refuse (no recipients, no message...)
     * is thrown, for the composer to show on its fields, and the review does not open.
     */
    review: async (saved: CampaignAnswer) => {
      setSavedId(saved.id);
      await queryClient.fetchQuery(campaignReviewQueryOptions(api, channel, saved.id));
      setOpen(true);
    },
    dialog,
  };
}
