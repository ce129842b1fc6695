import { refreshesAccountOnRouteChange } from "@sendline/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, Route, Switch, useLocation, useSearch } from "wouter";
import { useAccountDetails } from "../../../features/balance/api/get-account-details";
import { CreditHistory } from "../../../features/billing/components/credit-history";
import { TopUpForm } from "../../../features/billing/components/top-up-form";
import { TopUpHistory } from "../../../features/billing/components/top-up-history";
import { TopUpSuccess } from "../../../features/billing/components/top-up-success";
import { balanceQueryKey } from "../../../lib/query-keys";
import { SettingsFrame, type SettingsFrameProps } from "../../components/settings-frame";
import type { ModuleRouteProps } from "./module-route";

const TOP_UP_PATH = "/settings/top-up";

/** A billing screen in the settings frame, its tabs named Billing. */
function BillingFrame(props: Omit<SettingsFrameProps, "label">) {
  return <SettingsFrame {...props} label="Billing" />;
}

function TopUpScreen({ module }: ModuleRouteProps) {
  const [, navigate] = useLocation();
  const currency = useAccountDetails().data?.currency_code ?? "PHP";
  return (
    <BillingFrame module={module} title="Top Up">
      <TopUpForm
        currency={currency}
        onCreated={(topUp) =>
          navigate(
            `/settings/top-up/success?${new URLSearchParams({ txnid: topUp.txnid, amount: String(topUp.amount), currency: topUp.currency_code })}`,
          )
        }
      />
    </BillingFrame>
  );
}

/** Top-up-success: arriving from the top-up refreshes the account (SPEC §4 Route change). */
function TopUpSuccessScreen({ module }: ModuleRouteProps) {
  const params = new URLSearchParams(useSearch());
  const queryClient = useQueryClient();
  useEffect(() => {
    if (refreshesAccountOnRouteChange("top-up", "top-up-success"))
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
  }, [queryClient]);
  return (
    <BillingFrame module={module} title="Top Up" pageTitle="Top Up Success" current={TOP_UP_PATH}>
      <TopUpSuccess
        txnid={params.get("txnid") ?? ""}
        amount={Number(params.get("amount") ?? 0)}
        currency={params.get("currency") ?? ""}
      >
        <p className="flex flex-wrap gap-3 text-sm">
          <Link href="/settings/top-up/history" className="text-primary underline-offset-2 hover:underline">
            See the top-up history
          </Link>
          <Link href="/settings/top-up" className="text-primary underline-offset-2 hover:underline">
            Make another top-up
          </Link>
        </p>
      </TopUpSuccess>
    </BillingFrame>
  );
}

function TopUpHistoryScreen({ module }: ModuleRouteProps) {
  return (
    <BillingFrame module={module} title="Top-up History">
      <TopUpHistory />
    </BillingFrame>
  );
}

function CreditHistoryScreen({ module }: ModuleRouteProps) {
  return (
    <BillingFrame module={module} title="Credit History">
      <CreditHistory />
    </BillingFrame>
  );
}

/**
 * The billing module: the top-up with its success screen, the top-up history and the credit
 * history, under `/settings` so closing them returns where the user came from.
 */
export function ModuleRoute({ module }: ModuleRouteProps) {
  return (
    <Switch>
      <Route path="/settings/top-up/success">
        <TopUpSuccessScreen module={module} />
      </Route>
      <Route path="/settings/top-up/history">
        <TopUpHistoryScreen module={module} />
      </Route>
      <Route path="/settings/credit-history">
        <CreditHistoryScreen module={module} />
      </Route>
      <Route path={TOP_UP_PATH}>
        <TopUpScreen module={module} />
      </Route>
    </Switch>
  );
}
