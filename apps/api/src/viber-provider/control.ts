import { createServer, type Server } from "node:http";
import type { LocalViberProvider } from "./provider";

/**
 * The local Viber provider's control port, on loopback only: `GET /record` answers what it
 * received and answered; `POST /controls` merges a JSON body into its controls (fail with 429 or
 * 5xx, drop, hold or duplicate callbacks, delay, undeliverable receivers); `POST /release` posts
 * held callbacks; `POST /callbacks` posts a callback of the caller's choosing
 * (`{message_id, status}`).
 */
export function viberControlServer(provider: LocalViberProvider): Server {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const answer = (status: number, value: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(value));
      };
      try {
        const input = body === "" ? {} : (JSON.parse(body) as Record<string, unknown>);
        const route = `${request.method} ${request.url}`;
        if (route === "GET /record") return answer(200, provider.record);
        if (route === "POST /controls") {
          Object.assign(provider.controls, input);
          return answer(200, provider.controls);
        }
        if (route === "POST /release") {
          provider.release();
          return answer(200, {});
        }
        if (route === "POST /callbacks") {
          const found = provider.inject(input as Parameters<LocalViberProvider["inject"]>[0]);
          return answer(found ? 200 : 404, {});
        }
        return answer(404, { message: "Not Found" });
      } catch (error) {
        return answer(400, { message: (error as Error).message });
      }
    });
  });
  // Longer than a client's own idle timeout, so a client never reuses a socket this side closed.
  server.keepAliveTimeout = 60_000;
  return server;
}
