import { zodResolver } from "@hookform/resolvers/zod";
import {
  CAROUSEL_LIMITS,
  VIBER_MESSAGE_MAX_LENGTH,
  blankCarouselItem,
  campaignCost,
  countSms,
  viberContentErrors,
  type CarouselItemDraft,
} from "@sendline/core";
import { viberCampaignBodySchema, type ViberCampaignBody } from "@sendline/core/contract";
import { CarouselEditor, type CarouselEditorErrors } from "@sendline/ui/carousel-editor";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { SmsMessageBox } from "@sendline/ui/sms-message-box";
import { Textarea } from "@sendline/ui/textarea";
import { useEffect, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod/mini";
import { useUnsavedChanges } from "../../../lib/navigation-guard";
import { useCustomFields, useReferenceData } from "../../../lib/reference-data";
import { fieldErrorsOf, silentFailureMessage } from "../../../lib/response-handler";
import { VIBER_CAMPAIGN_FIELDS, useBlastFigures, useSaveCampaign } from "../api/campaigns";
import type { CampaignFormProps } from "./campaign-form";
import { CampaignFiles } from "./campaign-files";
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
import { FieldsetError } from "./group-checklist";
import { ViberImageUpload } from "./viber-image-upload";
import { useGoLiveReview } from "./review-dialog";

type FormValues = z.input<typeof viberCampaignBodySchema>;

/** What the Viber message carries beside its text: an image and one button, or a carousel. */
type ContentKind = "image" | "carousel";

const CARD_FIELDS = new Set([
  "title",
  "image",
  "primaryButtonText",
  "primaryButtonUrl",
  "secondaryButtonText",
  "secondaryButtonUrl",
]);

/** A card's content, without the editor's own flags: what the body sends. */
const cardBody = (card: CarouselItemDraft) => ({
  title: card.title,
  image: card.image || null,
  primaryButtonText: card.primaryButtonText,
  primaryButtonUrl: card.primaryButtonUrl,
  secondaryButtonText: card.secondaryButtonText,
  secondaryButtonUrl: card.secondaryButtonUrl,
});

/**
 * Splits field errors (the server's, or the browser's own check) into the form's fields and the
 * carousel's cards: `carousel-1-title` (or `carousel-1.title`) is card 1's title.
 */
function splitErrors(errors: Record<string, string>) {
  const fields: Record<string, string> = {};
  const cards: CarouselEditorErrors[] = [];
  for (const [name, message] of Object.entries(errors)) {
    const card = /^carousel-(\d+)[-.](\w+)$/.exec(name);
    if (card && CARD_FIELDS.has(card[2]!)) {
      const index = Number(card[1]);
      cards[index] = { ...cards[index], [card[2]!]: message };
    } else {
      fields[name] = message;
    }
  }
  return { fields, cards };
}

/**
 * The Viber campaign composer: a sender from the account's Viber senders, a message of up to
 * 1,000 characters (counted), an image (uploaded publicly with its progress) and one button or a
 * carousel of 2-5 cards through the kit's carousel editor (each card's image uploaded the same
 * way), the SMS fallback for recipients Viber does not reach (segments counted), recipients,
 * route, schedule and the estimate of both. Errors, the browser's or the server's, show on their
 * fields; a card's on the card, which is marked and opened.
 *
 * Or File Blast: each row of the files is its own Viber message from its own sender, with the
 * campaign's image and button, and its own SMS fallback.
 */
export function ViberCampaignForm({
  channel,
  campaign,
  finish,
  onSaved,
  availableBalance,
  businessHours,
  defaultTimeZone = "Asia/Manila",
}: CampaignFormProps) {
  const senders = useReferenceData("viber_senderids");
  const groups = useReferenceData("contact_groups");
  const routes = useReferenceData("routes");
  const customFields = useCustomFields();
  const mergeTags = (customFields.data?.profileable_custom_fields ?? []).map((name) => ({
    field_name: name,
    label: name.replace(/_/g, " "),
  }));
  const save = useSaveCampaign(channel);
  const goLive = useGoLiveReview(channel, onSaved);
  const form = useForm<FormValues, unknown, ViberCampaignBody>({
    resolver: zodResolver(viberCampaignBodySchema),
    defaultValues: {
      name: campaign?.name ?? "",
      sender_id: campaign?.sender_id ?? "",
      message: campaign?.message ?? "",
      image: campaign?.image ?? null,
      button_text: campaign?.button_text ?? "",
      button_url: campaign?.button_url ?? "",
      carousel: [],
      fallback_message: campaign?.fallback_message ?? "",
      contact_group_ids: campaign?.contact_group_ids ?? [],
      compose_numbers: campaign?.compose_numbers ?? "",
      file_ids: campaign?.file_ids ?? [],
      account_route_id: campaign?.account_route_id ?? null,
      campaign_start: campaign?.campaign_start ?? null,
      timezone_name: campaign?.timezone_name ?? defaultTimeZone,
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [blast, setBlast] = useState((campaign?.file_ids.length ?? 0) > 0);
  const [chosenKind, setKind] = useState<ContentKind>(campaign?.carousel ? "carousel" : "image");
  // A File Blast row's message takes an image and a button, not a carousel.
  const kind = blast ? "image" : chosenKind;
  const [cards, setCards] = useState<CarouselItemDraft[]>(
    () =>
      campaign?.carousel?.items.map((item) => ({ ...item, expanded: false, hasError: false })) ?? [
        blankCarouselItem(),
        blankCarouselItem(),
      ],
  );
  const [cardErrors, setCardErrors] = useState<CarouselEditorErrors[]>([]);
  const [showCardErrors, setShowCardErrors] = useState(false);
  const [contentDirty, setContentDirty] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  useUnsavedChanges((isDirty || contentDirty) && !isSubmitting && !save.isSuccess);

  // The route defaults to the account's default route once the routes arrive.
  const defaultRoute = routes.data?.find((route) => route.is_default === 1)?.id;
  useEffect(() => {
    if (!campaign && defaultRoute !== undefined && form.getValues("account_route_id") === null) {
      form.setValue("account_route_id", defaultRoute);
    }
  }, [campaign, defaultRoute, form]);

  const message = useWatch({ control: form.control, name: "message" }) ?? "";
  const image = useWatch({ control: form.control, name: "image" }) ?? null;
  const fallback = useWatch({ control: form.control, name: "fallback_message" }) ?? "";
  const chosenGroups = useWatch({ control: form.control, name: "contact_group_ids" }) ?? [];
  const composed = useWatch({ control: form.control, name: "compose_numbers" }) ?? "";
  const fileIds = (useWatch({ control: form.control, name: "file_ids" }) ?? []) as number[];
  const routeId = useWatch({ control: form.control, name: "account_route_id" });
  const timeZone = useWatch({ control: form.control, name: "timezone_name" }) ?? "Asia/Manila";
  const start = useWatch({ control: form.control, name: "campaign_start" }) ?? null;
  const typed = composed.split(/\r\n|\r|\n|[,;]/).filter((line) => line.trim()).length;
  const route = routes.data?.find((option) => option.id === routeId);
  const recipients =
    (groups.data ?? [])
      .filter((group) => chosenGroups.includes(group.id))
      .reduce((sum, group) => sum + group.valid_contacts, 0) + typed;
  const fallbackSegments = countSms(fallback).segments;
  const figures = useBlastFigures(
    blast ? fileIds : [],
    typeof routeId === "number" ? routeId : null,
    "viber",
  );
  const blastFigures = blast && fileIds.length > 0 ? figures.data : undefined;
  const estimate = blast
    ? (blastFigures?.estimate ?? 0)
    : campaignCost({ segments: 1 + fallbackSegments, recipients, costPerSegment: route?.cost ?? 0 });

  /** Shows field errors where they belong: the form's fields, the cards (marked and opened). */
  function showErrors(found: Record<string, string>, target: EventTarget | null | undefined) {
    const split = splitErrors(found);
    scrollToFirstError(target, () => {
      setServerErrors(form.setError, split.fields);
      if (split.cards.length > 0) {
        setCardErrors(split.cards);
        setShowCardErrors(true);
        setCards((current) =>
          current.map((card, index) =>
            split.cards[index] ? { ...card, expanded: true, hasError: true } : card,
          ),
        );
      }
    });
  }

  const submit = (then?: "go_live" | "submit") =>
    form.handleSubmit(async (values, event) => {
      const carousel = kind === "carousel" ? cards.map(cardBody) : [];
      const content: ViberCampaignBody =
        kind === "carousel"
          ? { ...values, image: null, button_text: "", button_url: "", carousel }
          : { ...values, carousel: [] };
      // Only the chosen kind of recipients is sent; the rows of a blast carry sender and messages.
      const body: ViberCampaignBody = blast
        ? {
            ...content,
            sender_id: "",
            message: "",
            fallback_message: "",
            contact_group_ids: [],
            compose_numbers: "",
          }
        : { ...content, file_ids: [] };
      setRefusal(null);
      setCardErrors([]);
      // The browser checks what the server checks, so most refusals need no round trip.
      const own = viberContentErrors({
        message: body.message ?? "",
        image: body.image ?? null,
        button_text: body.button_text ?? "",
        button_url: body.button_url ?? "",
        carousel,
      });
      if (Object.keys(own).length > 0) return showErrors(own, event?.target);
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
        const found = fieldErrorsOf(error, VIBER_CAMPAIGN_FIELDS);
        if (Object.keys(found).length === 0) setRefusal(silentFailureMessage(error));
        else showErrors(found, event?.target);
      }
    });

  const editCards = (next: CarouselItemDraft[]) => {
    // A card's outside errors go once the user changes that card; all of them when cards move.
    setCardErrors((current) =>
      next.length !== cards.length
        ? []
        : current.map((errorsOf, index) =>
            JSON.stringify(cardBody(next[index]!)) === JSON.stringify(cardBody(cards[index]!))
              ? errorsOf
              : {},
          ),
    );
    setCards(next);
    setContentDirty(true);
    form.clearErrors("carousel");
  };

  return (
    <form
      noValidate
      onSubmit={submit()}
      className="flex max-w-3xl flex-col gap-5"
      aria-label="Viber campaign"
    >
      <Field>
        <FieldLabel>Campaign name</FieldLabel>
        <FieldControl>
          <Input {...form.register("name")} />
        </FieldControl>
        {errors.name && <FieldError>{errors.name.message}</FieldError>}
      </Field>
      <RecipientsModeField
        blast={blast}
        onBlastChange={(next) => {
          setBlast(next);
          setContentDirty(true);
        }}
        blastLabel="File Blast: each row its own sender, message and number, its own SMS fallback"
      />
      {blast ? (
        <CampaignFiles
          channel="viber"
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
            {/* Controlled, so a saved sender shows once the senders arrive. */}
            <Controller
              control={form.control}
              name="sender_id"
              render={({ field }) => (
                <FieldControl>
                  <select className={selectClass} {...field} value={field.value ?? ""}>
                    <option value="">Choose a Viber sender</option>
                    {senders.data?.map((sender) => (
                      <option key={sender.id} value={sender.code}>
                        {sender.name}
                      </option>
                    ))}
                  </select>
                </FieldControl>
              )}
            />
            {errors.sender_id && <FieldError>{errors.sender_id.message}</FieldError>}
          </Field>
          <Field>
            <FieldLabel>Viber message</FieldLabel>
            <FieldControl>
              <Textarea rows={5} maxLength={VIBER_MESSAGE_MAX_LENGTH} {...form.register("message")} />
            </FieldControl>
            <FieldHint
              data-testid="viber-counter"
              data-state={message.length >= VIBER_MESSAGE_MAX_LENGTH ? "full" : "room"}
              className={message.length >= VIBER_MESSAGE_MAX_LENGTH ? "text-warning" : undefined}
            >
              {message.length.toLocaleString()} of {VIBER_MESSAGE_MAX_LENGTH.toLocaleString()} characters
              {kind === "carousel" ? " (optional beside a carousel)" : ""}
            </FieldHint>
            {errors.message && <FieldError>{errors.message.message}</FieldError>}
          </Field>
        </>
      )}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">
          {blast ? "With each row's message" : "With the message"}
        </legend>
        {!blast && (
          <div className="flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="viber-content"
                checked={kind === "image"}
                onChange={() => {
                  setKind("image");
                  setContentDirty(true);
                }}
              />
              An image and a button
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="viber-content"
                checked={kind === "carousel"}
                onChange={() => {
                  setKind("carousel");
                  setContentDirty(true);
                }}
              />
              A carousel of {CAROUSEL_LIMITS.min}-{CAROUSEL_LIMITS.max} cards
            </label>
          </div>
        )}
        {kind === "image" ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <ViberImageUpload
                label="Image (optional)"
                value={image}
                onValueChange={(next) => {
                  form.setValue("image", next, { shouldDirty: true });
                  form.clearErrors("image");
                }}
                error={errors.image?.message}
              />
            </div>
            <Field>
              <FieldLabel>Button text (optional)</FieldLabel>
              <FieldControl>
                <Input maxLength={30} {...form.register("button_text")} />
              </FieldControl>
              {errors.button_text && <FieldError>{errors.button_text.message}</FieldError>}
            </Field>
            <Field>
              <FieldLabel>Button URL (optional)</FieldLabel>
              <FieldControl>
                <Input type="url" {...form.register("button_url")} />
              </FieldControl>
              {errors.button_url && <FieldError>{errors.button_url.message}</FieldError>}
            </Field>
          </div>
        ) : (
          <CarouselEditor
            items={cards}
            onItemsChange={editCards}
            showErrors={showCardErrors}
            errors={cardErrors}
            renderImage={({ index, label, value, onValueChange, error }) => (
              <ViberImageUpload
                label={`Card ${index + 1} ${label.toLowerCase()}`}
                value={value}
                onValueChange={onValueChange}
                error={error}
              />
            )}
          />
        )}
        <FieldsetError>{errors.carousel?.message ?? errors.carousel?.root?.message}</FieldsetError>
      </fieldset>
      {!blast && (
        <>
          <Field>
            <FieldLabel>SMS fallback (optional)</FieldLabel>
            <Controller
              control={form.control}
              name="fallback_message"
              render={({ field }) => (
                <SmsMessageBox
                  aria-label="SMS fallback"
                  value={field.value ?? ""}
                  onValueChange={field.onChange}
                  maxSegments={10}
                  mergeTags={mergeTags}
                />
              )}
            />
            <FieldHint>Sent by SMS to the recipients the Viber message does not reach.</FieldHint>
            {errors.fallback_message && <FieldError>{errors.fallback_message.message}</FieldError>}
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
        testId="viber-estimate"
        figures={
          blast ? (
            <>
              {(blastFigures?.total_recipients ?? 0).toLocaleString()} Viber messages + their{" "}
              {(blastFigures?.total_sms ?? 0).toLocaleString()} fallback SMS
            </>
          ) : (
            <>
              1 Viber message
              {fallbackSegments > 0 &&
                ` + ${fallbackSegments} fallback SMS segment${fallbackSegments === 1 ? "" : "s"}`}{" "}
              × {recipients.toLocaleString()} recipients
            </>
          )
        }
        estimate={estimate}
        currency={route?.currency_code ?? ""}
        availableBalance={availableBalance}
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
