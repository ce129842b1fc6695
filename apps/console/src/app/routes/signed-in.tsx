import { ACCESS_DENIED_MESSAGE, hasRouteAccess, stateOfPath, statePath } from "@sendline/core";
import { useEffect } from "react";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { useAccessControl, type AccessModule } from "../../features/access/api/get-access-control";
import { useCurrentUser } from "../../features/access/api/get-current-user";
import { notify } from "../../lib/notices";
import { enterAccount, readActiveAccount, readSession, rememberRedirect } from "../../lib/session";
import { AccountSwitcher } from "../../features/access/components/account-switcher";
import { useQueryClient } from "@tanstack/react-query";
import { useInactivityLogout } from "../guards/use-inactivity-logout";
import { usePasswordExpiryCheck } from "../guards/use-password-expiry-check";
import { AppLayout } from "../layouts/app-layout";
import { useConfig, usePageTitle } from "../provider";

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
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const denied = access.data !== undefined && location !== "/" && !hasRouteAccess(access.data, location);

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
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-2">
      <h1 id="screen-title" className="text-2xl font-semibold">
        {title}
      </h1>
      {module ? <p className="text-gray-600">{module.name}</p> : <p>There is no screen at this address.</p>}
    </section>
  );
}
