import fastifyRateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";

/** Per-route limits (`config.rateLimit`), e.g. on the endpoints that send mail or SMS; none globally. */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(fastifyRateLimit, { global: false });
  },
  { name: "rate-limit" },
);
