import { eq, sql } from "drizzle-orm";
import { currentUserSchema } from "@sendline/core/contract";
import { describe, expect, it } from "vitest";
import { sessions } from "../src/db/schema";
import { hashToken } from "../src/lib/tokens";
import { login, useServer } from "./harness";

describe("sessions", () => {
  const harness = useServer({ SESSION_EXPIRY_MINUTES: "30", CORS_ORIGINS: "http://console.test" });
  const currentUser = (token?: string) =>
    harness.app.inject({
      method: "GET",
      url: "/ajax/settings/current_user",
      headers: token ? { token } : {},
    });

  it("answers 401 Authentication Failed without a token or with an unknown one", async () => {
    for (const response of [await currentUser(), await currentUser("made-up")]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: false, message: "Authentication Failed" });
    }
  });

  it("returns the session fields and echoes the token in a response header", async () => {
    const token = await login(harness, "owner@acme.test");
    const response = await currentUser(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers.token).toBe(token);
    expect(response.json().data).toMatchObject({
      token,
      email: "owner@acme.test",
      fname: "Olivia",
      role_code: "account_owner",
      role_name: "Account Owner",
      role_is_non_account: 0,
      twofa_enabled: 0,
      user_status: "active",
      validated_email: 1,
    });
    expect(currentUserSchema.safeParse(response.json().data).success).toBe(true);
    expect(Object.keys(response.json().data)).toEqual(
      expect.arrayContaining([
        "usergroup_id",
        "usergroup_name",
        "date_created",
        "password_last_updated",
        "mobile",
      ]),
    );
  });

  it("expires after the configured minutes without activity, and activity keeps it alive", async () => {
    const token = await login(harness, "owner@acme.test");
    harness.clock.advanceMinutes(25);
    expect((await currentUser(token)).statusCode).toBe(200);
    harness.clock.advanceMinutes(25);
    expect((await currentUser(token)).statusCode).toBe(200);
    harness.clock.advanceMinutes(31);
    expect((await currentUser(token)).statusCode).toBe(401);
  });

  it("ends the session on logout", async () => {
    const token = await login(harness, "owner@acme.test");
    const logout = await harness.app.inject({
      method: "POST",
      url: "/ajax/login/logout",
      headers: { token },
    });
    expect(logout.json()).toMatchObject({ status: true });
    expect((await currentUser(token)).statusCode).toBe(401);
    const rows = await harness.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(0);
  });

  it("a kept session sees, at its very next request, a change made anywhere: logout, balance, role, SQL by hand", async () => {
    const get = async (token: string, url: string) =>
      (await harness.app.inject({ method: "GET", url, headers: { token } })).json();
    const details = (token: string) => get(token, "/ajax/account/details");
    const { db } = harness.database;
    const owner = await login(harness, "owner@acme.test");
    const agent = await login(harness, "agent@acme.test");
    // Both sessions are read once, then kept.
    expect((await details(owner)).status).toBe(true);
    expect((await details(agent)).status).toBe(true);
    const balance = Number((await details(owner)).data.account_balance_monetary);

    await harness.app.inject({ method: "POST", url: "/ajax/login/logout", headers: { token: agent } });
    expect(await details(agent)).toMatchObject({ status: false, message: "Authentication Failed" });

    // The balance moves outside any request, as the engine's charges move it.
    await db.execute(sql`update accounts set balance_monetary = balance_monetary + 25 where code = 'acme'`);
    expect(Number((await details(owner)).data.account_balance_monetary)).toBe(balance + 25);
    // A change rolled back is no change.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update accounts set balance_monetary = 0 where code = 'acme'`);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(Number((await details(owner)).data.account_balance_monetary)).toBe(balance + 25);

    // The role loses the SMS screens, and gets them back: each counts at once.
    const list = () => get(owner, "/ajax/sms/campaign/list");
    expect((await list()).status).toBe(true);
    const ownerRole = sql`(select role_id from users where email = 'owner@acme.test')`;
    const { rows } = (await db.execute(sql`select access from roles where id = ${ownerRole}`)) as unknown as {
      rows: { access: unknown }[];
    };
    const role = rows[0];
    await db.execute(sql`update roles set access = '{}'::jsonb where id = ${ownerRole}`);
    expect(await list()).toMatchObject({ status: false, message: "Access Denied" });
    await db.execute(
      sql`update roles set access = ${JSON.stringify(role!.access)}::jsonb where id = ${ownerRole}`,
    );
    expect((await list()).status).toBe(true);

    // The session deleted by hand.
    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(owner)));
    expect(await details(owner)).toMatchObject({ status: false, message: "Authentication Failed" });
  });

  it("forces a change of a password older than 60 days", async () => {
    const token = await login(harness, "stale@acme.test");
    const details = await harness.app.inject({
      method: "GET",
      url: "/ajax/account/details",
      headers: { token },
    });
    expect(details.statusCode).toBe(403);
    expect(details.json()).toEqual({ status: false, message: "Password Expired" });
    const access = await harness.app.inject({
      method: "GET",
      url: "/api/access-control",
      headers: { token },
    });
    expect(access.statusCode).toBe(403);
    expect((await currentUser(token)).statusCode).toBe(200);
  });

  it("lets allowed origins read the token header, and no others", async () => {
    const token = await login(harness, "owner@acme.test");
    const allowed = await harness.app.inject({
      method: "GET",
      url: "/ajax/settings/current_user",
      headers: { token, origin: "http://console.test" },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe("http://console.test");
    expect(allowed.headers["access-control-expose-headers"]).toContain("token");

    const other = await harness.app.inject({
      method: "OPTIONS",
      url: "/ajax/settings/current_user",
      headers: { origin: "http://elsewhere.test", "access-control-request-method": "GET" },
    });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
