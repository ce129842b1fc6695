import { PENDING_REQUEST_MESSAGE } from "@sendline/core";
import { ofetch, type $Fetch, type FetchOptions } from "ofetch";
import { z } from "zod/mini";
import type { ConsoleConfig } from "./config";
import { NO_CACHE_HEADERS, earlyReadsFetch } from "./early-reads";
import { recordActivity, refreshToken, sessionHeaders } from "./session";

/** The SPEC's answer envelope (SPEC §7, §8): `status` false means failure even on HTTP 200. */
export interface Envelope<T> {
  status: boolean;
  message?: string;
  data: T;
  errors?: Record<string, string[]>;
}

/** Raised for a failed call: an HTTP error or an envelope with `status: false`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly body: unknown,
    readonly statusText?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Raised without a request when a strict-URL call is still running (SPEC §8). */
export class PendingRequestError extends Error {
  constructor() {
    super(PENDING_REQUEST_MESSAGE);
    this.name = "PendingRequestError";
  }
}

export interface ApiClientOptions {
  /** The account a staff user has entered; sent as `Account-Id` instead of the session's own. */
  activeAccountId?: () => number | null;
  /** Sees every failed answer first, to apply the response policy (notices, logout, redirects). */
  onFailure?: (error: ApiError, request: RequestInfo) => void;
  /** Sees every successful envelope, for its success notice. */
  onSuccess?: (body: Envelope<unknown>, request: RequestInfo) => void;
}

export interface RequestInfo {
  method: string;
  url: string;
  /** The form fields of the request, so validation errors on them are not repeated in a notice. */
  fields?: readonly string[];
  /** The screen shows this call's outcome itself (inline or in a dialog): no notice repeats it. */
  quiet?: boolean | "success";
}

export interface ApiRequestOptions extends FetchOptions<"json"> {
  /** A strict-URL call refuses to start while the same method and URL is still running. */
  strict?: boolean;
  /** Names of the form fields sent, for the Validation Error mapping (SPEC §8). */
  fields?: readonly string[];
  /**
   * The screen shows the outcome itself, so no notice is raised for it (one message per event):
   * `true` for every outcome, `"success"` when only the success is shown (in a dialog, say).
   */
  quiet?: boolean | "success";
}

export type ApiClient = <T = unknown>(url: string, options?: ApiRequestOptions) => Promise<T>;

/** The one HTTP client of the console: session headers, no-cache GETs, token refresh, pending guard. */
export function createApiClient(
  config: Pick<ConsoleConfig, "apiEndpoint">,
  options: ApiClientOptions = {},
): ApiClient {
  const pending = new Set<string>();
  const fetcher: $Fetch = ofetch.create(
    {
      baseURL: config.apiEndpoint || "/",
      headers: { Accept: "application/json" },
      onRequest({ options: request }) {
        for (const [name, value] of Object.entries(sessionHeaders(options.activeAccountId))) {
          request.headers.set(name, value);
        }
        if ((request.method ?? "GET").toUpperCase() === "GET") {
          for (const [name, value] of Object.entries(NO_CACHE_HEADERS)) request.headers.set(name, value);
        }
      },
      onResponse({ response }) {
        const token = response.headers.get("token");
        if (token) refreshToken(token);
      },
    },
    // A read the start script sent for the first screen is answered from there (lib/early-reads.ts).
    { fetch: earlyReadsFetch },
  );

  return async <T>(
    url: string,
    { strict, fields, quiet, ...request }: ApiRequestOptions = {},
  ): Promise<T> => {
    const method = (request.method ?? "GET").toUpperCase();
    const key = `${method} ${url}`;
    if (strict && pending.has(key)) throw new PendingRequestError();
    if (strict) pending.add(key);
    try {
      recordActivity();
      const body = await fetcher<unknown>(url, request).catch((error: unknown) => {
        throw toApiError(error);
      });
      if (isEnvelope(body) && !body.status) {
        throw new ApiError(body.message ?? "Request failed", 200, body);
      }
      if (isEnvelope(body)) options.onSuccess?.(body, { method, url, fields, quiet });
      return body as T;
    } catch (error) {
      if (error instanceof ApiError) options.onFailure?.(error, { method, url, fields, quiet });
      throw error;
    } finally {
      if (strict) pending.delete(key);
    }
  };
}

function toApiError(error: unknown): ApiError {
  if (typeof error === "object" && error !== null && "response" in error) {
    const { response, data } = error as { response?: Response; data?: unknown };
    const message =
      isEnvelope(data) && data.message ? data.message : (response?.statusText ?? "Request failed");
    return new ApiError(message, response?.status ?? 0, data, response?.statusText);
  }
  return new ApiError(error instanceof Error ? error.message : "Network error", 0, undefined);
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === "object" && body !== null && "status" in body && typeof body.status === "boolean";
}

/** A successful answer carrying `data` of the given schema (the SPEC's `{status: true, data}`). */
export function successOf<T extends z.ZodMiniType>(data: T) {
  return z.object({ status: z.literal(true), data });
}
