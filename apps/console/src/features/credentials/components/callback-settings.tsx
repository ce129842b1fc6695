import { DELIVERY_RECEIPT_CODES, type ListQuery, FIRST_LIST_PAGE } from "@sendline/core";
import { Badge, type BadgeVariant } from "@sendline/ui/badge";
import { Button } from "@sendline/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@sendline/ui/card";
import { DataTable, type DataTableColumn } from "@sendline/ui/data-table";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { useState, type FormEvent } from "react";
import { fieldErrorsOf, silentFailureMessage } from "../../../lib/response-handler";
import { useCallbackSettings, type CallbackSettings } from "../api/get-callback";
import { useCallbackDeliveries, type CallbackDelivery } from "../api/get-callback-deliveries";
import { useTestCallback, type CallbackTestResult } from "../api/test-callback";
import { CALLBACK_FIELDS, useUpdateCallback } from "../api/update-callback";
import { dateTime } from "./format";

/** The header a receipt's signature travels in. */
export const SIGNATURE_HEADER = "X-Sendline-Signature";

const STATUS_BADGE: Record<CallbackDelivery["status"], { label: string; variant: BadgeVariant }> = {
  pending: { label: "Retrying", variant: "warning" },
  delivered: { label: "Delivered", variant: "success" },
  failed: { label: "Failed", variant: "danger" },
};

const codeName = (code: number) =>
  DELIVERY_RECEIPT_CODES[code as keyof typeof DELIVERY_RECEIPT_CODES] ?? String(code);

const deliveryColumns: DataTableColumn<CallbackDelivery>[] = [
  {
    id: "message_id",
    header: "Message",
    cell: ({ row }) => <code className="font-mono text-sm">{row.original.message_id}</code>,
  },
  {
    id: "status_code",
    header: "Receipt",
    cell: ({ row }) => `${row.original.status_code} ${codeName(row.original.status_code)}`,
  },
  {
    id: "status",
    header: "Posted",
    cell: ({ row }) => {
      const badge = STATUS_BADGE[row.original.status];
      return <Badge variant={badge.variant}>{badge.label}</Badge>;
    },
  },
  { id: "attempts", header: "Attempts", cell: ({ row }) => row.original.attempts },
  {
    id: "response",
    header: "Response",
    cell: ({ row }) =>
      row.original.response_code !== null
        ? `${row.original.response_code} in ${row.original.response_ms} ms`
        : (row.original.last_error ?? "—"),
  },
  {
    id: "date_last_attempt",
    header: "Last attempt",
    cell: ({ row }) => dateTime(row.original.date_last_attempt),
  },
];

function testOutcome(result: CallbackTestResult): string {
  if (result.response_code === null) return `${result.error ?? "No answer"} after ${result.response_ms} ms.`;
  return `Your receiver answered ${result.response_code} in ${result.response_ms} ms.`;
}

function CallbackForm({ settings }: { settings: CallbackSettings }) {
  const update = useUpdateCallback();
  const test = useTestCallback();
  const [url, setUrl] = useState(settings.url);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setNotice(null);
    try {
      const saved = await update.mutateAsync({ url: url.trim() });
      setNotice(saved.url === "" ? "Delivery receipts are off." : "Callback saved.");
    } catch (failure) {
      setError(fieldErrorsOf(failure, CALLBACK_FIELDS).url ?? silentFailureMessage(failure));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={(event) => void save(event)} noValidate className="flex flex-col gap-3">
        <Field invalid={error !== null}>
          <FieldLabel>Callback URL</FieldLabel>
          <FieldControl>
            <Input
              type="url"
              value={url}
              placeholder="https://example.com/sendline/receipts"
              autoComplete="off"
              onChange={(event) => setUrl(event.target.value)}
            />
          </FieldControl>
          <FieldHint>
            Each delivery receipt is posted here as JSON. Leave it empty to turn receipts off.
          </FieldHint>
          <FieldError>{error}</FieldError>
        </Field>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={update.isPending}>
            Save callback
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={test.isPending || settings.url === ""}
            onClick={() => test.mutate()}
          >
            Send test receipt
          </Button>
          {notice && (
            <span role="status" className="text-sm text-success">
              {notice}
            </span>
          )}
        </div>
      </form>
      {test.data && (
        <p
          role="status"
          aria-label="Test receipt"
          data-state={test.data.response_code !== null && test.data.response_code < 300 ? "ok" : "failed"}
          className="rounded-md border px-3 py-2 text-sm data-[state=failed]:border-danger/40 data-[state=failed]:text-danger data-[state=ok]:border-success/40"
        >
          {testOutcome(test.data)}
        </p>
      )}
      <div className="grid gap-1 text-sm">
        <span className="font-medium">Signing secret</span>
        <code aria-label="Signing secret" className="rounded-md bg-muted px-3 py-2 font-mono break-all">
          {settings.secret}
        </code>
        <span className="text-muted-foreground">
          Each post carries <code className="font-mono">{SIGNATURE_HEADER}</code>: the hex HMAC-SHA256 of the
          request body with this secret. Check it before trusting a receipt.
        </span>
        <span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={update.isPending}
            onClick={() => update.mutate({ url: settings.url, rotate_secret: true })}
          >
            Make a new secret
          </Button>
        </span>
      </div>
    </div>
  );
}

/** The delivery-receipt codes a receipt's `status_code` takes (SPEC §9 "Credentials"). */
export function ReceiptCodesHelp() {
  return (
    <section aria-labelledby="receipt-codes" className="grid gap-2 text-sm">
      <h3 id="receipt-codes" className="font-semibold">
        Delivery-receipt codes
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {Object.entries(DELIVERY_RECEIPT_CODES).map(([code, name]) => (
          <div key={code} className="contents">
            <dt className="font-mono tabular-nums">{code}</dt>
            <dd>{name}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted-foreground">
        A receipt your receiver does not answer with a 2xx status is posted again after 30 seconds, then 1, 2
        and 4 minutes; after 5 attempts it is marked failed.
      </p>
    </section>
  );
}

/**
 * The account's delivery-receipt callback: its URL, the secret receipts are signed with, a test
 * receipt showing the receiver's answer and time, the codes a receipt carries, and the log of the
 * receipts posted.
 */
export function CallbackSettingsPanel() {
  const settings = useCallbackSettings();
  const [query, setQuery] = useState<ListQuery>(FIRST_LIST_PAGE);
  const deliveries = useCallbackDeliveries(query);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Delivery receipts</CardTitle>
        <CardDescription>
          Where the delivery receipt of each message sent with an API key is posted.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {settings.data ? (
          <CallbackForm settings={settings.data} />
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-danger">
            The callback settings could not be loaded.{" "}
            <Button variant="link" size="sm" onClick={() => void settings.refetch()}>
              Retry
            </Button>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Loading…</p>
        )}
        <ReceiptCodesHelp />
        <DataTable
          label="Delivery log"
          columns={deliveryColumns}
          data={deliveries.data?.data ?? []}
          getRowId={(row) => String(row.id)}
          status={deliveries.isError ? "error" : deliveries.isPending ? "loading" : "ready"}
          onRetry={() => void deliveries.refetch()}
          emptyMessage="No receipts posted yet."
          query={query}
          onQueryChange={setQuery}
          totalPages={deliveries.data?.total_pages ?? 1}
          storageKey="callback-deliveries"
        />
      </CardContent>
    </Card>
  );
}
