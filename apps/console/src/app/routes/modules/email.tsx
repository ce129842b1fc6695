import { canTopUp } from "@sendline/core";
import { Suspense } from "react";
import { lazyRetry } from "../../../lib/lazy-retry";
import { Route, Switch, useLocation, useParams, useSearch } from "wouter";
import { useAccess } from "../../../features/access/hooks/use-access";
import { useAccountDetails } from "../../../features/balance/api/get-account-details";
import type { CampaignFormProps } from "../../../features/campaigns/components/campaign-form";
import { useTemplate } from "../../../features/email/api/templates";
import { TemplateList } from "../../../features/email/components/template-list";
import { usePageTitle } from "../../../lib/app-context";
import type { ScreenPrefetch } from "../signed-in";
import { CampaignModule, prefetchCampaignScreen } from "./campaign-module";
import type { ModuleRouteProps } from "./module-route";

// The rich-text editor and the designer are their own chunks: the lists, summaries and dashboards
// of the module open without them.
const EmailCampaignForm = lazyRetry(async () => ({
  default: (await import("../../../features/campaigns/components/email-campaign-form")).EmailCampaignForm,
}));
const TemplateEditor = lazyRetry(async () => ({
  default: (await import("../../../features/email/components/template-editor")).TemplateEditor,
}));

const loadingEditor = <p role="status">Loading the editor…</p>;

/** The email composer, with a trial account's free emails for users who may see the balance. */
function EmailComposer(props: CampaignFormProps) {
  const { state } = useAccess();
  const account = useAccountDetails().data;
  const freeEmails =
    account && account.is_trial && canTopUp(state)
      ? account.account_balance_email_credits - account.account_balance_email_credits_withheld
      : undefined;
  return (
    <Suspense fallback={loadingEditor}>
      <EmailCampaignForm
        {...props}
        {...(freeEmails !== undefined && { freeEmails })}
        currency={account?.currency_code ?? ""}
      />
    </Suspense>
  );
}

function TemplatesScreen() {
  usePageTitle("Email Templates");
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-4">
      <h1 id="screen-title" className="text-2xl font-semibold">
        Email Templates
      </h1>
      <TemplateList />
    </section>
  );
}

function TemplateScreen() {
  const params = useParams<{ id?: string }>();
  const id = params.id ? Number(params.id) : null;
  usePageTitle(id === null ? "New Email Template" : "Email Template");
  const [, navigate] = useLocation();
  const testing = new URLSearchParams(useSearch()).has("test");
  const template = useTemplate(id);
  if (id !== null && template.isError) return <p role="alert">This template could not be loaded.</p>;
  if (id !== null && !template.data) return <p role="status">Loading the template…</p>;
  return (
    <Suspense fallback={loadingEditor}>
      <TemplateEditor
        key={id ?? "new"}
        {...(template.data && { template: template.data })}
        defaultTesting={testing}
        onSaved={(saved, then) => {
          if (saved.id !== id) navigate(`/${saved.id}${then === "test" ? "?test" : ""}`, { replace: true });
        }}
        onLeave={() => navigate("/")}
      />
    </Suspense>
  );
}

/**
 * The email module: the campaign screens every channel has, with the email composer, and the
 * templates made in the design editor (SPEC §2).
 */
export function ModuleRoute(_: ModuleRouteProps) {
  return (
    <Switch>
      <Route path="/email-campaign/templates" nest>
        <Switch>
          <Route path="/" component={TemplatesScreen} />
          <Route path="/new" component={TemplateScreen} />
          <Route path="/:id" component={TemplateScreen} />
        </Switch>
      </Route>
      <Route>
        <CampaignModule channel="email" label="Email" Composer={EmailComposer} />
      </Route>
    </Switch>
  );
}

/** The campaign list's first page, or the campaign a summary or dashboard opens on. */
export const prefetchScreen = (screen: ScreenPrefetch) => prefetchCampaignScreen("email", screen);
