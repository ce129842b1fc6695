import { Button } from "@sendline/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { useCallback, useRef, useState, type FormEvent } from "react";
import { Captcha, type CaptchaProvider } from "../../../lib/captcha/captcha";
import { loginFormSchema, useVerifyLogin, type LoginForm, type VerifyLoginAnswer } from "../api/verify-login";

export interface LoginFormProps {
  captchaSiteKey: string;
  captchaProvider: CaptchaProvider;
  onLoggedIn: (answer: VerifyLoginAnswer) => void;
}

type LoginErrors = Partial<Record<keyof LoginForm, string>>;

const EMPTY: LoginForm = { email: "", password: "", captcha_response: "" };

/** Each field's first refusal by the login schema. */
function loginErrors(values: LoginForm): LoginErrors {
  const parsed = loginFormSchema.safeParse(values);
  const errors: LoginErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof LoginForm;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The sign-in form. Its three fields live in component state and go through the login schema
 * (the form library stays out of the public screens' first load): every field on submit, then a
 * field again as it changes; the first refused field takes the focus.
 */
export function LoginFormCard({ captchaSiteKey, captchaProvider, onLoggedIn }: LoginFormProps) {
  const verify = useVerifyLogin();
  const [captchaReset, setCaptchaReset] = useState(0);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);

  const latest = useRef(EMPTY);

  const change = useCallback((field: keyof LoginForm, value: string, validate: boolean) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    if (validate) setErrors((shown) => ({ ...shown, [field]: loginErrors(next)[field] }));
  }, []);

  const onVerify = useCallback((token: string) => change("captcha_response", token, true), [change]);
  const onExpire = useCallback(() => change("captcha_response", "", false), [change]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    setSubmitted(true);
    const parsed = loginFormSchema.safeParse(latest.current);
    if (!parsed.success) {
      const refused = loginErrors(latest.current);
      setErrors(refused);
      if (refused.email) email.current?.focus();
      else if (refused.password) password.current?.focus();
      return;
    }
    setErrors({});
    try {
      onLoggedIn(await verify.mutateAsync(parsed.data));
    } catch {
      change("captcha_response", "", false);
      setCaptchaReset((n) => n + 1);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Login">
      <Field>
        <FieldLabel>Email</FieldLabel>
        <FieldControl>
          <Input
            ref={email}
            name="email"
            type="email"
            autoComplete="username"
            value={values.email}
            onChange={(event) => change("email", event.target.value, submitted)}
          />
        </FieldControl>
        {errors.email && <FieldError>{errors.email}</FieldError>}
      </Field>
      <Field>
        <FieldLabel>Password</FieldLabel>
        <FieldControl>
          <Input
            ref={password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change("password", event.target.value, submitted)}
          />
        </FieldControl>
        {errors.password && <FieldError>{errors.password}</FieldError>}
      </Field>
      <Field>
        <Captcha
          provider={captchaProvider}
          siteKey={captchaSiteKey}
          onVerify={onVerify}
          onExpire={onExpire}
          resetKey={captchaReset}
        />
        {errors.captcha_response && <FieldError>{errors.captcha_response}</FieldError>}
      </Field>
      {verify.isError && (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
          {verify.error.message}
        </p>
      )}
      <Button type="submit" disabled={verify.isPending}>
        {verify.isPending ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
