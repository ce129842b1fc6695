import { isSessionExpired } from "@sendline/core";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { lastActivity, recordActivity } from "../../lib/session";

const CHECK_EVERY_MS = 15_000;
const ACTIVITY_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart"] as const;

/**
 * Logs the user out once `minutes` pass since the last recorded activity (SPEC §4 Session).
 * Activity is any input in the page and any API call; it is shared between tabs through storage.
 * Mounted only inside the signed-in shell, so login, reset and forgot pages never expire.
 */
export function useInactivityLogout(minutes: number): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last > 1000) recordActivity(now);
      last = now;
    };
    const check = () => {
      const since = lastActivity();
      if (since !== null && isSessionExpired(new Date(since), new Date(), minutes))
        navigate("/logout?absolute", { replace: true });
    };
    if (lastActivity() === null) recordActivity();
    check();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
      clearInterval(timer);
    };
  }, [minutes, navigate]);
}
