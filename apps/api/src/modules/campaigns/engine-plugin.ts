import fp from "fastify-plugin";
import { DeliveryEngine } from "./engine";

declare module "fastify" {
  interface FastifyInstance {
    engine: DeliveryEngine;
  }
}

/**
 * Runs the delivery engine in this process once the server is ready, and stops it (finishing the
 * pass under way) before the database closes. Each change it makes is pushed to the account's sockets.
 */
export const enginePlugin = fp(
  async (app) => {
    const engine = new DeliveryEngine(app.context, {
      intervalMs: app.context.config.engineIntervalMs,
      batch: app.context.config.engineBatch,
      onChange: (campaign) =>
        app.realtime.emit(campaign.accountId, "update", {
          id: campaign.id,
          type: `${campaign.channel}_campaign`,
          campaign_status_code: campaign.status,
        }),
    });
    app.decorate("engine", engine);
    app.addHook("onReady", async () => engine.start());
    app.addHook("preClose", async () => engine.stop());
  },
  { name: "engine", dependencies: ["context", "socket"] },
);
