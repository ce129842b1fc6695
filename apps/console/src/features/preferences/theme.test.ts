import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyTheme, cacheTheme, onSystemThemeChange, readCachedTheme, THEME_CACHE_KEY } from "./theme";

/** A stand-in for the operating system's colour scheme, which jsdom does not have. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal("matchMedia", () => query);
  return {
    change(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

const root = () => document.documentElement;

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  root().className = "";
});

describe("theme", () => {
  it("puts the dark class on <html> for Dark and takes it off for Light, whatever the system says", () => {
    systemScheme(true);
    applyTheme("light");
    expect(root().classList.contains("dark")).toBe(false);
    systemScheme(false);
    applyTheme("dark");
    expect(root().classList.contains("dark")).toBe(true);
  });

  it("follows the system's colour scheme for System, also when it changes", () => {
    const system = systemScheme(false);
    applyTheme("system");
    expect(root().classList.contains("dark")).toBe(false);
    const stop = onSystemThemeChange(() => applyTheme("system"));
    system.change(true);
    expect(root().classList.contains("dark")).toBe(true);
    stop();
    expect(system.listeners.size).toBe(0);
  });

  it("keeps the last theme for the next first paint, and reads anything else as System", () => {
    expect(readCachedTheme()).toBe("system");
    cacheTheme("dark");
    expect(localStorage.getItem(THEME_CACHE_KEY)).toBe("dark");
    expect(readCachedTheme()).toBe("dark");
    localStorage.setItem(THEME_CACHE_KEY, "sepia");
    expect(readCachedTheme()).toBe("system");
  });

  it("is applied by the first-paint script from the same cache, before the console loads", () => {
    const script = readFileSync(resolve(import.meta.dirname, "../../../public/theme.js"), "utf8");
    const firstPaint = () => new Function(script)() as void;
    systemScheme(false);
    cacheTheme("dark");
    firstPaint();
    expect(root().classList.contains("dark")).toBe(true);

    root().className = "";
    cacheTheme("system");
    systemScheme(true);
    firstPaint();
    expect(root().classList.contains("dark")).toBe(true);

    root().className = "";
    cacheTheme("light");
    firstPaint();
    expect(root().classList.contains("dark")).toBe(false);
  });
});
