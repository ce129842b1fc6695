import { describe, expect, it } from "vitest";
import { refreshesAccountOnRouteChange, UNSAVED_CHANGES_MESSAGES } from "./unsaved-changes";

describe("unsaved-changes texts", () => {
  it("warns about refreshing only on page unload", () => {
    expect(UNSAVED_CHANGES_MESSAGES.unload).toContain("Leaving or refreshing this page");
    expect(UNSAVED_CHANGES_MESSAGES.navigation).not.toContain("refreshing");
  });
});

describe("refreshesAccountOnRouteChange", () => {
  it("refreshes the account only from top-up to top-up-success", () => {
    expect(refreshesAccountOnRouteChange("top-up", "top-up-success")).toBe(true);
    expect(refreshesAccountOnRouteChange("top-up-success", "top-up")).toBe(false);
  });
});
