import {
  formatAmount,
  nextBusinessOpening,
  zonedDateTime,
  zonedInstant,
  type BusinessHours,
} from "@sendline/core";
import { Button } from "@sendline/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { Textarea } from "@sendline/ui/textarea";
import { RouteSelectionDropdown } from "@sendline/ui/route-select";
import { TimezoneSelector } from "@sendline/ui/timezone-selector";
import { useState, type MouseEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import type { FieldPath, FieldValues, UseFormRegisterReturn, UseFormSetError } from "react-hook-form";
import { FieldsetError, GroupChecklist, type GroupChecklistProps } from "./group-checklist";

/** The composers' native select. */
export const selectClass =
  "h-9 w-full rounded-md border border-gray-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary aria-invalid:border-danger";

type RouteOption = { id: number; code: string; cost: number; currency_code: string; is_default: number };

/** The route of a campaign, through the kit's route dropdown; a status line while the routes load. */
export function CampaignRouteField({
  routes,
  value,
  ready,
  onValueChange,
  error,
}: {
  routes: RouteOption[] | undefined;
  value: number | null;
  /** Whether the dropdown may show: a new campaign waits for its default route. */
  ready: boolean;
  onValueChange: (routeId: number | null) => void;
  error?: string | undefined;
}) {
  const route = routes?.find((option) => option.id === value);
  return (
    <Field>
      <FieldLabel>Route</FieldLabel>
      {routes && ready ? (
        <FieldControl>
          <RouteSelectionDropdown
            item={{
              routing_id: value,
              route_code: route?.code ?? null,
              cost: route?.cost ?? null,
              route_currency_code: route?.currency_code ?? null,
            }}
            options={routes}
            placeholder="Choose a route"
            onChange={(item) => onValueChange(item.routing_id === null ? null : Number(item.routing_id))}
          />
        </FieldControl>
      ) : (
        <p role="status" className="text-sm text-gray-600">
          Loading routes…
        </p>
      )}
      {error && <FieldError>{error}</FieldError>}
    </Field>
  );
}

/** How a campaign's recipients are given: contacts, or File Blast files whose rows are each a message. */
export function RecipientsModeField({
  blast,
  onBlastChange,
  contactsLabel = "Contact groups and numbers, one message",
  blastLabel = "File Blast: each row its own sender, message and number",
}: {
  blast: boolean;
  onBlastChange: (blast: boolean) => void;
  contactsLabel?: string;
  blastLabel?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Recipients</legend>
      <div className="flex flex-wrap gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input type="radio" name="recipients" checked={!blast} onChange={() => onBlastChange(false)} />
          {contactsLabel}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="recipients" checked={blast} onChange={() => onBlastChange(true)} />
          {blastLabel}
        </label>
      </div>
    </fieldset>
  );
}

/** One message's recipients: the account's contact groups, and numbers typed one a line. */
export function ContactRecipientsFields({
  groups,
  value,
  onValueChange,
  groupsError,
  numbers,
  numbersError,
}: Pick<GroupChecklistProps, "groups" | "value" | "onValueChange"> & {
  groupsError?: string | undefined;
  /** The typed numbers' textarea, registered with the form. */
  numbers: UseFormRegisterReturn;
  numbersError?: string | undefined;
}) {
  return (
    <>
      <GroupChecklist
        legend="Contact groups"
        groups={groups}
        value={value}
        onValueChange={onValueChange}
        error={groupsError}
      />
      <Field>
        <FieldLabel>Mobile numbers, one a line</FieldLabel>
        <FieldControl>
          <Textarea rows={4} {...numbers} />
        </FieldControl>
        {numbersError && <FieldError>{numbersError}</FieldError>}
      </Field>
    </>
  );
}

export interface CampaignScheduleProps {
  /** The start as first loaded (ISO), or null to send at once. */
  defaultStart: string | null;
  timeZone: string;
  onStartChange: (start: string | null) => void;
  onTimeZoneChange: (zone: string) => void;
  /** The account's business hours and zone: a start outside them waits for the next open slot. */
  businessHours?: { hours: BusinessHours | null; timeZone: string } | undefined;
  /** The start as it stands, for the business-hours notice. */
  start: string | null;
  startError?: string | undefined;
  timeZoneError?: string | undefined;
}

/** When the campaign starts: a date and time read in the chosen zone, or at once (SPEC §2). */
export function CampaignSchedule({
  defaultStart,
  timeZone,
  onStartChange,
  onTimeZoneChange,
  businessHours,
  start,
  startError,
  timeZoneError,
}: CampaignScheduleProps) {
  const [startInput, setStartInput] = useState(() => wallTimeOf(defaultStart, timeZone));
  const setStart = (next: { date: string; time: string }, zone = timeZone) => {
    setStartInput(next);
    onStartChange(instantOf(next, zone));
  };
  const opening = startNotice(start, businessHours);
  return (
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
            onTimeZoneChange(zone);
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
      <FieldsetError>{startError}</FieldsetError>
      <FieldsetError>{timeZoneError}</FieldsetError>
    </fieldset>
  );
}

/**
 * What the campaign will cost, beside what it sends (`figures`): paid with a trial's free messages
 * (`freeNote`), or weighed against the available balance, with a warning when it is more.
 */
export function CampaignEstimate({
  figures,
  estimate,
  currency,
  availableBalance,
  freeNote,
  testId,
}: {
  figures: ReactNode;
  estimate: number;
  /** The route's currency; empty when amounts are shown without one. */
  currency: string;
  availableBalance?: number | undefined;
  freeNote?: ReactNode;
  testId?: string;
}) {
  const money = (amount: number) => `${currency ? `${currency} ` : ""}${formatAmount(amount)}`;
  return (
    <>
      <p
        role="status"
        aria-live="polite"
        data-testid={testId}
        className="rounded-md bg-gray-50 px-3 py-2 text-sm"
      >
        {figures} — estimated cost {money(estimate)}
        {freeNote ? (
          <> ({freeNote})</>
        ) : (
          availableBalance !== undefined && <> (available balance {money(availableBalance)})</>
        )}
      </p>
      {!freeNote && availableBalance !== undefined && estimate > availableBalance && (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm">
          The estimated cost is more than the available balance: top up before going live.
        </p>
      )}
    </>
  );
}

/** Why the server refused the campaign, when no field of the form is to blame. */
export function CampaignRefusal({ children }: { children: string | null }) {
  if (!children) return null;
  return (
    <p role="alert" data-testid="campaign-refusal" className="rounded-md bg-danger/10 px-3 py-2 text-sm">
      {children}
    </p>
  );
}

/** Save draft, then Go Live or Submit for Approval as the user's privileges say (SPEC §6). */
export function CampaignFormActions({
  finish,
  busy,
  onFinish,
}: {
  finish: "go_live" | "submit" | null;
  busy: boolean;
  /** Called with the action and the click, whose form the errors scroll in. */
  onFinish: (then: "go_live" | "submit", event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" variant="outline" disabled={busy}>
        Save draft
      </Button>
      {finish === "go_live" && (
        <Button type="button" disabled={busy} onClick={(event) => onFinish("go_live", event)}>
          Go Live
        </Button>
      )}
      {finish === "submit" && (
        <Button type="button" disabled={busy} onClick={(event) => onFinish("submit", event)}>
          Submit for Approval
        </Button>
      )}
    </div>
  );
}

/**
 * SPEC §8: shows the errors the server sent (`showErrors` sets them), then the page scrolls to the
 * first refused field in the page's order and that field takes the focus. The errors are drawn at
 * once (`flushSync`), so the one found first is among them, not a leftover of the previous try.
 */
/** The server's field errors on a composer's fields; its recipients' total shows on the groups. */
export function setServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: Record<string, unknown>,
): void {
  for (const [name, text] of Object.entries(fields)) {
    setError((name === "total_recipients" ? "contact_group_ids" : name) as FieldPath<Values>, {
      message: String(text),
    });
  }
}

export function scrollToFirstError(target: EventTarget | null | undefined, showErrors: () => void): void {
  const form = target instanceof Element ? target.closest("form") : null;
  flushSync(showErrors);
  const first = form?.querySelector<HTMLElement>('[data-slot="field-error"]');
  first?.scrollIntoView({ block: "center", behavior: "smooth" });
  first
    ?.closest('[data-slot="field"], fieldset')
    ?.querySelector<HTMLElement>("input, textarea, select, button")
    ?.focus({ preventScroll: true });
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
function startNotice(
  start: string | null,
  businessHours: CampaignScheduleProps["businessHours"],
): string | null {
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
