import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountRoutes, accounts } from "../src/db/schema";
import { PRODUCTION_ENV, sessionFor, useServer } from "./harness";
import { connectionInput } from "./smsc";

describe("outside demo mode", () => {
  const harness = useServer({ ...PRODUCTION_ENV, SECRETS_KEY: "ab".repeat(32) });
  const call = async (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) => {
    const response = await harness.app.inject({ method, url, headers: { token }, payload });
    return { status: response.statusCode, body: response.json() };
  };

  it("hides the outbox", async () => {
    await harness.app.inject({
      method: "POST",
      url: "/ajax/login/forgot_password",
      payload: { email: "agent@acme.test" },
    });
    const response = await harness.app.inject({ method: "GET", url: "/dev/outbox" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: "Not Found" });
  });

  it("tells the console demo mode is off", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/config.json" });
    expect(response.json()).toMatchObject({ demoMode: false });
  });

  it("takes an SMS campaign live only on a route with a carrier connection", async () => {
    const { db } = harness.database;
    const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
    const [accountRoute] = await db
      .select()
      .from(accountRoutes)
      .where(and(eq(accountRoutes.accountId, acme!.id), eq(accountRoutes.isDefault, true)));
    const owner = await sessionFor(harness, "owner@acme.test");
    const created = await call(owner, "POST", "/ajax/sms/campaign", {
      name: "Weekend sale",
      sender_id: "ACME",
      message: "Acme sale this weekend.",
      compose_numbers: "09171234567",
      account_route_id: accountRoute!.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;

    const refused = await call(owner, "GET", `/ajax/sms/go_live/${id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      account_route_id: [
        "This route has no carrier connection yet. Ask Sendline support to connect it before sending.",
      ],
    });
    expect((await call(owner, "GET", `/ajax/sms/campaign/${id}`)).body.data.campaign_status_code).toBe(
      "draft",
    );

    const staff = await sessionFor(harness, "staff@sendline.test");
    const connected = await call(
      staff,
      "PUT",
      `/admin/data/routes/${accountRoute!.routeId}/connection`,
      connectionInput({ host: "127.0.0.1", port: 2775 }),
    );
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    const live = await call(owner, "GET", `/ajax/sms/go_live/${id}`);
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect(live.body.data.campaign_status_code).toBe("live");
  });
});
