import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  successEnvelopeSchema,
  viberConnectionInputSchema,
  viberConnectionSchema,
  type ViberConnectionAnswer,
} from "@sendline/core/contract";
import { ConfigError, viberCallbackUrl, type Config, type ViberConnection } from "../../config";
import type { Db } from "../../db/database";
import { viberConnections } from "../../db/schema";
import { HttpError, ok, validationError } from "../../lib/http";
import { Periodic } from "../../lib/periodic";
import { secretBox, type SecretBox } from "../../lib/secret-box";
import { ViberHttpTransport } from "../../transports/viber/http-transport";
import type { ViberTransport } from "../../transports/viber/transport";
import { recordAudit } from "../admin/audit";
import { currentAuth } from "../../plugins/auth";

type Row = typeof viberConnections.$inferSelect;

const LOOPBACK_URL = /^http:\/\/127\.0\.0\.1:\d+\/?$/;

/** Builds the HTTP transport of a connection. */
export function viberTransport(connection: ViberConnection): ViberTransport {
  return new ViberHttpTransport({
    baseUrl: connection.url,
    token: connection.token,
    sender: connection.sender,
    ttlSeconds: connection.ttlSeconds,
    callbackUrl: connection.callbackUrl,
    callbackSecret: connection.callbackSecret,
    concurrency: connection.concurrency,
    ratePerSecond: connection.ratePerSecond,
    retries: 5,
    backoffMs: 200,
    timeoutMs: 30_000,
  });
}

/**
 * The Viber provider connection of this process. In order of precedence: a transport the server
 * was given (tests), the one `VIBER_API_URL` configures, and the one staff stored on the admin
 * screen (`viber_connections`), which every process reads again each heartbeat and rebuilds its
 * transport from when its version grew. Demo mode stores the local provider there at start, unless
 * staff pointed the connection elsewhere.
 */
export class ViberConnections {
  private stored: { version: number; transport: ViberTransport } | null = null;
  private readonly loop: Periodic<void>;

  constructor(
    private readonly db: Db,
    private readonly box: SecretBox | null,
    private readonly fixed: ViberTransport | null,
    readonly source: "given" | "environment" | "admin",
    private readonly options: {
      callbackUrl: string;
      concurrency: number;
      ratePerSecond: number;
      heartbeatMs: number;
      log?: Pick<FastifyInstance["log"], "error">;
    },
  ) {
    this.loop = new Periodic("Viber connection refresh", options.heartbeatMs, () => this.refresh());
  }

  /** The transport Viber campaigns go through now, or null when none is set. */
  current(): ViberTransport | null {
    return this.fixed ?? this.stored?.transport ?? null;
  }

  start(): void {
    if (this.source === "admin") this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    await this.stored?.transport.close();
    this.stored = null;
  }

  /** Reads the stored connection again, and builds its transport anew when it changed. */
  async refresh(): Promise<void> {
    if (this.source !== "admin") return;
    const [row] = await this.db.select().from(viberConnections).where(eq(viberConnections.id, 1));
    if (row?.version === this.stored?.version) return;
    const previous = this.stored;
    this.stored = null;
    if (row) {
      try {
        this.stored = { version: row.version, transport: viberTransport(this.connectionOf(row)) };
      } catch (error) {
        this.options.log?.error({ err: error }, "the stored Viber connection cannot be read");
      }
    }
    await previous?.transport.close();
  }

  /** Demo mode: the local provider becomes the stored connection, unless staff set another. */
  async storeLocal(local: ViberConnection, now: Date): Promise<void> {
    if (this.source !== "admin" || !this.box) return;
    const values = {
      baseUrl: local.url,
      tokenSealed: this.box.seal(local.token),
      callbackSecretSealed: this.box.seal(local.callbackSecret),
      sender: local.sender,
      ttlSeconds: local.ttlSeconds,
      dateLastUpdated: now,
    };
    const [row] = await this.db.select().from(viberConnections).where(eq(viberConnections.id, 1));
    if (!row)
      await this.db
        .insert(viberConnections)
        .values({ id: 1, ...values })
        .onConflictDoNothing();
    else if (LOOPBACK_URL.test(row.baseUrl))
      await this.db
        .update(viberConnections)
        .set({ ...values, version: sql`${viberConnections.version} + 1` })
        .where(eq(viberConnections.id, 1));
    await this.refresh();
  }

  private connectionOf(row: Row): ViberConnection {
    if (!this.box) throw new Error("SECRETS_KEY is not set, so the stored token cannot be read");
    return {
      url: row.baseUrl,
      token: this.box.open(row.tokenSealed),
      callbackSecret: this.box.open(row.callbackSecretSealed),
      sender: row.sender,
      ttlSeconds: row.ttlSeconds,
      callbackUrl: this.options.callbackUrl,
      concurrency: this.options.concurrency,
      ratePerSecond: this.options.ratePerSecond,
    };
  }
}

/** The server's Viber connection: see `ViberConnections`. Refreshed with the server's life. */
export function attachViberConnections(
  app: FastifyInstance,
  config: Config,
  given: ViberTransport | null | undefined,
  local?: ViberConnection,
): ViberConnections {
  const fixed = given !== undefined ? given : config.viber ? viberTransport(config.viber) : null;
  const source = given !== undefined ? "given" : config.viber ? "environment" : "admin";
  const connections = new ViberConnections(
    app.db,
    secretBox(config.secretsKey, config.demoMode),
    fixed,
    source,
    {
      callbackUrl: viberCallbackUrl(config.publicUrl),
      concurrency: config.viberDefaults.concurrency,
      ratePerSecond: config.viberDefaults.ratePerSecond,
      heartbeatMs: config.smpp.heartbeatMs,
      log: app.log,
    },
  );
  app.addHook("onReady", async () => {
    // A connection that cannot be read yet does not stop the server: every heartbeat reads it again.
    try {
      if (local) await connections.storeLocal(local, new Date());
      await connections.refresh();
    } catch (error) {
      app.log.error({ err: error }, "the Viber connection could not be read");
    }
    if (!config.demoMode && config.engineIntervalMs > 0) await requireViberConnection(app.db, connections);
    connections.start();
  });
  app.addHook("onClose", () => connections.stop());
  return connections;
}

/**
 * Outside demo mode, live or scheduled Viber campaigns need a provider connection: the server
 * refuses to start without one, as it does for a route without a carrier connection.
 */
async function requireViberConnection(db: Db, connections: ViberConnections): Promise<void> {
  if (await hasViberConnection(db, connections)) return;
  const { rows } = (await db.execute(sql`
    select count(*)::int as n from campaigns
    where channel = 'viber' and campaign_status_code in ('live', 'scheduled')`)) as unknown as {
    rows: { n: number }[];
  };
  const waiting = Number(rows[0]?.n ?? 0);
  if (waiting === 0) return;
  throw new ConfigError([
    `${waiting} live or scheduled Viber campaigns have no Viber provider connection: set VIBER_API_URL, VIBER_API_TOKEN and VIBER_CALLBACK_SECRET, or PUT /admin/data/viber/connection`,
  ]);
}

/** Whether Viber campaigns have a provider to go to, in any process (the stored row, or this one's). */
export async function hasViberConnection(db: Db, connections: ViberConnections): Promise<boolean> {
  if (connections.source !== "admin") return connections.current() !== null;
  const [row] = await db.select({ id: viberConnections.id }).from(viberConnections);
  return Boolean(row);
}

/** Why going live is refused on Viber without a provider connection (outside demo mode). */
export const NO_VIBER_CONNECTION_MESSAGE =
  "Viber has no provider connection yet. Ask Sendline support to connect it before sending.";

function answer(connections: ViberConnections, row: Row | undefined): ViberConnectionAnswer {
  const transport = connections.current();
  const state = transport?.state();
  const live = state
    ? {
        status: state.status,
        last_error: state.lastError,
        in_flight: state.inFlight,
        per_second: state.perSecond,
        retried: state.retried,
      }
    : null;
  if (connections.source !== "admin") {
    return {
      source: "environment",
      base_url: null,
      sender: null,
      ttl_seconds: transport?.ttlSeconds ?? null,
      has_token: true,
      has_callback_secret: true,
      date_last_updated: null,
      state: live,
    };
  }
  if (!row) {
    return {
      source: "none",
      base_url: null,
      sender: null,
      ttl_seconds: null,
      has_token: false,
      has_callback_secret: false,
      date_last_updated: null,
      state: null,
    };
  }
  return {
    source: "admin",
    base_url: row.baseUrl,
    sender: row.sender,
    ttl_seconds: row.ttlSeconds,
    has_token: true,
    has_callback_secret: true,
    date_last_updated: row.dateLastUpdated.toISOString(),
    state: live,
  };
}

/**
 * `/admin/data/viber/connection`: the Viber provider Viber campaigns go to. `PUT` stores it (the
 * token and the callback secret sealed; left out or empty, the stored ones are kept), audited in
 * the same transaction; every process sends by it from its next heartbeat, this one at once. `GET`
 * answers it without its token or secret, with this process's live state. While `VIBER_API_URL`
 * sets the connection, `PUT` answers 409.
 */
export function viberConnectionRoutes(connections: ViberConnections): FastifyPluginAsyncZod {
  return async (app) => {
    const context = app.context;
    const db = context.db;
    const box = secretBox(context.config.secretsKey, context.config.demoMode);
    const access = { access: "/admin/routes" };
    const read = async () => (await db.select().from(viberConnections).where(eq(viberConnections.id, 1)))[0];

    app.get(
      "/viber/connection",
      { config: access, schema: { response: { 200: successEnvelopeSchema(viberConnectionSchema) } } },
      async () => ok(answer(connections, connections.source === "admin" ? await read() : undefined)),
    );

    app.put(
      "/viber/connection",
      {
        config: access,
        schema: {
          body: viberConnectionInputSchema,
          response: { 200: successEnvelopeSchema(viberConnectionSchema) },
        },
      },
      async (request) => {
        if (connections.source !== "admin") {
          throw new HttpError(
            409,
            "The Viber connection is set by the server's environment (VIBER_API_URL).",
          );
        }
        const { user } = currentAuth(request);
        const input = request.body;
        const now = context.now();
        await db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(viberConnections)
            .where(eq(viberConnections.id, 1))
            .for("update");
          const token = input.token ?? "";
          const secret = input.callback_secret ?? "";
          const missing: Record<string, string[]> = {};
          if (!before && token === "") missing.token = ["Enter the provider's API token."];
          if (!before && secret === "")
            missing.callback_secret = ["Enter the secret the provider signs its callbacks with."];
          if (Object.keys(missing).length > 0) throw validationError(missing);
          if ((token !== "" || secret !== "") && !box) {
            throw new HttpError(503, "Tokens cannot be stored until the server's SECRETS_KEY is set.");
          }
          const values = {
            baseUrl: input.base_url.replace(/\/+$/, ""),
            sender: input.sender,
            ttlSeconds: input.ttl_seconds,
            dateLastUpdated: now,
            ...(token !== "" && { tokenSealed: box!.seal(token) }),
            ...(secret !== "" && { callbackSecretSealed: box!.seal(secret) }),
          };
          const [after] = before
            ? await tx
                .update(viberConnections)
                .set({ ...values, version: sql`${viberConnections.version} + 1` })
                .where(eq(viberConnections.id, 1))
                .returning()
            : await tx
                .insert(viberConnections)
                .values({
                  ...values,
                  id: 1,
                  tokenSealed: box!.seal(token),
                  callbackSecretSealed: box!.seal(secret),
                })
                .returning();
          const audited = (row: Row | undefined) =>
            row ? { base_url: row.baseUrl, sender: row.sender, ttl_seconds: row.ttlSeconds } : null;
          await recordAudit(tx, {
            userId: user.id,
            action: before ? "viber.connection_update" : "viber.connection_create",
            entity: "viber_connection",
            entityId: 1,
            before: audited(before),
            after: { ...audited(after), token_changed: token !== "", callback_secret_changed: secret !== "" },
            at: now,
          });
        });
        await connections.refresh();
        return ok(answer(connections, await read()), "Connection saved.");
      },
    );
  };
}
