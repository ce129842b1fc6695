import { canSearchCampaigns, hasPrivilege } from "@sendline/core";
import { Route, Switch, useLocation, useParams } from "wouter";
import { useAccess } from "../../../features/access/hooks/use-access";
import { useCampaign } from "../../../features/campaigns/api/campaigns";
import { CampaignForm } from "../../../features/campaigns/components/campaign-form";
import { CampaignList } from "../../../features/campaigns/components/campaign-list";
import { CampaignSummary } from "../../../features/campaigns/components/campaign-summary";
import { usePageTitle } from "../../../lib/app-context";
import { ModuleLanding } from "../../components/module-landing";
import type { ModuleRouteProps } from "./module-route";

const ROUTE = "/sms-campaign";

/** Go Live for users with a go-live privilege, else Submit for Approval with a submit one (SPEC §6). */
function useFinish(): "go_live" | "submit" | null {
  const { state } = useAccess();
  const can = (privilege: string) => hasPrivilege(state, ROUTE, privilege);
  if (can("/sms/go_live_get") || can("/sms/save_and_go_live_post")) return "go_live";
  if (can("/sms/submit_get") || can("/sms/save_and_submit_post")) return "submit";
  return null;
}

function ListScreen() {
  usePageTitle("SMS Campaigns");
  const { state } = useAccess();
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-4">
      <h1 id="screen-title" className="text-2xl font-semibold">
        SMS Campaigns
      </h1>
      <CampaignList channel="sms" canSearch={canSearchCampaigns(state)} />
    </section>
  );
}

function CreateScreen() {
  usePageTitle("New SMS Campaign");
  const [, navigate] = useLocation();
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-4">
      <h1 id="screen-title" className="text-2xl font-semibold">
        New SMS Campaign
      </h1>
      <CampaignForm channel="sms" finish={useFinish()} onSaved={(campaign) => navigate(`/${campaign.id}`)} />
    </section>
  );
}

function EditScreen() {
  usePageTitle("Edit SMS Campaign");
  const [, navigate] = useLocation();
  const id = Number(useParams<{ id: string }>().id);
  const campaign = useCampaign("sms", id);
  const finish = useFinish();
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-4">
      <h1 id="screen-title" className="text-2xl font-semibold">
        Edit SMS Campaign
      </h1>
      {campaign.data ? (
        <CampaignForm
          channel="sms"
          campaign={campaign.data}
          finish={finish}
          onSaved={(saved) => navigate(`/${saved.id}`)}
        />
      ) : (
        <p role="status">Loading the campaign…</p>
      )}
    </section>
  );
}

function SummaryScreen() {
  usePageTitle("SMS Campaign");
  const id = Number(useParams<{ id: string }>().id);
  return <CampaignSummary channel="sms" id={id} />;
}

/** The SMS module: the campaign list, the composer, and each campaign's summary. */
export function ModuleRoute({ module }: ModuleRouteProps) {
  return (
    <Route path={ROUTE} nest>
      <Switch>
        <Route path="/" component={ListScreen} />
        <Route path="/new" component={CreateScreen} />
        <Route path="/test-campaign">
          <ModuleLanding module={module} />
        </Route>
        <Route path="/:id/edit" component={EditScreen} />
        <Route path="/:id" component={SummaryScreen} />
      </Switch>
    </Route>
  );
}
