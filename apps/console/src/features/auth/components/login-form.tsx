import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@sendline/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { Captcha, type CaptchaProvider } from "../../../lib/captcha/captcha";
import { loginFormSchema, useVerifyLogin, type LoginForm, type VerifyLoginAnswer } from "../api/verify-login";

export interface LoginFormProps {
  captchaSiteKey: string;
  captchaProvider: CaptchaProvider;
  onLoggedIn: (answer: VerifyLoginAnswer) => void;
}

export function LoginFormCard({ captchaSiteKey, captchaProvider, onLoggedIn }: LoginFormProps) {
  const verify = useVerifyLogin();
  const [captchaReset, setCaptchaReset] = useState(0);
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: "", password: "", captcha_response: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onVerify = useCallback(
    (token: string) => form.setValue("captcha_response", token, { shouldValidate: true }),
    [form],
  );
  const onExpire = useCallback(() => form.setValue("captcha_response", ""), [form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      onLoggedIn(await verify.mutateAsync(values));
    } catch {
      form.setValue("captcha_response", "");
      setCaptchaReset((n) => n + 1);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Login">
      <Field>
        <FieldLabel>Email</FieldLabel>
        <FieldControl>
          <Input type="email" autoComplete="username" {...form.register("email")} />
        </FieldControl>
        {errors.email && <FieldError>{errors.email.message}</FieldError>}
      </Field>
      <Field>
        <FieldLabel>Password</FieldLabel>
        <FieldControl>
          <Input type="password" autoComplete="current-password" {...form.register("password")} />
        </FieldControl>
        {errors.password && <FieldError>{errors.password.message}</FieldError>}
      </Field>
      <Field>
        <Captcha
          provider={captchaProvider}
          siteKey={captchaSiteKey}
          onVerify={onVerify}
          onExpire={onExpire}
          resetKey={captchaReset}
        />
        {errors.captcha_response && <FieldError>{errors.captcha_response.message}</FieldError>}
      </Field>
      {verify.isError && (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
          {verify.error.message}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
