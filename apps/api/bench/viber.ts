/**
 * Viber benchmark, loopback only: the Viber transport in this process sends carousel messages to
 * the local Viber provider running as a process of its own (`src/viber-provider/main.ts`), as the
 * API would, and a small HTTP server here receives and authenticates the signed callbacks. Prints
 * the requests a second at the given concurrency with no rate cap, the callbacks a second
 * received, and the rate a configured cap of 100 a second held.
 *
 *   pnpm --filter @sendline/api bench:viber
 *   MESSAGES=20000 CONCURRENCY=64 pnpm --filter @sendline/api bench:viber
 */
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { ViberHttpTransport } from "../src/transports/viber/http-transport";
import { VIBER_SIGNATURE_HEADER, type ViberContent } from "../src/transports/viber/transport";

const MESSAGES = Number(process.env.MESSAGES ?? 10_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);
const CAPPED = Number(process.env.CAPPED ?? 500);
const TOKEN = "bench-token";
const SECRET = "bench-callback-secret";

const provider = spawn(
  process.execPath,
  ["--import", "tsx", "--conditions=@sendline/source", "src/viber-provider/main.ts"],
  {
    env: {
      ...process.env,
      VIBER_PROVIDER_PORT: "0",
      VIBER_PROVIDER_CONTROL_PORT: "0",
      VIBER_PROVIDER_CALLBACK_DELAY_MS: process.env.CALLBACK_DELAY_MS ?? "0",
      VIBER_PROVIDER_SEEN_SHARE: "0",
      VIBER_PROVIDER_TOKEN: TOKEN,
      VIBER_PROVIDER_SECRET: SECRET,
    },
    stdio: ["ignore", "pipe", "inherit"],
  },
);
const baseUrl = await new Promise<string>((done) => {
  let output = "";
  provider.stdout.on("data", (chunk: Buffer) => {
    output += chunk;
    const match = /listening on (http:\/\/\S+),/.exec(output);
    if (match) done(match[1]!);
  });
});

let callbacks = 0;
let refused = 0;
let lastCallback = 0;
let transport: ViberHttpTransport;
const receiver = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    if (transport.readCallback(body, request.headers[VIBER_SIGNATURE_HEADER] as string | undefined)) {
      callbacks += 1;
      lastCallback = performance.now();
      response.writeHead(200).end("{}");
    } else {
      refused += 1;
      response.writeHead(401).end("{}");
    }
  });
});
receiver.keepAliveTimeout = 60_000;
await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done));
const address = receiver.address();
const callbackUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/callback`;

const connect = (ratePerSecond: number) =>
  new ViberHttpTransport({
    baseUrl,
    token: TOKEN,
    sender: "sendline",
    ttlSeconds: 86_400,
    callbackUrl,
    callbackSecret: SECRET,
    concurrency: CONCURRENCY,
    ratePerSecond,
    retries: 5,
    backoffMs: 50,
    timeoutMs: 30_000,
  });

const content: ViberContent = {
  type: "carousel",
  text: "Bench picks",
  items: ["Sandals", "Hats", "Towels"].map((title) => ({
    title,
    image_url: `https://cdn.example.com/${title.toLowerCase()}.png`,
    buttons: [{ text: "Shop now", url: `https://shop.example.com/${title.toLowerCase()}` }],
  })),
};
const message = (n: number) => ({ to: `6391700${String(n).padStart(5, "0")}`, reference: `b${n}`, content });

transport = connect(0);
const started = performance.now();
const results = await Promise.all(Array.from({ length: MESSAGES }, (_, n) => transport.submit(message(n))));
const sent = performance.now();
const accepted = results.filter((result) => result.status === "accepted").length;
while (callbacks < accepted && performance.now() - sent < 60_000) {
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const sendSeconds = (sent - started) / 1000;
const callbackSeconds = (lastCallback - started) / 1000;
console.log(
  `concurrency ${CONCURRENCY}: ${accepted}/${MESSAGES} accepted in ${sendSeconds.toFixed(2)} s, ${Math.round(MESSAGES / sendSeconds)} requests/s`,
);
console.log(
  `callbacks: ${callbacks} authenticated (${refused} refused) in ${callbackSeconds.toFixed(2)} s, ${Math.round(callbacks / callbackSeconds)}/s`,
);

transport = connect(100);
const capStart = performance.now();
await Promise.all(Array.from({ length: CAPPED }, (_, n) => transport.submit(message(n))));
const capSeconds = (performance.now() - capStart) / 1000;
console.log(
  `cap 100/s: ${CAPPED} requests in ${capSeconds.toFixed(2)} s, ${(CAPPED / capSeconds).toFixed(1)}/s`,
);

receiver.close();
provider.kill("SIGTERM");
process.exit(0);
