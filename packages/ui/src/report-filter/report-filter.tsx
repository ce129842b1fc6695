import {
  clampReportFrom,
  clampReportTo,
  DEFAULT_QUICK_RANGE,
  formatReportDate,
  isValidReportRange,
  QUICK_RANGE_LABELS,
  QUICK_RANGES,
  quickRange,
  REPORT_MIN_DATE,
  type QuickRange,
} from "@sendline/core";
import type { ReportBreakdown } from "@sendline/core/contract";
import { cva } from "class-variance-authority";
import { ChevronsUpDownIcon } from "lucide-react";
import { useId, useState, type ComponentProps, type FormEvent } from "react";
import { Button } from "../button/button";
import { Checkbox } from "../checkbox/checkbox";
import { Combobox } from "../combobox/combobox";
import { Input } from "../input/input";
import { cn } from "../lib/cn";
import { formatDay } from "../lib/format-date";
import { useControllableState } from "../lib/use-controllable-state";
import { Popover, PopoverContent, PopoverTrigger } from "../popover/popover";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select/select";
import { Switch } from "../switch/switch";

/** A picked user or account. */
type ReportFilterOption = { id: string; name: string };

/** The filter as the report calls send it: days as `yyyy-MM-dd`. */
type ReportFilterValue = {
  range: QuickRange | "custom";
  from: string;
  to: string;
  breakdown: ReportBreakdown;
  showAnalytics: boolean;
  showCategory: boolean;
  showOperator: boolean;
  userIds: string[];
  accountId: string | null;
};

type ReportClockProps = {
  /** The current instant; quick ranges are counted from it. */
  now: Date;
  /** The IANA timezone days are counted in. @default "Asia/Manila" */
  timeZone?: string;
  /** From this moment report ranges end yesterday. */
  newChargingEffectiveDate?: Date | null;
};

/** The filter's starting value: this month, monthly breakdown, nothing picked. */
function defaultReportFilterValue({
  now,
  timeZone = "Asia/Manila",
  newChargingEffectiveDate = null,
}: ReportClockProps) {
  const range = quickRange(DEFAULT_QUICK_RANGE, { now, timeZone, newChargingEffectiveDate });
  return {
    range: DEFAULT_QUICK_RANGE,
    from: formatReportDate(range.from, timeZone),
    to: formatReportDate(range.to, timeZone),
    breakdown: "monthly",
    showAnalytics: false,
    showCategory: false,
    showOperator: false,
    userIds: [],
    accountId: null,
  } satisfies ReportFilterValue;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00`);
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`);

const reportFilterVariants = cva("flex flex-wrap items-end gap-3", {
  variants: {
    variant: { full: "rounded-lg border bg-card p-4", mini: "" },
  },
  defaultVariants: { variant: "full" },
});

type ReportFilterProps = Omit<ComponentProps<"form">, "defaultValue" | "onSubmit" | "onChange"> &
  ReportClockProps & {
    /** Full (a bordered panel with every field given) or mini (dates, quick range and submit inline). @default "full" */
    variant?: "full" | "mini";
    value?: ReportFilterValue;
    /** @default this month, monthly breakdown */
    defaultValue?: ReportFilterValue;
    onValueChange?: (value: ReportFilterValue) => void;
    /** Called on submit, only when from is earlier than to. */
    onSubmit: (value: ReportFilterValue) => void;
    /** Offer the daily / monthly breakdown. @default false */
    showBreakdown?: boolean;
    /** Offer the analytics, category and operator toggles. @default false */
    showToggles?: boolean;
    /** Users of the account, offered to account users (those with an account). */
    users?: readonly ReportFilterOption[];
    /** Accounts, offered to staff without an account. */
    accounts?: readonly ReportFilterOption[];
    /** Staff (a non-account role). @default false */
    staff?: boolean;
    /** The session's account; staff inside an account pick its users like account users do. */
    accountId?: string | null;
    /** @default "Generate" */
    submitLabel?: string;
  };

/** Which picker a filter shows (SPEC §6): staff without an account pick an account; users with an account pick its users. */
function reportFilterPicker(staff: boolean, accountId: string | null | undefined): "account" | "users" {
  return staff && !accountId ? "account" : "users";
}

/** The report, credit history and traffic report filter: dates within SPEC §5's bounds, quick ranges, breakdown, toggles and pickers. */
function ReportFilter({
  variant = "full",
  now,
  timeZone = "Asia/Manila",
  newChargingEffectiveDate = null,
  value,
  defaultValue,
  onValueChange,
  onSubmit,
  showBreakdown = false,
  showToggles = false,
  users,
  accounts,
  staff = false,
  accountId = null,
  submitLabel = "Generate",
  className,
  ...props
}: ReportFilterProps) {
  const clock = { now, timeZone, newChargingEffectiveDate };
  const [filter, setFilter] = useControllableState<ReportFilterValue>({
    value,
    defaultValue: defaultValue ?? defaultReportFilterValue(clock),
    onValueChange,
  });
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const picker = reportFilterPicker(staff, accountId);
  const update = (patch: Partial<ReportFilterValue>) => {
    setInvalid(false);
    setFilter({ ...filter, ...patch });
  };

  const pickRange = (range: string) => {
    if (range === "custom") return update({ range: "custom" });
    const dates = quickRange(range as QuickRange, clock);
    update({
      range: range as QuickRange,
      from: formatReportDate(dates.from, timeZone),
      to: formatReportDate(dates.to, timeZone),
    });
  };

  const changeFrom = (text: string) => {
    if (!text) return;
    update({ range: "custom", from: formatDay(clampReportFrom(dayStart(text), dayStart(filter.to))) });
  };

  const changeTo = (text: string) => {
    if (!text) return;
    update({ range: "custom", to: formatDay(clampReportTo(dayStart(text), dayStart(filter.from))) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidReportRange(dayStart(filter.from), dayEnd(filter.to)) || filter.from > filter.to) {
      setInvalid(true);
      return;
    }
    onSubmit(filter);
  };

  const maxDay = formatReportDate(quickRange("this_month", clock).to, timeZone);

  return (
    <form
      data-slot="report-filter"
      data-variant={variant}
      data-state={invalid ? "invalid" : "valid"}
      noValidate
      onSubmit={submit}
      className={cn(reportFilterVariants({ variant }), className)}
      {...props}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-range`} className="text-sm font-medium">
          Date range
        </label>
        <Select value={filter.range} onValueChange={pickRange}>
          <SelectTrigger id={`${id}-range`} className="w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {QUICK_RANGES.map((range) => (
              <SelectItem key={range} value={range}>
                {QUICK_RANGE_LABELS[range]}
              </SelectItem>
            ))}
            <SelectItem value="custom">Custom</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-from`} className="text-sm font-medium">
          From
        </label>
        <Input
          id={`${id}-from`}
          type="date"
          className="w-40"
          min={REPORT_MIN_DATE}
          max={filter.to}
          value={filter.from}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => changeFrom(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-to`} className="text-sm font-medium">
          To
        </label>
        <Input
          id={`${id}-to`}
          type="date"
          className="w-40"
          min={filter.from}
          max={maxDay}
          value={filter.to}
          aria-invalid={invalid || undefined}
          onChange={(event) => changeTo(event.target.value)}
        />
      </div>
      {showBreakdown && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-breakdown`} className="text-sm font-medium">
            Breakdown
          </label>
          <Select
            value={filter.breakdown}
            onValueChange={(next) => update({ breakdown: next as ReportBreakdown })}
          >
            <SelectTrigger id={`${id}-breakdown`} className="w-32">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="monthly">Monthly</SelectItem>
              <SelectItem value="daily">Daily</SelectItem>
            </SelectContent>
          </Select>
        </div>
      )}
      {variant === "full" && picker === "account" && accounts && (
        <div className="flex flex-col gap-1.5">
          <span id={`${id}-account`} className="text-sm font-medium">
            Account
          </span>
          <Combobox
            aria-labelledby={`${id}-account`}
            className="w-56"
            placeholder="All accounts"
            searchPlaceholder="Search accounts…"
            options={accounts.map((account) => ({ value: account.id, label: account.name }))}
            value={filter.accountId}
            onValueChange={(next) => update({ accountId: next })}
          />
        </div>
      )}
      {variant === "full" && picker === "users" && users && (
        <ReportFilterUserPicker
          users={users}
          value={filter.userIds}
          onValueChange={(userIds) => update({ userIds })}
        />
      )}
      {showToggles && (
        <div className="flex flex-wrap items-center gap-4 pb-2">
          {(
            [
              ["showAnalytics", "Analytics"],
              ["showCategory", "Category"],
              ["showOperator", "Operator"],
            ] as const
          ).map(([key, label]) => (
            <label key={key} className="flex items-center gap-2 text-sm">
              <Switch checked={filter[key]} onCheckedChange={(checked) => update({ [key]: checked })} />
              {label}
            </label>
          ))}
        </div>
      )}
      <Button type="submit">{submitLabel}</Button>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm text-danger">
          The from date must be earlier than the to date.
        </p>
      )}
    </form>
  );
}

type ReportFilterUserPickerProps = {
  users: readonly ReportFilterOption[];
  value: readonly string[];
  onValueChange: (ids: string[]) => void;
};

/** Several users of the account, picked from a searchable list. */
function ReportFilterUserPicker({ users, value, onValueChange }: ReportFilterUserPickerProps) {
  const [search, setSearch] = useState("");
  const id = useId();
  const shown = users.filter((user) => user.name.toLowerCase().includes(search.trim().toLowerCase()));
  const picked = users.filter((user) => value.includes(user.id));
  const toggle = (userId: string, on: boolean) =>
    onValueChange(on ? [...value, userId] : value.filter((current) => current !== userId));

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        Users
      </span>
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="outline" aria-labelledby={`${id}-label ${id}-summary`} className="w-56">
            <span id={`${id}-summary`} className="flex-1 truncate text-left font-normal">
              {picked.length === 0
                ? "All users"
                : picked.length === 1
                  ? picked[0]?.name
                  : `${picked.length} users`}
            </span>
            <ChevronsUpDownIcon aria-hidden className="opacity-60" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" aria-label="Pick users" className="w-64 p-2">
          <Input
            type="search"
            aria-label="Search users"
            placeholder="Search users…"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="mb-2"
          />
          <ul aria-label="Users" className="flex max-h-56 flex-col gap-1 overflow-y-auto">
            {shown.map((user) => (
              <li key={user.id}>
                <label className="flex items-center gap-2 rounded px-2 py-1 text-sm hover:bg-accent">
                  <Checkbox
                    checked={value.includes(user.id)}
                    onCheckedChange={(checked) => toggle(user.id, checked === true)}
                  />
                  {user.name}
                </label>
              </li>
            ))}
            {shown.length === 0 && (
              <li className="px-2 py-1 text-sm text-muted-foreground">No users found.</li>
            )}
          </ul>
        </PopoverContent>
      </Popover>
    </div>
  );
}

/** The credit history filter: dates and quick ranges only. */
function CreditHistoryFilter(
  props: Omit<ReportFilterProps, "showBreakdown" | "showToggles" | "users" | "accounts">,
) {
  return <ReportFilter data-filter="credit-history" submitLabel="Filter" {...props} />;
}

/** The email API traffic report filter: dates, breakdown, analytics / category / operator toggles and pickers. */
function TrafficReportFilter(props: Omit<ReportFilterProps, "showBreakdown" | "showToggles">) {
  return <ReportFilter data-filter="traffic-report" showBreakdown showToggles {...props} />;
}

export {
  CreditHistoryFilter,
  defaultReportFilterValue,
  ReportFilter,
  reportFilterPicker,
  TrafficReportFilter,
  type ReportFilterOption,
  type ReportFilterProps,
  type ReportFilterValue,
};
