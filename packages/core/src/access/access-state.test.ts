import { describe, expect, it } from "vitest";
import {
  canSearchCampaigns,
  canTopUp,
  hasHallpass,
  hasPermission,
  hasPrivilege,
  hasRouteAccess,
  routePrivilegeCheck,
  routePrivileges,
  type AccessState,
} from "./access-state";

const user: AccessState = {
  ready: true,
  access: { "/sms/campaign/:id": ["/sms/go_live_get"], "/settings/top-up": [] },
  permissions: { sms_api_search: true, hidden: false },
  roleCode: "user",
};
const superAdmin: AccessState = { ready: true, access: { hallpass: [] }, permissions: {}, roleCode: "admin" };

describe("route access", () => {
  it("looks the normalised URL up in the access map", () => {
    expect(hasRouteAccess(user, "/sms/campaign/12?x=1")).toBe(true);
    expect(hasRouteAccess(user, "/sms/campaign/12/edit")).toBe(false);
  });

  it("lets the hallpass open anything", () => {
    expect(hasHallpass(superAdmin)).toBe(true);
    expect(hasRouteAccess(superAdmin, "/anything/1")).toBe(true);
  });

  it("does not take inherited object keys for routes", () => {
    expect(hasRouteAccess(user, "constructor")).toBe(false);
  });
});

describe("hasPermission", () => {
  it("holds a permission present and truthy in the map", () => {
    expect(hasPermission(user, "sms_api_search")).toBe(true);
    expect(hasPermission(user, "hidden")).toBe(false);
    expect(hasPermission(user, "absent")).toBe(false);
  });

  it("grants every permission to a super admin, by role or hallpass", () => {
    expect(hasPermission({ ...user, roleCode: "super_admin" }, "absent")).toBe(true);
    expect(hasPermission(superAdmin, "absent")).toBe(true);
  });

  it("needs one of the two search permissions to search", () => {
    expect(canSearchCampaigns(user)).toBe(true);
    expect(canSearchCampaigns({ ...user, permissions: {} })).toBe(false);
  });
});

describe("privileges", () => {
  it("lists the privileges of the current route", () => {
    expect(routePrivileges(user, "/sms/campaign/9")).toEqual(["/sms/go_live_get"]);
    expect(routePrivileges(user, "/unknown")).toEqual([]);
  });

  it("checks a privilege on the current route", () => {
    expect(hasPrivilege(user, "/sms/campaign/9", "/sms/go_live_get")).toBe(true);
    expect(hasPrivilege(user, "/sms/campaign/9", "/sms/pause_get")).toBe(false);
  });

  it("grants everything until access is ready, and to the hallpass", () => {
    expect(hasPrivilege({ ...user, ready: false }, "/unknown", "/sms/pause_get")).toBe(true);
    expect(hasPrivilege(superAdmin, "/unknown", "/sms/pause_get")).toBe(true);
  });

  it("checks many privileges on one route as hasPrivilege does", () => {
    const onCampaign = routePrivilegeCheck(user, "/sms/campaign/9?tab=summary");
    expect(onCampaign("/sms/go_live_get")).toBe(true);
    expect(onCampaign("/sms/pause_get")).toBe(false);
    expect(routePrivilegeCheck(user, "/unknown")("/sms/go_live_get")).toBe(false);
    expect(routePrivilegeCheck({ ...user, ready: false }, "/unknown")("/sms/pause_get")).toBe(true);
    expect(routePrivilegeCheck(superAdmin, "/unknown")("/sms/pause_get")).toBe(true);
  });
});

describe("canTopUp", () => {
  it("shows the top-up link only with access to the top-up route", () => {
    expect(canTopUp(user)).toBe(true);
    expect(canTopUp({ access: {} })).toBe(false);
  });
});
