import type { Server } from "node:http";
import { ControlAnswer, controlServer } from "../lib/control-server";
import type { LocalViberProvider } from "./provider";

/**
 * The local Viber provider's control port, on loopback only: `GET /record` answers what it
 * received and answered; `POST /controls` merges a JSON body into its controls (fail with 429 or
 * 5xx, drop, hold or duplicate callbacks, delay, undeliverable receivers); `POST /release` posts
 * held callbacks; `POST /callbacks` posts a callback of the caller's choosing
 * (`{message_id, status}`), 404 when it gave no such message.
 */
export function viberControlServer(provider: LocalViberProvider): Server {
  return controlServer({
    "GET /record": () => provider.record,
    "POST /controls": (input) => Object.assign(provider.controls, input),
    "POST /release": () => provider.release(),
    "POST /callbacks": (input) =>
      provider.inject(input as Parameters<LocalViberProvider["inject"]>[0]) ? {} : new ControlAnswer(404, {}),
  });
}
