/**
 * Realtime benchmark, loopback only: SOCKETS socket.io clients (default 1,000) signed in to one
 * account watch CAMPAIGNS live campaigns that the real delivery engine sends, in an API process of
 * its own on an in-memory PGlite. Prints the delay from each engine change to its receipt by every
 * socket (p50/p95/p99), the fan-out delay from the socket's send to receipt, the most updates one
 * socket got for one campaign within a second, and the API process's CPU per second.
 *
 *   pnpm --filter @sendline/api bench:sockets
 *   SOCKETS=200 SECONDS=10 pnpm --filter @sendline/api bench:sockets
 *
 * The clients run in this process and the API in a child, so the API's CPU figure is its own; both
 * stamp times with `performance.timeOrigin + performance.now()`, which one machine shares.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { io, type Socket } from "socket.io-client";

const SOCKETS = Number(process.env.SOCKETS ?? 1000);
const CAMPAIGNS = Number(process.env.CAMPAIGNS ?? 5);
const SECONDS = Number(process.env.SECONDS ?? 15);
// The engine's pace: a batch of 50 recipients per campaign every 100 ms, ten changes a second each.
const ENGINE_INTERVAL_MS = "100";
const ENGINE_BATCH = "50";

const stamp = () => performance.timeOrigin + performance.now();

/** What the API process reports: when each change happened and when the socket layer sent it. */
interface ServerReport {
  cpuMs: number;
  seconds: number;
  changes: Array<[string, number]>;
  releases: Array<[string, number]>;
}

if (process.env.BENCH_ROLE === "server") await serve();
else await measure();

async function serve(): Promise<void> {
  const { eq } = await import("drizzle-orm");
  const { insertLiveCampaign } = await import("./live-campaign");
  const { buildApp } = await import("../src/app");
  const { loadConfig } = await import("../src/config");
  const { openDatabase } = await import("../src/db/database");
  const { accountRoutes, accounts, sessions, users } = await import("../src/db/schema");
  const { seed } = await import("../src/db/seed");
  const { hashToken, newToken } = await import("../src/lib/tokens");

  const database = await openDatabase({ kind: "memory" });
  await database.migrate();
  await seed(database.db, { hash: async () => "unused" });
  const { db } = database;
  const app = await buildApp(
    loadConfig({ NODE_ENV: "test", CONSOLE_DIST: "/nonexistent", ENGINE_INTERVAL_MS, ENGINE_BATCH }),
    { database },
  );

  // Each change the engine pushes, and each send the socket layer makes, stamped.
  const changes = new Map<string, number>();
  const releases = new Map<string, number>();
  let recording = false;
  const keyOf = (data: unknown) => {
    const { id, campaign_stats_sent } = data as { id: number; campaign_stats_sent?: number };
    return campaign_stats_sent === undefined ? null : `${id}:${campaign_stats_sent}`;
  };
  const emit = app.realtime.emit.bind(app.realtime);
  app.realtime.emit = (accountId, event, type, data) => {
    const key = keyOf(data);
    if (recording && key && type === "sms_campaign") changes.set(key, stamp());
    emit(accountId, event, type, data);
  };
  const to = app.realtime.io.to.bind(app.realtime.io);
  app.realtime.io.to = (room) => {
    const operator = to(room);
    const send = operator.emit.bind(operator);
    operator.emit = (event, payload: { type: string; data: unknown }) => {
      const key = keyOf(payload.data);
      if (recording && key && payload.type === "sms_campaign") releases.set(key, stamp());
      return send(event, payload);
    };
    return operator;
  };

  const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
  const [owner] = await db.select().from(users).where(eq(users.email, "owner@acme.test"));
  const [route] = await db.select().from(accountRoutes).where(eq(accountRoutes.accountId, acme!.id));
  // One session per socket, as a thousand browsers would hold.
  const tokens = Array.from({ length: SOCKETS }, () => newToken());
  await db.insert(sessions).values(
    tokens.map((token) => ({
      userId: owner!.id,
      tokenHash: hashToken(token),
      createdAt: new Date(),
      lastSeenAt: new Date(),
    })),
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  console.log(JSON.stringify({ port, tokens }));

  let cpu = process.cpuUsage();
  let started = 0;
  for await (const line of createInterface({ input: process.stdin })) {
    if (line === "go") {
      // Enough recipients that every campaign is still live when the measurement ends.
      const recipients = Number(ENGINE_BATCH) * (1000 / Number(ENGINE_INTERVAL_MS)) * (SECONDS + 10);
      await db
        .update(accounts)
        .set({ balanceMonetary: CAMPAIGNS * recipients })
        .where(eq(accounts.id, acme!.id));
      for (let index = 0; index < CAMPAIGNS; index += 1) {
        await insertLiveCampaign(db, {
          accountId: acme!.id,
          accountRouteId: route!.id,
          name: `Watched ${index + 1}`,
          recipients,
        });
      }
      recording = true;
      cpu = process.cpuUsage();
      started = stamp();
    } else if (line === "stop") {
      recording = false;
      const used = process.cpuUsage(cpu);
      const report: ServerReport = {
        cpuMs: (used.user + used.system) / 1000,
        seconds: (stamp() - started) / 1000,
        changes: [...changes],
        releases: [...releases],
      };
      console.log(JSON.stringify(report));
      await app.close();
      await database.close();
      process.exit(0);
    }
  }
}

async function measure(): Promise<void> {
  const server = spawn("pnpm", ["exec", "tsx", "--conditions=@sendline/source", "bench/sockets.ts"], {
    cwd: new URL("..", import.meta.url),
    env: { ...process.env, BENCH_ROLE: "server" },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: server.stdout! })[Symbol.asyncIterator]();
  const nextJson = async <T>(): Promise<T> => {
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error("The API process ended early");
      if (value.startsWith("{")) return JSON.parse(value) as T;
    }
  };
  const { port, tokens } = await nextJson<{ port: number; tokens: string[] }>();

  // Every receipt of a campaign update: which change, by which socket, when.
  const receipts: Array<{ key: string; socket: number; at: number }> = [];
  const sockets: Socket[] = [];
  await Promise.all(
    tokens.map(
      (token, index) =>
        new Promise<void>((connected, failed) => {
          const socket = io(`http://127.0.0.1:${port}`, {
            auth: { token },
            transports: ["websocket"],
            forceNew: true,
            reconnection: false,
          });
          socket.on(
            "update",
            (event: { type: string; data: { id: number; campaign_stats_sent?: number } }) => {
              if (event.type !== "sms_campaign" || event.data.campaign_stats_sent === undefined) return;
              receipts.push({
                key: `${event.data.id}:${event.data.campaign_stats_sent}`,
                socket: index,
                at: stamp(),
              });
            },
          );
          socket.once("connect", () => connected());
          socket.once("connect_error", failed);
          sockets.push(socket);
        }),
    ),
  );
  console.log(`${sockets.length} sockets connected; ${CAMPAIGNS} live campaigns for ${SECONDS} s…`);

  server.stdin!.write("go\n");
  await new Promise((done) => setTimeout(done, SECONDS * 1000));
  server.stdin!.write("stop\n");
  const report = await nextJson<ServerReport>();
  for (const socket of sockets) socket.close();

  const changes = new Map(report.changes);
  const releases = new Map(report.releases);
  const delays: number[] = [];
  const fanOut: number[] = [];
  const perSecond = new Map<string, number>();
  for (const receipt of receipts) {
    const changed = changes.get(receipt.key);
    const released = releases.get(receipt.key);
    if (changed === undefined || released === undefined) continue;
    delays.push(receipt.at - changed);
    fanOut.push(receipt.at - released);
    const window = `${receipt.socket}:${receipt.key.split(":")[0]}:${Math.floor(released / 1000)}`;
    perSecond.set(window, (perSecond.get(window) ?? 0) + 1);
  }
  const percentile = (values: number[], share: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN).toFixed(1);
  };
  const line = (values: number[]) =>
    `p50 ${percentile(values, 0.5)} ms, p95 ${percentile(values, 0.95)} ms, p99 ${percentile(values, 0.99)} ms`;

  console.log(
    `engine changes: ${changes.size} (${(changes.size / report.seconds).toFixed(0)}/s), sent after coalescing: ${releases.size}, receipts: ${delays.length}`,
  );
  console.log(`engine change -> client receipt: ${line(delays)}`);
  console.log(`socket send -> client receipt (fan-out): ${line(fanOut)}`);
  console.log(
    `most updates of one campaign to one socket within a second: ${Math.max(0, ...perSecond.values())}`,
  );
  console.log(
    `API process CPU: ${(report.cpuMs / report.seconds).toFixed(0)} ms per second (${(report.cpuMs / report.seconds / 10) | 0}% of one core), engine included`,
  );
  await new Promise((done) => server.once("exit", done));
}
