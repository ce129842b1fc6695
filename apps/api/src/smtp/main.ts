import { listenControl } from "../lib/control-server";
import { smtpControlServer } from "./control";
import { LocalSmtp } from "./local-smtp";

/**
 * The local SMTP server as a program of its own: `pnpm --filter @sendline/api smtp`. It listens on
 * loopback for SMTP (`SMTP_SERVER_PORT`, 2525) and for its control calls (`SMTP_CONTROL_PORT`,
 * 2526), accepts any sender and credentials, and keeps the last `SMTP_KEEP` messages (10,000).
 */
const environment = process.env;
const host = environment.SMTP_SERVER_HOST || "127.0.0.1";
const smtp = new LocalSmtp({ keep: Number(environment.SMTP_KEEP || 10_000) });
const port = await smtp.listen(Number(environment.SMTP_SERVER_PORT ?? 2525), host);
const control = smtpControlServer(smtp);
const controlUrl = await listenControl(control, Number(environment.SMTP_CONTROL_PORT ?? 2526), host);
console.log(`SMTP listening on smtp://${host}:${port}, control on ${controlUrl}`);

const stop = () => {
  control.close();
  void smtp.close().then(() => process.exit(0));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
