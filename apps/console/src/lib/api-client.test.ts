import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, PendingRequestError, createApiClient } from "./api-client";
import { clearSession, readSession, writeSession } from "./session";

let server: Server;
let endpoint: string;
let seen: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers });
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        "Content-Type": "application/json",
        "Access-Control-Allow-Origin": "*",
        ...headers,
      });
      response.end(JSON.stringify(body));
    };
    if (request.url === "/ok") return reply(200, { status: true, message: "Saved", data: { n: 1 } });
    if (request.url === "/rotate")
      return reply(200, { status: true, data: null }, { token: "rotated-token" });
    if (request.url === "/refused") return reply(200, { status: false, message: "Not allowed here." });
    if (request.url === "/invalid") {
      return reply(422, { status: false, message: "Validation Error", errors: { email: ["Required"] } });
    }
    if (request.url === "/slow") return setTimeout(() => reply(200, { status: true, data: null }), 100);
    reply(404, { status: false, message: "Not Found" });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

beforeEach(() => {
  seen = [];
  clearSession();
});

describe("createApiClient", () => {
  it("sends the session's Token and Account-Id headers and no-cache headers on GET", async () => {
    writeSession({ id: 7, account_id: 42, token: "abc" });
    await createApiClient({ apiEndpoint: endpoint })("/ok");
    expect(seen[0]?.headers).toMatchObject({
      token: "abc",
      "account-id": "42",
      "cache-control": "no-cache",
      pragma: "no-cache",
    });
  });

  it("sends the entered account instead of the session's own, and no cache headers on POST", async () => {
    writeSession({ id: 1, account_id: null, token: "staff" });
    const api = createApiClient({ apiEndpoint: endpoint }, { activeAccountId: () => 9 });
    await api("/ok", { method: "POST", body: { a: 1 } });
    expect(seen[0]?.headers["account-id"]).toBe("9");
    expect(seen[0]?.headers["cache-control"]).toBeUndefined();
  });

  it("replaces the stored token with the one the server rotated", async () => {
    writeSession({ id: 7, account_id: 42, token: "old" });
    await createApiClient({ apiEndpoint: endpoint })("/rotate");
    expect(readSession()?.token).toBe("rotated-token");
  });

  it("turns an envelope with status false into an ApiError, even on HTTP 200", async () => {
    const onFailure = vi.fn();
    const api = createApiClient({ apiEndpoint: endpoint }, { onFailure });
    await expect(api("/refused")).rejects.toMatchObject({ message: "Not allowed here.", statusCode: 200 });
    expect(onFailure).toHaveBeenCalledWith(expect.any(ApiError), {
      method: "GET",
      url: "/refused",
      fields: undefined,
    });
  });

  it("keeps the body of an HTTP error so field errors reach the form", async () => {
    const api = createApiClient({ apiEndpoint: endpoint });
    const error = await api("/invalid", { method: "POST" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 422, message: "Validation Error" });
    expect((error as ApiError).body).toMatchObject({ errors: { email: ["Required"] } });
  });

  it("reports successful envelopes with their message", async () => {
    const onSuccess = vi.fn();
    await createApiClient({ apiEndpoint: endpoint }, { onSuccess })("/ok");
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ message: "Saved" }), {
      method: "GET",
      url: "/ok",
      fields: undefined,
    });
  });

  it("refuses a second strict call to the same URL while the first is running", async () => {
    const api = createApiClient({ apiEndpoint: endpoint });
    const first = api("/slow", { method: "POST", strict: true });
    await expect(api("/slow", { method: "POST", strict: true })).rejects.toBeInstanceOf(PendingRequestError);
    await first;
    await expect(api("/slow", { method: "POST", strict: true })).resolves.toMatchObject({ status: true });
    expect(seen.filter((request) => request.url === "/slow")).toHaveLength(2);
  });
});
