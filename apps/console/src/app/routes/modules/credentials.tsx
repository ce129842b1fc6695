import { ApiKeys } from "../../../features/credentials/components/api-keys";
import { CallbackSettingsPanel } from "../../../features/credentials/components/callback-settings";
import { usePageTitle } from "../../../lib/app-context";
import type { ModuleRouteProps } from "./module-route";

/** The credentials module's screen: the account's API keys and its delivery-receipt callback. */
export function ModuleRoute({ module }: ModuleRouteProps) {
  usePageTitle("API Credentials");
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-6">
      <h1 id="screen-title" className="text-2xl font-semibold">
        {module.submenu?.[0]?.name ?? "API Credentials"}
      </h1>
      <ApiKeys />
      <CallbackSettingsPanel />
    </section>
  );
}
