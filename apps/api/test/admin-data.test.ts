import { describe, expect, it } from "vitest";
import { sessionFor, useServer } from "./harness";

describe("admin data", () => {
  const harness = useServer();
  const get = (url: string, token?: string) =>
    harness.app.inject({ method: "GET", url, headers: token ? { token } : {} });

  it("needs a session", async () => {
    const response = await get("/admin/data/accounts");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: "Authentication Failed" });
  });

  it("is refused to account users", async () => {
    const response = await get("/admin/data/accounts", await sessionFor(harness, "owner@acme.test"));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: false, message: "Access Denied" });
  });

  it("lists the accounts staff can enter, and finds them by name", async () => {
    const token = await sessionFor(harness, "staff@sendline.test");
    const all = (await get("/admin/data/accounts", token)).json<{ data: { name: string }[] }>();
    expect(all.data.map((account) => account.name).length).toBeGreaterThanOrEqual(2);
    const found = (await get("/admin/data/accounts?q=acm", token)).json<{ data: { name: string }[] }>();
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((account) => /acm/i.test(account.name))).toBe(true);
    const none = (await get("/admin/data/accounts?q=%25", token)).json<{ data: unknown[] }>();
    expect(none.data).toEqual([]);
  });
});
