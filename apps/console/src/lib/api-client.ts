import { ofetch, type $Fetch } from "ofetch";
import type { ConsoleConfig } from "./config";

/** The SPEC's answer envelope (SPEC §7, §8): `status` false means failure even on HTTP 200. */
export interface Envelope<T> {
  status: boolean;
  message?: string;
  data: T;
  errors?: Record<string, string[]>;
}

/** Raised for an answer whose envelope says `status: false`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The one HTTP client of the console, on the configured API endpoint. */
export function createApiClient(config: Pick<ConsoleConfig, "apiEndpoint">): $Fetch {
  return ofetch.create({
    baseURL: config.apiEndpoint || "/",
    headers: { Accept: "application/json" },
    onRequest({ options }) {
      if ((options.method ?? "GET").toUpperCase() === "GET") {
        options.headers.set("Cache-Control", "no-cache");
        options.headers.set("Pragma", "no-cache");
      }
    },
    onResponse({ response }) {
      const body: unknown = response._data;
      if (response.ok && isEnvelope(body) && !body.status) {
        throw new ApiError(body.message ?? "Request failed", response.status, body);
      }
    },
  });
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === "object" && body !== null && "status" in body;
}
