import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openDatabase, type Database } from "../src/db/database";
import { accounts } from "../src/db/schema";
import {
  createTestDatabase,
  dropTestDatabase,
  resetDatabase,
  sessionFor,
  TestClock,
  type Harness,
} from "./harness";

/**
 * Two API servers on one PostgreSQL share socket events through the PostgreSQL adapter: an event
 * raised by one reaches the sockets connected to the other. Each has its own pool and its own
 * LISTEN connection, as separate processes would.
 */
describe("socket events across API servers on PostgreSQL", () => {
  let url: string;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const clock = new TestClock();

  beforeAll(async () => {
    url = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: "test",
      CONSOLE_DIST: "/nonexistent",
      ENGINE_INTERVAL_MS: "0",
      DATABASE_URL: url,
    });
    for (let index = 0; index < 2; index += 1) {
      const database = await openDatabase({ kind: "postgres", url });
      databases.push(database);
      if (index === 0) await resetDatabase(database, clock.now());
      const app = await buildApp(config, { database, now: clock.now });
      await app.listen({ port: 0, host: "127.0.0.1" });
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    if (url) await dropTestDatabase(url);
  });

  it("delivers an event raised in one process to the account's sockets on the other", async () => {
    const first = { app: apps[0], database: databases[0], clock } as Harness;
    const [acme] = await databases[0]!.db.select().from(accounts).where(eq(accounts.code, "acme"));
    const port = (apps[1]!.server.address() as AddressInfo).port;
    const socket = connect(`http://127.0.0.1:${port}`, {
      auth: { token: await sessionFor(first, "owner@acme.test") },
      transports: ["websocket"],
      reconnection: false,
    });
    try {
      await new Promise<void>((done, fail) => {
        socket.once("connect", () => done());
        socket.once("connect_error", fail);
      });
      const received = new Promise((done) => socket.once("update", done));
      // The adapter subscribes asynchronously; give its LISTEN a moment.
      await new Promise((done) => setTimeout(done, 300));
      apps[0]!.realtime.emit(acme!.id, "update", "sms_campaign", { id: 99 });
      expect(await received).toEqual({ type: "sms_campaign", data: { id: 99 } });
    } finally {
      socket.disconnect();
    }
  });
});
