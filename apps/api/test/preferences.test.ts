import { describe, expect, it } from "vitest";
import { sessionFor, useServer } from "./harness";

const harness = useServer();

async function call(token: string | undefined, method: "GET" | "PUT", payload?: unknown) {
  const response = await harness.app.inject({
    method,
    url: "/ajax/preferences",
    headers: token ? { token } : {},
    ...(payload !== undefined && { payload: payload as object }),
  });
  return { code: response.statusCode, body: response.json() };
}

describe("preferences", () => {
  it("follow the system theme until the user chooses one", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    expect(await call(owner, "GET")).toEqual({
      code: 200,
      body: { status: true, data: { theme: "system" } },
    });
  });

  it("keep the chosen theme for the user's later sessions", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const saved = await call(owner, "PUT", { theme: "dark" });
    expect(saved).toMatchObject({ code: 200, body: { status: true, data: { theme: "dark" } } });
    const later = await sessionFor(harness, "owner@acme.test");
    expect((await call(later, "GET")).body.data).toEqual({ theme: "dark" });
    await call(later, "PUT", { theme: "light" });
    expect((await call(owner, "GET")).body.data).toEqual({ theme: "light" });
  });

  it("are each user's own", async () => {
    await call(await sessionFor(harness, "owner@acme.test"), "PUT", { theme: "dark" });
    expect((await call(await sessionFor(harness, "agent@acme.test"), "GET")).body.data.theme).toBe("system");
    expect((await call(await sessionFor(harness, "trial@trial.test"), "GET")).body.data.theme).toBe("system");
    expect((await call(await sessionFor(harness, "staff@sendline.test"), "GET")).body.data.theme).toBe(
      "system",
    );
  });

  it("need a session", async () => {
    expect(await call(undefined, "GET")).toMatchObject({ code: 401, body: { status: false } });
    expect((await call(undefined, "PUT", { theme: "dark" })).code).toBe(401);
  });

  it("refuse a theme that does not exist, keeping the saved one", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    await call(owner, "PUT", { theme: "dark" });
    const refused = await call(owner, "PUT", { theme: "sepia" });
    expect(refused.code).toBe(422);
    expect(refused.body).toMatchObject({ status: false, errors: { theme: expect.anything() } });
    expect((await call(owner, "PUT", {})).code).toBe(422);
    expect((await call(owner, "GET")).body.data.theme).toBe("dark");
  });
});
