import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { Captcha } from "../../../lib/captcha/captcha";
import { loginFormSchema, useVerifyLogin, type LoginForm, type VerifyLoginAnswer } from "../api/verify-login";

export interface LoginFormProps {
  captchaSiteKey: string;
  onLoggedIn: (answer: VerifyLoginAnswer) => void;
}

const inputClass =
  "w-full rounded-md border border-gray-300 px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 aria-[invalid=true]:border-red-600";

export function LoginFormCard({ captchaSiteKey, onLoggedIn }: LoginFormProps) {
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
      <div className="flex flex-col gap-1">
        <label htmlFor="login-email" className="text-sm font-medium">
          Email
        </label>
        <input
          id="login-email"
          type="email"
          autoComplete="username"
          className={inputClass}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "login-email-error" : undefined}
          {...form.register("email")}
        />
        {errors.email && (
          <p id="login-email-error" className="text-sm text-red-700">
            {errors.email.message}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="login-password" className="text-sm font-medium">
          Password
        </label>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          className={inputClass}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? "login-password-error" : undefined}
          {...form.register("password")}
        />
        {errors.password && (
          <p id="login-password-error" className="text-sm text-red-700">
            {errors.password.message}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <Captcha siteKey={captchaSiteKey} onVerify={onVerify} onExpire={onExpire} resetKey={captchaReset} />
        {errors.captcha_response && <p className="text-sm text-red-700">{errors.captcha_response.message}</p>}
      </div>
      {verify.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {verify.error.message}
        </p>
      )}
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-md bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 disabled:opacity-60"
      >
        {isSubmitting ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
