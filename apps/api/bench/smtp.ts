/**
 * SMTP benchmark, loopback only: the pooled nodemailer transport in this process sends to the local
 * SMTP server running as a process of its own (`src/smtp/main.ts`), as the outbox dispatcher would.
 * Prints the emails a second taken by the server at the given pool size, without and with DKIM
 * signing, and the rate a configured cap held.
 *
 *   pnpm --filter @sendline/api bench:smtp
 *   MESSAGES=10000 POOL=10 pnpm --filter @sendline/api bench:smtp
 */
import { spawn } from "node:child_process";
import { generateKeyPairSync, randomUUID } from "node:crypto";
import { smtpTransport, type SmtpSettings } from "../src/transports/email/smtp";

const MESSAGES = Number(process.env.MESSAGES ?? 5000);
const POOL = Number(process.env.POOL ?? 5);
const CAPPED = Number(process.env.CAPPED ?? 1000);

const server = spawn(
  process.execPath,
  ["--import", "tsx", "--conditions=@sendline/source", "src/smtp/main.ts"],
  {
    env: { ...process.env, SMTP_SERVER_PORT: "0", SMTP_CONTROL_PORT: "0", SMTP_KEEP: "1000" },
    stdio: ["ignore", "pipe", "inherit"],
  },
);
const url = await new Promise<string>((done) => {
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => {
    output += chunk;
    const match = /(smtp:\/\/[\d.]+:\d+)/.exec(output);
    if (match) done(match[1]!);
  });
});

const TEXT =
  "Hi Reader, our June sale is on: https://acme.example/sale\n\nUnsubscribe: https://sendline.test/u/x\n";
const HTML = `<p>Hi Reader, <a href="https://acme.example/sale">our June sale</a> is on.</p>${"<p>News.</p>".repeat(40)}`;

async function run(label: string, count: number, settings: Partial<SmtpSettings>): Promise<number> {
  const transport = smtpTransport({
    url,
    pool: POOL,
    rate: 0,
    from: "Sendline <news@sendline.test>",
    returnPath: "bounces@sendline.test",
    dkim: null,
    ...settings,
  });
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: count }, (_, n) =>
      transport.send({
        to: `reader${n}@acme.example`,
        subject: `Hello Reader${n}`,
        text: TEXT,
        html: HTML,
        messageId: `<${randomUUID()}@sendline.test>`,
        headers: {
          "List-Unsubscribe": "<https://sendline.test/u/x>",
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  await transport.close();
  const sent = outcomes.filter((outcome) => outcome.status === "sent").length;
  const rate = sent / seconds;
  console.log(`${label}: ${sent}/${count} emails in ${seconds.toFixed(2)} s = ${rate.toFixed(0)} emails/s`);
  return rate;
}

const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const dkim = {
  domain: "sendline.test",
  selector: "s2026",
  privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
};
await run(`warm-up`, 200, {});
await run(`pool of ${POOL}, no cap`, MESSAGES, {});
await run(`pool of ${POOL}, no cap, DKIM signed (RSA 2048)`, MESSAGES, { dkim });
await run(`pool of ${POOL}, capped at 100/s`, CAPPED, { rate: 100 });
server.kill("SIGTERM");
