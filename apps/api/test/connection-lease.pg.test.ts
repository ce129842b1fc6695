import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/db/database";
import { routeConnections, routes } from "../src/db/schema";
import { createTestDatabase, dropTestDatabase } from "./harness";
import {
  call,
  kill,
  signIn,
  startServer,
  stopServersAfterAll,
  waitFor,
  type ServerProcess,
} from "./processes";
import { startSmsc, stopSmscsAfterAll, type SmscProcess } from "./smsc";

stopServersAfterAll();
stopSmscsAfterAll();

/**
 * Two API processes on one PostgreSQL and one carrier connection: one process binds it (it holds
 * the lease); killed with kill -9, it stops renewing, and the other binds the connection once the
 * lease runs out. The SMSC never sees both bound at once.
 */
describe("one bind per carrier connection across API processes", () => {
  let url: string;
  let database: Database;
  let smsc: SmscProcess;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    url = await createTestDatabase();
    smsc = await startSmsc();
    const environment = {
      DATABASE_URL: url,
      ENGINE_INTERVAL_MS: "100",
      SMPP_LEASE_SECONDS: "3",
      SMPP_HEARTBEAT_MS: "200",
      LOCAL_SMSC: "0",
    };
    servers.push(await startServer(environment));
    servers.push(await startServer(environment));
    database = await openDatabase({ kind: "postgres", url });
  }, 180_000);

  afterAll(async () => {
    await database?.close();
    if (url) await dropTestDatabase(url);
  });

  it("moves the bind to the other process when the holder is killed", async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const staff = await signIn(first.url, "staff@sendline.test");
    const [route] = await database.db.select().from(routes).where(eq(routes.code, "PH-STANDARD"));
    const saved = await call(first.url, "PUT", `/admin/data/routes/${route!.id}/connection`, staff, {
      host: smsc.host,
      port: smsc.port,
      system_id: "sendline",
      password: "sendline",
      bind_mode: "transceiver",
      throughput: 0,
      window: 20,
      enquire_link_seconds: 30,
    });
    expect(saved.status, JSON.stringify(saved)).toBe(true);

    const holderPid = async () => {
      const [row] = await database.db
        .select({ holder: routeConnections.leaseHolder })
        .from(routeConnections)
        .where(eq(routeConnections.routeId, route!.id));
      return row?.holder ? Number(row.holder.split(":").at(-2)) : undefined;
    };
    const holding = await waitFor(async () => {
      const pid = await holderPid();
      return pid && (await smsc.record()).bound === 1 ? pid : undefined;
    }, 30_000);
    const holder = servers.find((server) => server.process.pid === holding)!;
    const other = holder === first ? second : first;
    expect(holder).toBeDefined();
    // Both processes answer the live state, the one that does not bind from the holder's heartbeat.
    const otherStaff = await signIn(other.url, "staff@sendline.test");
    const seen = await waitFor(async () => {
      const answer = await call(other.url, "GET", `/admin/data/routes/${route!.id}/connection`, otherStaff);
      return (answer.data as { state?: { status: string } }).state?.status === "bound" ? answer : undefined;
    }, 15_000);
    expect(seen.status).toBe(true);
    // Watch the SMSC while the holder is killed: never more than one bound session.
    let most = 0;
    let watching = true;
    const watch = (async () => {
      while (watching) {
        most = Math.max(most, (await smsc.record()).bound);
        await new Promise((done) => setTimeout(done, 50));
      }
    })();
    const bindsBefore = (await smsc.record()).binds;
    await kill(holder.process, "SIGKILL");
    const taken = await waitFor(async () => {
      const pid = await holderPid();
      const record = await smsc.record();
      return pid === other.process.pid && record.bound === 1 && record.binds > bindsBefore ? pid : undefined;
    }, 30_000);
    watching = false;
    await watch;
    expect(taken).toBe(other.process.pid);
    expect(most).toBeLessThanOrEqual(1);
    const answer = await call(other.url, "GET", `/admin/data/routes/${route!.id}/connection`, otherStaff);
    expect((answer.data as unknown as { state: { status: string } }).state.status).toBe("bound");
  }, 120_000);
});
