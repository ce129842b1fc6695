import { existsSync } from "node:fs";
import { extname, join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";

/** Paths owned by the API; everything else that is a GET belongs to the console's client-side router. */
const API_PREFIXES = ["/api", "/ajax", "/public", "/admin", "/pt3", "/uploader", "/dev", "/socket.io"];

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * A browser opening an address asks for HTML; API clients ask for JSON. Console screens may share a
 * prefix with the API (`/admin/accounts` beside `/admin/data/...`), so a page request that no API
 * route answered still gets the console.
 */
export function wantsPage(accept: string | undefined): boolean {
  return accept !== undefined && accept.includes("text/html");
}

/**
 * Serves the console's production build with an SPA fallback to `index.html`. Without a build,
 * `/` explains how to make one. Unknown API paths and missing files answer the 404 envelope.
 */
export async function consoleRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const dist = context.config.consoleDist;
  const available = existsSync(join(dist, "index.html"));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const isPage = (request.method === "GET" || request.method === "HEAD") && extname(path) === "";
    if (available && isPage && (!isApiPath(path) || wantsPage(request.headers.accept))) {
      return reply
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .sendFile("index.html");
    }
    return reply.status(404).send({ status: false, message: "Not Found" });
  });

  if (available) {
    await app.register(fastifyStatic, { root: dist, wildcard: true });
  } else {
    app.get("/", async (_request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .send(
          "Sendline API is running, but the console is not built. Run `pnpm --filter @sendline/console build` and restart.\n",
        ),
    );
  }
}
