import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, dropTestDatabase } from "./harness";
import { call, signIn, startServer, stopServersAfterAll, waitFor, type ServerProcess } from "./processes";

stopServersAfterAll();

interface Received {
  at: number;
  version: number;
  sent: number;
  status: string;
}

/** A signed-in socket on one server process, recording the updates of one campaign as they arrive. */
async function watch(server: ServerProcess, token: string) {
  const socket: Socket = connect(server.url, {
    auth: { token },
    transports: ["websocket"],
    reconnection: false,
  });
  await new Promise<void>((done, fail) => {
    socket.once("connect", () => done());
    socket.once("connect_error", fail);
  });
  const updates = new Map<number, Received[]>();
  const creates: number[] = [];
  socket.on("update", ({ type, data }: { type: string; data: Record<string, unknown> }) => {
    if (type !== "sms_campaign") return;
    const id = Number(data.id);
    const list = updates.get(id) ?? [];
    list.push({
      at: Date.now(),
      version: Number(data.version),
      sent: Number(data.campaign_stats_sent),
      status: String(data.campaign_status_code),
    });
    updates.set(id, list);
  });
  socket.on("create", ({ type, data }: { type: string; data: { id: number } }) => {
    if (type === "sms_campaign") creates.push(data.id);
  });
  return { socket, updates, creates };
}

/**
 * Two API processes send one campaign together, each pushing what its engine changed. A socket on
 * either process sees the campaign move forward only, at most once a second, and ends on its last
 * state; events other than updates reach the sockets of both processes.
 */
describe("socket events from two API processes on one PostgreSQL", () => {
  let url: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    url = await createTestDatabase();
    // Small batches, so the campaign takes several seconds and both engines push many times.
    const environment = { DATABASE_URL: url, ENGINE_INTERVAL_MS: "50", ENGINE_BATCH: "40" };
    servers.push(await startServer(environment));
    servers.push(await startServer(environment));
  }, 180_000);
  afterAll(async () => {
    if (url) await dropTestDatabase(url);
  });

  it("a socket on either process gets a campaign's updates in order, at most once a second", async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const token = await signIn(first.url);
    const watchers = [await watch(first, token), await watch(second, token)];
    try {
      // The PostgreSQL adapter subscribes asynchronously; give its LISTEN a moment.
      await new Promise((done) => setTimeout(done, 500));
      const route = (await call(first.url, "GET", "/ajax/data/routes", token)).data as unknown as {
        id: number;
      }[];
      const recipients = 6_000;
      const numbers = Array.from(
        { length: recipients },
        (_, index) => `0917${String(index).padStart(7, "0")}`,
      );
      const created = await call(first.url, "POST", "/ajax/sms/campaign", token, {
        name: "Watched from two processes",
        sender_id: "ACME",
        message: "Hello",
        compose_numbers: numbers.join("\n"),
        account_route_id: route[0]!.id,
      });
      expect(created.status).toBe(true);
      const id = created.data.id;
      expect((await call(first.url, "GET", `/ajax/sms/go_live/${id}`, token)).status).toBe(true);
      await waitFor(async () => {
        const read = (await call(second.url, "GET", `/ajax/sms/campaign/${id}`, token)).data;
        return read.campaign_status_code === "completed" ? read : undefined;
      }, 120_000);
      // The last window's update goes out up to a second and a quarter after the last change.
      await waitFor(async () =>
        watchers.every(({ updates }) => updates.get(id)?.at(-1)?.status === "completed") ? true : undefined,
      );

      for (const { updates, creates } of watchers) {
        expect(creates).toContain(id);
        const seen = updates.get(id)!;
        expect(seen.length).toBeGreaterThan(3);
        for (let index = 1; index < seen.length; index += 1) {
          const [before, after] = [seen[index - 1]!, seen[index]!];
          expect(after.version).toBeGreaterThan(before.version);
          expect(after.sent).toBeGreaterThanOrEqual(before.sent);
          // A coalescing window (1 s) apart, less what a busy process's event loop delays a send.
          expect(after.at - before.at).toBeGreaterThanOrEqual(500);
        }
        // One a second at most, over the whole run (each engine's own pushes would make two).
        const seconds = (seen.at(-1)!.at - seen[0]!.at) / 1000;
        expect(seen.length).toBeLessThanOrEqual(Math.floor(seconds) + 2);
        expect(seen.at(-1)).toMatchObject({ sent: recipients, status: "completed" });
      }
    } finally {
      for (const { socket } of watchers) socket.disconnect();
    }
  }, 240_000);
});
