import { describe, expect, it } from "vitest";
import { homeState } from "./home-state";

const staffMenu = [
  { state: "sms-campaign", submenu: [{ state: "sms-campaign" }, { state: "sms-campaign-test-campaign" }] },
  { state: "reports-traffic", submenu: [{ state: "reports-traffic" }] },
  { state: "admin-accounts", submenu: [{ state: "admin-accounts" }, { state: "admin-campaigns" }] },
];

describe("homeState", () => {
  it("lands staff outside any account on their admin home, not the first campaigns list", () => {
    expect(homeState(staffMenu, { staffOutsideAccount: true })).toBe("admin-accounts");
  });

  it("lands staff whose admin menu starts further down on the first admin screen they have", () => {
    const menu = [staffMenu[0]!, { state: "admin-campaigns", submenu: [{ state: "admin-campaigns" }] }];
    expect(homeState(menu, { staffOutsideAccount: true })).toBe("admin-campaigns");
  });

  it("lands account users, and staff inside an account, on the first screen of their menu", () => {
    expect(homeState(staffMenu, { staffOutsideAccount: false })).toBe("sms-campaign");
    expect(homeState(staffMenu.slice(0, 2), { staffOutsideAccount: true })).toBe("sms-campaign");
    expect(homeState([], { staffOutsideAccount: false })).toBeNull();
  });
});
