import { PASSWORD_EXPIRY, parseServerDate, passwordState } from "@sendline/core";
import { useEffect } from "react";
import { useLocation } from "wouter";
import type { CurrentUser } from "../../features/access/api/get-current-user";
import { notify } from "../../lib/notices";

const RENEW_NOTICE = "Your password is more than 30 days old. Please change it soon.";

/**
 * SPEC §4 Password: every 10 minutes, a password older than 60 days (or never set) forces the
 * password-expired screen; one older than 30 days gets a reminder.
 */
export function usePasswordExpiryCheck(user: CurrentUser | undefined): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!user) return;
    const check = () => {
      const state = passwordState(
        {
          passwordLastUpdated: parseServerDate(user.password_last_updated),
          dateCreated: parseServerDate(user.date_created),
        },
        new Date(),
      );
      if (state === "expired") navigate("/password-expired", { replace: true });
      else if (state === "renew") notify(RENEW_NOTICE, "warning");
    };
    check();
    const timer = setInterval(check, PASSWORD_EXPIRY.recheckMs);
    return () => clearInterval(timer);
  }, [user, navigate]);
}
