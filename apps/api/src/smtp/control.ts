import type { Server } from "node:http";
import { controlServer } from "../lib/control-server";
import type { LocalSmtp } from "./local-smtp";

/**
 * The local SMTP server's control port, on loopback only: `GET /messages` answers the messages it
 * received, parsed (`?messageId=`, repeated, or `?to=` narrows them), `GET /record` its counts;
 * `POST /controls` merges a JSON body into its controls (`refuse`, `defer`, `refuseData`);
 * `POST /away` closes its SMTP port and drops every connection, `POST /back` opens it again;
 * `POST /clear` forgets the messages kept.
 */
export function smtpControlServer(smtp: LocalSmtp): Server {
  return controlServer({
    "GET /messages": (_input, url) =>
      smtp.received({ messageIds: url.searchParams.getAll("messageId"), to: url.searchParams.get("to") }),
    "GET /record": () => ({ ...smtp.record, kept: smtp.raw().length }),
    "POST /controls": (input) => Object.assign(smtp.controls, input),
    "POST /away": async () => {
      await smtp.away();
      return smtp.record;
    },
    "POST /back": async () => {
      await smtp.back();
      return smtp.record;
    },
    "POST /clear": () => smtp.clear(),
  });
}
