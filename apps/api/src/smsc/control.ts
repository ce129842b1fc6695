import type { Server } from "node:http";
import { controlServer } from "../lib/control-server";
import type { LocalSmsc } from "./local-smsc";

/**
 * The local SMSC's control port, on loopback only: `GET /record` answers what it received and
 * answered; `POST /controls` merges a JSON body into its controls (throttle, refuse, hold
 * receipts, ...); `POST /drop` drops every connection; `POST /release` sends held receipts;
 * `POST /receipts` sends a receipt of the caller's choosing (`{messageId, state}`).
 */
export function smscControlServer(smsc: LocalSmsc): Server {
  return controlServer({
    "GET /record": () => smsc.record,
    "POST /controls": (input) => Object.assign(smsc.controls, input),
    "POST /drop": () => smsc.drop(),
    "POST /release": () => smsc.release(),
    "POST /receipts": (input) => smsc.inject(input as Parameters<LocalSmsc["inject"]>[0]),
  });
}
