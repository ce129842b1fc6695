import { ModuleLanding } from "../../components/module-landing";
import type { ModuleRouteProps } from "./module-route";

/** The email module's screens, loaded as their own chunk. */
export function ModuleRoute({ module }: ModuleRouteProps) {
  return <ModuleLanding module={module} />;
}
