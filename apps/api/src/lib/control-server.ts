import { createServer, type Server } from "node:http";

/** A control route's answer with a status of its own (any other value answers 200). */
export class ControlAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/**
 * A control route by `METHOD /path`: it gets the JSON body (`{}` when empty) and the request's
 * URL, and answers the value to send back as JSON.
 */
export type ControlRoutes = Record<string, (input: Record<string, unknown>, url: URL) => unknown>;

/**
 * The loopback control port of a local simulator (the SMSC, the SMTP server, the Viber provider):
 * the tests and a developer tell it what to do and read what it got, over plain HTTP and JSON.
 * An unknown route answers 404, a body that is not JSON or a route that throws 400.
 */
export function controlServer(routes: ControlRoutes): Server {
  const server = createServer((request, response) => {
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
        const route = routes[`${request.method} ${url.pathname}`];
        if (!route) return reply(404, { message: "Not Found" });
        const answer: unknown = await route(input, url);
        if (answer instanceof ControlAnswer) return reply(answer.status, answer.body);
        return reply(200, answer ?? {});
      };
      handle().catch((error: unknown) => reply(400, { message: (error as Error).message }));
    });
  });
  // Longer than a client's own idle timeout, so a client never reuses a socket this side closed.
  server.keepAliveTimeout = 60_000;
  return server;
}

/** Starts a control port; answers its base URL (the port the system gave when `port` is 0). */
export async function listenControl(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, done);
  });
  const address = server.address();
  return `http://${host}:${typeof address === "object" && address ? address.port : port}`;
}
