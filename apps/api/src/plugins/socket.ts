import fp from "fastify-plugin";
import { eq } from "drizzle-orm";
import { Server, type DefaultEventsMap } from "socket.io";
import { API_MESSAGES, canTopUp } from "@sendline/core";
import { SOCKET_ABORT_COMMAND, type BalancePushEvent, type SocketEvent } from "@sendline/core/contract";
import type { Db } from "../db/database";
import { accounts } from "../db/schema";
import { findAccount } from "../db/users";
import { sessionUser, type Authenticated } from "./auth";

/** A socket's identity: the signed-in user and the account whose events it receives. */
export interface SocketData {
  auth: Authenticated;
  /** The account the socket follows; null for staff outside every account (the staff room only). */
  accountId: number | null;
}

export type SocketEventName = "update" | "create" | "delete";

/** What a `cmd:abort` handler answers: whether the job stopped, and why not. */
export type AbortAnswer = { status: true } | { status: false; message: string };

/** Aborts one job of an engine for a socket's user, after checking the user may. */
export type AbortHandler = (
  caller: { auth: Authenticated; accountId: number },
  id: number,
) => Promise<AbortAnswer>;

export interface Realtime {
  /**
   * Sends a SPEC §3 socket event `{type, data}` to every socket watching the account, and no
   * other. Updates of one entity are coalesced: the first goes at once, later ones within the
   * window collapse into the newest, sent when the window closes.
   */
  emit(accountId: number, event: SocketEventName, type: string, data: SocketEvent["data"]): void;
  /**
   * Sends a socket event to every signed-in staff (non-account) user's socket, in every process,
   * whatever account they have entered: provider-side state such as carrier connections.
   */
  emitStaff(event: SocketEventName, type: string, data: SocketEvent["data"]): void;
  /** Pushes the account's balance (SPEC §3 "Balance push event"), read from the database now. */
  pushBalance(accountId: number): Promise<void>;
  /** Lets an engine take `cmd:abort {engine, id}` for its jobs. */
  onAbort(engine: string, handler: AbortHandler): void;
  /** The engines that take `cmd:abort`, in the order they registered. */
  engines(): string[];
  io: Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
}

declare module "fastify" {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export const accountRoom = (accountId: number) => `account:${accountId}`;

/** The server-side event that carries an update to the other API processes. */
const UPDATE_FANOUT = "sendline:update";

/** The account's sockets whose users may see its balance (SPEC §6: those with top-up access). */
const balanceRoom = (accountId: number) => `account:${accountId}:balance`;
/** The room of every staff (non-account) user's socket. */
const STAFF_ROOM = "staff";

/**
 * Closes the realtime sockets of the users `which` picks, on every instance: a disabled user, or the
 * users of a suspended account, hear no more events.
 */
export async function disconnectSockets(realtime: Realtime, which: (auth: Authenticated) => boolean) {
  for (const socket of await realtime.io.fetchSockets()) {
    if (which(socket.data.auth)) socket.disconnect(true);
  }
}

/** The type of the balance push event. */
export const BALANCE_EVENT_TYPE = "balance";

/** The account's balance as the balance push event carries it. */
export async function balancePush(db: Db, accountId: number): Promise<BalancePushEvent | null> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) return null;
  return {
    id: account.id,
    monetary: account.balanceMonetary,
    pending_payments: account.pendingPayments,
    monetary_withholding: account.balanceMonetaryWithholding,
    sms_credits: account.balanceSmsCredits,
    email_credits: account.balanceEmailCredits,
    sms_credits_withheld: account.balanceSmsCreditsWithheld,
    email_credits_withheld: account.balanceEmailCreditsWithheld,
    version: account.version,
  };
}

/**
 * Holds back repeated updates of one entity, so each goes out at most once per `windowMs`. The
 * first goes at once and opens a window; what comes within it is kept (newest wins, each update
 * being a whole snapshot). When the window ends with something kept, the next update is sent at
 * once in its place, being newer; if none comes within `graceMs` the kept one goes. Either send
 * opens the next window. A steadily changing entity thus reaches clients once a second with a
 * snapshot made moments before, not one held for up to a window; one that stops changing costs
 * nothing after one window.
 *
 * With `versionOf`, "newest" is the highest version, not the last to arrive: snapshots of one
 * entity reach a process from several (each engine pushes its own), in any order, and one older
 * than what is kept, or than what was sent while its window is open, is dropped.
 */
export class Coalescer<T> {
  private readonly windows = new Map<
    string,
    { timer: NodeJS.Timeout; pending: T | null; closed: boolean; sentVersion: number | undefined }
  >();

  constructor(
    private readonly windowMs: number,
    private readonly send: (value: T) => void,
    private readonly graceMs = Math.round(windowMs / 4),
    private readonly versionOf: (value: T) => number | undefined = () => undefined,
  ) {}

  push(key: string, value: T): void {
    const open = this.windows.get(key);
    const version = this.versionOf(value);
    if (open && version !== undefined && open.sentVersion !== undefined && version <= open.sentVersion)
      return;
    if (open && !open.closed) {
      if (!(open.pending !== null && this.older(value, open.pending))) open.pending = value;
      return;
    }
    if (open) {
      clearTimeout(open.timer);
      if (open.pending !== null && this.older(value, open.pending)) value = open.pending;
    }
    this.send(value);
    this.open(key, this.versionOf(value));
  }

  /** Forgets what is held for `key` (the entity is gone). */
  drop(key: string): void {
    const open = this.windows.get(key);
    if (open) clearTimeout(open.timer);
    this.windows.delete(key);
  }

  /** Sends everything held now, and closes every window. */
  flush(): void {
    for (const [key, open] of this.windows) {
      clearTimeout(open.timer);
      if (open.pending !== null) this.send(open.pending);
      this.windows.delete(key);
    }
  }

  private older(value: T, than: T): boolean {
    const version = this.versionOf(value);
    const other = this.versionOf(than);
    return version !== undefined && other !== undefined && version < other;
  }

  private open(key: string, sentVersion: number | undefined): void {
    const window = {
      pending: null as T | null,
      closed: false,
      sentVersion,
      timer: undefined as unknown as NodeJS.Timeout,
    };
    window.timer = setTimeout(() => {
      if (window.pending === null) return void this.windows.delete(key);
      // Wait briefly for a newer update to send instead; else send the kept one.
      window.closed = true;
      window.timer = setTimeout(() => {
        this.windows.delete(key);
        if (window.pending !== null) this.push(key, window.pending);
      }, this.graceMs);
      window.timer.unref();
    }, this.windowMs);
    window.timer.unref();
    this.windows.set(key, window);
  }
}

interface Outgoing {
  accountId: number;
  event: SocketEventName;
  payload: SocketEvent;
}

/**
 * socket.io on the API's own port (SPEC §7 "Realtime socket"). The handshake carries the session
 * token (`auth.token`) and, for staff inside an account, `auth.accountId`; a bad token is refused
 * with 'Authentication Failed', which the console ignores (SPEC §8). Each socket joins its
 * account's room only, so events never cross accounts. Connection-state recovery replays what a
 * socket missed during a short drop; after a longer one the console refetches.
 */
export const socketPlugin = fp<{ coalesceMs?: number }>(
  async (app, options) => {
    const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(app.server, {
      serveClient: false,
      connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000 },
    });
    const adapter = app.context.config.databaseUrl
      ? await postgresAdapter(app.context.config.databaseUrl)
      : null;
    if (adapter) io.adapter(adapter.create);

    io.use(async (socket, next) => {
      const refuse = () => next(new Error(API_MESSAGES.authenticationFailed));
      try {
        const { token, accountId } = (socket.handshake.auth ?? {}) as {
          token?: unknown;
          accountId?: unknown;
        };
        const auth = typeof token === "string" && token ? await sessionUser(app.context, token) : null;
        if (!auth) return refuse();
        // Staff outside any account hear the staff room only (carrier connection states).
        if (auth.role.isNonAccount && (accountId === undefined || accountId === null || accountId === "")) {
          socket.data = { auth, accountId: null };
          return next();
        }
        const selected = auth.role.isNonAccount ? Number(accountId) : auth.user.accountId;
        if (!selected || !Number.isSafeInteger(selected) || !(await findAccount(app.db, selected))) {
          return next(new Error(API_MESSAGES.accessDenied));
        }
        socket.data = { auth, accountId: selected };
        next();
      } catch (error) {
        // The check could not run (the database out of reach a moment): not a refusal, which the
        // console takes as final, but a failure it asks again after.
        app.log.error({ err: error }, "socket handshake check failed");
        next(new Error(API_MESSAGES.internalError));
      }
    });

    const aborts = new Map<string, AbortHandler>();
    io.on("connection", (socket) => {
      // A recovered socket is back in its rooms already.
      if (!socket.recovered) {
        const { accountId, auth } = socket.data;
        if (accountId !== null) {
          void socket.join(
            canTopUp(auth.role) ? [accountRoom(accountId), balanceRoom(accountId)] : accountRoom(accountId),
          );
        }
        if (auth.role.isNonAccount) void socket.join(STAFF_ROOM);
      }
      socket.on(SOCKET_ABORT_COMMAND, async (command: unknown, ack?: unknown) => {
        const reply = typeof ack === "function" ? (ack as (answer: AbortAnswer) => void) : () => {};
        const { engine, id } = (command ?? {}) as { engine?: unknown; id?: unknown };
        const handler = typeof engine === "string" ? aborts.get(engine) : undefined;
        const jobId = Number(id);
        if (!handler) return reply({ status: false, message: "Unknown engine" });
        // A job belongs to an account: a socket outside every account has none to abort.
        const { auth, accountId } = socket.data;
        if (accountId === null) return reply({ status: false, message: "Unknown job" });
        if (!Number.isSafeInteger(jobId) || jobId < 1)
          return reply({ status: false, message: "Unknown job" });
        try {
          reply(await handler({ auth, accountId }, jobId));
        } catch {
          reply({ status: false, message: "The job could not be aborted." });
        }
      });
    });

    const room = ({ accountId, payload }: Outgoing) =>
      payload.type === BALANCE_EVENT_TYPE ? balanceRoom(accountId) : accountRoom(accountId);
    // Creates and deletes go through the adapter to every process's sockets. Updates are
    // snapshots, coalesced per socket: every process hears every update (a server-side event)
    // and sends its own sockets the newest it holds, at most once a window, so a socket gets one
    // update a second of a campaign however many engines move it.
    const updates = new Coalescer<Outgoing>(
      options.coalesceMs ?? 1000,
      (outgoing) => io.local.to(room(outgoing)).emit(outgoing.event, outgoing.payload),
      undefined,
      ({ payload }) => (typeof payload.data.version === "number" ? payload.data.version : undefined),
    );
    const keyOf = ({ accountId, payload }: Outgoing) => `${accountId}:${payload.type}:${payload.data.id}`;
    const hold = (outgoing: Outgoing) => updates.push(keyOf(outgoing), outgoing);
    io.on(UPDATE_FANOUT, hold);

    const realtime: Realtime = {
      io,
      emit(accountId, event, type, data) {
        const outgoing = { accountId, event, payload: { type, data } };
        if (event === "update") {
          if (adapter) io.serverSideEmit(UPDATE_FANOUT, outgoing);
          return hold(outgoing);
        }
        if (event === "delete") updates.drop(keyOf(outgoing));
        io.to(room(outgoing)).emit(event, outgoing.payload);
      },
      emitStaff(event, type, data) {
        io.to(STAFF_ROOM).emit(event, { type, data });
      },
      async pushBalance(accountId) {
        try {
          const balance = await balancePush(app.db, accountId);
          if (balance) realtime.emit(accountId, "update", BALANCE_EVENT_TYPE, balance);
        } catch (error) {
          // The next change pushes it again; a lost push only delays the figure.
          app.log.warn({ err: error, accountId }, "balance push failed");
        }
      },
      onAbort(engine, handler) {
        aborts.set(engine, handler);
      },
      engines: () => [...aborts.keys()],
    };
    app.decorate("realtime", realtime);
    app.addHook("preClose", async () => {
      updates.flush();
      io.local.disconnectSockets(true);
    });
    // The HTTP server is Fastify's to close; only socket.io's engine stops here.
    app.addHook("onClose", async () => {
      io.engine.close();
      if (adapter) {
        await io.of("/").adapter.close();
        await adapter.close();
      }
    });
  },
  { name: "socket", dependencies: ["context"] },
);

/**
 * With PostgreSQL, events reach the sockets of every API process through LISTEN/NOTIFY
 * (`@socket.io/postgres-adapter`), so any number of processes can serve one account's sockets.
 * PGlite is one process and needs no adapter.
 */
async function postgresAdapter(databaseUrl: string) {
  const [{ createAdapter }, { default: pg }] = await Promise.all([
    import("@socket.io/postgres-adapter"),
    import("pg"),
  ]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  await pool.query(`
    create table if not exists socket_io_attachments (
      id bigserial unique,
      created_at timestamptz default now(),
      payload bytea
    )`);
  return {
    create: createAdapter(pool, { tableName: "socket_io_attachments" }),
    close: () => pool.end(),
  };
}
