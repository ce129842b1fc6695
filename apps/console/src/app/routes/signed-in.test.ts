import { describe, expect, it } from "vitest";
import { getAccessControlQueryOptions } from "../../features/access/api/get-access-control";
import { getCurrentUserQueryOptions } from "../../features/access/api/get-current-user";
import { createQueryClient } from "../../lib/query-client";
import { fakeApi } from "../../testing/fake-api";
import { ownerUser } from "../../testing/user-fixtures";
import { readShellData } from "./signed-in";

const access = {
  access: { "/sms-campaign": ["sms_campaign_search"] },
  modules: [{ name: "SMS", state: "sms-campaign", submenu: [] }],
};

describe("readShellData", () => {
  it("sends the user's and the access's reads together, and the shell's queries then find them fresh", async () => {
    const api = fakeApi({
      "GET /ajax/settings/current_user": { data: ownerUser },
      "GET /api/access-control": { data: access },
    });
    const queryClient = createQueryClient();

    readShellData(api, queryClient);
    // Both are on their way before either answers (the fake answers after 10 ms).
    expect(api.calls.map((call) => call.path)).toEqual([
      "/ajax/settings/current_user",
      "/api/access-control",
    ]);

    const [readUser, readAccess] = await Promise.all([
      queryClient.ensureQueryData(getCurrentUserQueryOptions(api)),
      queryClient.ensureQueryData(getAccessControlQueryOptions(api)),
    ]);
    expect(readUser).toMatchObject({ email: "owner@acme.test", role_code: "account_owner" });
    expect(readAccess.modules.map((module) => module.state)).toEqual(["sms-campaign"]);
    // The shell's own queries were answered by the reads already under way: no second request.
    expect(api.calls).toHaveLength(2);
  });
});
