import { type ListQuery, FIRST_LIST_PAGE, campaignPath, formatAmount } from "@sendline/core";
import { BILLING_TRANSACTION_TYPES, type BillingTransactionType } from "@sendline/core/contract";
import { Button } from "@sendline/ui/button";
import { Checkbox } from "@sendline/ui/checkbox";
import { DataTable, type DataTableColumn } from "@sendline/ui/data-table";
import { Field, FieldControl, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { DownloadIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { ApiError } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { downloadFile } from "../../../lib/download";
import type { CreditHistoryFilter } from "../api/billing-keys";
import { creditHistoryCsvPath, useCreditHistory, type CreditHistoryRow } from "../api/get-credit-history";
import { TRANSACTION_TYPE_LABELS, billingDate, signedAmount } from "./billing-format";

const COLUMNS: DataTableColumn<CreditHistoryRow>[] = [
  { id: "date_created", header: "Date", cell: ({ row }) => billingDate(row.original.date_created) },
  { id: "type", header: "Type", cell: ({ row }) => TRANSACTION_TYPE_LABELS[row.original.type] },
  { id: "reason", header: "Details", cell: ({ row }) => <Details row={row.original} /> },
  {
    id: "amount",
    header: "Balance change",
    cell: ({ row }) => (
      <span className="tabular-nums">
        {row.original.amount === 0
          ? "—"
          : `${row.original.currency_code} ${signedAmount(row.original.amount)}`}
      </span>
    ),
  },
  {
    id: "withholding",
    header: "Withheld change",
    cell: ({ row }) => (
      <span className="tabular-nums">
        {row.original.withholding === 0
          ? "—"
          : `${row.original.currency_code} ${signedAmount(row.original.withholding)}`}
      </span>
    ),
  },
  {
    id: "balance_after",
    header: "Balance after",
    cell: ({ row }) => (
      <span className="tabular-nums">
        {row.original.currency_code} {formatAmount(row.original.balance_after)}
      </span>
    ),
  },
];

const CAMPAIGN_VERBS: Partial<Record<CreditHistoryRow["type"], string>> = {
  withhold: "Withheld for",
  charge: "Charged for",
  release: "Released from",
};

/** A row's details: a campaign's row names and links the campaign, others keep the ledger's reason. */
function Details({ row }: { row: CreditHistoryRow }) {
  const { campaign } = row;
  if (!campaign || row.campaign_id === null) return row.reason;
  const verb = CAMPAIGN_VERBS[row.type];
  return (
    <span>
      {verb ? `${verb} ` : `${row.reason}: `}
      <Link
        href={campaignPath({
          id: row.campaign_id,
          channel: campaign.channel,
          isTest: campaign.is_test_campaign,
        })}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {campaign.name}
      </Link>
    </span>
  );
}

/** The filter's form: dates as typed, types as ticked; applied together. */
function CreditHistoryFilterForm({
  value,
  onApply,
}: {
  value: CreditHistoryFilter;
  onApply: (filter: CreditHistoryFilter) => void;
}) {
  const [from, setFrom] = useState(value.from ?? "");
  const [to, setTo] = useState(value.to ?? "");
  const [types, setTypes] = useState<BillingTransactionType[]>(value.types ?? []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...(from && { from }), ...(to && { to }), ...(types.length > 0 && { types }) });
  };
  return (
    <form aria-label="Credit history filter" onSubmit={submit} className="flex flex-wrap items-end gap-4">
      <Field>
        <FieldLabel>From</FieldLabel>
        <FieldControl>
          <Input
            type="date"
            min="2012-01-01"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
        </FieldControl>
      </Field>
      <Field>
        <FieldLabel>To</FieldLabel>
        <FieldControl>
          <Input type="date" min="2012-01-01" value={to} onChange={(event) => setTo(event.target.value)} />
        </FieldControl>
      </Field>
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="mb-1.5 text-sm font-medium">Type</legend>
        {BILLING_TRANSACTION_TYPES.map((type) => (
          <label key={type} className="flex items-center gap-1.5 text-sm">
            <Checkbox
              checked={types.includes(type)}
              onCheckedChange={(checked) =>
                setTypes((current) =>
                  checked === true ? [...current, type] : current.filter((other) => other !== type),
                )
              }
            />
            {TRANSACTION_TYPE_LABELS[type]}
          </label>
        ))}
      </fieldset>
      <Button type="submit" variant="outline">
        Apply
      </Button>
    </form>
  );
}

/**
 * The account's credit history (SPEC §2): every ledger row (top-ups, withholdings, charges,
 * releases, adjustments) within the filter's dates (this month by default, by the report date
 * rules) and types, as a list and as a CSV. A campaign's rows name and link the campaign, and each
 * row shows the account's balance just after it (the server sums the whole ledger, so a filtered or
 * later page shows the same figure).
 */
export function CreditHistory() {
  const api = useApi();
  const [filter, setFilter] = useState<CreditHistoryFilter>({});
  const [query, setQuery] = useState<ListQuery>(FIRST_LIST_PAGE);
  const [download, setDownload] = useState<"idle" | "busy" | "failed">("idle");
  const list = useCreditHistory(filter, query);
  const failure =
    list.error instanceof ApiError
      ? Object.values((list.error.body as { errors?: Record<string, string[]> }).errors ?? {})
          .flat()
          .join(" ") || list.error.message
      : null;
  return (
    <div className="flex flex-col gap-4">
      <CreditHistoryFilterForm
        value={filter}
        onApply={(next) => {
          setFilter(next);
          setQuery((current) => ({ ...current, page: 1 }));
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          aria-busy={download === "busy"}
          disabled={download === "busy"}
          onClick={() => {
            setDownload("busy");
            downloadFile(api, creditHistoryCsvPath(filter), "credit-history.csv", { quiet: true })
              .then(() => setDownload("idle"))
              .catch(() => setDownload("failed"));
          }}
        >
          <DownloadIcon aria-hidden />
          Download CSV
        </Button>
        {download === "failed" && (
          <p role="alert" className="text-sm text-danger">
            The download failed. Try again.
          </p>
        )}
      </div>
      <DataTable
        label="Credit history"
        columns={COLUMNS}
        data={list.data?.data ?? []}
        getRowId={(row) => String(row.id)}
        status={list.isError ? "error" : list.isPending ? "loading" : "ready"}
        errorMessage={failure ?? undefined}
        onRetry={() => void list.refetch()}
        emptyMessage="No credit history in this range."
        query={query}
        onQueryChange={setQuery}
        totalPages={list.data?.total_pages ?? 1}
        storageKey="credit-history"
      />
    </div>
  );
}
