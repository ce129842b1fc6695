import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import { secretBox } from "../../lib/secret-box";
import { RouteCarrier } from "./carrier";

declare module "fastify" {
  interface FastifyInstance {
    /** The carrier connections stored for the routes; null when the server was given its own carrier. */
    routeCarrier: RouteCarrier | null;
  }
}

/**
 * The server's carrier connections, from `route_connections`: their heartbeat starts with the server
 * when the delivery engine runs in this process (a process whose engine is off binds nothing), and
 * they are unbound, their leases given up, when it closes.
 */
export function attachRouteCarrier(app: FastifyInstance, config: Config): RouteCarrier {
  const carrier = new RouteCarrier(app.db, secretBox(config.secretsKey, config.demoMode), {
    leaseSeconds: config.smpp.leaseSeconds,
    refreshMs: config.smpp.heartbeatMs,
    log: app.log,
  });
  app.decorate("routeCarrier", carrier);
  app.addHook("onReady", async () => {
    if (config.engineIntervalMs > 0) carrier.start();
  });
  app.addHook("onClose", async () => carrier.stop());
  return carrier;
}
