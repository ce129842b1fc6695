import { TWOFA_RESEND_DELAY_MS, TWOFA_SESSION_EXPIRED_DIALOG, twofaErrorScreen } from "@sendline/core";
import { Button } from "@sendline/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { useEffect, useState } from "react";
import { useLocation, useParams } from "wouter";
import {
  mobileTwofaSegment,
  useGenerateTwoFactorCode,
  useResendTwoFactorCode,
  useTwoFactorTokenCheck,
  useVerifyTwoFactorCode,
  type TwoFactorLink,
} from "../../features/auth/api/two-factor";
import { takeRedirect, startSession } from "../../lib/session";
import { MessageDialog } from "../components/message-dialog";
import { PublicLayout, PublicLink } from "../layouts/public-layout";
import { usePageTitle } from "../../lib/app-context";

function useTwoFactorLink(): TwoFactorLink {
  const params = useParams<{ id: string; token: string; mobileTwofa?: string }>();
  return { id: params.id, token: params.token, mobileTwofa: params.mobileTwofa ?? "" };
}

/** A failed token check shows 'Session Expired' and sends the user back to login (SPEC §4, §8). */
function useTokenCheck(link: TwoFactorLink): boolean {
  return useTwoFactorTokenCheck(link).isError;
}

function SessionExpiredNotice() {
  const [, navigate] = useLocation();
  return (
    <MessageDialog
      title={TWOFA_SESSION_EXPIRED_DIALOG.title}
      text={TWOFA_SESSION_EXPIRED_DIALOG.text}
      onOk={() => navigate(TWOFA_SESSION_EXPIRED_DIALOG.redirectTo)}
    />
  );
}

function ErrorText({ children }: { children: string }) {
  return (
    <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
      {children}
    </p>
  );
}

export function TwoFactorLoginRoute() {
  usePageTitle("Two-Factor Authentication");
  const link = useTwoFactorLink();
  const expired = useTokenCheck(link);
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const generate = useGenerateTwoFactorCode(link);
  const busy = generate.isPending;

  const send = async () => {
    setError(null);
    try {
      const answer = await generate.mutateAsync();
      navigate(
        `/twofa-login-verification/${answer.user_id}/${answer.token}/${mobileTwofaSegment(answer.mobile_twofa)}`,
      );
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : "Could not send the code.";
      const screen = twofaErrorScreen(message);
      if (screen) navigate(`/${screen}`);
      else setError(message);
    }
  };

  return (
    <PublicLayout title="Two-Factor Authentication">
      {expired ? (
        <SessionExpiredNotice />
      ) : (
        <>
          <p>
            We will send a 6-digit code{" "}
            {link.mobileTwofa === "0"
              ? "to your registered email address"
              : "by SMS to your registered mobile number"}
            .
          </p>
          {error && <ErrorText>{error}</ErrorText>}
          <Button disabled={busy} onClick={send}>
            {busy ? "Sending…" : "Send code"}
          </Button>
          <p className="flex items-center gap-2 text-sm">
            No access to this number? <PublicLink href="/twofa-login-contact">Contact us</PublicLink>
          </p>
        </>
      )}
    </PublicLayout>
  );
}

/** Whole seconds left until `deadline` (epoch ms), ticking once a second. */
function useSecondsUntil(deadline: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

const resendDeadline = () => Date.now() + TWOFA_RESEND_DELAY_MS;

export function TwoFactorVerificationRoute() {
  usePageTitle("Two-Factor Verification");
  const link = useTwoFactorLink();
  const expired = useTokenCheck(link);
  const [, navigate] = useLocation();
  const [pincode, setPincode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const verify = useVerifyTwoFactorCode(link);
  const resendCode = useResendTwoFactorCode(link);
  const busy = verify.isPending;
  const [resendAt, setResendAt] = useState(resendDeadline);
  const resendIn = useSecondsUntil(resendAt);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const code = pincode.replace(/\s+/g, "");
    if (!/^\d{6}$/.test(code)) {
      setError("Enter the 6-digit code we sent you.");
      return;
    }
    setError(null);
    try {
      const session = await verify.mutateAsync(code);
      startSession({ id: session.id, account_id: session.account_id ?? null, token: session.token });
      navigate(takeRedirect() ?? "/", { replace: true });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : "The code could not be verified.";
      const screen = twofaErrorScreen(message);
      if (screen) navigate(`/${screen}`);
      else setError(message);
    }
  };

  const resend = async () => {
    setNotice(null);
    try {
      await resendCode.mutateAsync();
      setNotice("A new code is on its way.");
      setResendAt(resendDeadline());
    } catch {
      navigate("/twofa-login-expired");
    }
  };

  if (expired) {
    return (
      <PublicLayout title="Two-Factor Verification">
        <SessionExpiredNotice />
      </PublicLayout>
    );
  }

  return (
    <PublicLayout title="Two-Factor Verification">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Two-factor verification">
        <Field>
          <FieldLabel>Verification code</FieldLabel>
          <FieldControl>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              size="lg"
              className="tracking-widest"
              value={pincode}
              onChange={(event) => setPincode(event.target.value)}
            />
          </FieldControl>
          {error && <FieldError role="alert">{error}</FieldError>}
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? "Verifying…" : "Verify"}
        </Button>
      </form>
      <div aria-live="polite" className="text-sm">
        {resendIn > 0 ? (
          <p>You can ask for a new code in {resendIn} s.</p>
        ) : (
          <Button variant="link" className="px-0!" onClick={resend}>
            Resend code
          </Button>
        )}
        {notice && <p>{notice}</p>}
      </div>
    </PublicLayout>
  );
}

function TwoFactorInfo({ title, children }: { title: string; children: React.ReactNode }) {
  usePageTitle(title);
  return (
    <PublicLayout title={title}>
      {children}
      <PublicLink href="/login">Back to login</PublicLink>
    </PublicLayout>
  );
}

export const TwoFactorExpiredRoute = () => (
  <TwoFactorInfo title="Link Expired">
    <p>This verification link or code has expired. Please log in again to get a new code.</p>
  </TwoFactorInfo>
);

export const TwoFactorMaxRetryRoute = () => (
  <TwoFactorInfo title="Too Many Attempts">
    <p>You have entered a wrong code too many times. Please log in again to get a new code.</p>
  </TwoFactorInfo>
);

export const TwoFactorContactRoute = () => (
  <TwoFactorInfo title="Contact Us">
    <p>
      If you cannot receive codes on your registered mobile number, contact your account manager or our
      support team to update it.
    </p>
  </TwoFactorInfo>
);
