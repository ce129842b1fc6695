import type { FastifyInstance } from "fastify";
import { failedAttemptsFrom } from "../auth/login-attempts";
import type { AppContext } from "../context";
import { ok } from "../lib/http";

/** Public endpoints that need no session: health, the console's runtime config, the attempts count. */
export function systemRoutes(app: FastifyInstance, context: AppContext): void {
  app.get("/api/health", async () => {
    await context.ping();
    return ok({ ok: true, database: context.driver });
  });

  app.get("/config.json", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return context.config.console;
  });

  app.get("/ajax/login/attempts", async (request) =>
    ok({ attempts: await failedAttemptsFrom(context, request.ip) }),
  );
}
