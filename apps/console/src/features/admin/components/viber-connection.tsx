import { viberConnectionInputSchema } from "@sendline/core/contract";
import { Badge } from "@sendline/ui/badge";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { useState, type FormEvent } from "react";
import { useSaveViberConnection, useViberConnection, type ViberConnectionAnswer } from "../api/connections";
import { failureOf, firstIssues } from "./admin-format";
import { ConnectionSaveRow } from "./connection-save-row";

const STATUS_LABELS = {
  ready: { label: "Ready", variant: "success" },
  failing: { label: "Failing", variant: "danger" },
  closed: { label: "Closed", variant: "gray" },
} as const;

/** The provider's live state: ready, failing with its last error; requests in flight and a second. */
function ViberStatus({ connection }: { connection: ViberConnectionAnswer }) {
  const state = connection.state;
  if (connection.source === "none" || !state) return <Badge>No connection</Badge>;
  const { label, variant } = STATUS_LABELS[state.status];
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm" data-testid="viber-connection-status">
      <Badge variant={variant}>{label}</Badge>
      {state.status === "failing" && state.last_error && (
        <span className="text-danger">{state.last_error}</span>
      )}
      {state.status !== "failing" && (
        <span className="text-muted-foreground">
          {state.in_flight.toLocaleString()} in flight · {state.per_second.toLocaleString()} requests/s
        </span>
      )}
    </span>
  );
}

type Values = Record<"base_url" | "token" | "callback_secret" | "sender" | "ttl_seconds", string>;

const valuesOf = (connection: ViberConnectionAnswer): Values => ({
  base_url: connection.base_url ?? "",
  token: "",
  callback_secret: "",
  sender: connection.sender ?? "",
  ttl_seconds: String(connection.ttl_seconds ?? 86_400),
});

const LABELS: Record<keyof Values, string> = {
  base_url: "API address",
  token: "API token",
  callback_secret: "Callback secret",
  sender: "Sender (service ID)",
  ttl_seconds: "Message TTL (seconds)",
};

/**
 * The form staff set the Viber provider with. The token and the callback secret are write-only:
 * left empty, the stored ones are kept.
 */
function ViberConnectionForm({ connection }: { connection: ViberConnectionAnswer }) {
  const save = useSaveViberConnection();
  const [values, setValues] = useState(() => valuesOf(connection));
  const [invalid, setInvalid] = useState<Record<string, string | undefined>>({});
  const [saved, setSaved] = useState(false);
  const failure = failureOf(save.error);
  const errors = { ...failure.fields, ...invalid };
  const stored = connection.source === "admin";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const { token, callback_secret, ...rest } = values;
    const parsed = viberConnectionInputSchema.safeParse({
      ...rest,
      ...(token !== "" && { token }),
      ...(callback_secret !== "" && { callback_secret }),
    });
    const missing: Record<string, string> = {};
    if (!stored && token === "") missing.token = "Enter the provider's API token.";
    if (!stored && callback_secret === "")
      missing.callback_secret = "Enter the secret the provider signs its callbacks with.";
    if (!parsed.success || Object.keys(missing).length > 0) {
      setInvalid({ ...missing, ...(parsed.success ? {} : firstIssues(parsed.error.issues)) });
      return;
    }
    setInvalid({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        setSaved(true);
        setValues((current) => ({ ...current, token: "", callback_secret: "" }));
      },
    });
  };

  const field = (key: keyof Values, props: { type?: string; inputMode?: "numeric"; hint?: string } = {}) => {
    const { hint, ...inputProps } = props;
    return (
      <Field invalid={Boolean(errors[key])}>
        <FieldLabel>{LABELS[key]}</FieldLabel>
        <FieldControl>
          <Input
            {...inputProps}
            {...(inputProps.type === "password" && { autoComplete: "new-password" })}
            value={values[key]}
            onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
          />
        </FieldControl>
        {hint && <FieldHint>{hint}</FieldHint>}
        {errors[key] && <FieldError>{errors[key]}</FieldError>}
      </Field>
    );
  };

  return (
    <form
      aria-label="Viber provider connection"
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
    >
      {field("base_url")}
      {field("sender")}
      {field("token", {
        type: "password",
        hint: stored ? "A token is stored; leave empty to keep it." : "Required.",
      })}
      {field("callback_secret", {
        type: "password",
        hint: stored
          ? "A secret is stored; leave empty to keep it."
          : "Required: the provider signs its delivery callbacks with it.",
      })}
      {field("ttl_seconds", {
        inputMode: "numeric",
        hint: "Undelivered by then, a message expires and its SMS fallback goes.",
      })}
      <ConnectionSaveRow failure={failure.message} pending={save.isPending} saved={saved} />
    </form>
  );
}

/** The form behind a disclosure, open at first while there is no connection; saving keeps it open. */
function ViberConnectionDisclosure({ connection }: { connection: ViberConnectionAnswer }) {
  const [open, setOpen] = useState(connection.source === "none");
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm text-primary">
        {connection.source === "none" ? "Connect a Viber provider" : "Change the connection"}
      </summary>
      <div className="pt-3">
        <ViberConnectionForm connection={connection} />
      </div>
    </details>
  );
}

/**
 * The Viber provider Viber campaigns go to (issue: Viber over HTTP): its live state, and the form
 * staff set it with, open at first while there is none. Set by the server's environment, it is
 * shown and not editable.
 */
export function ViberConnectionSection() {
  const connection = useViberConnection();
  return (
    <section aria-label="Viber provider" className="flex flex-col gap-2 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-semibold">Viber provider</h2>
        {connection.isSuccess && <ViberStatus connection={connection.data} />}
      </div>
      {connection.isError && <p role="alert">The Viber connection could not be loaded.</p>}
      {connection.isPending && <p role="status">Loading the Viber connection…</p>}
      {connection.isSuccess && connection.data.source === "environment" && (
        <p className="text-sm text-muted-foreground">
          Set by the server's environment (VIBER_API_URL); change it there.
        </p>
      )}
      {connection.isSuccess && connection.data.source !== "environment" && (
        <ViberConnectionDisclosure connection={connection.data} />
      )}
    </section>
  );
}
