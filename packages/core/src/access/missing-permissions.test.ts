import { describe, expect, it } from "vitest";
import { isAdminEndpoint, missingPermissions } from "./missing-permissions";

describe("missingPermissions", () => {
  const access = { "/sms/campaign/:id": ["/sms/go_live_get"], "/contacts": [] };

  it("lists known endpoints that are neither granted routes nor held privileges", () => {
    expect(
      missingPermissions(
        ["/sms/go_live_get", "/sms/pause_get", "/contacts", "/sms/campaign/5", "/sms/pause_get"],
        access,
      ),
    ).toEqual(["/sms/pause_get"]);
  });

  it("leaves admin endpoints out", () => {
    expect(missingPermissions(["/admin/data/accounts", "/admin", "/administration"], access)).toEqual([
      "/administration",
    ]);
    expect(isAdminEndpoint("admin/data/roles")).toBe(true);
  });
});
