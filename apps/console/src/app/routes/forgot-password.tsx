import { useId, useState } from "react";
import { Link, useSearch } from "wouter";
import { requestPasswordReset } from "../../features/auth/api/forgot-password";
import { PublicLayout, buttonClass, linkClass } from "../layouts/public-layout";
import { useApi, usePageTitle } from "../provider";

export function ForgotPasswordRoute() {
  usePageTitle("Forgot Password");
  const api = useApi();
  const expired = new URLSearchParams(useSearch()).has("expired");
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError("This is a required field.");
      return;
    }
    setBusy(true);
    const outcome = await requestPasswordReset(api, email.trim());
    setBusy(false);
    if (outcome.kind === "invalid") setError(outcome.errors.email?.[0] ?? "Enter a valid email address.");
    else setSent(true);
  };

  return (
    <PublicLayout title="Forgot your password?">
      {expired && !sent && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Your password link has expired or was already used. Request a new one below.
        </p>
      )}
      {sent ? (
        <p role="status" data-testid="forgot-password-answer">
          If an account exists for <strong>{email.trim()}</strong>, we have sent it a link to reset the
          password. Check your inbox.
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p className="text-sm text-gray-700">Enter your email address and we will send you a reset link.</p>
          <div className="flex flex-col gap-1">
            <label htmlFor={id} className="text-sm font-medium">
              Email
            </label>
            <input
              id={id}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="rounded-md border border-gray-300 px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
          <button type="submit" className={buttonClass} disabled={busy}>
            {busy ? "Sending…" : "Send reset link"}
          </button>
        </form>
      )}
      <Link href="/login" className={linkClass}>
        Back to login
      </Link>
    </PublicLayout>
  );
}
