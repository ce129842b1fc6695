import { PASSWORD_MISMATCH_MESSAGE, PASSWORD_RULES, passwordIssues, passwordsMatch } from "@sendline/core";
import { CheckIcon, EyeIcon, EyeOffIcon, XIcon } from "lucide-react";
import { useId, useState, type ComponentProps, type FormEvent } from "react";
import { Button } from "../button/button";
import { Input } from "../input/input";
import { cn } from "../lib/cn";

type PasswordFormField = "password" | "password_confirmation";

type PasswordFormValues = Record<PasswordFormField, string>;

type PasswordFormProps = Omit<ComponentProps<"form">, "onSubmit" | "children"> & {
  /** Called with both fields once the password meets every rule and the confirmation matches. */
  onSubmit?: (values: PasswordFormValues) => void;
  /** Server field errors by field name; each shows on its field until the field is edited. */
  errors?: Partial<Record<PasswordFormField, string | readonly string[]>>;
  /**
   * While the request runs: the fields are read-only and the submit button is disabled.
   * @default false
   */
  busy?: boolean;
  /** @default "New password" */
  passwordLabel?: string;
  /** @default "Confirm new password" */
  confirmationLabel?: string;
  /** @default "Save password" */
  submitLabel?: string;
};

function PasswordForm({
  onSubmit,
  errors,
  busy = false,
  passwordLabel = "New password",
  confirmationLabel = "Confirm new password",
  submitLabel = "Save password",
  className,
  ...props
}: PasswordFormProps) {
  const id = useId();
  const [values, setValues] = useState<PasswordFormValues>({ password: "", password_confirmation: "" });
  // Server errors stay until their field changes; a new `errors` object shows them all again.
  const [edited, setEdited] = useState<{ errors: PasswordFormProps["errors"]; fields: PasswordFormField[] }>({
    errors,
    fields: [],
  });
  if (edited.errors !== errors) setEdited({ errors, fields: [] });

  const serverError = (field: PasswordFormField) => {
    if (edited.fields.includes(field)) return undefined;
    const error = errors?.[field];
    return typeof error === "string" ? error : error?.join(" ");
  };

  const change = (field: PasswordFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (!edited.fields.includes(field)) setEdited({ errors, fields: [...edited.fields, field] });
  };

  const mismatch =
    values.password_confirmation !== "" && !passwordsMatch(values.password, values.password_confirmation);
  const valid =
    passwordIssues(values.password).length === 0 &&
    values.password_confirmation !== "" &&
    passwordsMatch(values.password, values.password_confirmation);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (valid && !busy) onSubmit?.(values);
  };

  const passwordError = serverError("password");
  const confirmationError =
    serverError("password_confirmation") ?? (mismatch ? PASSWORD_MISMATCH_MESSAGE : undefined);

  return (
    <form
      data-slot="password-form"
      data-state={busy ? "busy" : valid ? "valid" : "invalid"}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={submit}
      className={cn("flex w-full max-w-sm flex-col gap-4", className)}
      {...props}
    >
      <PasswordFormInput
        id={`${id}-password`}
        label={passwordLabel}
        autoComplete="new-password"
        value={values.password}
        readOnly={busy}
        error={passwordError}
        describedBy={`${id}-rules`}
        onValueChange={(value) => change("password", value)}
      />
      <ul
        id={`${id}-rules`}
        data-slot="password-form-rules"
        aria-label="Password requirements"
        aria-live="polite"
        className="-mt-2 flex flex-col gap-1 text-sm"
      >
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(values.password);
          return (
            <li
              key={rule.id}
              data-rule={rule.id}
              data-state={met ? "met" : "unmet"}
              className={cn("flex items-center gap-2", met ? "text-success" : "text-muted-foreground")}
            >
              {met ? <CheckIcon aria-hidden className="size-4" /> : <XIcon aria-hidden className="size-4" />}
              <span>
                {rule.label}
                <span className="sr-only">{met ? ": met" : ": not met"}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <PasswordFormInput
        id={`${id}-confirmation`}
        label={confirmationLabel}
        autoComplete="new-password"
        value={values.password_confirmation}
        readOnly={busy}
        error={confirmationError}
        onValueChange={(value) => change("password_confirmation", value)}
      />
      <Button type="submit" data-slot="password-form-submit" disabled={!valid || busy}>
        {busy ? "Saving…" : submitLabel}
      </Button>
    </form>
  );
}

type PasswordFormInputProps = {
  id: string;
  label: string;
  value: string;
  autoComplete: string;
  readOnly: boolean;
  error: string | undefined;
  describedBy?: string;
  onValueChange: (value: string) => void;
};

function PasswordFormInput({
  id,
  label,
  value,
  autoComplete,
  readOnly,
  error,
  describedBy,
  onValueChange,
}: PasswordFormInputProps) {
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-error`;
  const describedByIds = [error ? errorId : undefined, describedBy].filter(Boolean).join(" ") || undefined;

  return (
    <div data-slot="password-form-field" className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Input
          id={id}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          value={value}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
          onChange={(event) => onValueChange(event.target.value)}
          className="pr-10 read-only:bg-muted"
        />
        <button
          type="button"
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((current) => !current)}
          className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          {visible ? (
            <EyeOffIcon aria-hidden className="size-4" />
          ) : (
            <EyeIcon aria-hidden className="size-4" />
          )}
        </button>
      </div>
      {error ? (
        <p id={errorId} data-slot="password-form-error" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { PasswordForm, type PasswordFormField, type PasswordFormProps, type PasswordFormValues };
