import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, auditLog, campaignLogs, campaigns, roles, routes } from "../src/db/schema";
import { sessionFor, useServer } from "./harness";

/** Every `/admin/data` endpoint with a sample path; the first test checks none is missing. */
const ADMIN_ENDPOINTS = [
  "GET /admin/data/accounts",
  "GET /admin/data/accounts/list",
  "GET /admin/data/accounts/1",
  "PUT /admin/data/accounts/1",
  "POST /admin/data/accounts/1/adjustment",
  "GET /admin/data/operators",
  "GET /admin/data/routes",
  "PUT /admin/data/routes/1",
  "GET /admin/data/routes/1/connection",
  "PUT /admin/data/routes/1/connection",
  "GET /admin/data/viber/connection",
  "PUT /admin/data/viber/connection",
  "GET /admin/data/roles",
  "PUT /admin/data/roles/1",
  "GET /admin/data/permissions",
  "GET /admin/data/permissions/missing?role_id=1",
  "POST /admin/data/permissions/grant",
  "GET /admin/data/sales_users",
  "GET /admin/data/campaigns",
  "GET /admin/data/campaigns/list",
  "GET /admin/data/campaign_logs/1",
  "GET /admin/data/audit_log/list",
  "GET /admin/data/audit_log/csv",
  "POST /admin/data/account_entries",
] as const;

const BODIES: Record<string, unknown> = {
  "PUT /admin/data/accounts/1": { is_trial: true },
  "POST /admin/data/accounts/1/adjustment": { amount: 10, reason: "test" },
  "PUT /admin/data/routes/1": { cost_per_segment: 1 },
  "PUT /admin/data/routes/1/connection": {
    host: "127.0.0.1",
    port: 2775,
    system_id: "sendline",
    password: "sendline",
    bind_mode: "transceiver",
    throughput: 0,
    window: 10,
    enquire_link_seconds: 30,
  },
  "PUT /admin/data/viber/connection": {
    base_url: "http://127.0.0.1:9/viber",
    token: "token",
    callback_secret: "a-callback-secret-of-16",
    sender: "sendline",
    ttl_seconds: 3600,
  },
  "PUT /admin/data/roles/1": { access: {}, permissions: [] },
  "POST /admin/data/permissions/grant": { role_id: 1, route: "/sms-campaign", privilege: "/sms/approve_get" },
  "POST /admin/data/account_entries": { account_id: 1, action: "enter" },
};

interface Envelope<T = unknown> {
  status: boolean;
  message: string;
  data: T;
  errors?: Record<string, string[]>;
}

describe("admin data", () => {
  const harness = useServer();
  const call = async <T = unknown>(
    token: string | undefined,
    method: "GET" | "PUT" | "POST",
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await harness.app.inject({
      method,
      url,
      headers: { ...(token ? { token } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return {
      status: response.statusCode,
      get body() {
        return response.json<Envelope<T>>();
      },
      raw: response,
    };
  };
  const get = (url: string, token?: string) => call(token, "GET", url);
  const accountId = async (code: string) =>
    (await harness.database.db.select().from(accounts).where(eq(accounts.code, code)))[0]!.id;
  const auditRows = (action: string) =>
    harness.database.db.select().from(auditLog).where(eq(auditLog.action, action));

  it("names every admin endpoint in the refusal list", () => {
    const registered = harness.app.endpoints
      .filter((endpoint) => endpoint.url.startsWith("/admin/data") && endpoint.method !== "HEAD")
      .map((endpoint) => `${endpoint.method} ${endpoint.url}`);
    const listed = ADMIN_ENDPOINTS.map((endpoint) => endpoint.split("?")[0]!.replace(/\/1(\/|$)/, "/:id$1"));
    expect([...new Set(registered)].sort()).toEqual([...new Set(listed)].sort());
  });

  it("needs a session", async () => {
    const response = await get("/admin/data/accounts");
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ status: false, message: "Authentication Failed" });
  });

  for (const endpoint of ADMIN_ENDPOINTS) {
    it(`refuses ${endpoint} to account users`, async () => {
      const [method, url] = endpoint.split(" ") as ["GET" | "PUT" | "POST", string];
      for (const email of ["owner@acme.test", "agent@acme.test"]) {
        const token = await sessionFor(harness, email);
        const response = await call(token, method, url, BODIES[endpoint]);
        expect(response.status, email).toBe(403);
        expect(response.body).toMatchObject({ status: false, message: "Access Denied" });
      }
      expect(await harness.database.db.select().from(auditLog)).toEqual([]);
    });
  }

  it("lists the accounts staff can enter, and finds them by name", async () => {
    const token = await sessionFor(harness, "staff@sendline.test");
    const all = (await get("/admin/data/accounts", token)).body as Envelope<{ name: string }[]>;
    expect(all.data.map((account) => account.name).length).toBeGreaterThanOrEqual(2);
    const found = (await get("/admin/data/accounts?q=acm", token)).body as Envelope<{ name: string }[]>;
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((account) => /acm/i.test(account.name))).toBe(true);
    const none = (await get("/admin/data/accounts?q=%25", token)).body as Envelope<unknown[]>;
    expect(none.data).toEqual([]);
  });

  it("changes an account's status, trial flag and credit limit, audited with before and after", async () => {
    const staff = await sessionFor(harness, "staff@sendline.test");
    const acme = await accountId("acme");
    const listed = await call<{ data: { id: number; status: string }[] }>(
      staff,
      "GET",
      "/admin/data/accounts/list?keyword=acme",
    );
    expect(listed.body.data.data).toEqual([expect.objectContaining({ id: acme, status: "active" })]);

    const changed = await call(staff, "PUT", `/admin/data/accounts/${acme}`, {
      status: "suspended",
      is_trial: true,
      credit_limit: 2500,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ status: "suspended", is_trial: true, credit_limit: 2500 });
    const [row] = await auditRows("account.update");
    expect(row).toMatchObject({
      entity: "account",
      entityId: acme,
      accountId: acme,
      before: { status: "active", is_trial: false, credit_limit: 150_000 },
      after: { status: "suspended", is_trial: true, credit_limit: 2500 },
    });
    const suspended = await call<{ data: { id: number }[] }>(
      staff,
      "GET",
      "/admin/data/accounts/list?filter[status]=suspended",
    );
    expect(suspended.body.data.data.map((account) => account.id)).toEqual([acme]);

    const invalid = await call(staff, "PUT", `/admin/data/accounts/${acme}`, { credit_limit: -1 });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toHaveProperty("credit_limit");
    expect((await call(staff, "PUT", "/admin/data/accounts/999999", { is_trial: false })).status).toBe(404);
    expect(await auditRows("account.update")).toHaveLength(1);
  });

  it("refuses an account change that changes nothing with the validation envelope", async () => {
    const staff = await sessionFor(harness, "staff@sendline.test");
    const acme = await accountId("acme");
    const empty = await call(staff, "PUT", `/admin/data/accounts/${acme}`, {});
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ status: false, errors: { _: ["Choose something to change."] } });
    expect(await auditRows("account.update")).toHaveLength(0);
  });

  it("adjusts a balance through the ledger with a reason, audited and in the account's credit history", async () => {
    const staff = await sessionFor(harness, "staff@sendline.test");
    const acme = await accountId("acme");
    const before = (await get(`/admin/data/accounts/${acme}`, staff)).body.data as { balance: number };
    const adjusted = await call(staff, "POST", `/admin/data/accounts/${acme}/adjustment`, {
      amount: -125.5,
      reason: "Refund of a duplicate top-up",
    });
    expect(adjusted.status).toBe(200);
    expect(adjusted.body.data).toMatchObject({ balance: before.balance - 125.5 });
    const [row] = await auditRows("account.adjust_balance");
    expect(row).toMatchObject({
      accountId: acme,
      before: { balance: before.balance },
      after: { balance: before.balance - 125.5, amount: -125.5, reason: "Refund of a duplicate top-up" },
    });

    const owner = await sessionFor(harness, "owner@acme.test");
    const history = await call<{ data: { type: string; amount: number; reason: string }[] }>(
      owner,
      "GET",
      "/ajax/billing/credit_history/list?filter[type][]=adjustment",
    );
    expect(history.body.data.data).toEqual([
      expect.objectContaining({ type: "adjustment", amount: -125.5, reason: "Refund of a duplicate top-up" }),
    ]);

    const noReason = await call(staff, "POST", `/admin/data/accounts/${acme}/adjustment`, {
      amount: 10,
      reason: " ",
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toHaveProperty("reason");
  });

  it("changes a route's cost and which accounts may use it, audited", async () => {
    const staff = await sessionFor(harness, "staff@sendline.test");
    const acme = await accountId("acme");
    const trial = await accountId("trial");
    const list = await call<{ id: number; code: string; cost_per_segment: number; account_ids: number[] }[]>(
      staff,
      "GET",
      "/admin/data/routes",
    );
    const premium = list.body.data.find((route) => route.code === "PH-PREMIUM")!;
    expect(premium.account_ids).toEqual([acme]);

    const changed = await call(staff, "PUT", `/admin/data/routes/${premium.id}`, {
      cost_per_segment: 0.65,
      account_ids: [acme, trial],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ cost_per_segment: 0.65, account_ids: [acme, trial] });
    const [stored] = await harness.database.db.select().from(routes).where(eq(routes.id, premium.id));
    expect(stored!.costPerSegment).toBe(0.65);
    const [row] = await auditRows("route.update");
    expect(row).toMatchObject({
      entityId: premium.id,
      before: expect.objectContaining({ cost_per_segment: 0.5, account_ids: [acme] }),
      after: expect.objectContaining({ cost_per_segment: 0.65, account_ids: [acme, trial] }),
    });

    const negative = await call(staff, "PUT", `/admin/data/routes/${premium.id}`, { cost_per_segment: -1 });
    expect(negative.status).toBe(422);

    // The operator it reaches: one of the known operators, or every operator again.
    const operatorsList = await call<{ id: number; name: string }[]>(staff, "GET", "/admin/data/operators");
    const smart = operatorsList.body.data.find((operator) => operator.name === "Smart")!;
    const toSmart = await call(staff, "PUT", `/admin/data/routes/${premium.id}`, { operator_id: smart.id });
    expect(toSmart.body.data).toMatchObject({ operator_id: smart.id, operator_name: "Smart" });
    const unknown = await call(staff, "PUT", `/admin/data/routes/${premium.id}`, { operator_id: 999_999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ operator_id: ["This operator does not exist."] });
    const every = await call(staff, "PUT", `/admin/data/routes/${premium.id}`, { operator_id: null });
    expect(every.body.data).toMatchObject({ operator_id: null, operator_name: null });
  });

  it("edits a role's access map and permissions, audited", async () => {
    const staff = await sessionFor(harness, "staff@sendline.test");
    const [agentRole] = await harness.database.db.select().from(roles).where(eq(roles.code, "account_user"));
    const catalog = await call<{ routes: { route: string; privileges: string[] }[]; permissions: string[] }>(
      staff,
      "GET",
      "/admin/data/permissions",
    );
    expect(catalog.body.data.routes).toContainEqual({
      route: "/sms-campaign",
      privileges: expect.arrayContaining(["/sms/approve_get"]),
    });
    expect(catalog.body.data.permissions).toContain("manage_users");

    const access = { ...agentRole!.access, "/sms-campaign": ["/sms/submit_get"] };
    const saved = await call(staff, "PUT", `/admin/data/roles/${agentRole!.id}`, {
      access,
      permissions: ["sms_campaign_search", "sms_api_search"],
    });
    expect(saved.status).toBe(200);
    const [row] = await auditRows("role.update");
    expect(row).toMatchObject({
      entityId: agentRole!.id,
      before: { access: agentRole!.access, permissions: agentRole!.permissions },
      after: { access, permissions: ["sms_campaign_search", "sms_api_search"] },
    });
    // The agent's next access-control answer follows the stored role.
    const agent = await sessionFor(harness, "agent@acme.test");
    const control = await call<{ access: Record<string, string[]>; permissions: Record<string, true> }>(
      agent,
      "GET",
      "/api/access-control",
    );
    expect(control.body.data.access["/sms-campaign"]).toEqual(["/sms/submit_get"]);
    expect(control.body.data.permissions).toHaveProperty("sms_api_search");
  });

  it("lists the privileges a role lacks, without admin endpoints, and grants one", async () => {
    const staff = await sessionFor(harness, "staff@sendline.test");
    const [agentRole] = await harness.database.db.select().from(roles).where(eq(roles.code, "account_user"));
    const missing = await call<{ method: string; endpoint: string; route: string; privilege: string }[]>(
      staff,
      "GET",
      `/admin/data/permissions/missing?role_id=${agentRole!.id}`,
    );
    const privileges = missing.body.data.map((row) => row.privilege);
    expect(privileges).toContain("/sms/approve_get");
    expect(privileges).not.toContain("/sms/submit_get");
    expect(missing.body.data.some((row) => row.endpoint.startsWith("/admin"))).toBe(false);
    expect(missing.body.data).toContainEqual({
      method: "GET",
      endpoint: "/ajax/sms/approve/:id",
      route: "/sms-campaign",
      privilege: "/sms/approve_get",
    });

    const granted = await call(staff, "POST", "/admin/data/permissions/grant", {
      role_id: agentRole!.id,
      route: "/sms-campaign",
      privilege: "/sms/approve_get",
    });
    expect(granted.status).toBe(200);
    const after = await call<{ privilege: string }[]>(
      staff,
      "GET",
      `/admin/data/permissions/missing?role_id=${agentRole!.id}`,
    );
    expect(after.body.data.map((row) => row.privilege)).not.toContain("/sms/approve_get");
    const [row] = await auditRows("role.grant");
    expect(row).toMatchObject({
      entityId: agentRole!.id,
      before: { route: "/sms-campaign", privileges: expect.not.arrayContaining(["/sms/approve_get"]) },
      after: { route: "/sms-campaign", privileges: expect.arrayContaining(["/sms/approve_get"]) },
    });

    const [superAdmin] = await harness.database.db.select().from(roles).where(eq(roles.code, "super_admin"));
    const none = await call<unknown[]>(
      staff,
      "GET",
      `/admin/data/permissions/missing?role_id=${superAdmin!.id}`,
    );
    expect(none.body.data).toEqual([]);
  });

  it("audits staff entering and leaving an account, and shows the owner when", async () => {
    const staff = await sessionFor(harness, "staff@sendline.test");
    const acme = await accountId("acme");
    for (const action of ["enter", "leave"]) {
      const response = await call(staff, "POST", "/admin/data/account_entries", { account_id: acme, action });
      expect(response.status).toBe(200);
    }
    expect(await auditRows("account.enter")).toEqual([expect.objectContaining({ accountId: acme })]);
    expect(await auditRows("account.leave")).toEqual([expect.objectContaining({ accountId: acme })]);

    const owner = await sessionFor(harness, "owner@acme.test");
    const entries = await call<{ data: { action: string; staff_name: string }[] }>(
      owner,
      "GET",
      "/ajax/account/staff_entries/list",
    );
    expect(entries.status).toBe(200);
    expect(entries.body.data.data).toEqual([
      expect.objectContaining({ action: "leave", staff_name: "Stella Staff" }),
      expect.objectContaining({ action: "enter", staff_name: "Stella Staff" }),
    ]);
    const trialOwner = await sessionFor(harness, "trial@trial.test");
    const other = await call<{ data: unknown[] }>(trialOwner, "GET", "/ajax/account/staff_entries/list");
    expect(other.body.data.data).toEqual([]);
    const agent = await sessionFor(harness, "agent@acme.test");
    expect((await call(agent, "GET", "/ajax/account/staff_entries/list")).status).toBe(403);
  });

  it("lists campaigns across accounts with their logs", async () => {
    const staff = await sessionFor(harness, "staff@sendline.test");
    const now = harness.clock.now();
    for (const code of ["acme", "trial"]) {
      const [campaign] = await harness.database.db
        .insert(campaigns)
        .values({
          accountId: await accountId(code),
          channel: "sms",
          name: `${code} promo`,
          dateCreated: now,
          dateLastUpdated: now,
        })
        .returning();
      await harness.database.db
        .insert(campaignLogs)
        .values({ campaignId: campaign!.id, message: "Campaign created", dateCreated: now });
    }
    const list = await call<{ data: { id: number; account_name: string }[] }>(
      staff,
      "GET",
      "/admin/data/campaigns?page_size=100",
    );
    expect(list.status).toBe(200);
    const names = list.body.data.data.map((campaign) => campaign.account_name);
    expect(names).toEqual(expect.arrayContaining(["Acme Corporation", "Trial Company"]));
    const acmeOnly = await call<{ data: { name: string }[] }>(
      staff,
      "GET",
      `/admin/data/campaigns/list?filter[account_id]=${await accountId("acme")}`,
    );
    expect(acmeOnly.body.data.data.map((campaign) => campaign.name)).toEqual(["acme promo"]);
    const logs = await call<{ message: string }[]>(
      staff,
      "GET",
      `/admin/data/campaign_logs/${list.body.data.data[0]!.id}`,
    );
    expect(logs.body.data).toEqual([expect.objectContaining({ message: "Campaign created" })]);
    expect((await call(staff, "GET", "/admin/data/campaign_logs/999999")).status).toBe(404);
  });

  it("lists the audit log with filters, exports it as CSV, and keeps its rows unchanged", async () => {
    const staff = await sessionFor(harness, "staff@sendline.test");
    const acme = await accountId("acme");
    await call(staff, "PUT", `/admin/data/accounts/${acme}`, { credit_limit: 100 });
    harness.clock.advanceMinutes(5);
    await call(staff, "POST", `/admin/data/accounts/${acme}/adjustment`, { amount: 50, reason: "Goodwill" });

    const list = await call<{ data: { action: string; user_email: string; account_name: string }[] }>(
      staff,
      "GET",
      "/admin/data/audit_log/list?sort_column=id&sort_direction=desc",
    );
    expect(list.body.data.data.map((row) => row.action)).toEqual([
      "account.adjust_balance",
      "account.update",
    ]);
    expect(list.body.data.data[0]).toMatchObject({
      user_email: "staff@sendline.test",
      account_name: "Acme Corporation",
    });
    const filtered = await call<{ data: { action: string }[] }>(
      staff,
      "GET",
      "/admin/data/audit_log/list?filter[action]=account.update",
    );
    expect(filtered.body.data.data.map((row) => row.action)).toEqual(["account.update"]);

    const csv = await call(staff, "GET", "/admin/data/audit_log/csv?action=account.adjust_balance");
    expect(csv.raw.headers["content-disposition"]).toContain("audit-log.csv");
    const lines = csv.raw.body.trim().split("\r\n");
    expect(lines[0]).toBe("id,date_created,user_email,action,entity,entity_id,account,before,after");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("account.adjust_balance");
    expect(lines[1]).toContain("Goodwill");

    await expect(harness.database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(harness.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect(await harness.database.db.select().from(auditLog)).toHaveLength(2);
  });
});
