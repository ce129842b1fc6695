import { Button } from "@sendline/ui/button";
import { Checkbox } from "@sendline/ui/checkbox";
import { Field, FieldControl, FieldError, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { useState, type FormEvent } from "react";
import { useAdminAccounts } from "../api/accounts";
import { useAdminRoutes, useOperators, useUpdateRoute, type AdminRoute } from "../api/catalog";
import { useConnectionStates } from "../api/connections";
import { SELECT_CLASS, failureOf } from "./admin-format";
import { RouteConnectionSection } from "./route-connection";
import { ViberConnectionSection } from "./viber-connection";

const ALL_ACCOUNTS = { page: 1, page_size: 100, sort_column: "name", sort_direction: "asc" } as const;

const EVERY_OPERATOR = "";

/** One route's operator, price per segment and the accounts that may use it, saved together. */
function RouteForm({
  route,
  accounts,
  operators,
}: {
  route: AdminRoute;
  accounts: { id: number; name: string }[];
  operators: { id: number; name: string }[];
}) {
  const update = useUpdateRoute();
  const [operator, setOperator] = useState(
    route.operator_id === null ? EVERY_OPERATOR : String(route.operator_id),
  );
  const [cost, setCost] = useState(String(route.cost_per_segment));
  const [accountIds, setAccountIds] = useState<number[]>(route.account_ids);
  const [saved, setSaved] = useState(false);
  const failure = failureOf(update.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    update.mutate(
      {
        id: route.id,
        body: {
          operator_id: operator === EVERY_OPERATOR ? null : Number(operator),
          cost_per_segment: Number(cost),
          account_ids: accountIds,
        },
      },
      { onSuccess: () => setSaved(true) },
    );
  };
  return (
    <form aria-label={`Route ${route.code}`} onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h2 className="font-semibold">
        {route.code} <span className="text-sm font-normal text-muted-foreground">{route.name}</span>
      </h2>
      <Field invalid={Boolean(failure.fields.operator_id)}>
        <FieldLabel>Operator</FieldLabel>
        <FieldControl>
          <select
            className={SELECT_CLASS}
            value={operator}
            onChange={(event) => setOperator(event.target.value)}
          >
            <option value={EVERY_OPERATOR}>Every operator</option>
            {operators.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </FieldControl>
        {failure.fields.operator_id && <FieldError>{failure.fields.operator_id}</FieldError>}
      </Field>
      <Field invalid={Boolean(failure.fields.cost_per_segment)}>
        <FieldLabel>Cost per segment ({route.currency_code})</FieldLabel>
        <FieldControl>
          <Input
            inputMode="decimal"
            className="w-40"
            value={cost}
            onChange={(event) => setCost(event.target.value)}
          />
        </FieldControl>
        {failure.fields.cost_per_segment && <FieldError>{failure.fields.cost_per_segment}</FieldError>}
      </Field>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1.5 text-sm font-medium">Accounts that may use it</legend>
        {accounts.map((account) => (
          <label key={account.id} className="flex items-center gap-1.5 text-sm">
            <Checkbox
              checked={accountIds.includes(account.id)}
              onCheckedChange={(checked) =>
                setAccountIds((current) =>
                  checked === true ? [...current, account.id] : current.filter((id) => id !== account.id),
                )
              }
            />
            {account.name}
          </label>
        ))}
      </fieldset>
      {failure.fields.account_ids && (
        <p role="alert" className="text-sm text-danger">
          {failure.fields.account_ids}
        </p>
      )}
      {failure.message && (
        <p role="alert" className="text-sm text-danger">
          {failure.message}
        </p>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" disabled={update.isPending} aria-busy={update.isPending}>
          Save route
        </Button>
        {saved && <span role="status">Route saved.</span>}
      </div>
    </form>
  );
}

/**
 * Staff's routes screen: the Viber provider connection, then each route's operator, price per
 * segment and the accounts that may use it, and its carrier connection with its live state.
 */
export function AdminRoutes() {
  useConnectionStates();
  const routes = useAdminRoutes();
  const accounts = useAdminAccounts(ALL_ACCOUNTS);
  const operators = useOperators();
  if (routes.isError || operators.isError) return <p role="alert">The routes could not be loaded.</p>;
  if (!routes.data || !accounts.data || !operators.data) return <p role="status">Loading routes…</p>;
  return (
    <div className="flex flex-col gap-4">
      <ViberConnectionSection />
      {routes.data.length === 0 && <p>No routes yet.</p>}
      {routes.data.map((route) => (
        <div
          key={route.id}
          role="group"
          aria-label={`${route.code} route`}
          className="flex flex-col gap-3 rounded-lg border bg-card p-4"
        >
          <RouteForm route={route} accounts={accounts.data.data} operators={operators.data} />
          <RouteConnectionSection routeId={route.id} />
        </div>
      ))}
    </div>
  );
}
