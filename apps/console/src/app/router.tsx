import { Redirect, Route, Switch } from "wouter";
import { LoginRoute } from "./routes/login";

export function AppRouter() {
  return (
    <Switch>
      <Route path="/login" component={LoginRoute} />
      <Route>
        <Redirect to="/login" replace />
      </Route>
    </Switch>
  );
}
