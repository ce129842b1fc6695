import { API_MESSAGES } from "@sendline/core";
import { successEnvelopeSchema } from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError, ok } from "../../lib/http";
import { VIBER_SIGNATURE_HEADER } from "../../transports/viber/transport";
import { storeViberCallback } from "./delivery/viber-http";

/**
 * The Viber provider's delivery callbacks, `POST /public/viber/callback`: no session, the body
 * authenticated by its HMAC signature with the connection's callback secret (a bad or missing one
 * answers 401). A callback is filed as it arrives and matched by the engine's next pass; the same
 * status of the same message again counts as a duplicate and changes nothing (both answer 200, so
 * the provider stops retrying). Without a Viber connection the endpoint answers 404.
 */
export const viberCallbackModule: FastifyPluginAsyncZod = async (app) => {
  // The signature is over the raw body: it is kept as the string it came as.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, body),
  );
  const answer = { 200: successEnvelopeSchema(z.object({ duplicate: z.boolean() })) };
  app.post("/callback", { schema: { response: answer } }, async (request) => {
    const viber = app.context.viber;
    if (!viber) throw new HttpError(404, API_MESSAGES.notFound);
    const signature = request.headers[VIBER_SIGNATURE_HEADER];
    const callback = viber.readCallback(
      typeof request.body === "string" ? request.body : "",
      typeof signature === "string" ? signature : undefined,
    );
    if (!callback) throw new HttpError(401, API_MESSAGES.authenticationFailed);
    const duplicate = await storeViberCallback(app.context.db, callback, app.context.now());
    return ok({ duplicate });
  });
};
