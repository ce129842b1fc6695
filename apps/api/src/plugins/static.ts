import { existsSync, readFileSync } from "node:fs";
import { extname, join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { API_MESSAGES, CONSOLE_CONFIG_META, failureEnvelope } from "@sendline/core";
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

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The console's page with its runtime config written in, so the console starts its reads without
 * first asking `/config.json` (one round trip less before the first screen). A console served by
 * another server reads `/config.json` as before.
 */
export function pageWithConfig(html: string, console: Config["console"]): string {
  // A `<meta>`: the CSP refuses inline scripts.
  const meta = `<meta name="${CONSOLE_CONFIG_META}" content="${escapeAttribute(JSON.stringify(console))}" />`;
  return html.includes("</head>")
    ? html.replace("</head>", `  ${meta}\n  </head>`)
    : html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${meta}`);
}

/** Vite names built assets by content hash under `assets/`: they never change, so browsers keep them. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the console's production build: the `.br` / `.gz` twins the build wrote when the browser
 * takes them, hashed assets cached for good, and every console address answered with the page
 * (`index.html` with the runtime config written in), revalidated each time. Without a build, `/`
 * explains how to make one. Unknown API paths and missing files answer the 404 envelope.
 */
export const staticPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const dist = config.consoleDist;
    const available = existsSync(join(dist, "index.html"));
    const page = available
      ? pageWithConfig(readFileSync(join(dist, "index.html"), "utf8"), config.console)
      : "";
    const sendPage = (reply: FastifyReply) =>
      reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(page);

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split("?")[0] ?? "/";
      const isPage = (request.method === "GET" || request.method === "HEAD") && extname(path) === "";
      if (available && isPage && (!isApiPath(path) || wantsPage(request.headers.accept))) {
        return sendPage(reply);
      }
      return reply.status(404).send(failureEnvelope(API_MESSAGES.notFound));
    });

    if (available) {
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: true,
        // `/` is a console page like any other (below), not the bare file.
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, path) {
          reply.header("cache-control", path.includes(`${sep}assets${sep}`) ? IMMUTABLE : "no-cache");
        },
      });
      app.get("/", async (_request, reply) => sendPage(reply));
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
