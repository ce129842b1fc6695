import type { ThemePreference } from "@sendline/core/contract";
import { useEffect } from "react";
import { usePreferences } from "../api/get-preferences";
import { useUpdatePreferences } from "../api/update-preferences";
import { applyTheme, cacheTheme, onSystemThemeChange, readCachedTheme } from "../theme";

/**
 * The user's theme: the server's once loaded (the browser's cached copy until then), applied to the
 * page and cached for the next first paint; `setTheme` saves a new choice for the user.
 */
export function useTheme() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const theme: ThemePreference = preferences.data?.theme ?? readCachedTheme();

  useEffect(() => {
    applyTheme(theme);
    if (preferences.data) cacheTheme(theme);
    if (theme !== "system") return;
    return onSystemThemeChange(() => applyTheme("system"));
  }, [theme, preferences.data]);

  return { theme, setTheme: (next: ThemePreference) => update.mutate({ theme: next }) };
}
