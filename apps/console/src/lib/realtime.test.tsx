import { API_MESSAGES } from "@sendline/core";
import { render, screen } from "@testing-library/react";
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "socket.io";
import { afterEach, expect, it } from "vitest";
import { RealtimeProvider, useRealtime } from "./realtime";

let http: HttpServer | null = null;
let io: Server | null = null;

afterEach(async () => {
  await io?.close();
  http?.closeAllConnections();
  io = http = null;
});

/** A socket.io server whose handshake check answers `answers` in turn, then accepts. */
async function serverAnswering(answers: string[]): Promise<{ url: string; handshakes: () => number }> {
  http = createServer();
  io = new Server(http);
  let handshakes = 0;
  io.use((_socket, next) => {
    const answer = answers[handshakes++];
    next(answer === undefined ? undefined : new Error(answer));
  });
  await new Promise<void>((done) => http!.listen(0, "127.0.0.1", done));
  const { port } = http.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, handshakes: () => handshakes };
}

function Status() {
  return <p>status: {useRealtime().status}</p>;
}

const renderProvider = (url: string) =>
  render(
    <RealtimeProvider credentials={() => ({ token: "session", accountId: null })} url={url}>
      <Status />
    </RealtimeProvider>,
  );

it("asks again after the server failed a handshake, and goes live once it passes", async () => {
  const server = await serverAnswering([API_MESSAGES.internalError, API_MESSAGES.internalError]);
  renderProvider(server.url);
  expect(await screen.findByText("status: reconnecting")).toBeTruthy();
  // Retried after 1 s, then 2 s.
  expect(await screen.findByText("status: live", {}, { timeout: 6000 })).toBeTruthy();
  expect(server.handshakes()).toBe(3);
});

it("stays off after a refused handshake, without asking again", async () => {
  const server = await serverAnswering([API_MESSAGES.authenticationFailed]);
  renderProvider(server.url);
  expect(await screen.findByText("status: off")).toBeTruthy();
  await new Promise((done) => setTimeout(done, 1500));
  expect(screen.getByText("status: off")).toBeTruthy();
  expect(server.handshakes()).toBe(1);
});
