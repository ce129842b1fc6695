import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createTransport } from "nodemailer";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalSmtp, type SmtpReaders } from "../src/smtp/local-smtp";

/** A sender's web host: records every request the readers make and answers as the API does. */
async function senderHost() {
  const requests: { method: string; path: string; body: string }[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      requests.push({ method: request.method!, path: request.url!, body });
      if (request.url!.startsWith("/public/email/click/")) {
        response.writeHead(302, { location: "https://acme.example/offers" });
      } else response.writeHead(200, { "content-type": "text/plain" });
      response.end("ok");
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, requests, close: () => new Promise((done) => server.close(done)) };
}

const EVERYONE: SmtpReaders = { missing: 0, opened: 1, clicked: 1, unsubscribed: 1, withinMs: 0 };

describe("the local SMTP server's readers", () => {
  let host: Awaited<ReturnType<typeof senderHost>>;
  const servers: LocalSmtp[] = [];
  const transports: { close(): void }[] = [];
  beforeEach(async () => {
    host = await senderHost();
  });
  afterEach(async () => {
    for (const transport of transports.splice(0)) transport.close();
    await Promise.all(servers.splice(0).map((server) => server.close()));
    await host.close();
  });

  async function start(readers: SmtpReaders | null) {
    const smtp = new LocalSmtp({ keep: 100, readers });
    servers.push(smtp);
    const port = await smtp.listen(0, "127.0.0.1");
    const transport = createTransport({
      pool: true,
      host: "127.0.0.1",
      port,
      secure: false,
      ignoreTLS: true,
    });
    transports.push(transport);
    /** Sends one email, bulk (with one-click unsubscribe) unless told otherwise. */
    const send = (to: string, options: { bulk?: boolean } = {}) =>
      transport.sendMail({
        from: "news@acme.test",
        to,
        subject: "June news",
        text: "Hello",
        html:
          `<p>Hello <a href="${host.origin}/public/email/click/t-${to}/0">our offers</a>` +
          ` <a href="https://elsewhere.example/">elsewhere</a></p>` +
          `<img src="https://elsewhere.example/logo.png" alt="">` +
          `<img src="${host.origin}/public/email/open/t-${to}" width="1" height="1" alt="">`,
        ...(options.bulk !== false && {
          headers: {
            "List-Unsubscribe": `<${host.origin}/public/email/unsubscribe/t-${to}>, <mailto:leave@acme.test>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        }),
      });
    return { smtp, send, transport };
  }

  /** Until the readers stop: no new request for 300 ms. */
  const readersDone = async () => {
    for (let seen = -1; host.requests.length !== seen;) {
      seen = host.requests.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  };

  it("reads a bulk email over HTTP: its images on the sender's host, one of its links, the one-click unsubscribe", async () => {
    const { smtp, send } = await start(EVERYONE);
    await send("ana@acme.example");
    await expect.poll(() => smtp.record.readers.unsubscribed, { timeout: 5_000, interval: 20 }).toBe(1);
    expect(smtp.record.readers).toEqual({ opened: 1, clicked: 1, unsubscribed: 1, failed: 0 });
    expect(host.requests).toEqual([
      { method: "GET", path: "/public/email/open/t-ana@acme.example", body: "" },
      { method: "GET", path: "/public/email/click/t-ana@acme.example/0", body: "" },
      {
        method: "POST",
        path: "/public/email/unsubscribe/t-ana@acme.example",
        body: "List-Unsubscribe=One-Click",
      },
    ]);
  });

  it("leaves alone an email without one-click unsubscribe (a PIN, a reset link), and reads nothing without readers", async () => {
    const { smtp, send } = await start(EVERYONE);
    await send("ben@acme.example", { bulk: false });
    const quiet = await start(null);
    await quiet.send("cy@acme.example");
    await readersDone();
    expect(host.requests).toEqual([]);
    expect(smtp.record.accepted).toBe(1);
    expect(quiet.smtp.record.accepted).toBe(1);
  });

  it("draws each reader by the email, in the shares given", async () => {
    const { smtp, send } = await start({
      missing: 0,
      opened: 0.5,
      clicked: 0.5,
      unsubscribed: 0,
      withinMs: 0,
    });
    await Promise.all(Array.from({ length: 200 }, (_, n) => send(`reader${n}@acme.example`)));
    await readersDone();
    const { readers } = smtp.record;
    expect(readers.failed).toBe(0);
    expect(readers.opened).toBeGreaterThan(70);
    expect(readers.opened).toBeLessThan(130);
    expect(readers.clicked).toBeGreaterThan(readers.opened * 0.3);
    expect(readers.clicked).toBeLessThan(readers.opened * 0.7);
    expect(readers.unsubscribed).toBe(0);
  });

  it("refuses the addresses without a mailbox at RCPT TO, the same ones every time", async () => {
    const { smtp, send } = await start({ missing: 0.1, opened: 0, clicked: 0, unsubscribed: 0, withinMs: 0 });
    const refused = async () => {
      const missing: string[] = [];
      await Promise.all(
        Array.from({ length: 100 }, (_, n) => `reader${n}@acme.example`).map((to) =>
          send(to).catch((error: { responseCode?: number }) => {
            expect(error.responseCode).toBe(550);
            missing.push(to);
          }),
        ),
      );
      return missing.sort();
    };
    const first = await refused();
    expect(first.length).toBeGreaterThan(2);
    expect(first.length).toBeLessThan(25);
    expect(await refused()).toEqual(first);
    expect(smtp.record.refused).toBe(first.length * 2);
  });
});
