import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { clearSession, leaveAccount, readActiveAccount, readSession, resetStorage } from "../../lib/session";
import { recordAccountEntry } from "../../features/admin/api/activity";
import { PublicLayout } from "../layouts/public-layout";
import { useApi, usePageTitle } from "../../lib/app-context";

/**
 * SPEC §4 Logout: a staff user inside an account first drops out of it; otherwise (or with
 * `?absolute`) the session ends, storage is reset keeping what must survive, and login opens.
 */
export function LogoutRoute() {
  usePageTitle("Logout");
  const api = useApi();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const absolute = new URLSearchParams(useSearch()).has("absolute");
  // The first run decides: leaving an account must not turn into a full logout when the screen re-renders.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const entered = readActiveAccount();
    if (!absolute && entered !== null) {
      // The leave is recorded for the customer's account; a failure to record it never keeps staff inside.
      void recordAccountEntry(api, entered, "leave")
        .catch(() => undefined)
        .finally(() => {
          leaveAccount();
          queryClient.clear();
          navigate("/", { replace: true });
        });
      return;
    }
    const hadSession = readSession() !== null;
    const done = () => {
      clearSession();
      resetStorage();
      queryClient.clear();
      navigate("/login", { replace: true });
    };
    if (hadSession)
      api("/ajax/login/logout", { method: "POST" })
        .catch(() => undefined)
        .finally(done);
    else done();
  }, [absolute, api, navigate, queryClient]);

  return (
    <PublicLayout title="Logging out">
      <p role="status">Signing you out…</p>
    </PublicLayout>
  );
}
