import { EventEmitter } from "node:events";
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { StoredConnectionState } from "../../db/schema";
import { Periodic } from "../../lib/periodic";
import type { SecretBox } from "../../lib/secret-box";
import { SmppConnection } from "../../transports/sms/smpp-connection";
import type { SmsCarrier, SmsReceipt, SmsTransport, TransportState } from "../../transports/sms/transport";

/** What a process binds for one route while it holds its lease. */
interface Held {
  /** The row as bound: its version, and its sealed password (a fresh IV at every write). */
  version: string;
  transport: SmsTransport | null;
  /** Why nothing is bound although the lease is held (the password cannot be opened). */
  error: string | null;
  stop: () => void;
}

export interface RouteCarrierOptions {
  /** Seconds a lease lasts without a heartbeat; another process takes the connection over after. */
  leaseSeconds: number;
  /** Milliseconds between heartbeats, which also pick up changed connections. */
  refreshMs: number;
  log?: { error(object: unknown, message: string): void };
  /** Reconnect delays of the connections (tests shorten them). */
  reconnectMs?: { min: number; max: number };
}

/** A connection's state when nothing is bound for it yet. */
export const WAITING_STATE: TransportState = {
  status: "connecting",
  lastError: null,
  inFlight: 0,
  perSecond: 0,
};

type Rows<T> = { rows: T[] };

/**
 * The carrier connections stored in `route_connections`, bound over SMPP. Each connection is bound
 * by one process at a time: the one holding its lease, taken when free or run out and renewed by
 * a heartbeat every `refreshMs`; a process that stops renewing (killed, hung) loses it after
 * `leaseSeconds` and another binds the connection. A changed connection (its row written again) is bound
 * again. The engine submits through the connections this process holds and leaves a campaign whose
 * route another process holds to that process; receipts from every connection are handed to
 * `onReceipt` listeners, and any process matches them from the database.
 */
export class RouteCarrier implements SmsCarrier {
  readonly holder = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  private readonly held = new Map<number, Held>();
  /** Until when this process's leases last, by its own clock (renewed with each heartbeat). */
  private leaseUntil = 0;
  private byAccountRoute = new Map<number, number>();
  private readonly events = new EventEmitter();
  private readonly loop: Periodic<void>;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly box: SecretBox | null,
    private readonly options: RouteCarrierOptions,
  ) {
    this.events.setMaxListeners(0);
    this.loop = new Periodic("carrier connections heartbeat", options.refreshMs, () => this.heartbeat());
  }

  transportFor(accountRouteId: number | null): SmsTransport | null {
    if (accountRouteId === null || Date.now() >= this.leaseUntil) return null;
    const routeId = this.byAccountRoute.get(accountRouteId);
    return routeId === undefined ? null : (this.held.get(routeId)?.transport ?? null);
  }

  transports(): SmsTransport[] {
    return [...this.held.values()].flatMap((held) => (held.transport ? [held.transport] : []));
  }

  onReceipt(listener: (receipt: SmsReceipt) => void): () => void {
    this.events.on("receipt", listener);
    return () => this.events.off("receipt", listener);
  }

  /** Calls `listener` with a route's state whenever its connection's status changes here. */
  onState(listener: (routeId: number, state: TransportState) => void): () => void {
    this.events.on("state", listener);
    return () => this.events.off("state", listener);
  }

  async connected(accountRouteId: number | null): Promise<boolean> {
    if (accountRouteId === null) return false;
    const { rows } = (await this.db.execute(sql`
      select 1 from account_routes ar join route_connections rc on rc.route_id = ar.route_id
      where ar.id = ${accountRouteId}`)) as unknown as Rows<unknown>;
    return rows.length > 0;
  }

  /** The live state of a route's connection when this process binds it; null otherwise. */
  stateOf(routeId: number): TransportState | null {
    const held = this.held.get(routeId);
    if (!held) return null;
    if (held.transport) return held.transport.state();
    return { status: "failing", lastError: held.error, inFlight: 0, perSecond: 0 };
  }

  private started = false;

  /** Binds at once, then keeps the heartbeat going. */
  start(): void {
    this.started = true;
    void this.loop
      .run()
      .catch((error: unknown) => this.options.log?.error({ err: error }, "carrier heartbeat failed"));
    this.loop.start();
  }

  /** A heartbeat now when the heartbeat runs in this process (after a change); else nothing. */
  async refreshIfRunning(): Promise<void> {
    if (this.started && !this.stopped) await this.refresh();
  }

  /** Takes or renews the leases, binds what changed, and writes the live states; one at a time. */
  refresh(): Promise<void> {
    return this.loop.run();
  }

  /** Closes every bind and gives the leases up, so another process binds at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop.stop();
    await Promise.all([...this.held.keys()].map((routeId) => this.release(routeId)));
    try {
      await this.db.execute(sql`
        update route_connections set lease_holder = null, lease_expires_at = null
        where lease_holder = ${this.holder}`);
    } catch {
      // The database may be closing with the server: the leases then simply run out.
    }
  }

  private async heartbeat(): Promise<void> {
    if (this.stopped) return;
    const started = Date.now();
    const links = (await this.db.execute(sql`select id, route_id from account_routes`)) as unknown as Rows<{
      id: number;
      route_id: number;
    }>;
    this.byAccountRoute = new Map(links.rows.map((row) => [Number(row.id), Number(row.route_id)]));
    const states = [...this.held.keys()].map((routeId) => ({
      route_id: routeId,
      state: this.stateOf(routeId),
    }));
    const { rows } = (await this.db.execute(sql`
      update route_connections rc
      set lease_holder = ${this.holder},
          lease_expires_at = now() + make_interval(secs => ${this.options.leaseSeconds}),
          state = coalesce(
            (select s.state from jsonb_to_recordset(${JSON.stringify(states)}::jsonb) as s(route_id int, state jsonb)
             where s.route_id = rc.route_id),
            rc.state)
      where rc.lease_holder = ${this.holder} or rc.lease_holder is null or rc.lease_expires_at < now()
      returning rc.route_id, rc.host, rc.port, rc.system_id, rc.password_sealed, rc.system_type,
        rc.bind_mode, rc.tls, rc.throughput, rc.submit_window, rc.enquire_link_seconds,
        rc.message_payload, rc.version`)) as unknown as Rows<Record<string, unknown>>;
    // The leases last from before the statement, with a second's margin for clocks and delays.
    this.leaseUntil = started + this.options.leaseSeconds * 1000 - 1000;
    const mine = new Set<number>();
    for (const raw of rows) {
      const routeId = Number(raw.route_id);
      mine.add(routeId);
      const current = this.held.get(routeId);
      if (current && current.version === fingerprint(raw)) continue;
      if (current) await this.release(routeId);
      this.bind(routeId, raw);
    }
    for (const routeId of [...this.held.keys()]) if (!mine.has(routeId)) await this.release(routeId);
  }

  private bind(routeId: number, row: Record<string, unknown>): void {
    let password: string;
    try {
      if (!this.box) throw new Error("SECRETS_KEY is not set, so the stored password cannot be read");
      password = this.box.open(String(row.password_sealed));
    } catch (error) {
      const message = (error as Error).message.startsWith("SECRETS_KEY")
        ? (error as Error).message
        : "the stored password cannot be read with SECRETS_KEY";
      this.held.set(routeId, {
        version: fingerprint(row),
        transport: null,
        error: message,
        stop: () => {},
      });
      this.events.emit("state", routeId, this.stateOf(routeId));
      return;
    }
    const transport = new SmppConnection({
      host: String(row.host),
      port: Number(row.port),
      systemId: String(row.system_id),
      password,
      systemType: String(row.system_type),
      bindMode: row.bind_mode === "transmitter_receiver" ? "transmitter_receiver" : "transceiver",
      tls: Boolean(row.tls),
      throughput: Number(row.throughput),
      window: Number(row.submit_window),
      enquireLinkSeconds: Number(row.enquire_link_seconds),
      messagePayload: Boolean(row.message_payload),
      ...(this.options.reconnectMs && { reconnectMs: this.options.reconnectMs }),
    });
    const stops = [
      transport.onReceipt((receipt) => this.events.emit("receipt", receipt)),
      transport.onState((state) => this.events.emit("state", routeId, state)),
    ];
    this.held.set(routeId, {
      version: fingerprint(row),
      transport,
      error: null,
      stop: () => stops.forEach((stop) => stop()),
    });
  }

  private async release(routeId: number): Promise<void> {
    const held = this.held.get(routeId);
    if (!held) return;
    this.held.delete(routeId);
    await held.transport?.close();
    held.stop();
    this.events.emit("state", routeId, WAITING_STATE);
  }
}

/** A stored state as the API answers it. */
export function storedState(state: StoredConnectionState | null): TransportState {
  return state ?? WAITING_STATE;
}

/** What tells one write of a connection row from another. */
function fingerprint(row: Record<string, unknown>): string {
  return `${String(row.version)}:${String(row.password_sealed)}`;
}
