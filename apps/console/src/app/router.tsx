import { Route, Router, Switch, type AroundNavHandler } from "wouter";
import { navigationGuard } from "../lib/navigation-guard";
import { DevOutboxRoute } from "./routes/dev-outbox";
import { ForgotPasswordRoute } from "./routes/forgot-password";
import { LoginRoute } from "./routes/login";
import { LogoutRoute } from "./routes/logout";
import { PasswordExpiredRoute, ResetPasswordRoute, SetPasswordRoute } from "./routes/password";
import { SetupAccountRoute } from "./routes/setup-account";
import { SignedInRoutes } from "./routes/signed-in";
import {
  SetupAccountAlreadyProcessedRoute,
  SetupAccountNotificationRoute,
  SignupContactRoute,
  SignupPrivacyPolicyRoute,
  SignupRoute,
  SignupTermsRoute,
  SignupVerificationRoute,
} from "./routes/signup";
import { TopUpVerifyRoute } from "./routes/top-up-verify";
import {
  TwoFactorContactRoute,
  TwoFactorExpiredRoute,
  TwoFactorLoginRoute,
  TwoFactorMaxRetryRoute,
  TwoFactorVerificationRoute,
} from "./routes/two-factor";

/** Every in-app navigation passes the unsaved-changes guard first. */
const guardedNavigation: AroundNavHandler = (navigate, to, options) =>
  navigationGuard.request(() => navigate(to, options));

export function AppRouter() {
  return (
    <Router aroundNav={guardedNavigation}>
      <Switch>
        <Route path="/login" component={LoginRoute} />
        <Route path="/logout" component={LogoutRoute} />
        <Route path="/forgot-password" component={ForgotPasswordRoute} />
        <Route path="/reset-password/:code/:token" component={ResetPasswordRoute} />
        <Route path="/set-password/:code/:token" component={SetPasswordRoute} />
        <Route path="/password-expired" component={PasswordExpiredRoute} />
        <Route path="/dev/outbox" component={DevOutboxRoute} />
        <Route path="/signup" component={SignupRoute} />
        <Route path="/signup-verification" component={SignupVerificationRoute} />
        <Route path="/signup-privacy-policy" component={SignupPrivacyPolicyRoute} />
        <Route path="/signup-terms-condition" component={SignupTermsRoute} />
        <Route path="/signup-contact" component={SignupContactRoute} />
        <Route path="/setup-account/:id/:token" component={SetupAccountRoute} />
        <Route path="/setup-account-already-process" component={SetupAccountAlreadyProcessedRoute} />
        <Route path="/setup-account-notification" component={SetupAccountNotificationRoute} />
        <Route path="/top-up-verify/:txnid/:token" component={TopUpVerifyRoute} />
        <Route path="/twofa-login/:id/:token/:mobileTwofa?" component={TwoFactorLoginRoute} />
        <Route
          path="/twofa-login-verification/:id/:token/:mobileTwofa?"
          component={TwoFactorVerificationRoute}
        />
        <Route path="/twofa-login-expired" component={TwoFactorExpiredRoute} />
        <Route path="/twofa-login-max-retry" component={TwoFactorMaxRetryRoute} />
        <Route path="/twofa-login-contact" component={TwoFactorContactRoute} />
        <Route>
          <SignedInRoutes />
        </Route>
      </Switch>
    </Router>
  );
}
