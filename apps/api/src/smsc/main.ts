import { listenControl } from "../lib/control-server";
import { smscControlServer } from "./control";
import { LocalSmsc, type SmscOptions } from "./local-smsc";

/**
 * The local SMSC as a program of its own: `pnpm --filter @sendline/api smsc`. It listens on
 * loopback for SMPP (`SMSC_PORT`, 2775) and for its control calls (`SMSC_CONTROL_PORT`, 2776), and
 * binds ESMEs with `SMSC_SYSTEM_ID` / `SMSC_PASSWORD`. `SMSC_OPERATORS` is a JSON list of
 * `{code, prefixes}` naming the operator whose outcome shares a destination gets.
 */
const environment = process.env;
const host = environment.SMSC_HOST || "127.0.0.1";
const options: SmscOptions = {
  systemId: environment.SMSC_SYSTEM_ID || "sendline",
  password: environment.SMSC_PASSWORD || "sendline",
  receiptDelayMs: Number(environment.SMSC_RECEIPT_DELAY_MS || 200),
  operators: environment.SMSC_OPERATORS
    ? (JSON.parse(environment.SMSC_OPERATORS) as SmscOptions["operators"])
    : [],
};
const smsc = new LocalSmsc(options);
const port = await smsc.listen(Number(environment.SMSC_PORT ?? 2775), host);
const control = smscControlServer(smsc);
const controlUrl = await listenControl(control, Number(environment.SMSC_CONTROL_PORT ?? 2776), host);
console.log(`SMSC listening on smpp://${host}:${port}, control on ${controlUrl}`);

const stop = () => {
  control.close();
  void smsc.close().then(() => process.exit(0));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
// Started by a demo server: ends with it, even when it is killed (its end of stdin closes).
if (environment.SMSC_EXIT_WITH_PARENT === "1") {
  process.stdin.on("close", stop);
  process.stdin.resume();
}
