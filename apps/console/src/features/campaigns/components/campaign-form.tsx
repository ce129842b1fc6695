import { zodResolver } from "@hookform/resolvers/zod";
import { campaignCost, countSms, formatAmount, type CampaignChannel } from "@sendline/core";
import { smsCampaignBodySchema, type SmsCampaignBody } from "@sendline/core/contract";
import { Button } from "@sendline/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { SmsMessageBox } from "@sendline/ui/sms-message-box";
import { Textarea } from "@sendline/ui/textarea";
import { useEffect } from "react";
import { Controller, useForm, useWatch, type FieldPath } from "react-hook-form";
import type { z } from "zod";
import { useUnsavedChanges } from "../../../lib/navigation-guard";
import { fieldErrorsOf } from "../../../lib/response-handler";
import { CAMPAIGN_FIELDS, useSaveCampaign, type CampaignAnswer } from "../api/campaigns";
import { useReferenceData } from "../api/reference-data";

type FormValues = z.input<typeof smsCampaignBodySchema>;

export interface CampaignFormProps {
  channel: CampaignChannel;
  /** The campaign being edited; a new draft without it. */
  campaign?: CampaignAnswer;
  /** Users with a go-live privilege go live; users who may only submit see Submit for Approval (SPEC §6). */
  finish: "go_live" | "submit" | null;
  onSaved: (campaign: CampaignAnswer) => void;
}

const selectClass =
  "h-9 w-full rounded-md border border-gray-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary";

/** The SMS campaign composer: fields of the campaign body, live segment count and cost estimate. */
export function CampaignForm({ channel, campaign, finish, onSaved }: CampaignFormProps) {
  const senders = useReferenceData("senderids");
  const groups = useReferenceData("contact_groups");
  const routes = useReferenceData("routes");
  const save = useSaveCampaign(channel);
  const form = useForm<FormValues, unknown, SmsCampaignBody>({
    resolver: zodResolver(smsCampaignBodySchema),
    defaultValues: {
      name: campaign?.name ?? "",
      sender_id: campaign?.sender_id ?? "",
      message: campaign?.message ?? "",
      contact_group_ids: campaign?.contact_group_ids ?? [],
      compose_numbers: campaign?.compose_numbers ?? "",
      account_route_id: campaign?.account_route_id ?? null,
      campaign_start: campaign?.campaign_start ?? null,
      timezone_name: campaign?.timezone_name ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
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
  const routeId = useWatch({ control: form.control, name: "account_route_id" });
  const typed = composed.split(/\r\n|\r|\n|[,;]/).filter((line) => line.trim()).length;
  const route = routes.data?.find((option) => option.id === routeId);
  const grouped = (groups.data ?? [])
    .filter((group) => chosenGroups.includes(group.id))
    .reduce((sum, group) => sum + group.valid_contacts, 0);
  const segments = countSms(message).segments;
  const estimate = campaignCost({ segments, recipients: grouped + typed, costPerSegment: route?.cost ?? 0 });

  const submit = (then?: "go_live" | "submit") =>
    form.handleSubmit(async (body) => {
      try {
        onSaved(
          await save.mutateAsync({ ...(campaign && { id: campaign.id }), body, ...(then && { then }) }),
        );
      } catch (error) {
        const fields = fieldErrorsOf(error, CAMPAIGN_FIELDS) ?? {};
        for (const [name, text] of Object.entries(fields)) {
          form.setError((name === "total_recipients" ? "contact_group_ids" : name) as FieldPath<FormValues>, {
            message: String(text),
          });
        }
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
            />
          )}
        />
        {errors.message && <FieldError>{errors.message.message}</FieldError>}
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Contact groups</legend>
        {groups.data?.map((group) => (
          <label key={group.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={chosenGroups.includes(group.id)}
              onChange={(event) =>
                form.setValue(
                  "contact_group_ids",
                  event.target.checked
                    ? [...chosenGroups, group.id]
                    : chosenGroups.filter((id) => id !== group.id),
                  { shouldDirty: true },
                )
              }
            />
            {group.name} ({group.valid_contacts.toLocaleString()} contacts)
          </label>
        ))}
        {errors.contact_group_ids && <FieldError>{errors.contact_group_ids.message}</FieldError>}
      </fieldset>
      <Field>
        <FieldLabel>Mobile numbers, one a line</FieldLabel>
        <FieldControl>
          <Textarea rows={4} {...form.register("compose_numbers")} />
        </FieldControl>
        {errors.compose_numbers && <FieldError>{errors.compose_numbers.message}</FieldError>}
      </Field>
      <Field>
        <FieldLabel>Route</FieldLabel>
        <FieldControl>
          <select
            className={selectClass}
            value={String(routeId ?? "")}
            onChange={(event) =>
              form.setValue("account_route_id", event.target.value ? Number(event.target.value) : null, {
                shouldDirty: true,
              })
            }
          >
            <option value="">Choose a route</option>
            {routes.data?.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} ({option.currency_code} {formatAmount(option.cost)} a segment)
              </option>
            ))}
          </select>
        </FieldControl>
        {errors.account_route_id && <FieldError>{errors.account_route_id.message}</FieldError>}
      </Field>
      <Field>
        <FieldLabel>Start (leave empty to send at once)</FieldLabel>
        <FieldControl>
          <Input
            type="datetime-local"
            defaultValue={campaign?.campaign_start ? toLocalInput(campaign.campaign_start) : ""}
            onChange={(event) =>
              form.setValue(
                "campaign_start",
                event.target.value ? new Date(event.target.value).toISOString() : null,
                {
                  shouldDirty: true,
                },
              )
            }
          />
        </FieldControl>
        {errors.campaign_start && <FieldError>{errors.campaign_start.message}</FieldError>}
      </Field>
      <p role="status" aria-live="polite" className="rounded-md bg-gray-50 px-3 py-2 text-sm">
        {segments} segment{segments === 1 ? "" : "s"} × {(grouped + typed).toLocaleString()} recipients —
        estimated cost {route?.currency_code ?? ""} {formatAmount(estimate)}
      </p>
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

function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
