import { eq, sql } from "drizzle-orm";
import {
  type RouteConnection,
  routeConnectionInputSchema,
  routeConnectionSchema,
  rowIdParamsSchema,
  successEnvelopeSchema,
} from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/database";
import { routeConnections, routes } from "../../db/schema";
import { HttpError, ok, validationError } from "../../lib/http";
import { secretBox } from "../../lib/secret-box";
import { currentAuth } from "../../plugins/auth";
import { recordAudit } from "../admin/audit";
import type { TransportState } from "../../transports/sms/transport";
import { type RouteCarrier, WAITING_STATE } from "./carrier";

const NOT_FOUND = "Not found";

type Row = typeof routeConnections.$inferSelect;

/** The socket event type of a route connection's live state, pushed to staff (`{id: route id, ...state}`). */
export const CONNECTION_EVENT_TYPE = "route_connection";

/** A live state as the API answers and pushes it. */
export function stateAnswer(state: TransportState): RouteConnection["state"] {
  return {
    status: state.status,
    last_error: state.lastError,
    in_flight: state.inFlight,
    per_second: state.perSecond,
  };
}

/** A connection as the API answers it: never its password, with its live state. */
export function connectionView(row: Row, state: TransportState): RouteConnection {
  return {
    route_id: row.routeId,
    host: row.host,
    port: row.port,
    system_id: row.systemId,
    system_type: row.systemType,
    bind_mode: row.bindMode,
    tls: row.tls,
    throughput: row.throughput,
    window: row.window,
    enquire_link_seconds: row.enquireLinkSeconds,
    message_payload: row.messagePayload,
    has_password: row.passwordSealed !== "",
    date_last_updated: row.dateLastUpdated.toISOString(),
    state: stateAnswer(state),
  };
}

/**
 * A connection's state: live when this process binds it, else as its holder last wrote it while its
 * lease runs, else waiting for a process to bind it.
 */
export async function connectionState(
  db: Db,
  carrier: RouteCarrier | null,
  routeId: number,
): Promise<TransportState> {
  const local = carrier?.stateOf(routeId);
  if (local) return local;
  const [row] = await db
    .select({ state: routeConnections.state })
    .from(routeConnections)
    .where(sql`${routeConnections.routeId} = ${routeId} and ${routeConnections.leaseExpiresAt} > now()`);
  return row?.state ?? WAITING_STATE;
}

/**
 * `/admin/data/routes/{id}/connection`: the route's SMPP connection to its carrier. `PUT` stores it
 * (the password sealed; left out or empty, the stored one is kept), audited in the same
 * transaction; the process binding it binds again with the change. `GET` answers it without the
 * password, with its live state.
 */
export const routeConnectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  const db = context.db;
  const carrier = (app.routeCarrier as RouteCarrier | null | undefined) ?? null;
  const box = secretBox(context.config.secretsKey, context.config.demoMode);
  const access = { access: "/admin/routes" };

  app.get(
    "/routes/:id/connection",
    {
      config: access,
      schema: { params: rowIdParamsSchema, response: { 200: successEnvelopeSchema(routeConnectionSchema) } },
    },
    async (request) => {
      const id = request.params.id;
      const [row] = await db.select().from(routeConnections).where(eq(routeConnections.routeId, id));
      if (!row) throw new HttpError(404, NOT_FOUND);
      return ok(connectionView(row, await connectionState(db, carrier, id)));
    },
  );

  app.put(
    "/routes/:id/connection",
    {
      config: access,
      schema: {
        params: rowIdParamsSchema,
        body: routeConnectionInputSchema,
        response: { 200: successEnvelopeSchema(routeConnectionSchema) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const id = request.params.id;
      const input = request.body;
      const now = context.now();
      const saved = await db.transaction(async (tx) => {
        const [route] = await tx
          .select({ id: routes.id })
          .from(routes)
          .where(eq(routes.id, id))
          .for("update");
        if (!route) throw new HttpError(404, NOT_FOUND);
        const [before] = await tx.select().from(routeConnections).where(eq(routeConnections.routeId, id));
        const password = input.password ?? "";
        if (!before && password === "") throw validationError({ password: ["Enter the password."] });
        if (password !== "" && !box) {
          throw new HttpError(503, "Passwords cannot be stored until the server's SECRETS_KEY is set.");
        }
        const values = {
          host: input.host,
          port: input.port,
          systemId: input.system_id,
          systemType: input.system_type,
          bindMode: input.bind_mode,
          tls: input.tls,
          throughput: input.throughput,
          window: input.window,
          enquireLinkSeconds: input.enquire_link_seconds,
          messagePayload: input.message_payload,
          dateLastUpdated: now,
          ...(password !== "" && { passwordSealed: box!.seal(password) }),
        };
        const [after] = before
          ? await tx
              .update(routeConnections)
              .set({ ...values, version: sql`${routeConnections.version} + 1` })
              .where(eq(routeConnections.routeId, id))
              .returning()
          : await tx
              .insert(routeConnections)
              .values({ ...values, routeId: id, passwordSealed: box!.seal(password) })
              .returning();
        const audited = (row: Row | undefined) => {
          if (!row) return null;
          const { state: _state, ...view } = connectionView(row, WAITING_STATE);
          return view;
        };
        await recordAudit(tx, {
          userId: user.id,
          action: before ? "route.connection_update" : "route.connection_create",
          entity: "route",
          entityId: id,
          before: audited(before),
          after: { ...audited(after), password_changed: password !== "" },
          at: now,
        });
        return after!;
      });
      // This process binds again at once when it holds the connection; another holder at its next heartbeat.
      await carrier?.refreshIfRunning();
      return ok(connectionView(saved, await connectionState(db, carrier, id)), "Connection saved.");
    },
  );
};
