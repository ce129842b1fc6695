import { successEnvelopeSchema } from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/http";
import { devRoutes } from "./dev";

/** Public endpoints that need no session: health and the console's runtime config. */
export const systemModule: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;

  app.get(
    "/api/health",
    {
      schema: {
        response: { 200: successEnvelopeSchema(z.object({ ok: z.literal(true), database: z.string() })) },
      },
    },
    async () => {
      await context.ping();
      return ok({ ok: true as const, database: context.driver });
    },
  );

  app.get("/config.json", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return context.config.console;
  });

  // Demo-mode helpers exist only in demo mode (404 otherwise).
  if (context.config.demoMode) await app.register(devRoutes, { prefix: "/dev" });
};
