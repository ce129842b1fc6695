import fp from "fastify-plugin";
import { DeliveryEngine } from "./engine";
import { campaignEventType, campaignState } from "./index";

declare module "fastify" {
  interface FastifyInstance {
    engine: DeliveryEngine;
  }
}

/**
 * Runs the delivery engine in this process once the server is ready, and stops it (finishing the
 * pass under way) before the database closes. Each change it makes is pushed to the account's
 * sockets with the balance it moved; the socket coalesces both to one a second.
 */
export const enginePlugin = fp(
  async (app) => {
    const engine = new DeliveryEngine(app.context, {
      intervalMs: app.context.config.engineIntervalMs,
      batch: app.context.config.engineBatch,
      log: app.log,
      onChange: (campaign) => {
        app.realtime.emit(
          campaign.accountId,
          "update",
          campaignEventType(campaign.channel),
          campaignState(campaign),
        );
        void app.realtime.pushBalance(campaign.accountId);
      },
    });
    app.decorate("engine", engine);
    app.addHook("onReady", async () => engine.start());
    app.addHook("preClose", async () => engine.stop());
  },
  { name: "engine", dependencies: ["context", "socket"] },
);
