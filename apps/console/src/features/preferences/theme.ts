import { THEME_PREFERENCES, type ThemePreference } from "@sendline/core/contract";

/**
 * The browser's copy of the user's theme, read by `public/theme.js` before the first paint so a
 * dark page never flashes light. The server's value wins once it loads.
 */
export const THEME_CACHE_KEY = "sendline.theme";

const DARK_QUERY = "(prefers-color-scheme: dark)";

export function readCachedTheme(): ThemePreference {
  try {
    const cached = localStorage.getItem(THEME_CACHE_KEY);
    return (THEME_PREFERENCES as readonly string[]).includes(cached ?? "")
      ? (cached as ThemePreference)
      : "system";
  } catch {
    return "system";
  }
}

export function cacheTheme(theme: ThemePreference): void {
  try {
    localStorage.setItem(THEME_CACHE_KEY, theme);
  } catch {
    // Storage may be off (private mode); the server still keeps the choice.
  }
}

/** Whether a theme shows dark now: `system` follows the operating system. */
export function isDark(theme: ThemePreference): boolean {
  return theme === "dark" || (theme === "system" && matchMedia(DARK_QUERY).matches);
}

/** Puts the kit's `dark` class on `<html>` (so portalled dialogs follow) when the theme shows dark. */
export function applyTheme(theme: ThemePreference): void {
  const root = document.documentElement;
  root.classList.toggle("dark", isDark(theme));
  root.dataset.themePreference = theme;
}

/** Calls back when the operating system's colour scheme changes; returns the unsubscribe. */
export function onSystemThemeChange(callback: () => void): () => void {
  const query = matchMedia(DARK_QUERY);
  query.addEventListener("change", callback);
  return () => query.removeEventListener("change", callback);
}
