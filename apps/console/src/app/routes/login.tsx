import { loginDestination } from "@sendline/core";
import { useLocation } from "wouter";
import { useLoginAttempts } from "../../features/auth/api/get-login-attempts";
import { mobileTwofaSegment } from "../../features/auth/api/two-factor";
import { LoginFormCard } from "../../features/auth/components/login-form";
import { takeRedirect, startSession } from "../../lib/session";
import { PublicLayout, PublicLink } from "../layouts/public-layout";
import { useConfig, usePageTitle } from "../../lib/app-context";

export function LoginRoute() {
  usePageTitle("Login");
  const config = useConfig();
  const [, navigate] = useLocation();
  const attempts = useLoginAttempts();

  return (
    <PublicLayout title="Sign in to your account">
      <LoginFormCard
        captchaSiteKey={config.captchaSiteKey}
        captchaProvider={config.captchaProvider}
        onLoggedIn={(answer) => {
          if (loginDestination(answer) === "twofa-login") {
            navigate(`/twofa-login/${answer.id}/${answer.token}/${mobileTwofaSegment(answer.mobile_twofa)}`);
            return;
          }
          startSession({ id: answer.id, account_id: answer.account_id ?? null, token: answer.token });
          navigate(takeRedirect() ?? "/", { replace: true });
        }}
      />
      {/* The count shows only once there were failed attempts from this address. */}
      <p
        role="status"
        aria-live="polite"
        data-testid="login-attempts"
        data-state={attempts.status}
        className="text-sm text-muted-foreground empty:hidden"
      >
        {attempts.isError && "Login attempts are unavailable right now."}
        {attempts.isSuccess && attempts.data.attempts > 0 && `Login attempts: ${attempts.data.attempts}`}
      </p>
      <PublicLink href="/forgot-password">Forgot your password?</PublicLink>
    </PublicLayout>
  );
}
