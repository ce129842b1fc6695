import { DEFAULT_SORT, type CampaignChannel } from "@sendline/core";
import { MAX_OWN_TEST_RECIPIENTS, OWN_TEST_LIMIT_MESSAGE, ownTestRecipients } from "@sendline/core/contract";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "@sendline/ui/field";
import { Textarea } from "@sendline/ui/textarea";
import { Button } from "@sendline/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@sendline/ui/dialog";
import { useState } from "react";
import { fieldErrorsOf } from "../../../lib/response-handler";
import { useCampaigns, useSendTest, type CampaignAnswer } from "../api/campaigns";
import { useReferenceData } from "../../../lib/reference-data";
import { GroupChecklist } from "./group-checklist";

const TEST_FIELDS = [
  "contact_group_ids",
  "recipients",
  "total_recipients",
  "message",
  "sender_id",
  "account_route_id",
  // Email's own.
  "subject",
  "html",
];

export interface SendTestFormProps {
  channel: CampaignChannel;
  /** The draft the test is sent from; without it the form offers the account's drafts. */
  draftId?: number;
  onSent: (test: CampaignAnswer) => void;
  onCancel?: () => void;
}

/** The numbers or addresses typed, one a line (commas and semicolons also separate). */
const typedRecipients = (text: string) =>
  text
    .split(/[\n,;]/)
    .map((value) => value.trim())
    .filter(Boolean);

/**
 * Sends a test of a draft to the account's test contact groups and to the user's own numbers
 * (SMS, Viber) or email addresses, at most `MAX_OWN_TEST_RECIPIENTS`: the test is a campaign of
 * its own, charged like any other and counted on the draft. Server refusals (no message, no
 * route, an empty group) show under the groups; a number or address refused shows under its field.
 */
export function SendTestForm({ channel, draftId, onSent, onCancel }: SendTestFormProps) {
  const groups = useReferenceData(channel === "email" ? "test_contact_groups/email" : "test_contact_groups");
  const drafts = useCampaigns(
    channel,
    {
      page: 1,
      page_size: 100,
      ...DEFAULT_SORT,
      filter: { campaign_status_code: "draft", is_test_campaign: 0 },
    },
    { enabled: draftId === undefined },
  );
  const send = useSendTest(channel);
  const [source, setSource] = useState<number | null>(draftId ?? null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [own, setOwn] = useState("");
  const [ownError, setOwnError] = useState<string | null>(null);
  const typed = typedRecipients(own);
  const email = channel === "email";

  const submit = async () => {
    if (source === null) return;
    setError(null);
    setOwnError(null);
    // The limit, and an address's form, are checked here as the server checks them; a number
    // needs the account's numbering plan, which the server applies.
    const checked = email ? ownTestRecipients(typed, { channel: "email" }).errors : [];
    if (typed.length > MAX_OWN_TEST_RECIPIENTS) return setOwnError(OWN_TEST_LIMIT_MESSAGE);
    if (checked.length > 0) return setOwnError(checked.join(" "));
    try {
      onSent(await send.mutateAsync({ id: source, contactGroupIds: chosen, recipients: typed }));
    } catch (failure) {
      const { recipients, ...others } = fieldErrorsOf(failure, TEST_FIELDS) ?? {};
      if (recipients) setOwnError(String(recipients));
      const first = Object.values(others)[0];
      if (first) setError(String(first));
    }
  };

  return (
    <form
      aria-label="Send a test"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {draftId === undefined && (
        <label className="flex flex-col gap-1 text-sm font-medium">
          Draft to test
          <select
            className="h-9 rounded-md border border-gray-300 bg-white px-3 text-sm"
            value={source ?? ""}
            onChange={(event) => setSource(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">Choose a draft</option>
            {drafts.data?.data.map((draft) => (
              <option key={draft.id} value={draft.id}>
                {draft.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <GroupChecklist
        legend="Test contact groups"
        groups={groups.data}
        value={chosen}
        onValueChange={setChosen}
        emptyText="The account has no test contact groups yet."
        error={error}
      />
      <Field invalid={ownError !== null}>
        <FieldLabel>{email ? "Your own email addresses" : "Your own mobile numbers"}</FieldLabel>
        <FieldControl>
          <Textarea
            rows={2}
            value={own}
            onChange={(event) => {
              setOwn(event.target.value);
              setOwnError(null);
            }}
            placeholder={email ? "you@example.com" : "0917 123 4567"}
          />
        </FieldControl>
        <FieldHint>Up to {MAX_OWN_TEST_RECIPIENTS}, one a line.</FieldHint>
        {ownError && <FieldError>{ownError}</FieldError>}
      </Field>
      <div className="flex justify-end gap-3">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button
          type="submit"
          disabled={source === null || (chosen.length === 0 && typed.length === 0) || send.isPending}
        >
          Send test
        </Button>
      </div>
    </form>
  );
}

export interface SendTestDialogProps extends Omit<SendTestFormProps, "draftId" | "onCancel"> {
  campaign: Pick<CampaignAnswer, "id" | "name">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The send-test form for one draft, over its summary. */
export function SendTestDialog({ channel, campaign, open, onOpenChange, onSent }: SendTestDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send a test</DialogTitle>
          <DialogDescription>
            “{campaign.name}” goes to the test groups and your own{" "}
            {channel === "email" ? "addresses" : "numbers"} chosen here,{" "}
            {channel === "email" ? "free of charge" : "charged like any campaign"}.
          </DialogDescription>
        </DialogHeader>
        <SendTestForm
          channel={channel}
          draftId={campaign.id}
          onSent={(test) => {
            onOpenChange(false);
            onSent(test);
          }}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
