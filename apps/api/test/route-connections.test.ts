import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  accountRoutes,
  accounts,
  auditLog,
  campaigns,
  contactGroups,
  routeConnections,
  routes,
} from "../src/db/schema";
import { connectSocket, sessionFor, useServer, type Harness } from "./harness";
import { connectionInput, startSmsc, stopSmscsAfterAll, type SmscProcess } from "./smsc";

stopSmscsAfterAll();

let smsc: SmscProcess;
beforeAll(async () => {
  smsc = await startSmsc();
});

const harness = useServer();

async function standardRoute(harness: Harness) {
  const [route] = await harness.database.db.select().from(routes).where(eq(routes.code, "PH-STANDARD"));
  return route!;
}

const connectionBody = (overrides: Record<string, unknown> = {}) => connectionInput(smsc, overrides);

async function putConnection(
  harness: Harness,
  routeId: number,
  body: unknown,
  email = "staff@sendline.test",
) {
  const token = await sessionFor(harness, email);
  return harness.app.inject({
    method: "PUT",
    url: `/admin/data/routes/${routeId}/connection`,
    headers: { token },
    payload: body as Record<string, unknown>,
  });
}

async function getConnection(harness: Harness, routeId: number) {
  const token = await sessionFor(harness, "staff@sendline.test");
  return harness.app.inject({
    method: "GET",
    url: `/admin/data/routes/${routeId}/connection`,
    headers: { token },
  });
}

/** Heartbeats until the route's connection reports `status`. */
async function untilState(harness: Harness, routeId: number, status: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    await harness.app.routeCarrier!.refresh();
    const answer = (await getConnection(harness, routeId)).json() as { data: { state: { status: string } } };
    if (answer.data.state.status === status) return answer.data;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`route ${routeId} never became ${status}`);
}

/** An Acme campaign on the route, live and passed until it completes; answers it and what the SMSC got. */
async function sendThrough(harness: Harness, routeId: number, message: string) {
  const { db } = harness.database;
  const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
  const [accountRoute] = await db
    .select()
    .from(accountRoutes)
    .where(and(eq(accountRoutes.accountId, acme!.id), eq(accountRoutes.routeId, routeId)));
  const groups = await db.select().from(contactGroups).where(eq(contactGroups.accountId, acme!.id));
  const headers = { token: await sessionFor(harness, "owner@acme.test") };
  const before = (await smsc.record()).messages.length;
  const created = await harness.app.inject({
    method: "POST",
    url: "/ajax/sms/campaign",
    headers,
    payload: {
      name: "Stored connection",
      sender_id: "ACME",
      message,
      contact_group_ids: groups.filter((group) => group.name === "VIP customers").map((group) => group.id),
      compose_numbers: "09171234567",
      account_route_id: accountRoute!.id,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = (created.json() as { data: { id: number } }).data.id;
  expect(
    (await harness.app.inject({ method: "GET", url: `/ajax/sms/go_live/${id}`, headers })).statusCode,
  ).toBe(200);
  let done: typeof campaigns.$inferSelect | undefined;
  for (let pass = 0; pass < 400 && done?.status !== "completed"; pass += 1) {
    await harness.app.engine.tick();
    [done] = await db.select().from(campaigns).where(eq(campaigns.id, id));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(done?.status).toBe("completed");
  return { campaign: done!, received: (await smsc.record()).messages.slice(before) };
}

describe("route connections", () => {
  it("stores a connection for staff, audited, and never answers or stores its password in clear", async () => {
    const route = await standardRoute(harness);
    const saved = await putConnection(harness, route.id, connectionBody({ password: "s3cr3t" }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain("s3cr3t");
    const answer = await getConnection(harness, route.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain("s3cr3t");
    expect(answer.json().data).toMatchObject({
      route_id: route.id,
      host: smsc.host,
      port: smsc.port,
      system_id: "sendline",
      bind_mode: "transceiver",
      has_password: true,
      window: 50,
    });
    const [row] = await harness.database.db
      .select()
      .from(routeConnections)
      .where(eq(routeConnections.routeId, route.id));
    expect(row!.passwordSealed).not.toContain("s3cr3t");
    expect(row!.passwordSealed).not.toContain(Buffer.from("s3cr3t").toString("base64").slice(0, 6));
    const audits = await harness.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "route"), eq(auditLog.entityId, route.id)));
    expect(audits.map((audit) => audit.action)).toEqual(["route.connection_create"]);
    expect(JSON.stringify(audits)).not.toContain("s3cr3t");

    // A change without a password keeps the stored one, and is audited with its before and after.
    const changed = await putConnection(
      harness,
      route.id,
      connectionBody({ password: undefined, window: 10 }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ window: 10, has_password: true });
    const [after] = await harness.database.db
      .select()
      .from(routeConnections)
      .where(eq(routeConnections.routeId, route.id));
    expect(after!.passwordSealed).toBe(row!.passwordSealed);
    expect(after!.version).toBe(row!.version + 1);
  });

  it("refuses account users, bad input and unknown routes", async () => {
    const route = await standardRoute(harness);
    expect((await putConnection(harness, route.id, connectionBody(), "owner@acme.test")).statusCode).toBe(
      403,
    );
    const bad = await putConnection(
      harness,
      route.id,
      connectionBody({ port: 70000, bind_mode: "both", host: "" }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["bind_mode", "host", "port"]);
    const noPassword = await putConnection(harness, route.id, connectionBody({ password: "" }));
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().errors.password).toBeDefined();
    expect((await putConnection(harness, 999_999, connectionBody())).statusCode).toBe(404);
    expect((await getConnection(harness, route.id)).statusCode).toBe(404);
  });

  it("binds the stored connection, sends the route's campaigns over it, and binds again after a change", async () => {
    const route = await standardRoute(harness);
    expect((await putConnection(harness, route.id, connectionBody())).statusCode).toBe(200);
    const bound = await untilState(harness, route.id, "bound");
    expect(bound).toMatchObject({ state: { status: "bound", last_error: null } });

    const { campaign: done, received } = await sendThrough(
      harness,
      route.id,
      "Hello over the stored connection.",
    );
    expect(received.length).toBe(done.statsSent);
    expect(received.every((message) => message.text === "Hello over the stored connection.")).toBe(true);

    // A wrong password binds again and fails, saying why.
    const changed = await putConnection(harness, route.id, connectionBody({ password: "wrong" }));
    expect(changed.statusCode).toBe(200);
    const failing = await untilState(harness, route.id, "failing");
    expect(failing.state).toMatchObject({
      status: "failing",
      last_error: expect.stringContaining("bind refused"),
    });
  });

  it("sends a long message whole in one message_payload when the route asks for it", async () => {
    const route = await standardRoute(harness);
    const text = `${"A long notice with € and {braces}. ".repeat(8)}End.`;
    expect(
      (await putConnection(harness, route.id, connectionBody({ message_payload: true }))).statusCode,
    ).toBe(200);
    await untilState(harness, route.id, "bound");
    const submits = (await smsc.record()).submits;
    const { campaign, received } = await sendThrough(harness, route.id, text);
    expect(received.length).toBe(campaign.statsSent);
    expect(received.every((message) => message.text === text && message.ids.length === 1)).toBe(true);
    expect((await smsc.record()).submits - submits).toBe(campaign.statsSent);
  });

  it("pushes a connection's state changes to staff sockets only", async () => {
    const route = await standardRoute(harness);
    const [acme] = await harness.database.db.select().from(accounts).where(eq(accounts.code, "acme"));
    const staff = await connectSocket(harness, {
      token: await sessionFor(harness, "staff@sendline.test"),
      accountId: acme!.id,
    });
    const owner = await connectSocket(harness, { token: await sessionFor(harness, "owner@acme.test") });
    const seen = { staff: [] as { status: string }[], owner: [] as unknown[] };
    staff.on("update", (event: { type: string; data: { id: number; status: string } }) => {
      if (event.type === "route_connection" && event.data.id === route.id) seen.staff.push(event.data);
    });
    owner.on("update", (event: { type: string }) => {
      if (event.type === "route_connection") seen.owner.push(event);
    });
    try {
      expect((await putConnection(harness, route.id, connectionBody())).statusCode).toBe(200);
      await untilState(harness, route.id, "bound");
      for (let wait = 0; wait < 100 && !seen.staff.some((state) => state.status === "bound"); wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(seen.staff.map((state) => state.status)).toContain("bound");
      expect(seen.owner).toEqual([]);
    } finally {
      staff.disconnect();
      owner.disconnect();
    }
  });
});
