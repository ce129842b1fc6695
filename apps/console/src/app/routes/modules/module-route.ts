import type { AccessModule } from "../../../features/access/api/get-access-control";

export interface ModuleRouteProps {
  module: AccessModule;
}

/**
 * Each menu module's screens, by the module's name in the access-control answer; each is its own
 * chunk, loaded when the user first opens the module.
 */
export const MODULE_ROUTES = {
  sms: () => import("./sms"),
  viber: () => import("./viber"),
  email: () => import("./email"),
  contacts: () => import("./contacts"),
  reports: () => import("./reports"),
  credentials: () => import("./credentials"),
  settings: () => import("./settings"),
  billing: () => import("./billing"),
  admin: () => import("./admin"),
} as const;

export type ModuleKey = keyof typeof MODULE_ROUTES;

export function moduleKey(module: AccessModule): ModuleKey | null {
  const key = (module.name ?? "").toLowerCase();
  return Object.hasOwn(MODULE_ROUTES, key) ? (key as ModuleKey) : null;
}

/**
 * The module an address most likely belongs to before the access-control answer names it: the one
 * named like the address's first segment, without "-campaign" (`/sms-campaign/42` → sms). Only a
 * hint for loading its chunk early; the answer decides what the address shows.
 */
export function likelyModuleOfPath(path: string): ModuleKey | null {
  const name = (path.split("/")[1] ?? "").replace(/-campaign$/, "");
  return Object.hasOwn(MODULE_ROUTES, name) ? (name as ModuleKey) : null;
}
