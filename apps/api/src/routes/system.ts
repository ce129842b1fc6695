import { and, count, eq, gt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { minutesAgo, type AppContext } from "../context";
import { loginAttempts } from "../db/schema";
import { ok } from "../lib/http";

/** Failed logins from one client address within the rate-limit window. */
export async function failedAttemptsFrom(context: AppContext, ipAddress: string): Promise<number> {
  const [row] = await context.db
    .select({ value: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ipAddress, ipAddress),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, minutesAgo(context, context.config.login.windowMinutes)),
      ),
    );
  return row?.value ?? 0;
}

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
