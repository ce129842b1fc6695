import { eq } from "drizzle-orm";
import { REFERENCE_DATA_NAMES, type ReferenceDataName } from "@sendline/core";
import { describe, expect, it } from "vitest";
import { accounts } from "../src/db/schema";
import { sessionFor, useServer, type Harness } from "./harness";

/** Lists about accounts, roles and the server's own parts: staff only. */
const STAFF_ONLY = new Set<ReferenceDataName>([
  "access_code",
  "account_access_level",
  "account_status",
  "business_unit",
  "gears",
  "user_admin",
]);

async function get(harness: Harness, name: string, token?: string, accountId?: number) {
  const response = await harness.app.inject({
    method: "GET",
    url: `/ajax/data/${name}`,
    headers: {
      ...(token !== undefined && { token }),
      ...(accountId !== undefined && { "account-id": String(accountId) }),
    },
  });
  return { status: response.statusCode, body: response.json() };
}

async function acmeId(harness: Harness) {
  const [acme] = await harness.database.db.select().from(accounts).where(eq(accounts.code, "acme"));
  return acme!.id;
}

describe("reference data (SPEC §7 /ajax/data/{name})", () => {
  const harness = useServer();

  it("serves every SPEC name to staff in an account, in the success envelope", async () => {
    const staff = await sessionFor(harness, "staff@sendline.test");
    const acme = await acmeId(harness);
    for (const name of REFERENCE_DATA_NAMES) {
      const answer = await get(harness, name, staff, acme);
      expect({ name, status: answer.status, envelope: answer.body.status }).toEqual({
        name,
        status: 200,
        envelope: true,
      });
      // custom_fields keeps its SPEC §7 shape: the custom fields and the profileable ones, each a list.
      const lists = name === "custom_fields" ? Object.values(answer.body.data) : [answer.body.data];
      for (const list of lists) expect(Array.isArray(list), name).toBe(true);
    }
  });

  it("answers every SPEC name to an account user, except the staff lists, which are refused", async () => {
    const agent = await sessionFor(harness, "agent@acme.test");
    for (const name of REFERENCE_DATA_NAMES) {
      const answer = await get(harness, name, agent);
      expect({ name, status: answer.status }).toEqual({ name, status: STAFF_ONLY.has(name) ? 403 : 200 });
      if (STAFF_ONLY.has(name))
        expect(answer.body).toMatchObject({ status: false, message: "Access Denied" });
    }
  });

  it("refuses every name without a session", async () => {
    for (const name of REFERENCE_DATA_NAMES) {
      expect((await get(harness, name)).status).toBe(401);
    }
  });

  it("answers 404 only for a name the SPEC does not list", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const answer = await get(harness, "secrets", owner);
    expect(answer.status).toBe(404);
    expect(answer.body.status).toBe(false);
  });

  it("takes its code lists from the rules' own tables", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const data = async (name: string) => (await get(harness, name, owner)).body.data;
    expect(await data("dlr_status")).toEqual([
      { code: 1, name: "Delivered" },
      { code: 2, name: "Bounced" },
      { code: 8, name: "No delivery info" },
      { code: 16, name: "Rejected" },
    ]);
    expect(await data("country")).toEqual([
      { code: "63", name: "Philippines", min_length: 10, max_length: 10 },
    ]);
    expect(await data("whitelisted_country")).toEqual([{ code: "63", name: "Philippines" }]);
    expect(await data("currency")).toEqual([{ code: "PHP", name: "Philippine Peso" }]);
    expect(await data("billing_type")).toEqual([
      { code: "trial", name: "Trial" },
      { code: "prepaid", name: "Prepaid" },
      { code: "postpaid", name: "Postpaid (credit limit)" },
    ]);
    expect(await data("error")).toContainEqual({
      code: "upload.fileTypeNotAllowed",
      name: "File Type not allowed",
      message: "File Type not allowed",
    });
    expect(await data("filetype")).toEqual([
      { code: "FILE_BLAST", name: "File Blast" },
      { code: "SMS_CONTACTS", name: "SMS Contacts" },
      { code: "EMAIL_CONTACTS", name: "Email Contacts" },
      { code: "INVALID", name: "Invalid File" },
    ]);
    expect(await data("categories")).toContainEqual({ code: "file_blast", name: "File Blast" });
  });

  it("scopes the account lists to the user's own account, and shows account users only account roles", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const users = (await get(harness, "users", owner)).body.data as { email: string }[];
    expect(users.map((user) => user.email)).toContain("agent@acme.test");
    expect(users.map((user) => user.email)).not.toContain("trial@trial.test");
    expect(users.map((user) => user.email)).not.toContain("staff@sendline.test");

    const roles = (await get(harness, "roles", owner)).body.data as { code: string }[];
    expect(roles.map((role) => role.code)).toEqual(["account_owner", "account_user"]);
    const staff = await sessionFor(harness, "staff@sendline.test");
    const allRoles = (await get(harness, "roles", staff)).body.data as { code: string }[];
    expect(allRoles.map((role) => role.code)).toContain("super_admin");

    const admins = (await get(harness, "user_admin", staff)).body.data as { email: string }[];
    expect(admins.map((user) => user.email)).toContain("staff@sendline.test");
    expect(admins.map((user) => user.email)).not.toContain("owner@acme.test");

    const gears = (await get(harness, "gears", staff)).body.data as { code: string }[];
    expect(gears.map((gear) => gear.code)).toContain("contact_uploader");
  });
});
