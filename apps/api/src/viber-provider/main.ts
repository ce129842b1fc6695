import { listenControl } from "../lib/control-server";
import { viberControlServer } from "./control";
import { LocalViberProvider } from "./provider";

/**
 * The local Viber provider as a program of its own: `pnpm --filter @sendline/api viber-provider`.
 * It listens on loopback for the Viber API (`VIBER_PROVIDER_PORT`, 2790) and for its control calls
 * (`VIBER_PROVIDER_CONTROL_PORT`, 2791), takes requests bearing `VIBER_PROVIDER_TOKEN`, and signs
 * its callbacks with `VIBER_PROVIDER_SECRET`.
 */
const environment = process.env;
const host = environment.VIBER_PROVIDER_HOST || "127.0.0.1";
const provider = new LocalViberProvider({
  token: environment.VIBER_PROVIDER_TOKEN || "sendline",
  secret: environment.VIBER_PROVIDER_SECRET || "sendline",
  callbackDelayMs: Number(environment.VIBER_PROVIDER_CALLBACK_DELAY_MS || 500),
  seenShare: Number(environment.VIBER_PROVIDER_SEEN_SHARE || 0.6),
});
const port = await provider.listen(Number(environment.VIBER_PROVIDER_PORT ?? 2790), host);
const control = viberControlServer(provider);
const controlUrl = await listenControl(
  control,
  Number(environment.VIBER_PROVIDER_CONTROL_PORT ?? 2791),
  host,
);
console.log(`Viber provider listening on http://${host}:${port}, control on ${controlUrl}`);

const stop = () => {
  control.close();
  void provider.close().then(() => process.exit(0));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
