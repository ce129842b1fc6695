import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts } from "../src/db/schema";
import { CAPTCHA, PASSWORD, connectSocket, sessionFor, useServer } from "./harness";

describe("account status", () => {
  const harness = useServer();
  const acmeId = async () =>
    (await harness.database.db.select().from(accounts).where(eq(accounts.name, "Acme Corporation")))[0]!.id;
  const setStatus = async (staff: string, status: string) =>
    harness.app.inject({
      method: "PUT",
      url: `/admin/data/accounts/${await acmeId()}`,
      headers: { token: staff },
      payload: { status },
    });
  const signIn = (email: string) =>
    harness.app.inject({
      method: "POST",
      url: "/ajax/login/verify",
      payload: { email, password: PASSWORD, captcha_response: CAPTCHA },
    });

  it("refuses a suspended account's users until staff make it active again", async () => {
    const staff = await sessionFor(harness, "staff@sendline.test");
    const owner = await sessionFor(harness, "owner@acme.test");
    expect((await setStatus(staff, "suspended")).statusCode).toBe(200);

    // Their open session ends and signing in is refused like wrong credentials, telling nothing more.
    const details = await harness.app.inject({
      method: "GET",
      url: "/ajax/account/details",
      headers: { token: owner },
    });
    expect(details.statusCode).toBe(401);
    const refused = await signIn("agent@acme.test");
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ status: false });
    // Another account's users are not touched.
    expect((await signIn("trial@trial.test")).statusCode).toBe(200);

    expect((await setStatus(staff, "active")).statusCode).toBe(200);
    expect((await signIn("agent@acme.test")).statusCode).toBe(200);
  });

  it("closes the realtime sockets of a suspended account's users", async () => {
    const staff = await sessionFor(harness, "staff@sendline.test");
    const agent = await sessionFor(harness, "agent@acme.test");
    const socket = await connectSocket(harness, { token: agent });
    try {
      const closed = new Promise<string>((done) => socket.once("disconnect", (reason) => done(reason)));
      expect((await setStatus(staff, "closed")).statusCode).toBe(200);
      await expect(closed).resolves.toBe("io server disconnect");
    } finally {
      socket.disconnect();
    }
  });
});
