import { accessControlSchema, accountDetailsSchema } from "@sendline/core/contract";
import { jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { accounts } from "../src/db/schema";
import { sessionFor, useServer } from "./harness";

describe("account endpoints", () => {
  const harness = useServer();

  const get = (url: string, token?: string, accountId?: number) =>
    harness.app.inject({
      method: "GET",
      url,
      headers: {
        ...(token && { token }),
        ...(accountId !== undefined && { "account-id": String(accountId) }),
      },
    });

  async function accountIds() {
    const rows = await harness.database.db.select().from(accounts);
    const id = (code: string) => rows.find((row) => row.code === code)?.id ?? 0;
    return { acme: id("acme"), trial: id("trial") };
  }

  it("needs a session for every account endpoint", async () => {
    for (const url of ["/ajax/account/details", "/ajax/billing/pending_payment", "/api/access-control"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: false, message: "Authentication Failed" });
    }
  });

  it("gives an account user their own account's details", async () => {
    const { acme } = await accountIds();
    const token = await sessionFor(harness, "owner@acme.test");
    for (const response of [
      await get("/ajax/account/details", token),
      await get("/ajax/account/details", token, acme),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(accountDetailsSchema.safeParse(response.json().data).success).toBe(true);
      expect(response.json().data).toMatchObject({
        id: acme,
        name: "Acme Corporation",
        is_trial: 0,
        currency_code: "PHP",
        account_balance_monetary: 12500,
        account_balance_monetary_withholding: 350,
        account_balance_credit_limit: 150_000,
        account_billing_pending_payments: 1200,
      });
    }
    const trial = await get("/ajax/account/details", await sessionFor(harness, "trial@trial.test"));
    expect(trial.json().data).toMatchObject({
      name: "Trial Company",
      is_trial: 1,
      account_balance_sms_credits: 10,
    });
  });

  it("refuses an account user another account's data", async () => {
    const { trial } = await accountIds();
    const token = await sessionFor(harness, "agent@acme.test");
    for (const url of ["/ajax/account/details", "/ajax/billing/pending_payment"]) {
      const response = await get(url, token, trial);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: false, message: "Access Denied" });
    }
  });

  it("lets non-account staff in only through a selected account", async () => {
    const { trial } = await accountIds();
    const token = await sessionFor(harness, "staff@sendline.test");
    expect((await get("/ajax/account/details", token)).statusCode).toBe(403);
    const selected = await get("/ajax/account/details", token, trial);
    expect(selected.statusCode).toBe(200);
    expect(selected.json().data).toMatchObject({ id: trial, name: "Trial Company" });
    expect((await get("/ajax/account/details", token, 9999)).statusCode).toBe(404);
  });

  it("reports the pending payments of the account", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const response = await get("/ajax/billing/pending_payment", token);
    expect(response.json()).toMatchObject({
      status: true,
      data: { pending_payments: 1200, currency_code: "PHP" },
    });
  });

  it("keeps money from users without the top-up screen, as the access map says", async () => {
    const agent = await sessionFor(harness, "agent@acme.test");
    const refused = await get("/ajax/billing/pending_payment", agent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: false, message: "Access Denied" });
    const details = (await get("/ajax/account/details", agent)).json().data;
    expect(details).toMatchObject({ name: "Acme Corporation" });
    for (const field of Object.keys(details)) expect(field).not.toMatch(/balance|credit|payment/);

    const owner = await sessionFor(harness, "owner@acme.test");
    expect((await get("/ajax/account/details", owner)).json().data).toMatchObject({
      account_balance_monetary: 12500,
      account_balance_credit_limit: 150_000,
      account_billing_pending_payments: 1200,
    });
  });

  it("answers the user's permissions and a chat token signed with the chat secret", async () => {
    const token = await sessionFor(harness, "agent@acme.test");
    expect((await get("/ajax/the_user/permission", token)).json()).toEqual({
      status: true,
      data: { sms_campaign_search: true },
    });
    const both = (await get("/ajax/the_user/user_permission", token)).json().data;
    expect(both.permissions).toEqual({ sms_campaign_search: true });
    expect(both.access).toHaveProperty("/sms-campaign");

    const chat = await get("/api/access-control/smooch", token);
    const { payload } = await jwtVerify(
      chat.json().data.jwt,
      new TextEncoder().encode(harness.config.chatJwtSecret),
      { currentDate: harness.clock.now() },
    );
    expect(payload).toMatchObject({ scope: "appUser", email: "agent@acme.test" });
    expect((await get("/api/access-control/smooch")).statusCode).toBe(401);
  });

  it("computes access control from the role", async () => {
    const admin = (
      await get("/api/access-control", await sessionFor(harness, "superadmin@sendline.test"))
    ).json().data;
    expect(admin.access).toHaveProperty("hallpass");
    expect(accessControlSchema.safeParse(admin).success).toBe(true);
    expect(admin.modules.map((module: { name: string }) => module.name)).toContain("Admin");

    const agent = (await get("/api/access-control", await sessionFor(harness, "agent@acme.test"))).json()
      .data;
    expect(agent.access).not.toHaveProperty("hallpass");
    expect(agent.access["/sms-campaign"]).toEqual(expect.arrayContaining(["/sms/submit_get"]));
    expect(agent.access["/sms-campaign"]).not.toContain("/sms/go_live_get");
    const agentRoutes = Object.keys(agent.access);
    // An agent keeps their own profile, and nothing else of the settings.
    expect(agentRoutes.filter((route) => route.startsWith("/settings"))).toEqual(["/settings/profile"]);
    expect(agentRoutes.some((route) => route.startsWith("/admin"))).toBe(false);
    const agentModules = agent.modules.map((module: { name: string }) => module.name);
    expect(agentModules).toEqual(expect.arrayContaining(["SMS", "Viber", "Email", "Reports", "Settings"]));
    const agentSettings = agent.modules.find((module: { name: string }) => module.name === "Settings");
    expect(agentSettings.submenu.map((item: { name: string }) => item.name)).toEqual(["Profile"]);
    for (const hidden of ["Billing", "Admin", "Credentials"]) expect(agentModules).not.toContain(hidden);
    expect(agent.permissions).toEqual({ sms_campaign_search: true });
    expect(agent.chat_enabled).toBe(false);

    const owner = (await get("/api/access-control", await sessionFor(harness, "owner@acme.test"))).json()
      .data;
    expect(owner.access["/settings/top-up"]).toEqual([]);
    expect(owner.access["/email-campaign"]).toContain("/email/go_live_get");
    expect(owner.modules.map((module: { name: string }) => module.name)).toEqual(
      expect.arrayContaining(["Settings", "Billing", "Credentials"]),
    );

    const staff = (await get("/api/access-control", await sessionFor(harness, "staff@sendline.test"))).json()
      .data;
    expect(staff.access).toHaveProperty("/admin/accounts");
    expect(staff.access).not.toHaveProperty("/settings/top-up");
  });
});
