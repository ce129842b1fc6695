import { useLoginAttempts } from "../../features/auth/api/get-login-attempts";
import { usePageTitle } from "../provider";

export function LoginRoute() {
  usePageTitle("Login");
  const attempts = useLoginAttempts();
  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center gap-6 p-6">
      <h1 className="text-2xl font-semibold">Sign in to your account</h1>
      <p role="status" aria-live="polite" data-testid="login-attempts">
        {attempts.isPending && "Checking login attempts…"}
        {attempts.isError && "Login attempts are unavailable right now."}
        {attempts.isSuccess && `Login attempts: ${attempts.data.attempts}`}
      </p>
    </main>
  );
}
