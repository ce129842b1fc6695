import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import {
  isSettingsPath,
  nextSettingsReturn,
  readSettingsReturn,
  settingsCloseTarget,
  useSettingsReturn,
} from "./settings-return";

beforeEach(() => sessionStorage.clear());

describe("nextSettingsReturn", () => {
  it("remembers the screen and parameters a move into settings came from", () => {
    expect(
      nextSettingsReturn("/reports/traffic?from=2026-01-01&to=2026-01-31", "/settings/profile", null),
    ).toEqual({ backTo: "/reports/traffic", params: "?from=2026-01-01&to=2026-01-31" });
    expect(nextSettingsReturn("/sms-campaign", "/settings/top-up/history", null)).toEqual({
      backTo: "/sms-campaign",
      params: "",
    });
  });

  it("keeps the target while moving between settings screens, and forgets it on leaving", () => {
    const remembered = { backTo: "/sms-campaign", params: "" };
    expect(nextSettingsReturn("/settings/profile", "/settings/users?page=2", remembered)).toBe(remembered);
    expect(nextSettingsReturn("/settings/users", "/email-campaign", remembered)).toBeNull();
    expect(nextSettingsReturn(null, "/settings/profile", remembered)).toBe(remembered);
  });

  it("counts only /settings and its sub-paths as settings", () => {
    expect(isSettingsPath("/settings")).toBe(true);
    expect(isSettingsPath("/settings/top-up?x=1")).toBe(true);
    expect(isSettingsPath("/settingsx")).toBe(false);
    expect(isSettingsPath("/credentials")).toBe(false);
  });
});

describe("useSettingsReturn", () => {
  function mount(path: string) {
    const location = memoryLocation({ path, record: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
    );
    renderHook(() => useSettingsReturn(), { wrapper });
    return (to: string) => act(() => location.navigate(to));
  }

  it("closes settings back to where the user came from, with its parameters", () => {
    const go = mount("/reports/traffic?breakdown=daily");
    expect(settingsCloseTarget()).toBe("/");
    go("/settings/profile");
    go("/settings/users");
    expect(settingsCloseTarget()).toBe("/reports/traffic?breakdown=daily");
    go("/sms-campaign");
    expect(readSettingsReturn()).toBeNull();
    expect(settingsCloseTarget()).toBe("/");
  });

  it("keeps the target over a reload inside settings", () => {
    const go = mount("/email-campaign");
    go("/settings/business-hours");
    mount("/settings/business-hours");
    expect(settingsCloseTarget()).toBe("/email-campaign");
  });
});
