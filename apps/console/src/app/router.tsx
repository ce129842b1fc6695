import { Redirect, Route, Switch } from "wouter";
import { LoginRoute } from "./routes/login";
import {
  TwoFactorContactRoute,
  TwoFactorExpiredRoute,
  TwoFactorLoginRoute,
  TwoFactorMaxRetryRoute,
  TwoFactorVerificationRoute,
} from "./routes/two-factor";

export function AppRouter() {
  return (
    <Switch>
      <Route path="/login" component={LoginRoute} />
      <Route path="/twofa-login/:id/:token/:mobileTwofa?" component={TwoFactorLoginRoute} />
      <Route
        path="/twofa-login-verification/:id/:token/:mobileTwofa?"
        component={TwoFactorVerificationRoute}
      />
      <Route path="/twofa-login-expired" component={TwoFactorExpiredRoute} />
      <Route path="/twofa-login-max-retry" component={TwoFactorMaxRetryRoute} />
      <Route path="/twofa-login-contact" component={TwoFactorContactRoute} />
      <Route>
        <Redirect to="/login" replace />
      </Route>
    </Switch>
  );
}
