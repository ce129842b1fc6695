import { createServer } from "node:net";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  accountRoutes,
  accounts,
  auditLog,
  campaigns,
  contactGroups,
  viberConnections,
} from "../src/db/schema";
import { PRODUCTION_ENV, sessionFor, useServer, type Harness } from "./harness";
import { startViberProvider, stopViberProvidersAfterAll, type ViberProviderProcess } from "./viber-provider";

stopViberProvidersAfterAll();

/** A free loopback port, so the server's public address (where callbacks come) is known before it starts. */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const environment: Record<string, string> = {};
let port = 0;
let provider: ViberProviderProcess;
beforeAll(async () => {
  port = await freePort();
  environment.PUBLIC_URL = `http://127.0.0.1:${port}`;
  provider = await startViberProvider();
});
const harness = useServer(environment);
beforeAll(async () => {
  await harness.app.listen({ port, host: "127.0.0.1" });
});

const PATH = "/admin/data/viber/connection";

async function put(harness: Harness, token: string, payload: Record<string, unknown>) {
  return harness.app.inject({ method: "PUT", url: PATH, headers: { token }, payload });
}

const input = () => ({
  base_url: provider.url,
  token: provider.token,
  callback_secret: provider.secret,
  sender: "acme-viber",
  ttl_seconds: 3600,
});

async function viberCampaign(harness: Harness, token: string) {
  const { db } = harness.database;
  const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
  const [group] = await db
    .select()
    .from(contactGroups)
    .where(and(eq(contactGroups.accountId, acme!.id), eq(contactGroups.name, "VIP customers")));
  const [route] = await db
    .select()
    .from(accountRoutes)
    .where(and(eq(accountRoutes.accountId, acme!.id), eq(accountRoutes.isDefault, true)));
  const created = await harness.app.inject({
    method: "POST",
    url: "/ajax/viber/campaign",
    headers: { token },
    payload: {
      name: "Through the admin's provider",
      sender_id: "Acme Corp",
      message: "Summer picks",
      contact_group_ids: [group!.id],
      account_route_id: route!.id,
      fallback_message: "Summer picks: https://acme.example.com",
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  return (created.json() as { data: { id: number } }).data.id;
}

describe("the Viber provider connection staff set", () => {
  it("is staff's to read and set; the token and the secret never come back, and each change is audited", async () => {
    const staff = await sessionFor(harness, "staff@sendline.test");
    const owner = await sessionFor(harness, "owner@acme.test");

    const none = await harness.app.inject({ method: "GET", url: PATH, headers: { token: staff } });
    expect(none.json()).toMatchObject({
      status: true,
      data: { source: "none", base_url: null, state: null },
    });
    expect(
      (await harness.app.inject({ method: "GET", url: PATH, headers: { token: owner } })).statusCode,
    ).toBe(403);
    expect((await put(harness, owner, input())).statusCode).toBe(403);

    // The first time, the token and the secret are required; a bad address is named.
    const missing = await put(harness, staff, { ...input(), token: "", callback_secret: undefined });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      status: false,
      errors: {
        token: ["Enter the provider's API token."],
        callback_secret: ["Enter the secret the provider signs its callbacks with."],
      },
    });
    const badUrl = await put(harness, staff, {
      ...input(),
      base_url: "ftp://viber.example.com",
      ttl_seconds: 5,
    });
    expect(badUrl.statusCode).toBe(422);
    expect(badUrl.json()).toMatchObject({
      errors: {
        base_url: ["Enter an http or https address."],
        ttl_seconds: ["The message TTL is at least 30."],
      },
    });
    expect(await harness.database.db.select().from(viberConnections)).toHaveLength(0);

    const saved = await put(harness, staff, input());
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = saved.json() as { data: Record<string, unknown> };
    expect(answer.data).toMatchObject({
      source: "admin",
      base_url: provider.url,
      sender: "acme-viber",
      ttl_seconds: 3600,
      has_token: true,
      has_callback_secret: true,
      state: { status: "ready", last_error: null },
    });
    expect(saved.body).not.toContain(provider.token);
    expect(saved.body).not.toContain(provider.secret);
    // Stored sealed: the database alone does not reveal them.
    const [row] = await harness.database.db.select().from(viberConnections);
    expect(JSON.stringify(row)).not.toContain(provider.token);
    expect(JSON.stringify(row)).not.toContain(provider.secret);

    // Left out, the stored token and secret are kept.
    const changed = await put(harness, staff, {
      ...input(),
      token: undefined,
      callback_secret: "",
      ttl_seconds: 600,
    });
    expect(changed.json()).toMatchObject({ data: { ttl_seconds: 600, has_token: true } });

    const audits = await harness.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "viber_connection"))
      .orderBy(desc(auditLog.id));
    expect(audits.map((entry) => entry.action)).toEqual([
      "viber.connection_update",
      "viber.connection_create",
    ]);
    expect(audits[0]).toMatchObject({
      before: { ttl_seconds: 3600 },
      after: { ttl_seconds: 600, token_changed: false, callback_secret_changed: false },
    });
    expect(JSON.stringify(audits)).not.toContain(provider.token);
  });

  it("sends Viber campaigns to the provider it names, whose signed callbacks end them", async () => {
    const staff = await sessionFor(harness, "staff@sendline.test");
    const owner = await sessionFor(harness, "owner@acme.test");
    expect((await put(harness, staff, input())).statusCode).toBe(200);
    const before = (await provider.record()).messages.length;

    const id = await viberCampaign(harness, owner);
    const live = await harness.app.inject({
      method: "GET",
      url: `/ajax/viber/go_live/${id}`,
      headers: { token: owner },
    });
    expect(live.statusCode, live.body).toBe(200);
    let done: typeof campaigns.$inferSelect | undefined;
    for (let pass = 0; pass < 600 && done?.status !== "completed"; pass += 1) {
      await harness.app.engine.tick();
      [done] = await harness.database.db.select().from(campaigns).where(eq(campaigns.id, id));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(done?.status).toBe("completed");
    const received = (await provider.record()).messages.slice(before);
    expect(received.length).toBeGreaterThan(0);
    expect(received.every((message) => message.sender === "acme-viber" && message.ttl === 3600)).toBe(true);
    expect(done!.statsViberDelivered).toBe(
      received.filter((message) => message.outcome === "delivered").length,
    );
  });
});

describe("the Viber provider connection outside demo mode", () => {
  const production = useServer({
    ...PRODUCTION_ENV,
    VIBER_API_URL: "",
    VIBER_API_TOKEN: "",
    VIBER_CALLBACK_SECRET: "",
  });
  const harnessWithEnvironment = useServer(PRODUCTION_ENV);

  it("refuses a Viber campaign's go-live until staff set a connection", async () => {
    const owner = await sessionFor(production, "owner@acme.test");
    const id = await viberCampaign(production, owner);
    const refused = await production.app.inject({
      method: "GET",
      url: `/ajax/viber/go_live/${id}`,
      headers: { token: owner },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      status: false,
      errors: {
        account_route_id: [
          "Viber has no provider connection yet. Ask Sendline support to connect it before sending.",
        ],
      },
    });
  });

  it("answers 409 to a change while the environment sets the connection", async () => {
    const staff = await sessionFor(harnessWithEnvironment, "staff@sendline.test");
    const read = await harnessWithEnvironment.app.inject({
      method: "GET",
      url: PATH,
      headers: { token: staff },
    });
    expect(read.json()).toMatchObject({ data: { source: "environment", has_token: true, base_url: null } });
    const refused = await put(harnessWithEnvironment, staff, input());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: false,
      message: "The Viber connection is set by the server's environment (VIBER_API_URL).",
    });
  });
});
