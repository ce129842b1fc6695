import { TOP_UP_ROUTE, hasRouteAccess, homeState, stateOfPath, statePath } from "@sendline/core";
import { Button } from "@sendline/ui/button";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { Suspense, useMemo, type ComponentType } from "react";
import { lazyRetry, type PreloadableComponent } from "../../lib/lazy-retry";
import { Link, Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import {
  getAccessControlQueryOptions,
  useAccessControl,
  type AccessModule,
} from "../../features/access/api/get-access-control";
import { getCurrentUserQueryOptions, useCurrentUser } from "../../features/access/api/get-current-user";
import { AccountSwitcher } from "../../features/access/components/account-switcher";
import { recordAccountEntry } from "../../features/admin/api/activity";
import { EnteredAccountBanner } from "../../features/admin/components/entered-account-banner";
import { AccessProvider, type AccessContextValue } from "../../features/access/hooks/use-access";
import { Guard } from "../../features/access/components/guard";
import { getAccountDetailsQueryOptions } from "../../features/balance/api/get-account-details";
import { AccountBalance } from "../../features/balance/components/account-balance";
import { getPreferencesQueryOptions } from "../../features/preferences/api/get-preferences";
import { getTourStatesQueryOptions } from "../../features/tours/api/get-tour-states";
import { ThemeSwitch } from "../../features/preferences/components/theme-switch";
import { RealtimeProvider } from "../../lib/realtime";
import { enterAccount, readActiveAccount, readSession, rememberRedirect } from "../../lib/session";
import { useSettingsReturn } from "../../lib/settings-return";
import { NoAccess, NotFound } from "../components/module-landing";
import { useInactivityLogout } from "../guards/use-inactivity-logout";
import { usePasswordExpiryCheck } from "../guards/use-password-expiry-check";
import { AppLayout } from "../layouts/app-layout";
import { useApi, useConfig, usePageTitle } from "../../lib/app-context";
import type { ApiClient } from "../../lib/api-client";
import { ScreenLoading } from "../components/screen-loading";
import {
  likelyModuleOfPath,
  MODULE_ROUTES,
  moduleKey,
  type ModuleKey,
  type ModuleRouteProps,
} from "./modules/module-route";

// Tours and shortcuts load in their own chunk, after the shell.
const ShellHelpers = lazyRetry(async () => ({
  default: (await import("../components/shell-helpers")).ShellHelpers,
}));

// The socket's cache writers (the campaigns' contract with them) load after the shell, as the
// socket.io client does.
const RealtimeCache = lazyRetry(async () => ({
  default: (await import("../components/realtime-cache")).RealtimeCache,
}));

/**
 * Starts loading the chunk of the module `path` most likely opens, while the user's access is
 * still being read (the module's screen loads it again, from the cache, once the access is known).
 */
export function preloadModule(path: string): Promise<unknown> | undefined {
  const key = likelyModuleOfPath(path);
  return key ? moduleScreens[key].preload() : undefined;
}

/** What a module's chunk may read ahead for the screen an address opens. */
export interface ScreenPrefetch {
  api: ApiClient;
  queryClient: QueryClient;
  /** The address's path and query string. */
  path: string;
  search: string;
}

/**
 * Reads, before the first render, everything the screen at the address shows on arrival, all at
 * once: the user and their access, the shell's own reads and chunks (the theme, the tours and the
 * shortcuts, the account's balance), the chunk of the module the address most likely opens and
 * that screen's data (the module's `prefetchScreen`). The first render then builds the whole
 * screen, and the browser paints it complete, instead of painting "Loading your console…", then
 * the shell, then the screen, each arrival committing the screen again. The screen's reads leave
 * before the access is known: the server refuses what the user may not see, and the access answer
 * still decides what shows. Resolves once everything is in or failed; a failed read shows where it
 * always did.
 */
export async function prepareFirstScreen(api: ApiClient, queryClient: QueryClient, location: Location) {
  const reads: Array<Promise<unknown>> = [
    queryClient.prefetchQuery(getCurrentUserQueryOptions(api)),
    queryClient.prefetchQuery(getAccessControlQueryOptions(api)),
    queryClient.prefetchQuery(getPreferencesQueryOptions(api)),
    queryClient.prefetchQuery(getTourStatesQueryOptions(api)),
    // The keyboard shortcuts and the tours answer from the first screen on; the socket's cache
    // writers listen from its first event.
    ShellHelpers.preload(),
    RealtimeCache.preload(),
  ];
  // Inside an account (the user's own, or one a staff user entered) the navbar shows its balance.
  if (readSession()?.account_id || readActiveAccount() !== null) {
    reads.push(queryClient.prefetchQuery(getAccountDetailsQueryOptions(api)));
  }
  const key = likelyModuleOfPath(location.pathname);
  if (key) {
    reads.push(
      moduleScreens[key]
        .preload()
        .then(MODULE_ROUTES[key])
        .then((chunk: object) =>
          "prefetchScreen" in chunk && typeof chunk.prefetchScreen === "function"
            ? chunk.prefetchScreen({ api, queryClient, path: location.pathname, search: location.search })
            : undefined,
        ),
    );
  }
  await Promise.allSettled(reads);
}

/** Every screen behind login. Without a session the URL is remembered for after login (SPEC §2). */
export function SignedInRoutes() {
  const [location] = useLocation();
  const search = useSearch();
  if (!readSession()) {
    rememberRedirect(search ? `${location}?${search}` : location);
    return <Redirect to="/login" replace />;
  }
  return <SignedInShell />;
}

function SignedInShell() {
  const config = useConfig();
  useInactivityLogout(config.sessionExpiryInMinutes);
  const user = useCurrentUser();
  const access = useAccessControl();
  usePasswordExpiryCheck(user.data);
  useSettingsReturn();
  const queryClient = useQueryClient();
  const api = useApi();
  const [location, navigate] = useLocation();
  // A known screen the user may not open shows "No access" in the shell and keeps the session; an
  // unknown address is not found.
  const denied =
    access.data !== undefined && stateOfPath(location) !== null && !hasRouteAccess(access.data, location);
  const rights = useMemo<AccessContextValue>(
    () => ({
      state: {
        ready: access.data !== undefined,
        access: access.data?.access ?? {},
        permissions: access.data?.permissions ?? {},
        roleCode: user.data?.role_code ?? null,
      },
      roleName: user.data?.role_name ?? null,
      debug: config.accessDebug,
    }),
    [access.data, user.data, config.accessDebug],
  );

  if (user.isError || access.isError) {
    return (
      <main className="p-6">
        <p role="alert">We could not load your account. Please try again.</p>
      </main>
    );
  }
  if (!user.data || !access.data) {
    return (
      <main className="p-6">
        <p role="status">Loading your console…</p>
      </main>
    );
  }
  const modules = access.data.modules;
  const activeAccountId = readActiveAccount();
  // Staff outside any account have no account's events or balance to follow.
  const inAccount = !user.data.role_is_non_account || activeAccountId !== null;
  const home = homeState(modules, { staffOutsideAccount: !inAccount });
  return (
    <AccessProvider value={rights}>
      <RealtimeProvider credentials={realtimeCredentials} scope={activeAccountId} url={config.apiEndpoint}>
        {inAccount && (
          <Suspense>
            <RealtimeCache />
          </Suspense>
        )}
        <AppLayout
          user={user.data}
          modules={modules}
          activeAccountId={activeAccountId}
          theme={<ThemeSwitch />}
          balance={
            inAccount && (
              <Guard access={TOP_UP_ROUTE}>
                <AccountBalance
                  topUp={
                    <Button asChild size="sm" className="w-full">
                      <Link href={TOP_UP_ROUTE}>Top Up Now</Link>
                    </Button>
                  }
                />
              </Guard>
            )
          }
          enteredAccountBanner={
            activeAccountId !== null && (
              <EnteredAccountBanner
                accountId={activeAccountId}
                leave={
                  <Button asChild size="sm" variant="outline">
                    <Link href="/logout">Leave</Link>
                  </Button>
                }
              />
            )
          }
          accountSwitcher={
            <AccountSwitcher
              activeAccountId={activeAccountId}
              onEnter={(accountId) => {
                // Recorded first: the customer's account shows when staff entered it.
                void recordAccountEntry(api, accountId, "enter").then(() => {
                  enterAccount(accountId);
                  void queryClient.invalidateQueries();
                  navigate("/", { replace: true });
                });
              }}
            />
          }
        >
          <Switch>
            {denied && (
              <Route>
                <NoAccess home="/" />
              </Route>
            )}
            <Route path="/">{home ? <Redirect to={statePath(home)} replace /> : <NoModules />}</Route>
            <Route>
              <ModuleScreen modules={modules} />
            </Route>
          </Switch>
          <Suspense>
            <ShellHelpers campaignsPath={campaignsPath(modules)} />
          </Suspense>
        </AppLayout>
      </RealtimeProvider>
    </AccessProvider>
  );
}

/** The first campaigns list in the user's menu, for the "go to campaigns" shortcut. */
function campaignsPath(modules: AccessModule[]): string | undefined {
  const state = modules
    .flatMap((module) => module.submenu.map((item) => item.state))
    .find((candidate) => /^(sms|viber|email)-campaign$/.test(candidate));
  return state ? statePath(state) : undefined;
}

/** The handshake's credentials: the session token and the account a staff user has entered. */
function realtimeCredentials() {
  const session = readSession();
  return session ? { token: session.token, accountId: readActiveAccount() } : null;
}

function NoModules() {
  usePageTitle("Home");
  return <p>Your role has no screens yet. Ask your administrator for access.</p>;
}

const moduleScreens = Object.fromEntries(
  Object.entries(MODULE_ROUTES).map(([key, load]) => [
    key,
    lazyRetry(async () => ({ default: (await load()).ModuleRoute as ComponentType<ModuleRouteProps> })),
  ]),
) as unknown as Record<ModuleKey, PreloadableComponent<ComponentType<ModuleRouteProps>>>;

/**
 * The module an address belongs to: the one with the longest submenu path that is the address or
 * a folder above it (`/sms-campaign/42` belongs to SMS).
 */
function moduleOfPath(modules: AccessModule[], location: string): AccessModule | undefined {
  let best: { module: AccessModule; length: number } | undefined;
  for (const module of modules) {
    for (const item of module.submenu) {
      const path = statePath(item.state);
      const inside = location === path || location.startsWith(`${path}/`);
      if (inside && path.length > (best?.length ?? 0)) best = { module, length: path.length };
    }
  }
  return best?.module;
}

/** The screen of the module the address belongs to, or not found inside the shell. */
function ModuleScreen({ modules }: { modules: AccessModule[] }) {
  const [location] = useLocation();
  const module = moduleOfPath(modules, location);
  const key = module ? moduleKey(module) : null;
  if (!module || !key) return <NotFound />;
  const Screen = moduleScreens[key];
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen module={module} />
    </Suspense>
  );
}
