import { TOUR_NAMES } from "@sendline/core";
import { successEnvelopeSchema, tourStateSchema, tourStatesBodySchema } from "@sendline/core/contract";
import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { tourStates } from "../../db/schema";
import { ok } from "../../lib/http";
import { authenticate, currentAuth } from "../../plugins/auth";

type Db = Database["db"];

/** The user's tour state: tour name to done flag, for the tours that have a saved flag. */
async function savedStates(db: Db, userId: number): Promise<Record<string, boolean>> {
  const rows = await db
    .select({ tourName: tourStates.tourName, done: tourStates.done })
    .from(tourStates)
    .where(eq(tourStates.userId, userId));
  return Object.fromEntries(
    rows
      .filter((row) => (TOUR_NAMES as readonly string[]).includes(row.tourName))
      .map((row) => [row.tourName, row.done]),
  );
}

/**
 * The guided tours' done flags (SPEC §3 "Tour state", §7), `/api/tour-states`: one row per user and
 * tour, so a tour shows once per user whichever browser they sign in on. A save names only the
 * tours it changes; the answer is the whole state.
 */
export const toursModule: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  app.addHook("onRequest", authenticate(context));
  const answer = { 200: successEnvelopeSchema(tourStateSchema) };

  app.get("/", { schema: { response: answer } }, async (request) => {
    return ok(await savedStates(context.db, currentAuth(request).user.id));
  });

  app.post("/", { schema: { body: tourStatesBodySchema, response: answer } }, async (request) => {
    const userId = currentAuth(request).user.id;
    const now = context.now();
    const rows = Object.entries(request.body).map(([tourName, done]) => ({
      userId,
      tourName,
      done: done === true,
      dateLastUpdated: now,
    }));
    if (rows.length > 0) {
      await context.db
        .insert(tourStates)
        .values(rows)
        .onConflictDoUpdate({
          target: [tourStates.userId, tourStates.tourName],
          set: { done: sql`excluded.done`, dateLastUpdated: now },
        });
    }
    return ok(await savedStates(context.db, userId));
  });
};
