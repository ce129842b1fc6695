import { TOP_UP_VERIFY_TEXTS, type TopUpVerifyState } from "@sendline/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useParams } from "wouter";
import { PublicLayout, linkClass } from "../layouts/public-layout";
import { useApi, usePageTitle } from "../provider";

/** Verifies a top-up payment from an emailed link (SPEC §4 Top-up verify). */
export function TopUpVerifyRoute() {
  usePageTitle("Top Up Verification");
  const api = useApi();
  const queryClient = useQueryClient();
  const { txnid, token } = useParams<{ txnid: string; token: string }>();
  const verification = useQuery({
    queryKey: ["top-up-verify", txnid, token],
    queryFn: () => api("/public/topup/verify_email_confirmation", { method: "POST", body: { txnid, token } }),
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (verification.isSuccess) void queryClient.invalidateQueries({ queryKey: ["balance"] });
  }, [verification.isSuccess, queryClient]);

  const state: TopUpVerifyState = verification.isPending
    ? "verifying"
    : verification.isSuccess
      ? "success"
      : "expired";
  const { title, text } = TOP_UP_VERIFY_TEXTS[state];

  return (
    <PublicLayout title={title}>
      <p role="status" aria-live="polite">
        {text || "Please wait while we verify your payment…"}
      </p>
      {!verification.isPending && (
        <Link href="/" className={linkClass}>
          Go to the console
        </Link>
      )}
    </PublicLayout>
  );
}
