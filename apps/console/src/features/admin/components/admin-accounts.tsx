import { type ListQuery, FIRST_LIST_PAGE } from "@sendline/core";
import { ACCOUNT_STATUSES, ACCOUNT_STATUS_NAMES, type AccountStatus } from "@sendline/core/contract";
import { Badge } from "@sendline/ui/badge";
import { Button } from "@sendline/ui/button";
import { Checkbox } from "@sendline/ui/checkbox";
import { DataTable, type DataTableColumn } from "@sendline/ui/data-table";
import { Field, FieldControl, FieldError, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { useId, useState, type FormEvent } from "react";
import {
  useAdjustBalance,
  useAdminAccount,
  useAdminAccounts,
  useUpdateAccount,
  type AdminAccountRow,
} from "../api/accounts";
import { SELECT_CLASS, failureOf, money } from "./admin-format";

/** The account's status, trial flag and credit limit, saved together. */
function AccountSettingsForm({ account }: { account: AdminAccountRow }) {
  const update = useUpdateAccount();
  const [status, setStatus] = useState<AccountStatus>(account.status);
  const [trial, setTrial] = useState(account.is_trial);
  const [creditLimit, setCreditLimit] = useState(String(account.credit_limit));
  const [saved, setSaved] = useState(false);
  const failure = failureOf(update.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    update.mutate(
      {
        id: account.id,
        body: { status, is_trial: trial, credit_limit: Number(creditLimit) },
      },
      { onSuccess: () => setSaved(true) },
    );
  };
  return (
    <form aria-label="Account settings" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field>
        <FieldLabel>Status</FieldLabel>
        <FieldControl>
          <select
            className={SELECT_CLASS}
            value={status}
            onChange={(event) => setStatus(event.target.value as AccountStatus)}
          >
            {ACCOUNT_STATUSES.map((option) => (
              <option key={option} value={option}>
                {ACCOUNT_STATUS_NAMES[option]}
              </option>
            ))}
          </select>
        </FieldControl>
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={trial} onCheckedChange={(checked) => setTrial(checked === true)} />
        Trial account
      </label>
      <Field invalid={Boolean(failure.fields.credit_limit)}>
        <FieldLabel>Credit limit ({account.currency_code})</FieldLabel>
        <FieldControl>
          <Input
            inputMode="decimal"
            value={creditLimit}
            onChange={(event) => setCreditLimit(event.target.value)}
          />
        </FieldControl>
        {failure.fields.credit_limit && <FieldError>{failure.fields.credit_limit}</FieldError>}
      </Field>
      {failure.message && (
        <p role="alert" className="text-sm text-danger">
          {failure.message}
        </p>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
          Save account
        </Button>
        {saved && <span role="status">Account saved.</span>}
      </div>
    </form>
  );
}

/** A credit (positive) or debit (negative) of the balance, with its reason, through the ledger. */
function BalanceAdjustmentForm({ account }: { account: AdminAccountRow }) {
  const adjust = useAdjustBalance();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [issues, setIssues] = useState<Record<string, string | undefined>>({});
  const [done, setDone] = useState<string | null>(null);
  const failure = failureOf(adjust.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const value = Number(amount);
    const local = {
      amount:
        amount.trim() === "" || !Number.isFinite(value) || value === 0
          ? "Enter a non-zero amount."
          : undefined,
      reason: reason.trim() === "" ? "Say why the balance is adjusted." : undefined,
    };
    setIssues(local);
    if (local.amount || local.reason) return;
    adjust.mutate(
      { id: account.id, body: { amount: value, reason: reason.trim() } },
      {
        onSuccess: (updated) => {
          setDone(`Balance adjusted to ${money(updated.currency_code, updated.balance)}.`);
          setAmount("");
          setReason("");
        },
      },
    );
  };
  const amountIssue = issues.amount ?? failure.fields.amount;
  const reasonIssue = issues.reason ?? failure.fields.reason;
  return (
    <form aria-label="Balance adjustment" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm">
        Balance:{" "}
        <span className="font-medium tabular-nums">{money(account.currency_code, account.balance)}</span>
      </p>
      <Field invalid={Boolean(amountIssue)}>
        <FieldLabel>Amount ({account.currency_code}, negative to debit)</FieldLabel>
        <FieldControl>
          <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </FieldControl>
        {amountIssue && <FieldError>{amountIssue}</FieldError>}
      </Field>
      <Field invalid={Boolean(reasonIssue)}>
        <FieldLabel>Reason</FieldLabel>
        <FieldControl>
          <Input value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
        </FieldControl>
        {reasonIssue && <FieldError>{reasonIssue}</FieldError>}
      </Field>
      {failure.message && (
        <p role="alert" className="text-sm text-danger">
          {failure.message}
        </p>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={adjust.isPending} aria-busy={adjust.isPending}>
          Adjust balance
        </Button>
        {done && <span role="status">{done}</span>}
      </div>
    </form>
  );
}

/** One account's details for staff: its settings and balance adjustments. */
export function AdminAccountDetails({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const account = useAdminAccount(accountId);
  if (account.isError) return <p role="alert">The account could not be loaded.</p>;
  if (!account.data) return <p role="status">Loading the account…</p>;
  return (
    <section
      aria-labelledby="admin-account-title"
      className="flex flex-col gap-6 rounded-lg border bg-card p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="admin-account-title" className="text-lg font-semibold">
          {account.data.name}{" "}
          <span className="text-sm font-normal text-muted-foreground">({account.data.code})</span>
        </h2>
        <Button variant="outline" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      <div className="grid gap-8 md:grid-cols-2">
        <AccountSettingsForm key={`settings-${account.data.id}`} account={account.data} />
        <BalanceAdjustmentForm key={`adjust-${account.data.id}`} account={account.data} />
      </div>
    </section>
  );
}

/** Staff's accounts screen: every account, searchable, and the chosen one's details. */
export function AdminAccounts() {
  const [query, setQuery] = useState<ListQuery>(FIRST_LIST_PAGE);
  const [selected, setSelected] = useState<number | null>(null);
  const [status, setStatus] = useState<AccountStatus | "">("");
  const [trialOnly, setTrialOnly] = useState(false);
  const list = useAdminAccounts({
    ...query,
    filter: { ...(status && { status }), ...(trialOnly && { is_trial: "1" }) },
  });
  const statusId = useId();
  const columns: DataTableColumn<AdminAccountRow>[] = [
    { id: "name", header: "Account", cell: ({ row }) => row.original.name },
    { id: "code", header: "Code", cell: ({ row }) => row.original.code },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          {ACCOUNT_STATUS_NAMES[row.original.status]}
          {row.original.is_trial && <Badge>Trial</Badge>}
        </span>
      ),
    },
    {
      id: "balance",
      header: "Balance",
      cell: ({ row }) => (
        <span className="tabular-nums">{money(row.original.currency_code, row.original.balance)}</span>
      ),
    },
    {
      id: "credit_limit",
      header: "Credit limit",
      cell: ({ row }) => (
        <span className="tabular-nums">{money(row.original.currency_code, row.original.credit_limit)}</span>
      ),
    },
    {
      id: "manage",
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Manage ${row.original.name}`}
          onClick={() => setSelected(row.original.id)}
        >
          Manage
        </Button>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div role="group" aria-label="Account filter" className="flex flex-wrap items-center gap-4">
        <label htmlFor={statusId} className="text-sm font-medium">
          Filter by status
        </label>
        <select
          id={statusId}
          className={SELECT_CLASS}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as AccountStatus | "");
            setQuery((current) => ({ ...current, page: 1 }));
          }}
        >
          <option value="">All statuses</option>
          {ACCOUNT_STATUSES.map((option) => (
            <option key={option} value={option}>
              {ACCOUNT_STATUS_NAMES[option]}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-2 text-sm">
          <Checkbox
            checked={trialOnly}
            onCheckedChange={(checked) => {
              setTrialOnly(checked === true);
              setQuery((current) => ({ ...current, page: 1 }));
            }}
          />
          Trial accounts only
        </label>
      </div>
      <DataTable
        label="Accounts"
        columns={columns}
        data={list.data?.data ?? []}
        getRowId={(row) => String(row.id)}
        status={list.isError ? "error" : list.isPending ? "loading" : "ready"}
        onRetry={() => void list.refetch()}
        emptyMessage="No accounts match."
        query={query}
        onQueryChange={setQuery}
        totalPages={list.data?.total_pages ?? 1}
        storageKey="admin-accounts"
      />
      {selected !== null && <AdminAccountDetails accountId={selected} onClose={() => setSelected(null)} />}
    </div>
  );
}
