import type { Decorator } from "@storybook/react-vite";
import { ApiError, type ApiClient, type ApiRequestOptions } from "../lib/api-client";
import { AppContextProvider } from "../lib/app-context";
import { defaultConfig } from "../lib/config";
import type { Uploader } from "../lib/upload-request";

/** What a fake endpoint answers: the envelope's data, or a refusal with its status and envelope. */
export type FakeAnswer =
  { data: unknown; message?: string } | { fail: number; message: string; errors?: object };

/** A fake route: `"GET /ajax/sms/campaign/list"` (query left out) to an answer, or a function of the call. */
export type FakeRoutes = Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)>;

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * An HTTP client answering from fixtures, for stories and component tests: each call is recorded on
 * `calls`, an unknown route is a 404. The answers go through the features' own parsing.
 */
export function fakeApi(routes: FakeRoutes): ApiClient & { calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const api = async <T,>(url: string, options: ApiRequestOptions = {}): Promise<T> => {
    const [path = "", search = ""] = url.split("?");
    const call = {
      method: (options.method ?? "GET").toUpperCase(),
      path,
      query: new URLSearchParams(search),
      body: options.body,
    };
    calls.push(call);
    const route =
      routes[`${call.method} ${path}`] ??
      Object.entries(routes).find(([key]) => matches(key, `${call.method} ${path}`))?.[1];
    if (!route) throw new ApiError("Not Found", 404, { status: false, message: "Not Found" }, "Not Found");
    const answer = typeof route === "function" ? route(call) : route;
    await new Promise((resolve) => setTimeout(resolve, 10));
    if ("fail" in answer) {
      const body = {
        status: false,
        message: answer.message,
        ...(answer.errors && { errors: answer.errors }),
      };
      throw new ApiError(answer.message, answer.fail, body);
    }
    // A file download (`responseType: "blob"`) answers the file itself, not an envelope.
    if ((options as { responseType?: string }).responseType === "blob" && answer.data instanceof Blob)
      return answer.data as T;
    return { status: true, ...(answer.message && { message: answer.message }), data: answer.data } as T;
  };
  return Object.assign(api as ApiClient, { calls });
}

/**
 * An uploader answering from the same routes (`POST /uploader/s3upload`, the call's body being the
 * fields and the file's name): progress in three steps, an abort rejects as the browser's does.
 */
export function fakeUploader(api: ApiClient): Uploader {
  return async ({ path, fields, file, onProgress, signal }) => {
    for (const share of [0.25, 0.6, 1]) {
      await new Promise((resolve) => setTimeout(resolve, 40));
      if (signal.aborted) throw new DOMException("Upload cancelled", "AbortError");
      onProgress(Math.round(file.size * share), file.size);
    }
    return api(path, { method: "POST", body: { ...fields, filename: file.name } });
  };
}

/** `GET /ajax/sms/campaign/:id` matches `GET /ajax/sms/campaign/42`. */
function matches(pattern: string, actual: string): boolean {
  const expected = pattern.split("/");
  const parts = actual.split("/");
  return (
    expected.length === parts.length && expected.every((part, i) => part.startsWith(":") || part === parts[i])
  );
}

/**
 * Renders a story inside the console's providers, its calls answered by `routes` (or by a client
 * made with `fakeApi`, whose `calls` the play function reads).
 */
export function withFakeApi(routes: FakeRoutes | ReturnType<typeof fakeApi>): Decorator {
  const api = typeof routes === "function" ? routes : fakeApi(routes);
  const upload = fakeUploader(api);
  return (Story) => (
    <AppContextProvider config={defaultConfig} api={api} upload={upload}>
      <Story />
    </AppContextProvider>
  );
}
