import { SMPP_BIND_MODES, routeConnectionInputSchema, type SmppBindMode } from "@sendline/core/contract";
import { Badge } from "@sendline/ui/badge";
import { Checkbox } from "@sendline/ui/checkbox";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { useState, type FormEvent, type ReactNode } from "react";
import {
  useRouteConnection,
  useSaveRouteConnection,
  type ConnectionState,
  type RouteConnection,
} from "../api/connections";
import { SELECT_CLASS, failureOf, firstIssues } from "./admin-format";
import { ConnectionSaveRow } from "./connection-save-row";

const STATUS_LABELS = {
  bound: { label: "Bound", variant: "success" },
  connecting: { label: "Connecting", variant: "warning" },
  failing: { label: "Failing", variant: "danger" },
  closed: { label: "Not bound", variant: "gray" },
} as const;

const BIND_MODE_LABELS: Record<SmppBindMode, string> = {
  transceiver: "Transceiver",
  transmitter_receiver: "Transmitter and receiver",
};

/** A connection's live state: its status, the last error while failing, in flight and parts a second. */
export function ConnectionStatus({ state }: { state: ConnectionState | null }) {
  if (!state) return <Badge>No connection</Badge>;
  const { label, variant } = STATUS_LABELS[state.status];
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm" data-testid="connection-status">
      <Badge variant={variant}>{label}</Badge>
      {state.status === "failing" && state.last_error && (
        <span className="text-danger">{state.last_error}</span>
      )}
      {state.status === "bound" && (
        <span className="text-muted-foreground">
          {state.in_flight.toLocaleString()} in flight · {state.per_second.toLocaleString()} parts/s
        </span>
      )}
    </span>
  );
}

type Values = Record<
  | "host"
  | "port"
  | "system_id"
  | "password"
  | "system_type"
  | "throughput"
  | "window"
  | "enquire_link_seconds",
  string
> & { bind_mode: SmppBindMode; tls: boolean; message_payload: boolean };

const valuesOf = (connection: RouteConnection | null): Values => ({
  host: connection?.host ?? "",
  port: String(connection?.port ?? 2775),
  system_id: connection?.system_id ?? "",
  password: "",
  system_type: connection?.system_type ?? "",
  bind_mode: connection?.bind_mode ?? "transceiver",
  tls: connection?.tls ?? false,
  throughput: String(connection?.throughput ?? 0),
  window: String(connection?.window ?? 10),
  enquire_link_seconds: String(connection?.enquire_link_seconds ?? 30),
  message_payload: connection?.message_payload ?? false,
});

/**
 * A route's SMPP connection to its carrier (issue: SMS over SMPP): its live state, and the form staff
 * set it with. The password is write-only: left empty, the stored one is kept.
 */
function ConnectionForm({ routeId, connection }: { routeId: number; connection: RouteConnection | null }) {
  const save = useSaveRouteConnection(routeId);
  const [values, setValues] = useState(() => valuesOf(connection));
  const [invalid, setInvalid] = useState<Record<string, string | undefined>>({});
  const [saved, setSaved] = useState(false);
  const failure = failureOf(save.error);
  const errors = { ...failure.fields, ...invalid };
  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const { password, ...rest } = values;
    const parsed = routeConnectionInputSchema.safeParse({ ...rest, ...(password !== "" && { password }) });
    if (!parsed.success) {
      setInvalid(firstIssues(parsed.error.issues));
      return;
    }
    setInvalid({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        setSaved(true);
        set("password", "");
      },
    });
  };

  const text = (
    key: keyof Values & string,
    label: ReactNode,
    props: { type?: string; inputMode?: "numeric" } = {},
  ) => (
    <Field invalid={Boolean(errors[key])}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input
          {...props}
          value={values[key] as string}
          onChange={(event) => set(key, event.target.value as never)}
        />
      </FieldControl>
      {errors[key] && <FieldError>{errors[key]}</FieldError>}
    </Field>
  );

  return (
    <form aria-label="Carrier connection" onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      {text("host", "SMSC host")}
      {text("port", "Port", { inputMode: "numeric" })}
      {text("system_id", "System ID")}
      <Field invalid={Boolean(errors.password)}>
        <FieldLabel>Password</FieldLabel>
        <FieldControl>
          <Input
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => set("password", event.target.value)}
          />
        </FieldControl>
        <FieldHint>
          {connection?.has_password ? "A password is stored; leave empty to keep it." : "Required."}
        </FieldHint>
        {errors.password && <FieldError>{errors.password}</FieldError>}
      </Field>
      {text("system_type", "System type")}
      <Field>
        <FieldLabel>Bind mode</FieldLabel>
        <FieldControl>
          <select
            className={SELECT_CLASS}
            value={values.bind_mode}
            onChange={(event) => set("bind_mode", event.target.value as SmppBindMode)}
          >
            {SMPP_BIND_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {BIND_MODE_LABELS[mode]}
              </option>
            ))}
          </select>
        </FieldControl>
      </Field>
      {text("throughput", "Parts a second at most (0: no cap)", { inputMode: "numeric" })}
      {text("window", "Submits in flight at most", { inputMode: "numeric" })}
      {text("enquire_link_seconds", "enquire_link every (seconds)", { inputMode: "numeric" })}
      <div className="flex flex-col justify-end gap-2">
        <label className="flex items-center gap-1.5 text-sm">
          <Checkbox checked={values.tls} onCheckedChange={(checked) => set("tls", checked === true)} />
          TLS
        </label>
        <label className="flex items-center gap-1.5 text-sm">
          <Checkbox
            checked={values.message_payload}
            onCheckedChange={(checked) => set("message_payload", checked === true)}
          />
          One message_payload instead of parts
        </label>
      </div>
      <ConnectionSaveRow failure={failure.message} pending={save.isPending} saved={saved} />
    </form>
  );
}

/** The form behind a disclosure, open at first when the route has no connection yet; saving keeps it open. */
function ConnectionDisclosure({
  routeId,
  connection,
}: {
  routeId: number;
  connection: RouteConnection | null;
}) {
  const [open, setOpen] = useState(connection === null);
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm text-primary">
        {connection ? "Change the connection" : "Connect this route to its carrier"}
      </summary>
      <div className="pt-3">
        <ConnectionForm routeId={routeId} connection={connection} />
      </div>
    </details>
  );
}

/** A route's carrier connection section: live state first, the form behind a disclosure. */
export function RouteConnectionSection({ routeId }: { routeId: number }) {
  const connection = useRouteConnection(routeId);
  return (
    <section aria-label="Carrier connection" className="flex flex-col gap-2 border-t pt-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-medium">Carrier connection</h3>
        {connection.isSuccess && <ConnectionStatus state={connection.data?.state ?? null} />}
      </div>
      {connection.isError && <p role="alert">The connection could not be loaded.</p>}
      {connection.isPending && <p role="status">Loading the connection…</p>}
      {connection.isSuccess && <ConnectionDisclosure routeId={routeId} connection={connection.data} />}
    </section>
  );
}
