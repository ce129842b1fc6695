/**
 * SMPP benchmark, loopback only: one SMPP connection in this process submits to the local SMSC
 * running as a process of its own (`src/smsc/main.ts`), as the API would. Prints the parts a
 * second submitted with no throughput cap at the given window, the receipts a second received and
 * parsed, and the rate a configured cap of 100 a second held.
 *
 *   pnpm --filter @sendline/api bench:smpp
 *   MESSAGES=50000 WINDOW=200 pnpm --filter @sendline/api bench:smpp
 */
import { spawn } from "node:child_process";
import { SmppConnection, type SmppOptions } from "../src/transports/sms/smpp-connection";

const MESSAGES = Number(process.env.MESSAGES ?? 20_000);
const WINDOW = Number(process.env.WINDOW ?? 100);
const CAPPED = Number(process.env.CAPPED ?? 500);

const smsc = spawn(
  process.execPath,
  ["--import", "tsx", "--conditions=@sendline/source", "src/smsc/main.ts"],
  {
    env: { ...process.env, SMSC_PORT: "0", SMSC_CONTROL_PORT: "0", SMSC_RECEIPT_DELAY_MS: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  },
);
const port = await new Promise<number>((done) => {
  let output = "";
  smsc.stdout.on("data", (chunk: Buffer) => {
    output += chunk;
    const match = /smpp:\/\/[\d.]+:(\d+)/.exec(output);
    if (match) done(Number(match[1]));
  });
});

async function bound(options: Partial<SmppOptions>): Promise<SmppConnection> {
  const connection = new SmppConnection({
    host: "127.0.0.1",
    port,
    systemId: "sendline",
    password: "sendline",
    systemType: "",
    bindMode: "transceiver",
    tls: false,
    throughput: 0,
    window: WINDOW,
    enquireLinkSeconds: 30,
    ...options,
  });
  await new Promise<void>((done) => {
    const stop = connection.onState((state) => {
      if (state.status !== "bound") return;
      stop();
      done();
    });
  });
  return connection;
}

const message = (n: number) => ({
  from: "Sendline",
  to: `6391700${String(n).padStart(5, "0")}`,
  text: `Bench ${n}`,
});

const open = await bound({});
let receipts = 0;
let lastReceipt = 0;
open.onReceipt(() => {
  receipts += 1;
  lastReceipt = performance.now();
});
const started = performance.now();
await Promise.all(Array.from({ length: MESSAGES }, (_, n) => open.submit(message(n))));
const submitted = performance.now();
while (receipts < MESSAGES && performance.now() - submitted < 60_000) {
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const submitSeconds = (submitted - started) / 1000;
const receiptSeconds = (lastReceipt - started) / 1000;
console.log(
  `window ${WINDOW}: ${MESSAGES} submits in ${submitSeconds.toFixed(2)} s, ${Math.round(MESSAGES / submitSeconds)}/s`,
);
console.log(
  `receipts: ${receipts} in ${receiptSeconds.toFixed(2)} s, ${Math.round(receipts / receiptSeconds)}/s`,
);
await open.close();

const capped = await bound({ throughput: 100 });
const capStart = performance.now();
await Promise.all(Array.from({ length: CAPPED }, (_, n) => capped.submit(message(n))));
const capSeconds = (performance.now() - capStart) / 1000;
// n parts at a cap of r leave over (n - 1) / r seconds.
console.log(`cap 100/s: ${CAPPED} submits at ${((CAPPED - 1) / capSeconds).toFixed(1)}/s`);
await capped.close();
smsc.kill("SIGTERM");
