import type { AddressInfo } from "node:net";
import { io as connect, type Socket } from "socket.io-client";
import { afterEach, describe, expect, it } from "vitest";
import { accounts } from "../src/db/schema";
import { sessionFor, useServer } from "./harness";

describe("the realtime socket", () => {
  const harness = useServer();
  const open: Socket[] = [];
  afterEach(() => {
    for (const socket of open.splice(0)) socket.disconnect();
  });

  async function url() {
    if (!harness.app.server.listening) await harness.app.listen({ port: 0, host: "127.0.0.1" });
    return `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  }

  /** Connects with a handshake; resolves once connected, rejects with the server's refusal. */
  async function connectAs(auth: Record<string, unknown>) {
    const socket = connect(await url(), { auth, transports: ["websocket"], reconnection: false });
    open.push(socket);
    await new Promise<void>((done, fail) => {
      socket.once("connect", () => done());
      socket.once("connect_error", (error) => fail(error));
    });
    return socket;
  }

  async function accountId(code: string) {
    const rows = await harness.database.db.select().from(accounts);
    return rows.find((row) => row.code === code)?.id ?? 0;
  }

  it("refuses a handshake without a live session token", async () => {
    await expect(connectAs({})).rejects.toThrow("Authentication Failed");
    await expect(connectAs({ token: "forged" })).rejects.toThrow("Authentication Failed");
  });

  it("delivers an account's events only to that account's sockets, staff included once inside it", async () => {
    const acme = await accountId("acme");
    const trial = await accountId("trial");
    const owner = await connectAs({ token: await sessionFor(harness, "owner@acme.test") });
    const other = await connectAs({ token: await sessionFor(harness, "trial@trial.test") });
    const staff = await connectAs({
      token: await sessionFor(harness, "staff@sendline.test"),
      accountId: acme,
    });
    // An account user cannot listen in on another account by naming it.
    const sneaky = await connectAs({ token: await sessionFor(harness, "agent@acme.test"), accountId: trial });

    const received = {
      owner: [] as unknown[],
      other: [] as unknown[],
      staff: [] as unknown[],
      sneaky: [] as unknown[],
    };
    owner.on("update", (event) => received.owner.push(event));
    other.on("update", (event) => received.other.push(event));
    staff.on("update", (event) => received.staff.push(event));
    sneaky.on("update", (event) => received.sneaky.push(event));

    harness.app.realtime.emit(acme, "update", { id: 42, type: "campaign" });
    await new Promise((done) => setTimeout(done, 200));
    expect(received.owner).toEqual([{ id: 42, type: "campaign" }]);
    expect(received.staff).toEqual([{ id: 42, type: "campaign" }]);
    expect(received.sneaky).toEqual([{ id: 42, type: "campaign" }]);
    expect(received.other).toEqual([]);
  });

  it("refuses staff who name no account, or one that does not exist", async () => {
    const token = await sessionFor(harness, "staff@sendline.test");
    await expect(connectAs({ token })).rejects.toThrow("Access Denied");
    await expect(connectAs({ token, accountId: 999_999 })).rejects.toThrow("Access Denied");
  });
});
