import { describe, expect, it } from "vitest";
import { CONSOLE_STATE_PATHS, statePath, stateOfPath } from "./console-states";

describe("console states", () => {
  it("maps a known state to its path, and an unknown one to /<state>", () => {
    expect(statePath("reports-traffic")).toBe("/reports/traffic");
    expect(statePath("top-up-history")).toBe("/settings/top-up/history");
    expect(statePath("somewhere")).toBe("/somewhere");
  });

  it("finds the state of a path, ignoring the query string", () => {
    expect(stateOfPath("/settings/profile?backTo=sms-campaign")).toBe("settings-profile");
    expect(stateOfPath("/nowhere")).toBeNull();
  });

  it("gives every state its own path", () => {
    const paths = Object.values(CONSOLE_STATE_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
