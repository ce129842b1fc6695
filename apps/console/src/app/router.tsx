import { Suspense, type ComponentType } from "react";
import { lazyRetry } from "../lib/lazy-retry";
import { Route, Router, Switch, type AroundNavHandler } from "wouter";
import { navigationGuard } from "../lib/navigation-guard";
import { readSession } from "../lib/session";
import { ScreenErrorBoundary } from "./components/screen-failed";
import { ScreenLoading } from "./components/screen-loading";

/** A screen loaded as its own chunk when its route is first opened. */
function screen<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazyRetry(async () => ({ default: (await load())[name] as ComponentType }));
}

const login = () => import("./routes/login");
const logout = () => import("./routes/logout");
const forgotPassword = () => import("./routes/forgot-password");
const password = () => import("./routes/password");
const devOutbox = () => import("./routes/dev-outbox");
const signup = () => import("./routes/signup");
const setupAccount = () => import("./routes/setup-account");
const topUpVerify = () => import("./routes/top-up-verify");
const twoFactor = () => import("./routes/two-factor");
const signedIn = () => import("./routes/signed-in");
const SignedInScreen = screen(signedIn, "SignedInRoutes");

/** The route table: each public screen and the signed-in shell is its own chunk. */
export const ROUTES: { path?: string; component: ComponentType }[] = [
  { path: "/login", component: screen(login, "LoginRoute") },
  { path: "/logout", component: screen(logout, "LogoutRoute") },
  { path: "/forgot-password", component: screen(forgotPassword, "ForgotPasswordRoute") },
  { path: "/reset-password/:code/:token", component: screen(password, "ResetPasswordRoute") },
  { path: "/set-password/:code/:token", component: screen(password, "SetPasswordRoute") },
  { path: "/password-expired", component: screen(password, "PasswordExpiredRoute") },
  { path: "/dev/outbox", component: screen(devOutbox, "DevOutboxRoute") },
  { path: "/signup", component: screen(signup, "SignupRoute") },
  { path: "/signup-verification", component: screen(signup, "SignupVerificationRoute") },
  { path: "/signup-privacy-policy", component: screen(signup, "SignupPrivacyPolicyRoute") },
  { path: "/signup-terms-condition", component: screen(signup, "SignupTermsRoute") },
  { path: "/signup-contact", component: screen(signup, "SignupContactRoute") },
  { path: "/setup-account/:id/:token", component: screen(setupAccount, "SetupAccountRoute") },
  { path: "/setup-account-already-process", component: screen(signup, "SetupAccountAlreadyProcessedRoute") },
  { path: "/setup-account-notification", component: screen(signup, "SetupAccountNotificationRoute") },
  { path: "/top-up-verify/:txnid/:token", component: screen(topUpVerify, "TopUpVerifyRoute") },
  { path: "/twofa-login/:id/:token/:mobileTwofa?", component: screen(twoFactor, "TwoFactorLoginRoute") },
  {
    path: "/twofa-login-verification/:id/:token/:mobileTwofa?",
    component: screen(twoFactor, "TwoFactorVerificationRoute"),
  },
  { path: "/twofa-login-expired", component: screen(twoFactor, "TwoFactorExpiredRoute") },
  { path: "/twofa-login-max-retry", component: screen(twoFactor, "TwoFactorMaxRetryRoute") },
  { path: "/twofa-login-contact", component: screen(twoFactor, "TwoFactorContactRoute") },
  // Everything else is behind login.
  { component: SignedInScreen },
];

/** The first path segments of the public screens; every other address opens the signed-in shell. */
const PUBLIC_SEGMENTS = new Set(ROUTES.flatMap(({ path }) => (path ? [path.split("/")[1]] : [])));

/**
 * Starts loading, before the first render, the signed-in shell and the module an address most
 * likely opens, when the address is behind login and a session is there: they then load alongside
 * the config and the user's access instead of one after the other. Resolves to the shell's chunk,
 * or to nothing for a public address, without a session, or when the early load failed (a missed
 * head start only: the route loads the chunk again).
 */
export function preloadSignedIn(path: string): Promise<SignedInChunk | undefined> {
  if (PUBLIC_SEGMENTS.has(path.split("/")[1]) || !readSession()) return Promise.resolve(undefined);
  return SignedInScreen.preload()
    .then(signedIn)
    .then((shell) => {
      void shell.preloadModule(path)?.catch(() => undefined);
      return shell;
    })
    .catch(() => undefined);
}

type SignedInChunk = Awaited<ReturnType<typeof signedIn>>;

/** Every in-app navigation passes the unsaved-changes guard first. */
const guardedNavigation: AroundNavHandler = (navigate, to, options) =>
  navigationGuard.request(() => navigate(to, options));

export function AppRouter() {
  return (
    <Router aroundNav={guardedNavigation}>
      <ScreenErrorBoundary>
        <Suspense fallback={<ScreenLoading />}>
          <Switch>
            {ROUTES.map(({ path, component }) =>
              path ? (
                <Route key={path} path={path} component={component} />
              ) : (
                <Route key="*" component={component} />
              ),
            )}
          </Switch>
        </Suspense>
      </ScreenErrorBoundary>
    </Router>
  );
}
