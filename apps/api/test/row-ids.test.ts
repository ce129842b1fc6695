import { describe, expect, it } from "vitest";
import { sessionFor, useServer } from "./harness";

/** One more than the largest id a row can have. */
const TOO_LARGE = 2_147_483_648;

describe("ids in bodies and paths", () => {
  const harness = useServer();

  const accountCalls: [method: "POST" | "PUT" | "DELETE", url: string, payload: object, field: string][] = [
    ["POST", "/ajax/sms/campaign", { name: "Ids", contact_group_ids: [TOO_LARGE] }, "contact_group_ids.0"],
    ["POST", "/ajax/sms/campaign", { name: "Ids", file_ids: [TOO_LARGE] }, "file_ids.0"],
    ["POST", "/ajax/sms/campaign", { name: "Ids", account_route_id: TOO_LARGE }, "account_route_id"],
    ["POST", "/ajax/email/campaign", { name: "Ids", template_id: TOO_LARGE }, "template_id"],
    ["POST", "/ajax/sms/send_test/1", { contact_group_ids: [TOO_LARGE] }, "contact_group_ids.0"],
    ["POST", "/ajax/email/templates/1/send_test", { contact_group_ids: [TOO_LARGE] }, "contact_group_ids.0"],
    ["POST", "/ajax/email/preview", { html: "<p>Hi</p>", contact_id: TOO_LARGE }, "contact_id"],
    ["POST", "/ajax/media/recompute_compose_blast_files", { file_ids: [TOO_LARGE] }, "file_ids.0"],
    [
      "POST",
      "/ajax/settings/users",
      { fname: "A", lname: "B", email: "a@acme.test", role_id: TOO_LARGE },
      "role_id",
    ],
    ["PUT", "/ajax/settings/users/1", { role_id: TOO_LARGE }, "role_id"],
    ["DELETE", "/ajax/sms/campaign", { id: [TOO_LARGE] }, "id.0"],
    ["DELETE", "/ajax/email/templates", { id: [TOO_LARGE] }, "id.0"],
    ["DELETE", "/ajax/phonebook/groups", { id: [TOO_LARGE] }, "id.0"],
    ["DELETE", "/ajax/phonebook/contacts", { id: [TOO_LARGE] }, "id.0"],
    ["DELETE", "/ajax/credentials/api_keys", { id: [TOO_LARGE] }, "id.0"],
  ];

  it.each(accountCalls)(
    "%s %s refuses an id past the database's range in %s",
    async (method, url, payload, field) => {
      const token = await sessionFor(harness, "owner@acme.test");
      const response = await harness.app.inject({ method, url, payload, headers: { token } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: false, message: "Validation Error" });
      expect(Object.keys(response.json().errors)).toContain(field);
    },
  );

  it("refuses ids of 0 and past the range in a path, and staff's bodies alike", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    for (const url of [`/ajax/settings/users/${TOO_LARGE}`, "/ajax/settings/users/0"]) {
      const response = await harness.app.inject({
        method: "PUT",
        url,
        payload: {},
        headers: { token: owner },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: false, errors: { id: [expect.any(String)] } });
    }

    const staff = await sessionFor(harness, "superadmin@sendline.test");
    const staffCalls: [string, string, object, string][] = [
      ["PUT", "/admin/data/routes/1", { account_ids: [TOO_LARGE] }, "account_ids.0"],
      ["PUT", "/admin/data/routes/1", { operator_id: TOO_LARGE }, "operator_id"],
      [
        "POST",
        "/admin/data/permissions/grant",
        { role_id: TOO_LARGE, route: "/x", privilege: "read" },
        "role_id",
      ],
      ["POST", "/admin/data/account_entries", { account_id: TOO_LARGE, action: "enter" }, "account_id"],
    ];
    for (const [method, url, payload, field] of staffCalls) {
      const response = await harness.app.inject({
        method: method as "PUT",
        url,
        payload,
        headers: { token: staff },
      });
      expect(response.statusCode, url).toBe(422);
      expect(Object.keys(response.json().errors), url).toContain(field);
    }
  });
});
