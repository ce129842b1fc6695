import { refreshesAccountOnRouteChange } from "@sendline/core";
import { Button } from "@sendline/ui/button";
import { Tabs, TabsList, TabsTrigger } from "@sendline/ui/tabs";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { Link, Route, Switch, useLocation, useSearch } from "wouter";
import { useAccountDetails } from "../../../features/balance/api/get-account-details";
import { CreditHistory } from "../../../features/billing/components/credit-history";
import { TopUpForm } from "../../../features/billing/components/top-up-form";
import { TopUpHistory } from "../../../features/billing/components/top-up-history";
import { TopUpSuccess } from "../../../features/billing/components/top-up-success";
import { usePageTitle } from "../../../lib/app-context";
import { balanceQueryKey } from "../../../lib/query-keys";
import { settingsCloseTarget } from "../../../lib/settings-return";
import type { ModuleRouteProps } from "./module-route";

type Screen = "top-up" | "top-up-history" | "credit-history";
const SCREEN_PATHS: Record<Screen, string> = {
  "top-up": "/settings/top-up",
  "top-up-history": "/settings/top-up/history",
  "credit-history": "/settings/credit-history",
};
const SCREEN_TITLES: Record<Screen, string> = {
  "top-up": "Top Up",
  "top-up-history": "Top-up History",
  "credit-history": "Credit History",
};

/** The billing screens' frame: their tabs and the settings close button (SPEC §2 backTo). */
function BillingFrame({ screen, title, children }: { screen: Screen; title: string; children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="screen-title" className="text-2xl font-semibold">
          {title}
        </h1>
        <Button variant="outline" size="sm" onClick={() => navigate(settingsCloseTarget())}>
          Close
        </Button>
      </div>
      <Tabs value={screen} onValueChange={(next) => navigate(SCREEN_PATHS[next as Screen])}>
        <TabsList aria-label="Billing">
          {(Object.keys(SCREEN_PATHS) as Screen[]).map((key) => (
            <TabsTrigger key={key} value={key}>
              {SCREEN_TITLES[key]}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      {children}
    </section>
  );
}

function TopUpScreen() {
  usePageTitle("Top Up");
  const [, navigate] = useLocation();
  const currency = useAccountDetails().data?.currency_code ?? "PHP";
  return (
    <BillingFrame screen="top-up" title="Top Up">
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
function TopUpSuccessScreen() {
  usePageTitle("Top Up Success");
  const params = new URLSearchParams(useSearch());
  const queryClient = useQueryClient();
  useEffect(() => {
    if (refreshesAccountOnRouteChange("top-up", "top-up-success"))
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
  }, [queryClient]);
  return (
    <BillingFrame screen="top-up" title="Top Up">
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

function TopUpHistoryScreen() {
  usePageTitle("Top-up History");
  return (
    <BillingFrame screen="top-up-history" title="Top-up History">
      <TopUpHistory />
    </BillingFrame>
  );
}

function CreditHistoryScreen() {
  usePageTitle("Credit History");
  return (
    <BillingFrame screen="credit-history" title="Credit History">
      <CreditHistory />
    </BillingFrame>
  );
}

/**
 * The billing module: the top-up with its success screen, the top-up history and the credit
 * history, under `/settings` so closing them returns where the user came from.
 */
export function ModuleRoute(_props: ModuleRouteProps) {
  return (
    <Switch>
      <Route path="/settings/top-up/success" component={TopUpSuccessScreen} />
      <Route path="/settings/top-up/history" component={TopUpHistoryScreen} />
      <Route path="/settings/credit-history" component={CreditHistoryScreen} />
      <Route path="/settings/top-up" component={TopUpScreen} />
    </Switch>
  );
}
