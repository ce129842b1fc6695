import { zodResolver } from "@hookform/resolvers/zod";
import { campaignCost, countSms, type BusinessHours, type CampaignChannel } from "@sendline/core";
import { smsCampaignBodySchema, type SmsCampaignBody } from "@sendline/core/contract";
import { Field, FieldControl, FieldError, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { SmsMessageBox } from "@sendline/ui/sms-message-box";
import { useEffect, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod/mini";
import { useUnsavedChanges } from "../../../lib/navigation-guard";
import { fieldErrorsOf, silentFailureMessage } from "../../../lib/response-handler";
import { CAMPAIGN_FIELDS, useBlastFigures, useSaveCampaign, type CampaignAnswer } from "../api/campaigns";
import { CampaignFiles } from "./campaign-files";
import { useCustomFields, useReferenceData } from "../../../lib/reference-data";
import {
  CampaignEstimate,
  CampaignFormActions,
  CampaignRefusal,
  CampaignRouteField,
  CampaignSchedule,
  ContactRecipientsFields,
  RecipientsModeField,
  scrollToFirstError,
  setServerErrors,
  selectClass,
} from "./campaign-form-parts";
import { useGoLiveReview } from "./review-dialog";

type FormValues = z.input<typeof smsCampaignBodySchema>;

export interface CampaignFormProps {
  channel: CampaignChannel;
  /** The campaign being edited; a new draft without it. */
  campaign?: CampaignAnswer;
  /** Users with a go-live privilege go live; users who may only submit see Submit for Approval (SPEC §6). */
  finish: "go_live" | "submit" | null;
  onSaved: (campaign: CampaignAnswer) => void;
  /** The account's available balance, for users who may see money; the estimate is weighed against it. */
  availableBalance?: number;
  /** The account's business hours and zone: a start outside them waits for the next open slot. */
  businessHours?: { hours: BusinessHours | null; timeZone: string };
  /** The zone a new campaign's start is read in: the account's. */
  defaultTimeZone?: string;
  /** A trial account's free SMS left; they pay for a campaign they cover, before any money. */
  freeSms?: number;
}

/** The SMS campaign composer: fields of the campaign body, live segment count and cost estimate. */
export function CampaignForm({
  channel,
  campaign,
  finish,
  onSaved,
  availableBalance,
  businessHours,
  defaultTimeZone = "Asia/Manila",
  freeSms,
}: CampaignFormProps) {
  const senders = useReferenceData("senderids");
  const groups = useReferenceData("contact_groups");
  const routes = useReferenceData("routes");
  const fields = useCustomFields();
  const mergeTags = (fields.data?.profileable_custom_fields ?? []).map((name) => ({
    field_name: name,
    label: name.replace(/_/g, " "),
  }));
  const save = useSaveCampaign(channel);
  const goLive = useGoLiveReview(channel, onSaved);
  const form = useForm<FormValues, unknown, SmsCampaignBody>({
    resolver: zodResolver(smsCampaignBodySchema),
    defaultValues: {
      name: campaign?.name ?? "",
      sender_id: campaign?.sender_id ?? "",
      message: campaign?.message ?? "",
      contact_group_ids: campaign?.contact_group_ids ?? [],
      compose_numbers: campaign?.compose_numbers ?? "",
      file_ids: campaign?.file_ids ?? [],
      account_route_id: campaign?.account_route_id ?? null,
      campaign_start: campaign?.campaign_start ?? null,
      timezone_name: campaign?.timezone_name ?? defaultTimeZone,
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  // Contacts: one message to groups and typed numbers. File Blast: each row of the files is its own.
  const [recipients, setRecipients] = useState<"contacts" | "blast">(
    (campaign?.file_ids.length ?? 0) > 0 ? "blast" : "contacts",
  );
  const blast = recipients === "blast";
  const [refusal, setRefusal] = useState<string | null>(null);
  useUnsavedChanges(isDirty && !isSubmitting && !save.isSuccess);

  // The route defaults to the account's default route once the routes arrive.
  const defaultRoute = routes.data?.find((route) => route.is_default === 1)?.id;
  useEffect(() => {
    if (!campaign && defaultRoute !== undefined && form.getValues("account_route_id") === null) {
      form.setValue("account_route_id", defaultRoute);
    }
  }, [campaign, defaultRoute, form]);

  const message = useWatch({ control: form.control, name: "message" }) ?? "";
  const chosenGroups = useWatch({ control: form.control, name: "contact_group_ids" }) ?? [];
  const composed = useWatch({ control: form.control, name: "compose_numbers" }) ?? "";
  const fileIds = (useWatch({ control: form.control, name: "file_ids" }) ?? []) as number[];
  const routeId = useWatch({ control: form.control, name: "account_route_id" });
  const timeZone = useWatch({ control: form.control, name: "timezone_name" }) ?? "Asia/Manila";
  const start = useWatch({ control: form.control, name: "campaign_start" }) ?? null;
  const typed = composed.split(/\r\n|\r|\n|[,;]/).filter((line) => line.trim()).length;
  const route = routes.data?.find((option) => option.id === routeId);
  const grouped = (groups.data ?? [])
    .filter((group) => chosenGroups.includes(group.id))
    .reduce((sum, group) => sum + group.valid_contacts, 0);
  const figures = useBlastFigures(blast ? fileIds : [], typeof routeId === "number" ? routeId : null);
  const segments = countSms(message).segments;
  const blastFigures = blast && fileIds.length > 0 ? figures.data : undefined;
  const estimate = blast
    ? (blastFigures?.estimate ?? 0)
    : campaignCost({ segments, recipients: grouped + typed, costPerSegment: route?.cost ?? 0 });
  const messages = blast ? (blastFigures?.total_sms ?? 0) : segments * (grouped + typed);
  const onFreeSms = freeSms !== undefined && messages > 0 && messages <= freeSms;

  const submit = (then?: "go_live" | "submit") =>
    form.handleSubmit(async (values, event) => {
      // Only the chosen kind of recipients is sent; the rows of a blast carry sender and message.
      const body = blast
        ? { ...values, sender_id: "", message: "", contact_group_ids: [], compose_numbers: "" }
        : { ...values, file_ids: [] };
      setRefusal(null);
      try {
        // Go Live saves a draft and opens its review; Confirm there takes it live.
        const id = goLive.savedId ?? campaign?.id;
        const answer = await save.mutateAsync({
          ...(id !== undefined && { id }),
          body,
          ...(then && then !== "go_live" && { then }),
        });
        if (then === "go_live") await goLive.review(answer);
        else onSaved(answer);
      } catch (error) {
        const fields = fieldErrorsOf(error, CAMPAIGN_FIELDS) ?? {};
        if (Object.keys(fields).length === 0) setRefusal(silentFailureMessage(error));
        scrollToFirstError(event?.target, () => setServerErrors(form.setError, fields));
      }
    });

  return (
    <form noValidate onSubmit={submit()} className="flex max-w-3xl flex-col gap-5" aria-label="Campaign">
      <Field>
        <FieldLabel>Campaign name</FieldLabel>
        <FieldControl>
          <Input {...form.register("name")} />
        </FieldControl>
        {errors.name && <FieldError>{errors.name.message}</FieldError>}
      </Field>
      <RecipientsModeField
        blast={blast}
        onBlastChange={(next) => setRecipients(next ? "blast" : "contacts")}
      />
      {blast ? (
        <CampaignFiles
          value={fileIds}
          onValueChange={(ids) => form.setValue("file_ids", ids, { shouldDirty: true })}
          files={campaign?.files}
          accountRouteId={typeof routeId === "number" ? routeId : null}
          error={errors.file_ids?.message ?? errors.file_ids?.root?.message}
        />
      ) : (
        <>
          <Field>
            <FieldLabel>Sender ID</FieldLabel>
            <FieldControl>
              <select className={selectClass} {...form.register("sender_id")}>
                <option value="">Choose a sender ID</option>
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
            <FieldLabel>Message</FieldLabel>
            <Controller
              control={form.control}
              name="message"
              render={({ field }) => (
                <SmsMessageBox
                  aria-label="Message"
                  value={field.value ?? ""}
                  onValueChange={field.onChange}
                  maxSegments={10}
                  mergeTags={mergeTags}
                />
              )}
            />
            {errors.message && <FieldError>{errors.message.message}</FieldError>}
          </Field>
          <ContactRecipientsFields
            groups={groups.data}
            value={chosenGroups as number[]}
            onValueChange={(ids) => form.setValue("contact_group_ids", ids, { shouldDirty: true })}
            groupsError={errors.contact_group_ids?.message}
            numbers={form.register("compose_numbers")}
            numbersError={errors.compose_numbers?.message}
          />
        </>
      )}
      <CampaignRouteField
        routes={routes.data}
        value={typeof routeId === "number" ? routeId : null}
        ready={Boolean(campaign) || routeId !== null || defaultRoute === undefined}
        onValueChange={(id) => form.setValue("account_route_id", id, { shouldDirty: true })}
        error={errors.account_route_id?.message}
      />
      <CampaignSchedule
        defaultStart={campaign?.campaign_start ?? null}
        timeZone={timeZone}
        start={start}
        businessHours={businessHours}
        onStartChange={(next) => form.setValue("campaign_start", next, { shouldDirty: true })}
        onTimeZoneChange={(zone) => form.setValue("timezone_name", zone, { shouldDirty: true })}
        startError={errors.campaign_start?.message}
        timeZoneError={errors.timezone_name?.message}
      />
      <CampaignEstimate
        figures={
          blast ? (
            <>
              {(blastFigures?.total_recipients ?? 0).toLocaleString()} messages,{" "}
              {(blastFigures?.total_sms ?? 0).toLocaleString()} SMS
            </>
          ) : (
            <>
              {segments} segment{segments === 1 ? "" : "s"} × {(grouped + typed).toLocaleString()} recipients
            </>
          )
        }
        estimate={estimate}
        currency={route?.currency_code ?? ""}
        availableBalance={availableBalance}
        freeNote={
          onFreeSms && (
            <>
              paid with {messages.toLocaleString()} of the account&apos;s {freeSms.toLocaleString()} free SMS
            </>
          )
        }
      />
      <CampaignRefusal>{refusal}</CampaignRefusal>
      <CampaignFormActions
        finish={finish}
        busy={isSubmitting}
        onFinish={(then, event) => void submit(then)(event)}
      />
      {goLive.dialog}
    </form>
  );
}
