import { zodResolver } from "@hookform/resolvers/zod";
import { EMAIL_PRICE, emailCampaignCost, formatAmount } from "@sendline/core";
import { emailCampaignBodySchema, type EmailCampaignBody } from "@sendline/core/contract";
import { Button } from "@sendline/ui/button";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod/mini";
import { useUnsavedChanges } from "../../../lib/navigation-guard";
import { notify } from "../../../lib/notices";
import { useReferenceData } from "../../../lib/reference-data";
import { fieldErrorsOf, silentFailureMessage } from "../../../lib/response-handler";
import { useSaveCampaign, type CampaignAnswer } from "../api/campaigns";
import { useEmailTemplateOptions } from "../api/get-email-templates";
import type { CampaignFormProps } from "./campaign-form";
import {
  CampaignEstimate,
  CampaignFormActions,
  CampaignRefusal,
  CampaignSchedule,
  scrollToFirstError,
  setServerErrors,
  selectClass,
} from "./campaign-form-parts";
import { EmailContactsFiles, type ReadFile } from "./campaign-files";
import { EmailBodyField } from "./email-body-field";
import { EmailPreviewPanel } from "./email-preview-panel";
import { FieldsetError, GroupChecklist } from "./group-checklist";
import { SendTestDialog } from "./send-test-dialog";
import { useGoLiveReview } from "./review-dialog";

type FormValues = z.input<typeof emailCampaignBodySchema>;

/** The email form's fields the server maps its field errors to (SPEC §8). */
export const EMAIL_CAMPAIGN_FIELDS = [
  "name",
  "sender_id",
  "subject",
  "preheader",
  "html",
  "template_id",
  "contact_group_ids",
  "file_ids",
  "campaign_start",
  "timezone_name",
  "total_recipients",
] as const;

/** Where the email's content comes from: the editor, or a template made in the designer. */
type ContentSource = "write" | "template";

export interface EmailCampaignFormProps extends CampaignFormProps {
  /** A trial account's free emails left; they pay for a campaign they cover, before any money. */
  freeEmails?: number;
  /** The account's currency, which emails are priced in. */
  currency?: string;
}

/**
 * The email campaign composer: sender, subject, preheader, a body written in the rich-text editor
 * or a template, the email groups and uploaded Email Contacts files, the schedule, a preview as a
 * chosen contact gets it, a test to the test inboxes, then Save, Go Live or Submit for Approval.
 * A saved file's contacts are a group of their own: a draft opened again lists that group.
 */
export function EmailCampaignForm({
  campaign,
  finish,
  onSaved,
  availableBalance,
  businessHours,
  defaultTimeZone = "Asia/Manila",
  freeEmails,
  currency = "",
}: EmailCampaignFormProps) {
  const senders = useReferenceData("email_senderids");
  const groups = useReferenceData("contact_groups/email");
  const templates = useEmailTemplateOptions();
  const save = useSaveCampaign("email", EMAIL_CAMPAIGN_FIELDS);
  const goLive = useGoLiveReview("email", onSaved);
  const form = useForm<FormValues, unknown, EmailCampaignBody>({
    resolver: zodResolver(emailCampaignBodySchema),
    defaultValues: {
      name: campaign?.name ?? "",
      sender_id: campaign?.sender_id ?? "",
      subject: campaign?.subject ?? "",
      preheader: campaign?.preheader ?? "",
      html: campaign?.template_id ? "" : (campaign?.html ?? ""),
      template_id: campaign?.template_id ?? null,
      contact_group_ids: campaign?.contact_group_ids ?? [],
      file_ids: [],
      campaign_start: campaign?.campaign_start ?? null,
      timezone_name: campaign?.timezone_name ?? defaultTimeZone,
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [source, setSource] = useState<ContentSource>(campaign?.template_id ? "template" : "write");
  // A new draft saved for a test is edited from then on.
  const [saved, setSaved] = useState<CampaignAnswer | undefined>(campaign);
  const [testing, setTesting] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Email Contacts files read for this campaign, with their counts and the group each was read into.
  const [files, setFiles] = useState<ReadFile[]>([]);
  const [filesDirty, setFilesDirty] = useState(false);
  useUnsavedChanges((isDirty || filesDirty) && !isSubmitting && !save.isSuccess);

  const values = useWatch({ control: form.control });
  const chosenGroups = (values.contact_group_ids ?? []) as number[];
  const fileGroups = files.flatMap((file) => (file.group_id ? [file.group_id] : []));
  // A file's group is the file: it is not offered again among the groups.
  const offered = groups.data?.filter((group) => !fileGroups.includes(group.id));
  const recipients =
    (offered ?? [])
      .filter((group) => chosenGroups.includes(group.id))
      .reduce((sum, group) => sum + group.valid_contacts, 0) +
    files.reduce((sum, file) => sum + (file.valid_contacts ?? 0), 0);
  const estimate = emailCampaignCost(recipients);
  const onFreeEmails = freeEmails !== undefined && recipients > 0 && recipients <= freeEmails;

  /** The body as sent: the editor's HTML, or the template the server renders. */
  const bodyOf = (input: EmailCampaignBody): EmailCampaignBody => ({
    ...(source === "template" ? { ...input, html: "" } : { ...input, template_id: null }),
    contact_group_ids: ((input.contact_group_ids ?? []) as number[]).filter((id) => !fileGroups.includes(id)),
    file_ids: files.map((file) => file.id),
  });

  const submit = (then?: "go_live" | "submit" | "test") =>
    form.handleSubmit(async (input, event) => {
      setRefusal(null);
      try {
        // Go Live saves a draft and opens its review; Confirm there takes it live.
        const answer = await save.mutateAsync({
          ...(saved && { id: saved.id }),
          body: bodyOf(input),
          ...(then && then !== "test" && then !== "go_live" && { then }),
        });
        if (then === "go_live") {
          setSaved(answer);
          await goLive.review(answer);
        } else if (then === "test") {
          setSaved(answer);
          form.reset(input);
          setFilesDirty(false);
          setTesting(true);
        } else {
          onSaved(answer);
        }
      } catch (error) {
        const fields = fieldErrorsOf(error, EMAIL_CAMPAIGN_FIELDS) ?? {};
        if (Object.keys(fields).length === 0) setRefusal(silentFailureMessage(error));
        scrollToFirstError(event?.target, () => setServerErrors(form.setError, fields));
      }
    });

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          // The editor's dialogs are portals with forms of their own: their submits reach this form
          // through React's tree, and are theirs.
          if (event.target !== event.currentTarget) return;
          void submit()(event);
        }}
        className="flex max-w-4xl flex-col gap-5"
        aria-label="Email campaign"
      >
        <Field>
          <FieldLabel>Campaign name</FieldLabel>
          <FieldControl>
            <Input {...form.register("name")} />
          </FieldControl>
          {errors.name && <FieldError>{errors.name.message}</FieldError>}
        </Field>
        <Field>
          <FieldLabel>Sender</FieldLabel>
          <FieldControl>
            {/* Controlled, so a draft's sender shows once the senders have arrived. */}
            <select className={selectClass} {...form.register("sender_id")} value={values.sender_id ?? ""}>
              <option value="">Choose a sender address</option>
              {senders.data?.map((sender) => (
                <option key={sender.id} value={sender.code}>
                  {sender.name}
                </option>
              ))}
            </select>
          </FieldControl>
          {errors.sender_id && <FieldError>{errors.sender_id.message}</FieldError>}
        </Field>
        <Field>
          <FieldLabel>Subject</FieldLabel>
          <FieldControl>
            <Input {...form.register("subject")} />
          </FieldControl>
          <FieldHint>Tags such as {"{{first_name}}"} are filled in for each recipient.</FieldHint>
          {errors.subject && <FieldError>{errors.subject.message}</FieldError>}
        </Field>
        <Field>
          <FieldLabel>Preheader</FieldLabel>
          <FieldControl>
            <Input {...form.register("preheader")} />
          </FieldControl>
          <FieldHint>The line inboxes show after the subject.</FieldHint>
          {errors.preheader && <FieldError>{errors.preheader.message}</FieldError>}
        </Field>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium">Content</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="content-source"
                checked={source === "write"}
                onChange={() => setSource("write")}
              />
              Write the email
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="content-source"
                checked={source === "template"}
                onChange={() => setSource("template")}
              />
              Use a template
            </label>
          </div>
          {source === "write" ? (
            <>
              <EmailBodyField
                defaultValue={form.getValues("html") ?? ""}
                onChange={(html) => form.setValue("html", html, { shouldDirty: true })}
                campaignId={saved?.id}
                invalid={Boolean(errors.html)}
              />
              {!saved && (
                <p className="text-xs text-gray-600">
                  The body autosaves every minute once the draft is saved.
                </p>
              )}
              <FieldsetError>{errors.html?.message}</FieldsetError>
            </>
          ) : (
            <Field>
              <FieldLabel>Template</FieldLabel>
              <FieldControl>
                <select
                  className={selectClass}
                  value={values.template_id == null ? "" : String(values.template_id)}
                  onChange={(event) =>
                    form.setValue("template_id", event.target.value ? Number(event.target.value) : null, {
                      shouldDirty: true,
                    })
                  }
                >
                  <option value="">Choose a template</option>
                  {templates.data?.map((template) => (
                    <option key={template.id} value={template.id}>
                      {template.name}
                    </option>
                  ))}
                </select>
              </FieldControl>
              {templates.data?.length === 0 && (
                <FieldHint>The account has no templates yet: make one under Email, Templates.</FieldHint>
              )}
              {(errors.template_id ?? errors.html) && (
                <FieldError>{(errors.template_id ?? errors.html)?.message}</FieldError>
              )}
            </Field>
          )}
        </fieldset>
        <GroupChecklist
          legend="Email contact groups"
          groups={offered}
          value={chosenGroups}
          onValueChange={(ids) => form.setValue("contact_group_ids", ids, { shouldDirty: true })}
          emptyText="The account has no email contact groups yet: upload an Email Contacts file below or under Contacts."
          error={errors.contact_group_ids?.message}
        />
        <EmailContactsFiles
          value={files}
          onAdd={(file) => {
            setFiles((current) =>
              current.some((other) => other.id === file.id) ? current : [...current, file],
            );
            setFilesDirty(true);
            form.clearErrors("contact_group_ids");
          }}
          onRemove={(id) => {
            setFiles((current) => current.filter((file) => file.id !== id));
            setFilesDirty(true);
          }}
          error={errors.file_ids?.message ?? errors.file_ids?.root?.message}
        />
        <CampaignSchedule
          defaultStart={campaign?.campaign_start ?? null}
          timeZone={values.timezone_name ?? defaultTimeZone}
          start={values.campaign_start ?? null}
          businessHours={businessHours}
          onStartChange={(next) => form.setValue("campaign_start", next, { shouldDirty: true })}
          onTimeZoneChange={(zone) => form.setValue("timezone_name", zone, { shouldDirty: true })}
          startError={errors.campaign_start?.message}
          timeZoneError={errors.timezone_name?.message}
        />
        <CampaignEstimate
          testId="email-estimate"
          figures={
            <>
              {recipients.toLocaleString()} recipient{recipients === 1 ? "" : "s"} ×{" "}
              {currency ? `${currency} ` : ""}
              {formatAmount(EMAIL_PRICE)}
            </>
          }
          estimate={estimate}
          currency={currency}
          availableBalance={availableBalance}
          freeNote={
            onFreeEmails && (
              <>
                paid with {recipients.toLocaleString()} of the account&apos;s {freeEmails.toLocaleString()}{" "}
                free emails
              </>
            )
          }
        />
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="outline"
            onClick={() => setPreviewing(!previewing)}
            aria-expanded={previewing}
          >
            {previewing ? "Hide preview" : "Preview"}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={isSubmitting}
            onClick={(event) => void submit("test")(event)}
          >
            Send test
          </Button>
        </div>
        {previewing && (
          <EmailPreviewPanel
            content={{
              subject: values.subject ?? "",
              preheader: values.preheader ?? "",
              html: source === "write" ? (values.html ?? "") : "",
              template_id: source === "template" ? (values.template_id ?? null) : null,
            }}
            groupIds={[...chosenGroups, ...fileGroups]}
          />
        )}
        <CampaignRefusal>{refusal}</CampaignRefusal>
        <CampaignFormActions
          finish={finish}
          busy={isSubmitting}
          onFinish={(then, event) => void submit(then)(event)}
        />
      </form>
      {/* Outside the form: a portal's events still reach its React parents, and its submit is its own. */}
      {goLive.dialog}
      {saved && (
        <SendTestDialog
          channel="email"
          campaign={saved}
          open={testing}
          onOpenChange={setTesting}
          onSent={(test) =>
            notify(
              `Test email sent to ${test.total_recipients.toLocaleString()} test inbox${test.total_recipients === 1 ? "" : "es"}.`,
            )
          }
        />
      )}
    </>
  );
}
