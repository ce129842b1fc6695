import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import { secretBox } from "../../lib/secret-box";
import type { SmscChild } from "../../smsc/process";
import { RouteCarrier } from "./carrier";
import { CONNECTION_EVENT_TYPE, stateAnswer } from "./routes";
import { requireConnections, startDemoSmsc } from "./demo";

declare module "fastify" {
  interface FastifyInstance {
    /** The carrier connections stored for the routes; null when the server was given its own carrier. */
    routeCarrier: RouteCarrier | null;
  }
}

/**
 * The server's carrier connections, from `route_connections`: their heartbeat starts with the server
 * when the delivery engine runs in this process (a process whose engine is off binds nothing), and
 * they are unbound, their leases given up, when it closes. In demo mode it first starts the local
 * SMSC and points the routes at it; outside demo mode it refuses to start while a route in use has
 * no connection.
 */
export function attachRouteCarrier(app: FastifyInstance, config: Config): RouteCarrier {
  const box = secretBox(config.secretsKey, config.demoMode);
  const carrier = new RouteCarrier(app.db, box, {
    leaseSeconds: config.smpp.leaseSeconds,
    refreshMs: config.smpp.heartbeatMs,
    log: app.log,
  });
  app.decorate("routeCarrier", carrier);
  let smsc: SmscChild | null = null;
  app.addHook("onReady", async () => {
    // Each status change of a connection this process binds reaches staff over the socket.
    carrier.onState((routeId, state) =>
      app.realtime.emitStaff("update", CONNECTION_EVENT_TYPE, { id: routeId, ...stateAnswer(state) }),
    );
    if (config.engineIntervalMs <= 0) return;
    if (config.localSmsc && box) {
      smsc = await startDemoSmsc(app.db, box);
      app.log.info({ port: smsc.port, control: smsc.control }, "local SMSC started for demo mode");
    }
    if (!config.demoMode) await requireConnections(app.db);
    carrier.start();
  });
  app.addHook("onClose", async () => {
    await carrier.stop();
    smsc?.process.kill("SIGTERM");
  });
  return carrier;
}
