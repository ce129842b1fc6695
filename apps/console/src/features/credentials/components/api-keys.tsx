import { API_KEY_LIMIT, type ListQuery, FIRST_LIST_PAGE } from "@sendline/core";
import { API_KEY_NAME_MAX_LENGTH, apiKeyCreateBodySchema } from "@sendline/core/contract";
import { ConfirmDialog } from "@sendline/ui/alert-dialog";
import { Button } from "@sendline/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@sendline/ui/card";
import { DataTable, type DataTableColumn } from "@sendline/ui/data-table";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@sendline/ui/dialog";
import { Field, FieldControl, FieldError, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { useState, type FormEvent } from "react";
import { saveBlob } from "../../../lib/download";
import { ApiError } from "../../../lib/api-client";
import { fieldErrorsOf } from "../../../lib/response-handler";
import { API_KEY_FIELDS, useCreateApiKey, type CreatedApiKey } from "../api/create-api-key";
import { useApiKeys, type ApiKey } from "../api/get-api-keys";
import { useRevokeApiKeys } from "../api/revoke-api-keys";
import { CopyButton } from "./copy-button";
import { dateTime } from "./format";

/** The address messages are sent to with a key, as the downloaded credentials name it. */
export const SEND_PATH = "/api/v1/sms/send";

/** The file the credentials download as: `{api_key, api_secret, ...}` (SPEC §9 "Credentials"). */
export function credentialsFile(key: CreatedApiKey, origin: string): Blob {
  const json = {
    name: key.name,
    api_key: key.api_key,
    api_secret: key.api_secret,
    date_created: key.date_created,
    endpoint: `${origin}${SEND_PATH}`,
    authentication: "HTTP Basic: api_key as the user name, api_secret as the password",
  };
  return new Blob([`${JSON.stringify(json, null, 2)}\n`], { type: "application/json" });
}

const columnsFor = (revoke: (key: ApiKey) => void): DataTableColumn<ApiKey>[] => [
  { id: "name", header: "Name", cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
  {
    id: "api_key",
    header: "API key",
    cell: ({ row }) => (
      <span className="flex items-center gap-2">
        <code className="font-mono text-sm">{row.original.api_key}</code>
        <CopyButton value={row.original.api_key} label={`Copy API key of ${row.original.name}`} />
      </span>
    ),
  },
  {
    id: "secret",
    header: "Secret",
    cell: ({ row }) => (
      <code className="font-mono text-sm text-muted-foreground">••••{row.original.secret_hint}</code>
    ),
  },
  { id: "date_created", header: "Created", cell: ({ row }) => dateTime(row.original.date_created) },
  { id: "date_last_used", header: "Last used", cell: ({ row }) => dateTime(row.original.date_last_used) },
  {
    id: "messages_sent",
    header: "Messages sent",
    cell: ({ row }) => <span className="tabular-nums">{row.original.messages_sent.toLocaleString()}</span>,
  },
  {
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => (
      <span className="flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          className="text-danger"
          aria-label={`Revoke ${row.original.name}`}
          onClick={() => revoke(row.original)}
        >
          Revoke
        </Button>
      </span>
    ),
  },
];

/** The server's words for a refused key (the third, say); the call is quiet so they show here only. */
function refusalOf(error: unknown): string {
  const body = error instanceof ApiError ? error.body : null;
  return typeof body === "object" && body !== null && "message" in body && typeof body.message === "string"
    ? body.message
    : "The key could not be generated. Try again.";
}

/** Shows a key's secret the one time it exists in the console, with the JSON download. */
function CreatedKeyDialog({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const [saved, setSaved] = useState(false);
  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => {
        if (open) return;
        setSaved(false);
        onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>API key generated</DialogTitle>
          <DialogDescription>
            {created ? `“${created.name}”: copy` : "Copy"} the secret or download the credentials now: the
            secret is shown only this once.
          </DialogDescription>
        </DialogHeader>
        {created && (
          <dl className="grid gap-3 text-sm">
            <div className="grid gap-1">
              <dt className="font-medium">API key</dt>
              <dd className="flex items-center gap-2">
                <code
                  className="block min-w-0 flex-1 rounded-md bg-muted px-3 py-2 font-mono break-all"
                  aria-label="API key"
                >
                  {created.api_key}
                </code>
                <CopyButton value={created.api_key} label="Copy API key" />
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="font-medium">API secret</dt>
              <dd className="flex items-center gap-2">
                <code
                  className="block min-w-0 flex-1 rounded-md bg-muted px-3 py-2 font-mono break-all"
                  aria-label="API secret"
                >
                  {created.api_secret}
                </code>
                <CopyButton value={created.api_secret} label="Copy API secret" />
              </dd>
            </div>
          </dl>
        )}
        {saved && (
          <p role="status" className="text-sm text-success">
            Credentials downloaded.
          </p>
        )}
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => {
              if (!created) return;
              saveBlob(
                credentialsFile(created, window.location.origin),
                `sendline-api-key-${created.id}.json`,
              );
              setSaved(true);
            }}
          >
            Download JSON
          </Button>
          <Button
            onClick={() => {
              setSaved(false);
              onClose();
            }}
          >
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Asks for the new key's name; the server's refusal (a third key, a name in use) shows here. */
function NewKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (key: CreatedApiKey) => void;
  onCancel: () => void;
}) {
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const parsed = apiKeyCreateBodySchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (failure) => {
        const fieldError = fieldErrorsOf(failure, API_KEY_FIELDS).name;
        if (fieldError) setError(fieldError);
        else setRefusal(refusalOf(failure));
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {refusal && (
        <p
          role="alert"
          className="rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
        >
          {refusal}
        </p>
      )}
      <Field>
        <FieldLabel>Key name</FieldLabel>
        <FieldControl>
          <Input
            value={name}
            maxLength={API_KEY_NAME_MAX_LENGTH}
            autoComplete="off"
            placeholder="e.g. Billing system"
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
        </FieldControl>
        <FieldError>{error}</FieldError>
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          Generate
        </Button>
      </DialogFooter>
    </form>
  );
}

function NewKeyDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (key: CreatedApiKey) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New API key</DialogTitle>
          <DialogDescription>Name the key after the system that will use it.</DialogDescription>
        </DialogHeader>
        {open && <NewKeyForm onCreated={onCreated} onCancel={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const revoke = useRevokeApiKeys();
  return (
    <ConfirmDialog
      open={apiKey !== null}
      onClose={onClose}
      title={`Revoke ${apiKey?.name}?`}
      description="Applications using this key stop being able to send at once. This cannot be undone."
      confirmLabel="Revoke key"
      pending={revoke.isPending}
      onConfirm={() => apiKey && revoke.mutate([apiKey.id], { onSuccess: onClose })}
    />
  );
}

/**
 * The account's API keys (SPEC §9 "Credentials"): at most two, each named at creation; a new key's
 * secret shows once, with copy buttons and its credentials as a JSON download; the list shows when
 * each key last authenticated a call; a key is revoked after a confirmation. A third key is refused
 * by the server, whose words show in the new-key dialog.
 */
export function ApiKeys() {
  const [query, setQuery] = useState<ListQuery>(FIRST_LIST_PAGE);
  const list = useApiKeys(query);
  const [naming, setNaming] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const count = list.data?.data.length ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>API keys</CardTitle>
        <CardDescription>
          Send SMS from your own systems with HTTP Basic authentication: the API key as the user name and its
          secret as the password. Up to {API_KEY_LIMIT} keys
          {list.data ? `: ${count} of ${API_KEY_LIMIT} in use.` : "."}
        </CardDescription>
        <CardAction>
          <Button onClick={() => setNaming(true)}>Generate API key</Button>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <DataTable
          label="API keys"
          columns={columnsFor(setRevoking)}
          data={list.data?.data ?? []}
          getRowId={(row) => String(row.id)}
          status={list.isError ? "error" : list.isPending ? "loading" : "ready"}
          onRetry={() => void list.refetch()}
          emptyMessage="No API keys yet. Generate one to send SMS through the API."
          query={query}
          onQueryChange={setQuery}
          totalPages={list.data?.total_pages ?? 1}
          storageKey="api-keys"
        />
      </CardContent>
      <NewKeyDialog
        open={naming}
        onClose={() => setNaming(false)}
        onCreated={(key) => {
          setNaming(false);
          setCreated(key);
        }}
      />
      <CreatedKeyDialog created={created} onClose={() => setCreated(null)} />
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}
