import { ACCESS_DENIED_MESSAGE, hasRouteAccess, stateOfPath, statePath } from "@sendline/core";
import { Button } from "@sendline/ui/button";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { useAccessControl, type AccessModule } from "../../features/access/api/get-access-control";
import { useCurrentUser } from "../../features/access/api/get-current-user";
import { AccountSwitcher } from "../../features/access/components/account-switcher";
import { AccessProvider, type AccessContextValue } from "../../features/access/hooks/use-access";
import { notify } from "../../lib/notices";
import { enterAccount, readActiveAccount, readSession, rememberRedirect } from "../../lib/session";
import { isSettingsPath, settingsCloseTarget, useSettingsReturn } from "../../lib/settings-return";
import { useInactivityLogout } from "../guards/use-inactivity-logout";
import { usePasswordExpiryCheck } from "../guards/use-password-expiry-check";
import { AppLayout } from "../layouts/app-layout";
import { useConfig, usePageTitle } from "../../lib/app-context";

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
  const [location, navigate] = useLocation();
  const denied = access.data !== undefined && location !== "/" && !hasRouteAccess(access.data, location);
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

  // SPEC §4 Route change: an unauthorised route is aborted, 'Access Denied' shown and the user logged out.
  useEffect(() => {
    if (!denied) return;
    notify(ACCESS_DENIED_MESSAGE, "danger");
    navigate("/logout?absolute", { replace: true });
  }, [denied, navigate]);

  if (user.isError || access.isError) {
    return (
      <main className="p-6">
        <p role="alert">We could not load your account. Please try again.</p>
      </main>
    );
  }
  if (!user.data || !access.data || denied) {
    return (
      <main className="p-6">
        <p role="status">Loading your console…</p>
      </main>
    );
  }
  const modules = access.data.modules;
  const activeAccountId = readActiveAccount();
  return (
    <AccessProvider value={rights}>
      <AppLayout
        user={user.data}
        modules={modules}
        activeAccountId={activeAccountId}
        accountSwitcher={
          <AccountSwitcher
            activeAccountId={activeAccountId}
            onEnter={(accountId) => {
              enterAccount(accountId);
              void queryClient.invalidateQueries();
              navigate("/", { replace: true });
            }}
          />
        }
      >
        <Switch>
          <Route path="/">
            {modules[0] ? <Redirect to={statePath(modules[0].state)} replace /> : <NoModules />}
          </Route>
          <Route>
            <ModuleScreen modules={modules} />
          </Route>
        </Switch>
      </AppLayout>
    </AccessProvider>
  );
}

function NoModules() {
  usePageTitle("Home");
  return <p>Your role has no screens yet. Ask your administrator for access.</p>;
}

/** The landing of a module: its title and its submenu, until the module's own screens replace it. */
function ModuleScreen({ modules }: { modules: AccessModule[] }) {
  const [location] = useLocation();
  const state = stateOfPath(location) ?? "";
  const module = modules.find((m) => m.state === state || m.submenu.some((item) => item.state === state));
  const item = module?.submenu.find((entry) => entry.state === state);
  const title = item?.name ?? module?.name ?? "Page not found";
  usePageTitle(title);
  const [, navigate] = useLocation();
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-4">
        <h1 id="screen-title" className="text-2xl font-semibold">
          {title}
        </h1>
        {isSettingsPath(location) && (
          <Button variant="outline" onClick={() => navigate(settingsCloseTarget())}>
            Close settings
          </Button>
        )}
      </div>
      {module ? <p className="text-gray-600">{module.name}</p> : <p>There is no screen at this address.</p>}
    </section>
  );
}
