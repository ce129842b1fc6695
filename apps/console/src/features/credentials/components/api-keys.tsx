import { API_KEY_LIMIT, type ListQuery, FIRST_LIST_PAGE } from "@sendline/core";
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
import { useState } from "react";
import { saveBlob } from "../../../lib/download";
import { ApiError } from "../../../lib/api-client";
import { useCreateApiKey, type CreatedApiKey } from "../api/create-api-key";
import { useApiKeys, type ApiKey } from "../api/get-api-keys";
import { useRevokeApiKeys } from "../api/revoke-api-keys";
import { dateTime } from "./format";

/** The address messages are sent to with a key, as the downloaded credentials name it. */
export const SEND_PATH = "/api/v1/sms/send";

/** The file the credentials download as: `{api_key, api_secret, ...}` (SPEC §9 "Credentials"). */
export function credentialsFile(key: CreatedApiKey, origin: string): Blob {
  const json = {
    api_key: key.api_key,
    api_secret: key.api_secret,
    date_created: key.date_created,
    endpoint: `${origin}${SEND_PATH}`,
    authentication: "HTTP Basic: api_key as the user name, api_secret as the password",
  };
  return new Blob([`${JSON.stringify(json, null, 2)}\n`], { type: "application/json" });
}

const columnsFor = (revoke: (key: ApiKey) => void): DataTableColumn<ApiKey>[] => [
  {
    id: "api_key",
    header: "API key",
    cell: ({ row }) => <code className="font-mono text-sm">{row.original.api_key}</code>,
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
          aria-label={`Revoke ${row.original.api_key}`}
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
            Copy the secret or download the credentials now: the secret is shown only this once.
          </DialogDescription>
        </DialogHeader>
        {created && (
          <dl className="grid gap-3 text-sm">
            <div className="grid gap-1">
              <dt className="font-medium">API key</dt>
              <dd>
                <code
                  className="block rounded-md bg-muted px-3 py-2 font-mono break-all"
                  aria-label="API key"
                >
                  {created.api_key}
                </code>
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="font-medium">API secret</dt>
              <dd>
                <code
                  className="block rounded-md bg-muted px-3 py-2 font-mono break-all"
                  aria-label="API secret"
                >
                  {created.api_secret}
                </code>
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

function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const revoke = useRevokeApiKeys();
  return (
    <ConfirmDialog
      open={apiKey !== null}
      onClose={onClose}
      title={`Revoke ${apiKey?.api_key}?`}
      description="Applications using this key stop being able to send at once. This cannot be undone."
      confirmLabel="Revoke key"
      pending={revoke.isPending}
      onConfirm={() => apiKey && revoke.mutate([apiKey.id], { onSuccess: onClose })}
    />
  );
}

/**
 * The account's API keys (SPEC §9 "Credentials"): at most two; a new key's secret shows once, with
 * its credentials as a JSON download; a key is revoked after a confirmation. A third key is refused
 * by the server, whose words show here.
 */
export function ApiKeys() {
  const [query, setQuery] = useState<ListQuery>(FIRST_LIST_PAGE);
  const list = useApiKeys(query);
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
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
          <Button
            disabled={create.isPending}
            onClick={() => {
              setRefusal(null);
              create.mutate(undefined, {
                onSuccess: setCreated,
                onError: (error) => setRefusal(refusalOf(error)),
              });
            }}
          >
            Generate API key
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {refusal && (
          <p
            role="alert"
            className="rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
          >
            {refusal}
          </p>
        )}
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
      <CreatedKeyDialog created={created} onClose={() => setCreated(null)} />
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}
