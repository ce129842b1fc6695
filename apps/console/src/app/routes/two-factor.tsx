import { useEffect, useId, useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { TWOFA_RESEND_DELAY_MS, TWOFA_SESSION_EXPIRED_DIALOG, twofaErrorScreen } from "@sendline/core";
import {
  generateTwoFactorCode,
  mobileTwofaSegment,
  resendTwoFactorCode,
  verifyTwoFactorCode,
  verifyTwoFactorToken,
  type TwoFactorLink,
} from "../../features/auth/api/two-factor";
import { takeRedirect, startSession } from "../../lib/session";
import { PublicLayout, buttonClass, linkClass } from "../layouts/public-layout";
import { useApi, usePageTitle } from "../provider";

function useTwoFactorLink(): TwoFactorLink {
  const params = useParams<{ id: string; token: string; mobileTwofa?: string }>();
  return { id: params.id, token: params.token, mobileTwofa: params.mobileTwofa ?? "" };
}

/** A failed token check shows 'Session Expired' and sends the user back to login (SPEC §4, §8). */
function useTokenCheck(link: TwoFactorLink): boolean {
  const api = useApi();
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    verifyTwoFactorToken(api, link).catch(() => setExpired(true));
  }, [api, link.id, link.token]); // eslint-disable-line react-hooks/exhaustive-deps
  return expired;
}

function SessionExpiredNotice() {
  const [, navigate] = useLocation();
  return (
    <div role="alertdialog" aria-labelledby="session-expired-title" className="flex flex-col gap-3">
      <h2 id="session-expired-title" className="text-lg font-semibold">
        {TWOFA_SESSION_EXPIRED_DIALOG.title}
      </h2>
      <p>{TWOFA_SESSION_EXPIRED_DIALOG.text}</p>
      <button
        type="button"
        className={buttonClass}
        autoFocus
        onClick={() => navigate(TWOFA_SESSION_EXPIRED_DIALOG.redirectTo)}
      >
        OK
      </button>
    </div>
  );
}

export function TwoFactorLoginRoute() {
  usePageTitle("Two-Factor Authentication");
  const api = useApi();
  const link = useTwoFactorLink();
  const expired = useTokenCheck(link);
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await generateTwoFactorCode(api, link);
      navigate(
        `/twofa-login-verification/${answer.user_id}/${answer.token}/${mobileTwofaSegment(answer.mobile_twofa)}`,
      );
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : "Could not send the code.";
      const screen = twofaErrorScreen(message);
      if (screen) navigate(`/${screen}`);
      else setError(message);
    } finally {
      setBusy(false);
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
          {error && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
          <button type="button" className={buttonClass} disabled={busy} onClick={send}>
            {busy ? "Sending…" : "Send code"}
          </button>
          <p className="text-sm">
            No access to this number?{" "}
            <Link href="/twofa-login-contact" className={linkClass}>
              Contact us
            </Link>
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
  const api = useApi();
  const link = useTwoFactorLink();
  const expired = useTokenCheck(link);
  const [, navigate] = useLocation();
  const inputId = useId();
  const [pincode, setPincode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState(resendDeadline);
  const resendIn = useSecondsUntil(resendAt);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const code = pincode.replace(/\s+/g, "");
    if (!/^\d{6}$/.test(code)) {
      setError("Enter the 6-digit code we sent you.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const session = await verifyTwoFactorCode(api, link, code);
      startSession({ id: session.id, account_id: session.account_id ?? null, token: session.token });
      navigate(takeRedirect() ?? "/", { replace: true });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : "The code could not be verified.";
      const screen = twofaErrorScreen(message);
      if (screen) navigate(`/${screen}`);
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setNotice(null);
    try {
      await resendTwoFactorCode(api, link);
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
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            Verification code
          </label>
          <input
            id={inputId}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={pincode}
            onChange={(event) => setPincode(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className="rounded-md border border-gray-300 px-3 py-2 text-lg tracking-widest outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          />
          {error && (
            <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? "Verifying…" : "Verify"}
        </button>
      </form>
      <div aria-live="polite" className="text-sm">
        {resendIn > 0 ? (
          <p>You can ask for a new code in {resendIn} s.</p>
        ) : (
          <button type="button" className={linkClass} onClick={resend}>
            Resend code
          </button>
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
      <Link href="/login" className={linkClass}>
        Back to login
      </Link>
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
