import { TOP_UP_VERIFY_TEXTS, type TopUpVerifyState } from "@sendline/core";
import { Spinner } from "@sendline/ui/spinner";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useParams } from "wouter";
import { balanceQueryKey, useVerifyTopUp } from "../../features/balance/api/verify-top-up";
import { PublicLayout, PublicLink } from "../layouts/public-layout";
import { usePageTitle } from "../../lib/app-context";

/** Verifies a top-up payment from an emailed link (SPEC §4 Top-up verify). */
export function TopUpVerifyRoute() {
  usePageTitle("Top Up Verification");
  const queryClient = useQueryClient();
  const { txnid, token } = useParams<{ txnid: string; token: string }>();
  const verification = useVerifyTopUp({ txnid, token });

  useEffect(() => {
    if (verification.isSuccess) void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
  }, [verification.isSuccess, queryClient]);

  const state: TopUpVerifyState = verification.isPending
    ? "verifying"
    : verification.isSuccess
      ? "success"
      : "expired";
  const { title, text } = TOP_UP_VERIFY_TEXTS[state];

  return (
    <PublicLayout title={title}>
      <div className="flex items-center gap-3">
        {state === "verifying" && <Spinner label="Verifying payment" />}
        <p role="status" data-state={state}>
          {text || "Please wait while we verify your payment…"}
        </p>
      </div>
      {state !== "verifying" && <PublicLink href="/">Go to the console</PublicLink>}
    </PublicLayout>
  );
}
