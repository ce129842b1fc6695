import { PASSWORD_MISMATCH_MESSAGE, PASSWORD_RULES, passwordIssues, passwordsMatch } from "@sendline/core";
import { Button } from "@sendline/ui/button";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { useState, type FormEvent } from "react";
import { fieldErrorsOf, silentFailureMessage } from "../../../lib/response-handler";
import { PASSWORD_CHANGE_FIELDS, useChangePassword, type PasswordChange } from "../api/profile";

const REQUIRED = "This is a required field.";

type Errors = Partial<Record<keyof PasswordChange | "_", string>>;

const LABELS: Record<keyof PasswordChange, string> = {
  current_password: "Current password",
  password: "New password",
  password_confirmation: "Confirm new password",
};

const EMPTY: PasswordChange = { current_password: "", password: "", password_confirmation: "" };

/**
 * Changes the signed-in user's password: the current one, then a new one meeting the SPEC §5 rule
 * and its confirmation; the server refuses a password already used.
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const change = useChangePassword();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const own: Errors = {};
    if (!values.current_password) own.current_password = REQUIRED;
    const issues = passwordIssues(values.password);
    if (issues.length > 0) own.password = issues.join(" ");
    if (!passwordsMatch(values.password, values.password_confirmation))
      own.password_confirmation = PASSWORD_MISMATCH_MESSAGE;
    setErrors(own);
    if (Object.keys(own).length > 0) return;
    try {
      await change.mutateAsync(values);
      setValues(EMPTY);
      setDone(true);
      onChanged?.();
    } catch (failure) {
      const fields = fieldErrorsOf(failure, PASSWORD_CHANGE_FIELDS);
      setErrors({
        ...fields,
        _: Object.keys(fields).length ? undefined : (silentFailureMessage(failure) ?? undefined),
      });
    }
  };

  return (
    <form
      noValidate
      aria-label="Change password"
      onSubmit={(event) => void submit(event)}
      className="grid max-w-xl gap-4"
    >
      {(Object.keys(LABELS) as (keyof PasswordChange)[]).map((name) => (
        <Field key={name}>
          <FieldLabel>{LABELS[name]}</FieldLabel>
          <FieldControl>
            <Input
              type="password"
              autoComplete={name === "current_password" ? "current-password" : "new-password"}
              value={values[name]}
              onChange={(event) => {
                setValues((current) => ({ ...current, [name]: event.target.value }));
                setErrors(({ [name]: _, ...rest }) => rest);
                setDone(false);
              }}
            />
          </FieldControl>
          {name === "password" && (
            <FieldHint>{PASSWORD_RULES.map((rule) => rule.label).join(", ")}.</FieldHint>
          )}
          <FieldError>{errors[name]}</FieldError>
        </Field>
      ))}
      {errors._ && (
        <p role="alert" className="text-sm text-danger">
          {errors._}
        </p>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? "Changing…" : "Change password"}
        </Button>
        {done && (
          <span role="status" className="text-sm text-muted-foreground">
            Password changed.
          </span>
        )}
      </div>
    </form>
  );
}
