import fastifyCors from "@fastify/cors";
import fp from "fastify-plugin";
import type { Config } from "../config";

/** Cross-origin calls only from the configured origins (none by default: the console is same-origin). */
export const corsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(fastifyCors, {
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      exposedHeaders: ["token"],
      allowedHeaders: ["Content-Type", "Token", "Account-Id", "User-Id", "Cache-Control", "Pragma"],
      credentials: true,
    });
  },
  { name: "cors" },
);
