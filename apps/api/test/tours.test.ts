import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../src/db/schema";
import { sessionFor, useServer } from "./harness";

const harness = useServer();

/** A user who has never signed in, in the account of `colleague`; answers their session. */
async function newUserLike(colleague: string, email: string): Promise<string> {
  const [known] = await harness.database.db.select().from(users).where(eq(users.email, colleague));
  const { id: _id, ...copy } = known!;
  await harness.database.db.insert(users).values({ ...copy, email });
  return sessionFor(harness, email);
}

async function call(token: string | undefined, method: "GET" | "POST", payload?: unknown) {
  const response = await harness.app.inject({
    method,
    url: "/api/tour-states",
    headers: token ? { token } : {},
    ...(payload !== undefined && { payload: payload as object }),
  });
  return { code: response.statusCode, body: response.json() };
}

describe("tour states", () => {
  it("start empty, so every tour shows to a new user; the demo users have finished them", async () => {
    const newcomer = await newUserLike("agent@acme.test", "new@acme.test");
    expect(await call(newcomer, "GET")).toEqual({ code: 200, body: { status: true, data: {} } });
    const owner = await sessionFor(harness, "owner@acme.test");
    expect((await call(owner, "GET")).body.data).toEqual({ interface: true, "sms-create-campaign": true });
  });

  it("keep each tour's done flag for the user, on any later session", async () => {
    const first = await newUserLike("owner@acme.test", "second-owner@acme.test");
    const saved = await call(first, "POST", { interface: true });
    expect(saved).toEqual({ code: 200, body: { status: true, data: { interface: true } } });
    await call(first, "POST", { "sms-create-campaign": false });

    const another = await sessionFor(harness, "second-owner@acme.test");
    expect((await call(another, "GET")).body.data).toEqual({ interface: true, "sms-create-campaign": false });

    // A later save changes the one row of that tour.
    await call(another, "POST", { "sms-create-campaign": true });
    expect((await call(first, "GET")).body.data).toEqual({ interface: true, "sms-create-campaign": true });
  });

  it("are each user's own, within an account and across accounts", async () => {
    const owner = await newUserLike("owner@acme.test", "second-owner@acme.test");
    await call(owner, "POST", { interface: true });
    const agent = await newUserLike("agent@acme.test", "new@acme.test");
    const trial = await newUserLike("trial@trial.test", "new@trial.test");
    expect((await call(agent, "GET")).body.data).toEqual({});
    expect((await call(trial, "GET")).body.data).toEqual({});

    // Another account's save touches its own user only, even when it sends another account's id.
    const other = await harness.app.inject({
      method: "POST",
      url: "/api/tour-states",
      headers: { token: trial, "account-id": "1" },
      payload: { interface: false },
    });
    expect(other.statusCode).toBe(403);
    await call(trial, "POST", { interface: false });
    expect((await call(owner, "GET")).body.data).toEqual({ interface: true });
  });

  it("need a session", async () => {
    expect(await call(undefined, "GET")).toMatchObject({ code: 401, body: { status: false } });
    expect(await call("not-a-token", "POST", { interface: true })).toMatchObject({
      code: 401,
      body: { status: false, message: "Authentication Failed" },
    });
  });

  it("refuse an unknown tour or a flag that is not a boolean, saving nothing", async () => {
    const owner = await newUserLike("owner@acme.test", "second-owner@acme.test");
    const unknown = await call(owner, "POST", { interface: true, "no-such-tour": true });
    expect(unknown.code).toBe(422);
    expect(unknown.body.status).toBe(false);
    const notBoolean = await call(owner, "POST", { interface: "yes" });
    expect(notBoolean.code).toBe(422);
    expect(notBoolean.body.errors).toHaveProperty("interface");
    expect((await call(owner, "GET")).body.data).toEqual({});
  });
});
