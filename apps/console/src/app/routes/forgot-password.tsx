import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@sendline/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSearch } from "wouter";
import { z } from "zod/mini";
import { requestPasswordReset } from "../../features/auth/api/forgot-password";
import { PublicLayout, PublicLink } from "../layouts/public-layout";
import { useApi, usePageTitle } from "../../lib/app-context";

const forgotPasswordFormSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, "This is a required field.")),
    z.email("Enter a valid email address."),
  ),
});

type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export function ForgotPasswordRoute() {
  usePageTitle("Forgot Password");
  const api = useApi();
  const expired = new URLSearchParams(useSearch()).has("expired");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    const outcome = await requestPasswordReset(api, email);
    if (outcome.kind === "invalid")
      form.setError("email", { message: outcome.errors.email?.[0] ?? "Enter a valid email address." });
    else setSentTo(email);
  });

  return (
    <PublicLayout title="Forgot your password?">
      {expired && sentTo === null && (
        <p role="status" className="rounded-md bg-warning/15 px-3 py-2 text-sm">
          Your password link has expired or was already used. Request a new one below.
        </p>
      )}
      {sentTo !== null ? (
        <p role="status" data-testid="forgot-password-answer">
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the password.
          Check your inbox.
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Forgot password">
          <p className="text-sm text-muted-foreground">
            Enter your email address and we will send you a reset link.
          </p>
          <Field>
            <FieldLabel>Email</FieldLabel>
            <FieldControl>
              <Input type="email" autoComplete="email" {...form.register("email")} />
            </FieldControl>
            {errors.email && <FieldError role="alert">{errors.email.message}</FieldError>}
          </Field>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Sending…" : "Send reset link"}
          </Button>
        </form>
      )}
      <PublicLink href="/login">Back to login</PublicLink>
    </PublicLayout>
  );
}
