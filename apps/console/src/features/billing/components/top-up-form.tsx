import { formatAmount } from "@sendline/core";
import { TOP_UP_MAX, TOP_UP_MIN, TOP_UP_PRESETS, type TopUpRow } from "@sendline/core/contract";
import { Button } from "@sendline/ui/button";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { RadioGroup, RadioGroupItem } from "@sendline/ui/radio-group";
import { useId, useState, type FormEvent } from "react";
import { ApiError } from "../../../lib/api-client";
import { useCreateTopUp } from "../api/create-top-up";
import { usePaymentProviders } from "../api/get-payment-providers";

export interface TopUpFormProps {
  /** The account's currency, shown beside the amount. */
  currency: string;
  /** Called with the pending top-up once it is created and its link emailed. */
  onCreated: (topUp: TopUpRow) => void;
}

/** The amount's own check, before the server's: a number within the limits, at most two decimals. */
function amountIssue(text: string): string | null {
  const amount = Number(text);
  if (text.trim() === "" || !Number.isFinite(amount)) return "Enter an amount.";
  if (amount < TOP_UP_MIN) return `The amount must be at least ${TOP_UP_MIN}.`;
  if (amount > TOP_UP_MAX) return `The amount must be at most ${TOP_UP_MAX.toLocaleString("en-US")}.`;
  if (Math.round(amount * 100) !== amount * 100) return "The amount has at most two decimals.";
  return null;
}

/**
 * The top-up screen's form (SPEC §2 top-up): an amount typed or picked from the presets, in the
 * account's currency, and the payment method; creating it emails the confirmation link.
 */
export function TopUpForm({ currency, onCreated }: TopUpFormProps) {
  const providers = usePaymentProviders();
  const create = useCreateTopUp();
  const [amount, setAmount] = useState<string>(String(TOP_UP_PRESETS[0]));
  const [provider, setProvider] = useState<string | null>(null);
  const [issues, setIssues] = useState<Record<string, string | undefined>>({});
  const presetsLabel = useId();
  const chosenProvider = provider ?? providers.data?.[0]?.code ?? "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = amountIssue(amount);
    setIssues({ amount: issue ?? undefined });
    if (issue) return;
    try {
      onCreated(await create.mutateAsync({ amount: Number(amount), provider: chosenProvider }));
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { errors?: Record<string, string[]> }) : null;
      setIssues({
        amount: body?.errors?.amount?.[0],
        provider: body?.errors?.provider?.[0],
        _: body?.errors
          ? undefined
          : error instanceof Error
            ? error.message
            : "The top-up failed. Try again.",
      });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Top up"
      className="flex max-w-lg flex-col gap-5"
    >
      <div className="flex flex-col gap-2">
        <span id={presetsLabel} className="text-sm font-medium">
          Quick amounts
        </span>
        <div role="group" aria-labelledby={presetsLabel} className="flex flex-wrap gap-2">
          {TOP_UP_PRESETS.map((preset) => (
            <Button
              key={preset}
              type="button"
              variant={Number(amount) === preset ? "primary" : "outline"}
              size="sm"
              aria-pressed={Number(amount) === preset}
              onClick={() => {
                setAmount(String(preset));
                setIssues({});
              }}
            >
              {currency} {formatAmount(preset)}
            </Button>
          ))}
        </div>
      </div>
      <Field>
        <FieldLabel>Amount ({currency})</FieldLabel>
        <FieldControl>
          <Input
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={issues.amount ? true : undefined}
          />
        </FieldControl>
        <FieldHint>
          From {currency} {formatAmount(TOP_UP_MIN)} to {currency} {formatAmount(TOP_UP_MAX)}.
        </FieldHint>
        {issues.amount && <FieldError>{issues.amount}</FieldError>}
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Payment method</legend>
        {providers.isPending && <p className="text-sm text-muted-foreground">Loading payment methods…</p>}
        {providers.isError && (
          <p role="alert" className="text-sm text-danger">
            The payment methods could not be loaded.
          </p>
        )}
        <RadioGroup value={chosenProvider} onValueChange={setProvider} aria-label="Payment method">
          {providers.data?.map((option) => (
            <label key={option.code} className="flex items-start gap-3 rounded-md border p-3">
              <RadioGroupItem value={option.code} aria-label={option.name} />
              <span className="flex flex-col">
                <span className="text-sm font-medium">{option.name}</span>
                <span className="text-xs text-muted-foreground">{option.description}</span>
              </span>
            </label>
          ))}
        </RadioGroup>
        {issues.provider && (
          <p role="alert" className="text-sm text-danger">
            {issues.provider}
          </p>
        )}
      </fieldset>
      {issues._ && (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
          {issues._}
        </p>
      )}
      <Button type="submit" disabled={create.isPending || !chosenProvider}>
        {create.isPending ? "Creating top-up…" : "Top Up"}
      </Button>
    </form>
  );
}
