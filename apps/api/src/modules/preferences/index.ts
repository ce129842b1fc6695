import { preferencesBodySchema, preferencesSchema, successEnvelopeSchema } from "@sendline/core/contract";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userPreferences } from "../../db/schema";
import { ok } from "../../lib/http";
import { authenticate, currentAuth } from "../../plugins/auth";

const DEFAULT_THEME = "system";

/**
 * The signed-in user's console preferences, `/ajax/preferences`: the colour theme, kept on the
 * server so it follows the user to another browser. A user who never chose has the defaults.
 */
export const preferencesModule: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  app.addHook("onRequest", authenticate(context));
  const answer = { 200: successEnvelopeSchema(preferencesSchema) };

  app.get("/", { schema: { response: answer } }, async (request) => {
    const [saved] = await context.db
      .select({ theme: userPreferences.theme })
      .from(userPreferences)
      .where(eq(userPreferences.userId, currentAuth(request).user.id));
    return ok({ theme: saved?.theme ?? DEFAULT_THEME });
  });

  app.put("/", { schema: { body: preferencesBodySchema, response: answer } }, async (request) => {
    const values = { theme: request.body.theme, dateLastUpdated: context.now() };
    const [saved] = await context.db
      .insert(userPreferences)
      .values({ userId: currentAuth(request).user.id, ...values })
      .onConflictDoUpdate({ target: userPreferences.userId, set: values })
      .returning({ theme: userPreferences.theme });
    return ok({ theme: saved?.theme ?? values.theme }, "Preferences saved.");
  });
};
