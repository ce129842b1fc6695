import { zodResolver } from "@hookform/resolvers/zod";
import {
  campaignCost,
  countSms,
  formatAmount,
  nextBusinessOpening,
  zonedDateTime,
  zonedInstant,
  type BusinessHours,
  type CampaignChannel,
} from "@sendline/core";
import { smsCampaignBodySchema, type SmsCampaignBody } from "@sendline/core/contract";
import { Button } from "@sendline/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { RouteSelectionDropdown } from "@sendline/ui/route-select";
import { SmsMessageBox } from "@sendline/ui/sms-message-box";
import { Textarea } from "@sendline/ui/textarea";
import { TimezoneSelector } from "@sendline/ui/timezone-selector";
import { useEffect, useState } from "react";
import { Controller, useForm, useWatch, type FieldPath } from "react-hook-form";
import type { z } from "zod";
import { useUnsavedChanges } from "../../../lib/navigation-guard";
import { fieldErrorsOf, silentFailureMessage } from "../../../lib/response-handler";
import { CAMPAIGN_FIELDS, useBlastFigures, useSaveCampaign, type CampaignAnswer } from "../api/campaigns";
import { CampaignFiles } from "./campaign-files";
import { useCustomFields, useReferenceData } from "../../../lib/reference-data";
import { FieldsetError, GroupChecklist } from "./group-checklist";

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

const selectClass =
  "h-9 w-full rounded-md border border-gray-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary";

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
  const [startInput, setStartInput] = useState(() => wallTimeOf(campaign?.campaign_start ?? null, timeZone));
  const setStart = (next: { date: string; time: string }, zone = timeZone) => {
    setStartInput(next);
    form.setValue("campaign_start", instantOf(next, zone), { shouldDirty: true });
  };
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
  const opening = startNotice(start, businessHours);
  const messages = blast ? (blastFigures?.total_sms ?? 0) : segments * (grouped + typed);
  const onFreeSms = freeSms !== undefined && messages > 0 && messages <= freeSms;

  const submit = (then?: "go_live" | "submit") =>
    form.handleSubmit(async (values, event) => {
      // Only the chosen kind of recipients is sent; the rows of a blast carry sender and message.
      const body = blast
        ? { ...values, sender_id: "", message: "", contact_group_ids: [], compose_numbers: "" }
        : { ...values, file_ids: [] };
      const formNode = event?.target instanceof Element ? event.target.closest("form") : null;
      setRefusal(null);
      try {
        onSaved(
          await save.mutateAsync({ ...(campaign && { id: campaign.id }), body, ...(then && { then }) }),
        );
      } catch (error) {
        const fields = fieldErrorsOf(error, CAMPAIGN_FIELDS) ?? {};
        if (Object.keys(fields).length === 0) setRefusal(silentFailureMessage(error));
        for (const [name, text] of Object.entries(fields)) {
          form.setError((name === "total_recipients" ? "contact_group_ids" : name) as FieldPath<FormValues>, {
            message: String(text),
          });
        }
        // SPEC §8: the page scrolls to the first field the server refused, once React has drawn it.
        setTimeout(() => {
          const first = formNode?.querySelector<HTMLElement>('[data-slot="field-error"]');
          first?.scrollIntoView({ block: "center", behavior: "smooth" });
          first
            ?.closest('[data-slot="field"], fieldset')
            ?.querySelector<HTMLElement>("input, textarea, select, button")
            ?.focus({ preventScroll: true });
        }, 0);
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
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Recipients</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="recipients"
              checked={!blast}
              onChange={() => setRecipients("contacts")}
            />
            Contact groups and numbers, one message
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="recipients" checked={blast} onChange={() => setRecipients("blast")} />
            File Blast: each row its own sender, message and number
          </label>
        </div>
      </fieldset>
      {blast ? (
        <CampaignFiles
          value={fileIds}
          onValueChange={(ids) => form.setValue("file_ids", ids, { shouldDirty: true })}
          onRead={(id) => {
            const chosen = form.getValues("file_ids") ?? [];
            if (!chosen.includes(id)) form.setValue("file_ids", [...chosen, id], { shouldDirty: true });
          }}
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
          <GroupChecklist
            legend="Contact groups"
            groups={groups.data}
            value={chosenGroups as number[]}
            onValueChange={(ids) => form.setValue("contact_group_ids", ids, { shouldDirty: true })}
            error={errors.contact_group_ids?.message}
          />
          <Field>
            <FieldLabel>Mobile numbers, one a line</FieldLabel>
            <FieldControl>
              <Textarea rows={4} {...form.register("compose_numbers")} />
            </FieldControl>
            {errors.compose_numbers && <FieldError>{errors.compose_numbers.message}</FieldError>}
          </Field>
        </>
      )}
      <Field>
        <FieldLabel>Route</FieldLabel>
        {routes.data && (campaign || routeId !== null || defaultRoute === undefined) ? (
          <FieldControl>
            <RouteSelectionDropdown
              item={{
                routing_id: typeof routeId === "number" ? routeId : null,
                route_code: route?.code ?? null,
                cost: route?.cost ?? null,
                route_currency_code: route?.currency_code ?? null,
              }}
              options={routes.data}
              placeholder="Choose a route"
              onChange={(item) =>
                form.setValue("account_route_id", item.routing_id === null ? null : Number(item.routing_id), {
                  shouldDirty: true,
                })
              }
            />
          </FieldControl>
        ) : (
          <p role="status" className="text-sm text-gray-600">
            Loading routes…
          </p>
        )}
        {errors.account_route_id && <FieldError>{errors.account_route_id.message}</FieldError>}
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Start (leave empty to send at once)</legend>
        <div className="flex flex-wrap gap-3">
          <Input
            type="date"
            aria-label="Start date"
            className="w-44"
            value={startInput.date}
            onChange={(event) => setStart({ ...startInput, date: event.target.value })}
          />
          <Input
            type="time"
            aria-label="Start time"
            className="w-32"
            value={startInput.time}
            onChange={(event) => setStart({ ...startInput, time: event.target.value })}
          />
          <TimezoneSelector
            aria-label="Time zone"
            className="min-w-72"
            value={timeZone}
            onValueChange={(zone) => {
              if (!zone) return;
              form.setValue("timezone_name", zone, { shouldDirty: true });
              if (startInput.date) setStart(startInput, zone);
            }}
          />
          {startInput.date && (
            <Button type="button" variant="ghost" onClick={() => setStart({ date: "", time: "" })}>
              Send at once
            </Button>
          )}
        </div>
        {opening && (
          <p
            role="note"
            data-testid="business-hours-notice"
            className="rounded-md bg-warning/10 px-3 py-2 text-sm"
          >
            {opening}
          </p>
        )}
        <FieldsetError>{errors.campaign_start?.message}</FieldsetError>
        <FieldsetError>{errors.timezone_name?.message}</FieldsetError>
      </fieldset>
      <p role="status" aria-live="polite" className="rounded-md bg-gray-50 px-3 py-2 text-sm">
        {blast ? (
          <>
            {(blastFigures?.total_recipients ?? 0).toLocaleString()} messages,{" "}
            {(blastFigures?.total_sms ?? 0).toLocaleString()} SMS
          </>
        ) : (
          <>
            {segments} segment{segments === 1 ? "" : "s"} × {(grouped + typed).toLocaleString()} recipients
          </>
        )}{" "}
        — estimated cost {route?.currency_code ?? ""} {formatAmount(estimate)}
        {onFreeSms ? (
          <>
            {" "}
            (paid with {messages.toLocaleString()} of the account&apos;s {freeSms.toLocaleString()} free SMS)
          </>
        ) : (
          availableBalance !== undefined && (
            <>
              {" "}
              (available balance {route?.currency_code ?? ""} {formatAmount(availableBalance)})
            </>
          )
        )}
      </p>
      {!onFreeSms && availableBalance !== undefined && estimate > availableBalance && (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm">
          The estimated cost is more than the available balance: top up before going live.
        </p>
      )}
      {refusal && (
        <p role="alert" data-testid="campaign-refusal" className="rounded-md bg-danger/10 px-3 py-2 text-sm">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="outline" disabled={isSubmitting}>
          Save draft
        </Button>
        {finish === "go_live" && (
          <Button type="button" disabled={isSubmitting} onClick={submit("go_live")}>
            Go Live
          </Button>
        )}
        {finish === "submit" && (
          <Button type="button" disabled={isSubmitting} onClick={submit("submit")}>
            Submit for Approval
          </Button>
        )}
      </div>
    </form>
  );
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The date and time inputs' values for a start, read on the campaign's zone's wall clock. */
function wallTimeOf(iso: string | null, timeZone: string): { date: string; time: string } {
  if (!iso) return { date: "", time: "" };
  const wall = zonedDateTime(new Date(iso), timeZone);
  return {
    date: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`,
    time: `${pad(wall.hour)}:${pad(wall.minute)}`,
  };
}

/** The instant a date and time mean in a zone; no date is "send at once", no time is midnight. */
function instantOf({ date, time }: { date: string; time: string }, timeZone: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!day) return null;
  const [hour = 0, minute = 0] = (time || "00:00").split(":").map(Number);
  const ms = (hour * 60 + minute) * 60_000;
  return zonedInstant(Number(day[1]), Number(day[2]), Number(day[3]), ms, timeZone).toISOString();
}

/** Why the campaign will start later than asked: the account's business hours (SPEC §2). */
function startNotice(start: string | null, businessHours: CampaignFormProps["businessHours"]): string | null {
  if (!businessHours?.hours) return null;
  const due = start ? new Date(start) : new Date();
  const opening = nextBusinessOpening(businessHours.hours, due, businessHours.timeZone);
  if (!opening || opening.getTime() === due.getTime()) return null;
  const when = new Intl.DateTimeFormat("en-US", {
    timeZone: businessHours.timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(opening);
  return `${start ? "This start is" : "Now is"} outside the account's business hours: the campaign will start at ${when}.`;
}
