import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";

/**
 * Where closing the settings module returns (SPEC §2): the screen the user came from (`backTo`)
 * and its query parameters (`params`).
 */
export interface SettingsReturn {
  backTo: string;
  params: string;
}

const STORAGE_KEY = "sendline.settingsReturn";

/** Whether a path belongs to the settings module: `/settings` and everything under it. */
export function isSettingsPath(path: string): boolean {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  return bare === "/settings" || bare.startsWith("/settings/");
}

/**
 * The return target after a move from `from` to `to` (paths with their query strings): entering
 * settings remembers where the move came from, moving inside settings keeps it, leaving forgets it.
 */
export function nextSettingsReturn(
  from: string | null,
  to: string,
  remembered: SettingsReturn | null,
): SettingsReturn | null {
  if (!isSettingsPath(to)) return null;
  if (from === null || isSettingsPath(from)) return remembered;
  const [backTo = "/", query] = from.split("?", 2);
  return { backTo, params: query ? `?${query}` : "" };
}

export function readSettingsReturn(): SettingsReturn | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null");
    if (
      typeof value === "object" &&
      value !== null &&
      "backTo" in value &&
      typeof value.backTo === "string" &&
      value.backTo.startsWith("/") &&
      "params" in value &&
      typeof value.params === "string"
    )
      return { backTo: value.backTo, params: value.params };
  } catch {
    // Unreadable storage reads as nothing remembered.
  }
  return null;
}

function writeSettingsReturn(value: SettingsReturn | null): void {
  if (value) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
  else sessionStorage.removeItem(STORAGE_KEY);
}

/** Where "close settings" goes: the remembered screen with its parameters, or the main screen. */
export function settingsCloseTarget(): string {
  const remembered = readSettingsReturn();
  return remembered ? `${remembered.backTo}${remembered.params}` : "/";
}

/**
 * Follows every location change of the signed-in console (links, redirects, back and forward) and
 * keeps the settings return target up to date. Mounted once, in the signed-in shell.
 */
export function useSettingsReturn(): void {
  const [location] = useLocation();
  const search = useSearch();
  const here = search ? `${location}?${search}` : location;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    writeSettingsReturn(nextSettingsReturn(previous.current, here, readSettingsReturn()));
    previous.current = here;
  }, [here]);
}
