import {
  availableBalance,
  canSearchCampaigns,
  canTopUp,
  hasPrivilege,
  type CampaignChannel,
} from "@sendline/core";
import { createContext, Suspense, use, type ComponentType, type ReactNode } from "react";
import { lazyRetry } from "../../../lib/lazy-retry";
import { Link, Route, Switch, useLocation, useParams, useSearch } from "wouter";
import { useAccess } from "../../../features/access/hooks/use-access";
import { useAccountDetails } from "../../../features/balance/api/get-account-details";
import { getCampaignQueryOptions, useCampaign } from "../../../features/campaigns/api/campaigns";
import { prefetchDashboard } from "../../../features/campaigns/api/dashboard";
import type { CampaignFormProps } from "../../../features/campaigns/components/campaign-form";
import { CampaignList, prefetchCampaignList } from "../../../features/campaigns/components/campaign-list";
import { useBusinessHours } from "../../../features/settings/api/get-business-hours";
import { usePageTitle } from "../../../lib/app-context";
import { ScreenLoading } from "../../components/screen-loading";
import type { ScreenPrefetch } from "../signed-in";

// The list is the module's first screen; the summary, the dashboard (with its chart) and the test
// form are chunks of their own, loaded when first opened, so the list loads none of them.
const CampaignSummary = lazyRetry(async () => ({
  default: (await import("../../../features/campaigns/components/campaign-summary")).CampaignSummary,
}));
const CampaignDashboard = lazyRetry(async () => ({
  default: (await import("../../../features/campaigns/components/campaign-dashboard")).CampaignDashboard,
}));
const SendTestForm = lazyRetry(async () => ({
  default: (await import("../../../features/campaigns/components/send-test-dialog")).SendTestForm,
}));

/** A screen part from a chunk of its own, with the spinner while it loads. */
function Loaded({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ScreenLoading />}>{children}</Suspense>;
}

export interface CampaignModuleProps {
  channel: CampaignChannel;
  /** The channel's name in titles: "SMS", "Viber". */
  label: string;
  /** The channel's composer, for new campaigns and edits. */
  Composer: ComponentType<CampaignFormProps>;
}

const ModuleContext = createContext<CampaignModuleProps | null>(null);

function useModule() {
  const module = use(ModuleContext);
  if (!module) throw new Error("CampaignModule is missing above this screen.");
  const route = `/${module.channel}-campaign`;
  return { ...module, route };
}

/** Go Live for users with a go-live privilege, else Submit for Approval with a submit one (SPEC §6). */
function useFinish(): "go_live" | "submit" | null {
  const { channel, route } = useModule();
  const { state } = useAccess();
  const can = (privilege: string) => hasPrivilege(state, route, `/${channel}/${privilege}`);
  if (can("go_live_get") || can("save_and_go_live_post")) return "go_live";
  if (can("submit_get") || can("save_and_submit_post")) return "submit";
  return null;
}

/**
 * What the composer weighs a campaign against: the available balance for users who may see money
 * (the server leaves it out for the others), the account's business hours, and the account's zone,
 * which a new campaign's start is read in. Null until the account's details have arrived.
 */
function useComposerContext(): Pick<
  CampaignFormProps,
  "availableBalance" | "businessHours" | "defaultTimeZone" | "freeSms"
> | null {
  const { channel } = useModule();
  const { state } = useAccess();
  const details = useAccountDetails();
  const hours = useBusinessHours();
  const account = details.data;
  if (!account || hours.isPending) return null;
  const timeZone = account.timezone_name ?? "Asia/Manila";
  return {
    defaultTimeZone: timeZone,
    // A trial's free SMS pay for SMS campaigns only.
    ...(canTopUp(state) &&
      account.is_trial &&
      channel === "sms" && {
        freeSms: account.account_balance_sms_credits - account.account_balance_sms_credits_withheld,
      }),
    ...(canTopUp(state) && {
      availableBalance: availableBalance({
        monetary: account.account_balance_monetary,
        withheld: account.account_balance_monetary_withholding,
        creditLimit: account.account_balance_credit_limit,
      }),
    }),
    ...(hours.data !== undefined && { businessHours: { hours: hours.data, timeZone } }),
  };
}

/** Campaigns may be approved here: the approval queue is one click away (SPEC §6 maker/checker). */
function useCanApprove(): boolean {
  const { channel, route } = useModule();
  const { state } = useAccess();
  return hasPrivilege(state, route, `/${channel}/approve_get`);
}

function ListScreen() {
  const { channel, label } = useModule();
  usePageTitle(`${label} Campaigns`);
  const { state } = useAccess();
  const status = new URLSearchParams(useSearch()).get("status") ?? undefined;
  const canApprove = useCanApprove();
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="screen-title" className="text-2xl font-semibold">
          {status === "for_approval" ? `${label} Campaigns for Approval` : `${label} Campaigns`}
        </h1>
        <nav aria-label={`${label} campaign lists`} className="flex gap-4 text-sm">
          <Link href="/" className="text-primary underline-offset-2 hover:underline">
            All campaigns
          </Link>
          {canApprove && (
            <Link href="/?status=for_approval" className="text-primary underline-offset-2 hover:underline">
              Approval queue
            </Link>
          )}
          <Link href="/test-campaign" className="text-primary underline-offset-2 hover:underline">
            Test campaigns
          </Link>
        </nav>
      </div>
      <CampaignList
        key={status ?? "all"}
        channel={channel}
        canSearch={canSearchCampaigns(state)}
        initialStatus={status}
      />
    </section>
  );
}

function TestListScreen() {
  const { channel, label } = useModule();
  usePageTitle(`${label} Test Campaigns`);
  const { state } = useAccess();
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="screen-title" className="text-2xl font-semibold">
          {label} Test Campaigns
        </h1>
        <Link href="/" className="text-sm text-primary underline-offset-2 hover:underline">
          Back to campaigns
        </Link>
      </div>
      <CampaignList channel={channel} canSearch={canSearchCampaigns(state)} testCampaigns />
    </section>
  );
}

function TestCreateScreen() {
  const { channel, label } = useModule();
  usePageTitle(`New ${label} Test Campaign`);
  const [, navigate] = useLocation();
  const draft = new URLSearchParams(useSearch()).get("draft");
  return (
    <section aria-labelledby="screen-title" className="flex max-w-xl flex-col gap-4">
      <h1 id="screen-title" className="text-2xl font-semibold">
        New {label} Test Campaign
      </h1>
      <p className="text-sm text-gray-600">
        A test sends a draft, as it stands, to the account&apos;s test contact groups. It is charged like any
        campaign and counted on the draft.
      </p>
      <Loaded>
        <SendTestForm
          channel={channel}
          {...(draft && { draftId: Number(draft) })}
          onSent={(test) => navigate(`/test-campaign/${test.id}`)}
          onCancel={() => navigate("/test-campaign")}
        />
      </Loaded>
    </section>
  );
}

function CreateScreen() {
  const { channel, label, Composer } = useModule();
  usePageTitle(`New ${label} Campaign`);
  const [, navigate] = useLocation();
  const finish = useFinish();
  const composer = useComposerContext();
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-4">
      <h1 id="screen-title" className="text-2xl font-semibold">
        New {label} Campaign
      </h1>
      {composer ? (
        <Loaded>
          <Composer
            channel={channel}
            finish={finish}
            onSaved={(campaign) => navigate(`/${campaign.id}`)}
            {...composer}
          />
        </Loaded>
      ) : (
        <p role="status">Loading…</p>
      )}
    </section>
  );
}

function EditScreen() {
  const { channel, label, Composer } = useModule();
  usePageTitle(`Edit ${label} Campaign`);
  const [, navigate] = useLocation();
  const id = Number(useParams<{ id: string }>().id);
  const campaign = useCampaign(channel, id);
  const finish = useFinish();
  const composer = useComposerContext();
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-4">
      <h1 id="screen-title" className="text-2xl font-semibold">
        Edit {label} Campaign
      </h1>
      {campaign.data && composer ? (
        <Loaded>
          <Composer
            channel={channel}
            campaign={campaign.data}
            finish={finish}
            onSaved={(saved) => navigate(`/${saved.id}`)}
            {...composer}
          />
        </Loaded>
      ) : (
        <p role="status">Loading the campaign…</p>
      )}
    </section>
  );
}

function SummaryScreen() {
  const { channel, label, route } = useModule();
  usePageTitle(`${label} Campaign`);
  const id = Number(useParams<{ id: string }>().id);
  const [, navigate] = useLocation();
  const { state } = useAccess();
  // The campaign is read while the summary's chunk loads.
  useCampaign(channel, id);
  return (
    <Loaded>
      <CampaignSummary
        channel={channel}
        id={id}
        canCopy={hasPrivilege(state, route, `/${channel}/copy_get`)}
        hrefOf={(campaign) =>
          campaign.is_test_campaign ? `/test-campaign/${campaign.id}` : `/${campaign.id}`
        }
        onNavigate={navigate}
      />
    </Loaded>
  );
}

function DashboardScreen() {
  const { channel, label } = useModule();
  usePageTitle(`${label} Campaign Dashboard`);
  const id = Number(useParams<{ id: string }>().id);
  const [location, navigate] = useLocation();
  // The campaign is read while the dashboard's chunk loads.
  useCampaign(channel, id);
  return (
    <Loaded>
      <CampaignDashboard
        channel={channel}
        id={id}
        summaryHref={location.replace(/\/dashboard$/, "")}
        onNavigate={navigate}
      />
    </Loaded>
  );
}

/**
 * Reads ahead what the module's screen at `path` shows on arrival: a list's first page and the
 * statuses it filters by, or a campaign with its summary's or dashboard's chunk.
 */
export function prefetchCampaignScreen(
  channel: CampaignChannel,
  { api, queryClient, path, search }: ScreenPrefetch,
): Promise<unknown> {
  const rest = path.slice(`/${channel}-campaign`.length).replace(/\/$/, "");
  const testCampaigns = rest.startsWith("/test-campaign");
  const screen = testCampaigns ? rest.slice("/test-campaign".length) : rest;
  if (screen === "") {
    const status = testCampaigns ? "" : (new URLSearchParams(search).get("status") ?? "");
    return prefetchCampaignList(api, queryClient, channel, { status, testCampaigns });
  }
  const [, id, view] = /^\/(\d+)(\/dashboard)?$/.exec(screen) ?? [];
  if (!id) return Promise.resolve();
  return view
    ? Promise.all([prefetchDashboard(api, queryClient, channel, Number(id)), CampaignDashboard.preload()])
    : Promise.all([
        queryClient.ensureQueryData(getCampaignQueryOptions(api, channel, Number(id))),
        CampaignSummary.preload(),
      ]);
}

/**
 * A campaign channel's module: the campaign list (with the approval queue for approvers), the
 * channel's composer, each campaign's summary and live dashboard, and the test campaigns sent from
 * drafts. Each channel's module file gives its channel, its name and its composer.
 */
export function CampaignModule(props: CampaignModuleProps) {
  return (
    <ModuleContext value={props}>
      <Route path={`/${props.channel}-campaign`} nest>
        <Switch>
          <Route path="/" component={ListScreen} />
          <Route path="/new" component={CreateScreen} />
          <Route path="/test-campaign" component={TestListScreen} />
          <Route path="/test-campaign/new" component={TestCreateScreen} />
          <Route path="/test-campaign/:id/dashboard" component={DashboardScreen} />
          <Route path="/test-campaign/:id" component={SummaryScreen} />
          <Route path="/:id/edit" component={EditScreen} />
          <Route path="/:id/dashboard" component={DashboardScreen} />
          <Route path="/:id" component={SummaryScreen} />
        </Switch>
      </Route>
    </ModuleContext>
  );
}
