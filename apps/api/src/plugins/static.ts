import { existsSync } from "node:fs";
import { extname, join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";
import { API_MESSAGES, failureEnvelope } from "@sendline/core";
import type { Config } from "../config";

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

/** Vite names built assets by content hash under `assets/`: they never change, so browsers keep them. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the console's production build: the `.br` / `.gz` twins the build wrote when the browser
 * takes them, hashed assets cached for good, `index.html` revalidated each time, and an SPA fallback
 * to it. Without a build, `/` explains how to make one. Unknown API paths and missing files answer
 * the 404 envelope.
 */
export const staticPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const dist = config.consoleDist;
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
      return reply.status(404).send(failureEnvelope(API_MESSAGES.notFound));
    });

    if (available) {
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: true,
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, path) {
          reply.header("cache-control", path.includes(`${sep}assets${sep}`) ? IMMUTABLE : "no-cache");
        },
      });
    } else {
      app.get("/", async (_request, reply) =>
        reply
          .type("text/plain; charset=utf-8")
          .send(
            "Sendline API is running, but the console is not built. Run `pnpm --filter @sendline/console build` and restart.\n",
          ),
      );
    }
  },
  { name: "static" },
);
