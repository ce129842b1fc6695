import { createServer, type Server } from "node:http";
import type { LocalSmtp } from "./local-smtp";

/**
 * The local SMTP server's control port, on loopback only: `GET /messages` answers the messages it
 * received, parsed (`?messageId=`, repeated, or `?to=` narrows them), `GET /record` its counts;
 * `POST /controls` merges a JSON body into its controls (`refuse`, `defer`, `refuseData`);
 * `POST /away` closes its SMTP port and drops every connection, `POST /back` opens it again;
 * `POST /clear` forgets the messages kept.
 */
export function controlServer(smtp: LocalSmtp): Server {
  return createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const reply = (status: number, value: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(value));
      };
      const handle = async () => {
        const input = body === "" ? {} : (JSON.parse(body) as Record<string, unknown>);
        const url = new URL(request.url ?? "/", "http://control");
        const route = `${request.method} ${url.pathname}`;
        if (route === "GET /messages") {
          return reply(
            200,
            await smtp.received({
              messageIds: url.searchParams.getAll("messageId"),
              to: url.searchParams.get("to"),
            }),
          );
        }
        if (route === "GET /record") return reply(200, { ...smtp.record, kept: smtp.raw().length });
        if (route === "POST /controls") {
          Object.assign(smtp.controls, input);
          return reply(200, smtp.controls);
        }
        if (route === "POST /away") {
          await smtp.away();
          return reply(200, smtp.record);
        }
        if (route === "POST /back") {
          await smtp.back();
          return reply(200, smtp.record);
        }
        if (route === "POST /clear") {
          smtp.clear();
          return reply(200, {});
        }
        return reply(404, { message: "Not Found" });
      };
      handle().catch((error: unknown) => reply(400, { message: (error as Error).message }));
    });
  });
}

/** Starts the control port; answers its base URL. */
export async function listenControl(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, done);
  });
  const address = server.address();
  return `http://${host}:${typeof address === "object" && address ? address.port : port}`;
}
