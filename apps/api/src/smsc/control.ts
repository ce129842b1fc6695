import { createServer, type Server } from "node:http";
import type { LocalSmsc } from "./local-smsc";

/**
 * The local SMSC's control port, on loopback only: `GET /record` answers what it received and
 * answered; `POST /controls` merges a JSON body into its controls (throttle, refuse, hold
 * receipts, ...); `POST /drop` drops every connection; `POST /release` sends held receipts;
 * `POST /receipts` sends a receipt of the caller's choosing (`{messageId, state}`).
 */
export function controlServer(smsc: LocalSmsc): Server {
  return createServer((request, response) => {
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
        if (route === "GET /record") return answer(200, smsc.record);
        if (route === "POST /controls") {
          Object.assign(smsc.controls, input);
          return answer(200, smsc.controls);
        }
        if (route === "POST /drop") {
          smsc.drop();
          return answer(200, {});
        }
        if (route === "POST /release") {
          smsc.release();
          return answer(200, {});
        }
        if (route === "POST /receipts") {
          smsc.inject(input as Parameters<LocalSmsc["inject"]>[0]);
          return answer(200, {});
        }
        return answer(404, { message: "Not Found" });
      } catch (error) {
        return answer(400, { message: (error as Error).message });
      }
    });
  });
}
