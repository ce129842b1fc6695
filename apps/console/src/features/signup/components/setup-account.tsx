import {
  SIGNUP_TIMING,
  emailResendShows,
  mobileResendShows,
  signupNextStep,
  type EmailSignupStatus,
  type MobileSignupStatus,
  type PinInputMode,
} from "@sendline/core";
import { Badge } from "@sendline/ui/badge";
import { Spinner } from "@sendline/ui/spinner";
import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { lazyRetry } from "../../../lib/lazy-retry";
import { useLocation } from "wouter";
import { useApi } from "../../../lib/app-context";
import {
  registrationQueryKey,
  useRegistration,
  type PendingRegistration,
  type RegistrationLink,
} from "../api/get-registration";
import { resendEmailPin } from "../api/resend-email-pin";
import { resendMobilePin } from "../api/resend-mobile-pin";
import { verifyEmailPin } from "../api/verify-email";
import { verifyMobilePin } from "../api/verify-mobile";
import { PinInput } from "./pin-input";

// The resend dialogs (Radix Dialog and their forms) load with the first PIN section that offers them.
const ResendEmailDialog = lazyRetry(async () => ({
  default: (await import("./resend-pin-dialogs")).ResendEmailDialog,
}));
const ResendMobileDialog = lazyRetry(async () => ({
  default: (await import("./resend-pin-dialogs")).ResendMobileDialog,
}));

export interface SetupAccountProps {
  link: RegistrationLink;
  /** The link's query: an email PIN (`code`), and the email and mobile it was sent to. */
  hints?: { code?: string | null; email?: string | null; mobile?: string | null };
}

const statusBadge: Record<EmailSignupStatus, { label: string; variant: "gray" | "success" | "danger" }> = {
  unconfirmed: { label: "Unconfirmed", variant: "gray" },
  validated: { label: "Validated", variant: "success" },
  expired: { label: "Expired", variant: "danger" },
};

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** Re-renders once `at` (epoch ms) has passed, so time-based options appear on their own. */
function useRerenderAt(at: number | null): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (at === null) return;
    const wait = at - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [at]);
  return now;
}

/**
 * Signup confirmation (SPEC §4, §5, §9): the email PIN and the mobile PIN, each checked as soon as it
 * is typed, with resend and replace options; the registration is polled every 2 s until both are
 * validated (home after 2 s) or the account is set up (login after 3 s).
 */
export function SetupAccount({ link, hints = {} }: SetupAccountProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const registration = useRegistration(link);
  const data = registration.data;

  const [emailBusy, setEmailBusy] = useState(false);
  const [emailExpired, setEmailExpired] = useState<string | null>(null);
  const [emailGeneration, setEmailGeneration] = useState(0);
  const [mobileBusy, setMobileBusy] = useState(false);
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [mobileGeneration, setMobileGeneration] = useState(0);
  // The SMS went out when the signup was sent, so the page opens as if it had just sent one.
  const [lastMobileAction, setLastMobileAction] = useState(() => Date.now());
  const now = useRerenderAt(lastMobileAction + SIGNUP_TIMING.smsResendMs);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: registrationQueryKey(link) }),
    [queryClient, link],
  );

  // The first answer decides whether this signup was already processed before the page opened.
  const [firstAnswer, setFirstAnswer] = useState<PendingRegistration | null>(null);
  if (data && firstAnswer === null) setFirstAnswer(data);
  const alreadyProcessed = firstAnswer?.is_process_completed === true;
  const step = data && !alreadyProcessed ? signupNextStep(data) : null;

  useEffect(() => {
    if (alreadyProcessed) navigate("/setup-account-already-process", { replace: true });
  }, [alreadyProcessed, navigate]);

  useEffect(() => {
    if (!step || step.kind === "poll") return;
    const timer = setTimeout(
      () => navigate(step.kind === "login" ? "/login" : "/", { replace: true }),
      step.afterMs,
    );
    return () => clearTimeout(timer);
  }, [step?.kind, step?.afterMs, navigate]); // eslint-disable-line react-hooks/exhaustive-deps

  const verifyEmail = async (pin: string) => {
    setEmailBusy(true);
    try {
      await verifyEmailPin(api, link, pin);
      await refresh();
    } catch (error) {
      setEmailExpired(messageOf(error, "The email PIN could not be confirmed."));
    } finally {
      setEmailBusy(false);
    }
  };

  const verifyMobile = async (pin: string) => {
    setMobileBusy(true);
    setMobileError(null);
    try {
      await verifyMobilePin(api, link, pin);
      await refresh();
    } catch (error) {
      setMobileError(messageOf(error, "The mobile PIN could not be confirmed."));
    } finally {
      setMobileBusy(false);
    }
  };

  // A PIN carried by the emailed link is checked once, as if it had been typed.
  const codeTried = useRef(false);
  useEffect(() => {
    const code = hints.code?.trim();
    if (!code || !data || codeTried.current || data.email_validated || alreadyProcessed) return;
    codeTried.current = true;
    void verifyEmail(code);
  });

  if (registration.isError) {
    return (
      <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
        {messageOf(registration.error, "This sign-up link could not be read.")}
      </p>
    );
  }
  if (!data || alreadyProcessed) {
    return (
      <div className="flex items-center gap-3">
        <Spinner label="Loading your sign-up" />
        <p>Loading your sign-up…</p>
      </div>
    );
  }

  // Expired after a refused PIN here, or when the server says the PIN lapsed.
  const emailStatus: EmailSignupStatus = data.email_validated
    ? "validated"
    : emailExpired !== null || data.email_status === "expired"
      ? "expired"
      : "unconfirmed";
  const mobileStatus: MobileSignupStatus = data.mobile_validated ? "validated" : "unconfirmed";
  const locked = data.is_process_failed || step?.kind === "login";
  const emailMode: PinInputMode =
    emailStatus === "validated"
      ? "success"
      : emailBusy
        ? "busy"
        : emailStatus === "expired" || locked
          ? "lock"
          : "submit";
  const mobileMode: PinInputMode =
    mobileStatus === "validated" ? "success" : mobileBusy ? "busy" : locked ? "lock" : "submit";
  const showEmailResend = emailStatus !== "validated" && !locked && emailResendShows(data);
  // A refused mobile PIN shows the resend option at once (SPEC §8), within the send limit.
  const showMobileResend =
    mobileStatus !== "validated" &&
    !locked &&
    mobileResendShows(data, mobileError ? null : new Date(lastMobileAction), new Date(now));

  return (
    <div className="flex flex-col gap-6">
      <p>Confirm your email address and mobile number with the PINs we sent to each.</p>

      <PinSection title="Email" address={data.email || hints.email || ""} status={emailStatus}>
        <PinInput
          key={`email-${emailGeneration}`}
          label="Email PIN"
          mode={emailMode}
          defaultValue={emailGeneration === 0 ? (hints.code ?? "") : ""}
          onComplete={verifyEmail}
          autoFocus={emailGeneration > 0}
          error={emailExpired}
          lockedHint={emailStatus === "expired" ? "This PIN has expired." : undefined}
        />
        {showEmailResend && (
          <Suspense fallback={null}>
            <ResendEmailDialog
              email={data.email}
              onSend={async (email) => {
                await resendEmailPin(api, link, email);
                setEmailExpired(null);
                setEmailGeneration((n) => n + 1);
                await refresh();
              }}
            />
          </Suspense>
        )}
        {emailStatus === "expired" && !showEmailResend && (
          <p className="text-sm text-muted-foreground">
            The email PIN can no longer be sent again. Please contact us to finish your sign-up.
          </p>
        )}
      </PinSection>

      <PinSection title="Mobile" address={data.mobile || hints.mobile || ""} status={mobileStatus}>
        <PinInput
          key={`mobile-${mobileGeneration}`}
          label="Mobile PIN"
          mode={mobileMode}
          onComplete={verifyMobile}
          autoFocus={mobileGeneration > 0}
          error={mobileError}
        />
        {showMobileResend && (
          <Suspense fallback={null}>
            <ResendMobileDialog
              mobile={data.mobile}
              onSend={async (mobile) => {
                await resendMobilePin(api, link, mobile);
                setMobileError(null);
                setLastMobileAction(Date.now());
                setMobileGeneration((n) => n + 1);
                await refresh();
              }}
            />
          </Suspense>
        )}
      </PinSection>

      <p role="status" aria-live="polite" data-testid="setup-account-progress">
        {data.is_process_failed
          ? "We could not set up your account. Please contact us."
          : step?.kind === "login"
            ? "Your account is ready. Taking you to login…"
            : step?.kind === "home"
              ? "Your email and mobile are confirmed. Taking you to the console…"
              : ""}
      </p>
    </div>
  );
}

function PinSection({
  title,
  address,
  status,
  children,
}: {
  title: string;
  address: string;
  status: EmailSignupStatus;
  children: ReactNode;
}) {
  const badge = statusBadge[status];
  return (
    <section aria-label={title} data-status={status} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold">
          {title} <span className="font-normal text-muted-foreground">{address}</span>
        </h2>
        <Badge variant={badge.variant} data-testid={`${title.toLowerCase()}-status`}>
          {badge.label}
        </Badge>
      </div>
      {children}
    </section>
  );
}
