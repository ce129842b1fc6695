import { existsSync } from "node:fs";
import { join } from "node:path";
import { desc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context";
import { outbox } from "../db/schema";
import type { ServerClock } from "../lib/clock";
import { ok, parse } from "../lib/http";
import { wantsPage } from "./console";

const TEN_YEARS_IN_MINUTES = 10 * 366 * 24 * 60;

const advanceSchema = z.object({
  advanceMinutes: z.coerce
    .number()
    .positive("Enter a number of minutes above 0.")
    .max(TEN_YEARS_IN_MINUTES, "Enter at most ten years of minutes."),
});

/**
 * Demo-mode helpers, registered only in demo mode (404 otherwise): the outbox of messages the
 * server would have sent, and a clock end-to-end tests can move forward to pass expiry windows.
 */
export function devRoutes(app: FastifyInstance, context: AppContext, clock: ServerClock): void {
  if (!context.config.demoMode) return;

  app.get("/dev/outbox", async (request, reply) => {
    // A browser opening the address gets the console's outbox screen, which reads this list.
    if (wantsPage(request.headers.accept) && existsSync(join(context.config.consoleDist, "index.html"))) {
      return reply
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .sendFile("index.html");
    }
    const rows = await context.db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id));
    return ok(rows.map((row) => ({ ...row, created_at: row.createdAt.toISOString(), createdAt: undefined })));
  });

  const clockAnswer = () => ok({ offset_minutes: clock.offsetMinutes, now: clock.now().toISOString() });

  app.get("/dev/clock", async () => clockAnswer());

  app.post("/dev/clock", async (request) => {
    clock.advanceMinutes(parse(advanceSchema, request.body).advanceMinutes);
    return clockAnswer();
  });

  app.delete("/dev/clock", async () => {
    clock.reset();
    return clockAnswer();
  });
}
