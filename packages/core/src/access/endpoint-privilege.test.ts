import { describe, expect, it } from "vitest";
import { endpointPrivilege } from "./endpoint-privilege";

describe("endpointPrivilege", () => {
  it("names the privilege of a campaign action endpoint", () => {
    expect(endpointPrivilege("GET", "/ajax/sms/approve/:id")).toEqual({
      channel: "sms",
      privilege: "/sms/approve_get",
    });
    expect(endpointPrivilege("POST", "/ajax/viber/save_and_submit")).toEqual({
      channel: "viber",
      privilege: "/viber/save_and_submit_post",
    });
  });

  it("is null for endpoints no privilege guards", () => {
    expect(endpointPrivilege("GET", "/ajax/sms/list")).toBeNull();
    expect(endpointPrivilege("POST", "/ajax/sms/approve/:id")).toBeNull();
    expect(endpointPrivilege("GET", "/ajax/billing/approve")).toBeNull();
    expect(endpointPrivilege("GET", "/admin/data/roles")).toBeNull();
  });
});
