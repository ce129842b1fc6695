import type { FastifyRequest } from "fastify";
import { isApiPath } from "./static";

/**
 * The address as logged: never the query (PINs, tokens, emails), and for console pages only the first
 * segment, since set-password, reset and setup links carry tokens in the path.
 */
export function loggedUrl(url: string): string {
  const path = url.split("?")[0] ?? "/";
  if (isApiPath(path)) return path;
  const [, first] = path.split("/");
  return path.split("/").length > 2 ? `/${first}/…` : path;
}

/** Token-like runs: session and link tokens (base64url) and their SHA-256 hashes (hex). */
const SECRET_LIKE = /[A-Za-z0-9_-]{32,}/g;

type LoggableError = Error & { code?: unknown; statusCode?: unknown; cause?: unknown; query?: unknown };

/**
 * An error as logged. Database errors keep their kind, SQLSTATE and the SQL text with its
 * placeholders, never the bound values nor the driver's message (which quotes values); any other
 * message loses token-like runs. Stacks keep their frames only, since their first lines repeat the message.
 */
export function loggedError(error: LoggableError) {
  let databaseError: LoggableError | undefined;
  for (let current: unknown = error; current instanceof Error; current = (current as LoggableError).cause) {
    const { code } = current as LoggableError;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) databaseError = current as LoggableError;
  }
  const isQueryError = databaseError !== undefined || typeof error.query === "string";
  return {
    type: error.name,
    ...(error.statusCode !== undefined && { statusCode: error.statusCode }),
    ...(databaseError && { sqlstate: databaseError.code }),
    ...(typeof error.query === "string" && { query: error.query }),
    message: isQueryError ? "database query failed" : error.message.replace(SECRET_LIKE, "…"),
    stack: (error.stack ?? "")
      .split("\n")
      .filter((line) => line.trimStart().startsWith("at "))
      .join("\n"),
  };
}

/** How the server logs: JSON lines to a stream (or standard output), or pretty lines for a person. */
export interface LogOptions {
  stream?: NodeJS.WritableStream;
  /** pino's level: `info` unless set (`debug` adds each engine batch). */
  level?: string;
  /** Coloured, one-line-per-event output (pino-pretty) instead of JSON. */
  pretty?: boolean;
}

export function loggerOptions(logger: boolean | LogOptions | undefined) {
  if (!logger) return false;
  const options: LogOptions = typeof logger === "object" ? logger : {};
  return {
    ...(options.stream && { stream: options.stream }),
    ...(options.level && { level: options.level }),
    ...(options.pretty &&
      !options.stream && {
        transport: {
          target: "pino-pretty",
          options: { translateTime: "HH:MM:ss.l", ignore: "pid,hostname" },
        },
      }),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        remoteAddress: request.ip,
      }),
      err: loggedError,
    },
  };
}
