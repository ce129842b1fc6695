import { PASSWORD_DIALOGS, STALE_SESSION_DIALOG, isPostLoginSessionStale } from "@sendline/core";
import { PasswordForm, type PasswordFormValues } from "@sendline/ui/password-form";
import { useEffect, useState } from "react";
import { Redirect, useLocation, useParams } from "wouter";
import type { UseMutationResult } from "@tanstack/react-query";
import {
  PASSWORD_FIELDS,
  useChangeExpiredPassword,
  useResetDetails,
  useResetPassword,
  useSetFirstPassword,
  type NewPassword,
  type PasswordLink,
  type ResetDetails,
} from "../../features/auth/api/password";
import { navigationGuard, useUnsavedChanges } from "../../lib/navigation-guard";
import { notify } from "../../lib/notices";
import { fieldErrorsOf } from "../../lib/response-handler";
import { loginAt, readSession, startSession, takeRedirect } from "../../lib/session";
import { MessageDialog } from "../components/message-dialog";
import { PublicLayout, PublicLink } from "../layouts/public-layout";
import { usePageTitle } from "../../lib/app-context";

const CHANGED_REDIRECT_MS = 2000;

type FieldErrors = Partial<Record<(typeof PASSWORD_FIELDS)[number], string>>;

/** Opens a reset or set-password link: a used or expired one goes to forgot-password (SPEC §8). */
function usePasswordLink(onOpened?: () => void): { link: PasswordLink; details: ResetDetails | null } {
  const [, navigate] = useLocation();
  const { code, token } = useParams<{ code: string; token: string }>();
  const result = useResetDetails({ code, token }).data;
  useEffect(() => {
    if (!result) return;
    if (result.kind === "ok") onOpened?.();
    else navigate(result.kind === "expired" ? "/forgot-password?expired=true" : "/login", { replace: true });
  }, [result, navigate]); // eslint-disable-line react-hooks/exhaustive-deps
  return { link: { code, token }, details: result?.kind === "ok" ? result.details : null };
}

/** Submits the password form through a mutation; server field errors land on the fields. */
function usePasswordSubmit<Result>(
  mutation: UseMutationResult<Result, Error, NewPassword>,
  onDone: (result: Result) => void,
) {
  const [errors, setErrors] = useState<FieldErrors>();
  const submit = async (values: PasswordFormValues) => {
    try {
      onDone(await mutation.mutateAsync(values));
    } catch (error) {
      setErrors(fieldErrorsOf(error, PASSWORD_FIELDS));
    }
  };
  return { busy: mutation.isPending, errors, submit };
}

export function ResetPasswordRoute() {
  usePageTitle("Reset Password");
  const [, navigate] = useLocation();
  const { link, details } = usePasswordLink();
  const [done, setDone] = useState(false);
  const form = usePasswordSubmit(useResetPassword(link), () => setDone(true));
  return (
    <PublicLayout title="Reset your password">
      {details ? (
        <>
          {details.email && (
            <p>
              Choose a new password for <strong>{details.email}</strong>.
            </p>
          )}
          <PasswordForm busy={form.busy} errors={form.errors} onSubmit={form.submit} />
        </>
      ) : (
        <p role="status">Checking your link…</p>
      )}
      {done && (
        <MessageDialog
          title={PASSWORD_DIALOGS.resetDone.title}
          text={PASSWORD_DIALOGS.resetDone.text}
          onOk={() => navigate(PASSWORD_DIALOGS.resetDone.redirectTo, { replace: true })}
        />
      )}
    </PublicLayout>
  );
}

export function SetPasswordRoute() {
  usePageTitle("Set Password");
  const [, navigate] = useLocation();
  const { link, details } = usePasswordLink(() =>
    notify(PASSWORD_DIALOGS.welcome.title, PASSWORD_DIALOGS.welcome.type),
  );
  const form = usePasswordSubmit(useSetFirstPassword(link), (session) => {
    startSession({ id: session.id, account_id: session.account_id ?? null, token: session.token });
    navigate(takeRedirect() ?? "/", { replace: true });
  });
  return (
    <PublicLayout title="Set your password">
      {details ? (
        <>
          <p>
            Welcome{details.email ? `, ${details.email}` : ""}. Choose the password you will sign in with.
          </p>
          <PasswordForm busy={form.busy} errors={form.errors} onSubmit={form.submit} />
        </>
      ) : (
        <p role="status">Checking your link…</p>
      )}
    </PublicLayout>
  );
}

/** SPEC §4 Password: the forced change; it needs a signed-in user and ends at login. */
export function PasswordExpiredRoute() {
  usePageTitle("Password Expired");
  const [, navigate] = useLocation();
  const [changed, setChanged] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [stale, setStale] = useState(() => isStale());
  useUnsavedChanges(dirty && !changed);
  const form = usePasswordSubmit(useChangeExpiredPassword(), () => {
    setChanged(true);
    setTimeout(() => navigate("/logout?absolute", { replace: true }), CHANGED_REDIRECT_MS);
  });

  useEffect(() => {
    const timer = setInterval(() => setStale(isStale()), 15_000);
    return () => clearInterval(timer);
  }, []);

  if (!readSession()) return <Redirect to="/login" replace />;
  return (
    <PublicLayout title="Your password has expired">
      {changed ? (
        <p role="status">Your password has been changed. Taking you to login…</p>
      ) : (
        <>
          <p>For your security, choose a new password to continue.</p>
          <PasswordForm
            busy={form.busy}
            errors={form.errors}
            onSubmit={form.submit}
            onChange={() => setDirty(true)}
          />
          <PublicLink href="/logout?absolute">Log out instead</PublicLink>
        </>
      )}
      {stale && !changed && (
        <MessageDialog
          title={STALE_SESSION_DIALOG.title}
          text={STALE_SESSION_DIALOG.text}
          onOk={() => {
            // The session is over: there is nothing left to save, so leaving asks nothing more.
            navigationGuard.set(null);
            navigate(STALE_SESSION_DIALOG.redirectTo, { replace: true });
          }}
        />
      )}
    </PublicLayout>
  );
}

function isStale(): boolean {
  const since = loginAt();
  return since !== null && isPostLoginSessionStale(since, new Date());
}
