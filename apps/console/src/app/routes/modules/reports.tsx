import type { TrafficReport } from "@sendline/core/contract";
import { TabsNav, TabsNavLink } from "@sendline/ui/tabs";
import { Link, Route, Switch } from "wouter";
import { useCurrentUser } from "../../../features/access/api/get-current-user";
import { TrafficReportView } from "../../../features/reports/components/traffic-report";
import { usePageTitle } from "../../../lib/app-context";
import { readActiveAccount } from "../../../lib/session";
import type { ModuleRouteProps } from "./module-route";

/** Each report's address (console states reports-traffic, reports-api-traffic, reports-email-api-traffic) and title. */
const REPORTS = [
  { report: "traffic", path: "/reports/traffic", title: "Traffic" },
  { report: "api_traffic", path: "/reports/api-traffic", title: "API Traffic" },
  { report: "email_api_traffic", path: "/reports/email-api-traffic", title: "Email API Traffic" },
] as const satisfies readonly { report: TrafficReport; path: string; title: string }[];

type ReportEntry = (typeof REPORTS)[number];

function ReportScreen({ entry }: { entry: ReportEntry }) {
  usePageTitle(`${entry.title} Report`);
  const user = useCurrentUser();
  const activeAccount = readActiveAccount();
  const staff = user.data?.role_is_non_account ?? false;
  const accountId = staff ? (activeAccount === null ? null : String(activeAccount)) : null;
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-4">
      <h1 id="screen-title" className="text-2xl font-semibold">
        {entry.title} Report
      </h1>
      <TabsNav aria-label="Reports">
        {REPORTS.map((other) => (
          <TabsNavLink key={other.path} asChild active={other.path === entry.path}>
            <Link href={other.path}>{other.title}</Link>
          </TabsNavLink>
        ))}
      </TabsNav>
      {user.data ? (
        // A new report starts from its default filter.
        <TrafficReportView
          key={entry.report}
          report={entry.report}
          title={`${entry.title} report`}
          staff={staff}
          accountId={accountId}
        />
      ) : (
        <p role="status">Loading…</p>
      )}
    </section>
  );
}

/** The reports module: the traffic, API traffic and email API traffic reports. */
export function ModuleRoute(_: ModuleRouteProps) {
  return (
    <Switch>
      {REPORTS.map((entry) => (
        <Route key={entry.path} path={entry.path}>
          <ReportScreen entry={entry} />
        </Route>
      ))}
      <Route>
        <ReportScreen entry={REPORTS[0]} />
      </Route>
    </Switch>
  );
}
