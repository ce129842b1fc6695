import { createHash, randomBytes } from "node:crypto";
import smpp, { type PDU, type Session } from "smpp";
import { OPERATOR_OUTCOMES } from "../modules/campaigns/delivery/sms";
import { RECEIPT_ESM_CLASS, RECEIPT_STAT, receiptText } from "../transports/sms/receipt";
import type { ReceiptState } from "../transports/sms/transport";

export interface SmscOptions {
  systemId: string;
  password: string;
  /** How long after a message is complete its receipts leave. */
  receiptDelayMs: number;
  /** Operators by destination prefix (country code included), for the outcome shares. */
  operators: { code: string; prefixes: string[] }[];
}

/** What tests and demos may change while it runs. */
export interface SmscControls {
  /** The next this many `submit_sm` are answered ESME_RTHROTTLED. */
  throttle: number;
  /** Destinations answered ESME_RINVDSTADR. */
  refuse: string[];
  /** Receipts wait until released. */
  holdReceipts: boolean;
  /** Each receipt is sent twice. */
  duplicateReceipts: boolean;
  /** Each `submit_sm_resp` waits until after the message's receipts. */
  receiptBeforeResponse: boolean;
  receiptDelayMs: number;
}

/** A message as the SMSC reassembled it from its parts. */
export interface ReceivedMessage {
  from: string;
  to: string;
  text: string;
  /** The id given to each part, in part order. */
  ids: string[];
  outcome: ReceiptState;
}

/** The SMSC's own record of what it received and answered. */
export interface SmscRecord {
  binds: number;
  /** Sessions bound now. */
  bound: number;
  /** Every `submit_sm`, whatever its answer. */
  submits: number;
  accepted: number;
  throttled: number;
  refused: number;
  receipts: number;
  messages: ReceivedMessage[];
}

interface Receipt {
  messageId: string;
  state: ReceiptState;
  from: string;
  to: string;
  text: string;
  submittedAt: Date;
}

const EXTRA_STATES: Record<string, ReceiptState> = {
  delivered: "delivered",
  pending: "unknown",
  hard: "undelivered",
  soft: "expired",
};

/**
 * A small SMSC speaking SMPP v3.4 over TCP, the default carrier of demo mode and the tests: it
 * binds ESMEs with its configured credentials, answers `submit_sm` with message ids, reassembles
 * concatenated parts, and after a delay sends each part's delivery receipt with the outcome the
 * destination's operator shares give (by a hash of the destination and the text, so a message
 * ends the same every time).
 */
export class LocalSmsc {
  readonly server: smpp.Server;
  readonly controls: SmscControls;
  readonly record: SmscRecord = {
    binds: 0,
    bound: 0,
    submits: 0,
    accepted: 0,
    throttled: 0,
    refused: 0,
    receipts: 0,
    messages: [],
  };
  private readonly receivers = new Set<Session>();
  private readonly waiting: Receipt[] = [];
  private readonly partial = new Map<string, { ids: string[]; texts: string[]; got: number }>();
  private readonly run = randomBytes(3).toString("hex");
  private counter = 0;

  constructor(private readonly options: SmscOptions) {
    this.controls = {
      throttle: 0,
      refuse: [],
      holdReceipts: false,
      duplicateReceipts: false,
      receiptBeforeResponse: false,
      receiptDelayMs: options.receiptDelayMs,
    };
    this.server = smpp.createServer((session) => this.accept(session));
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((done, fail) => {
      this.server.once("error", fail);
      this.server.listen(port, host, () => {
        const address = this.server.address();
        done(typeof address === "object" && address ? address.port : port);
      });
    });
  }

  /** Drops every connection, as a carrier's restart would. */
  drop(): void {
    for (const session of [...this.server.sessions]) session.destroy();
  }

  /** Sends the receipts held so far, and stops holding. */
  release(): void {
    this.controls.holdReceipts = false;
    this.flush();
  }

  /** Sends a receipt of the SMSC's choosing, e.g. for an id it never gave. */
  inject(receipt: { messageId: string; state: ReceiptState; from?: string; to?: string }): void {
    this.deliver({ from: "", to: "", text: "", submittedAt: new Date(), ...receipt });
  }

  close(): Promise<void> {
    this.drop();
    return new Promise((done) => this.server.close(() => done()));
  }

  private accept(session: Session): void {
    let bound: "transmitter" | "receiver" | "transceiver" | null = null;
    session.on("error", () => session.destroy());
    session.on("close", () => {
      this.receivers.delete(session);
      if (bound) this.record.bound -= 1;
      bound = null;
    });
    const bind = (mode: NonNullable<typeof bound>) => (pdu: PDU) => {
      if (pdu.system_id !== this.options.systemId || pdu.password !== this.options.password) {
        session.send(pdu.response({ command_status: smpp.errors.ESME_RBINDFAIL }));
        return;
      }
      if (!bound) this.record.bound += 1;
      bound = mode;
      this.record.binds += 1;
      session.send(pdu.response({ system_id: "sendline-smsc" }));
      if (mode !== "transmitter") {
        this.receivers.add(session);
        this.flush();
      }
    };
    session.on("bind_transceiver", bind("transceiver"));
    session.on("bind_transmitter", bind("transmitter"));
    session.on("bind_receiver", bind("receiver"));
    session.on("enquire_link", (pdu: PDU) => session.send(pdu.response()));
    session.on("unbind", (pdu: PDU) => {
      this.receivers.delete(session);
      session.send(pdu.response());
      session.close();
    });
    session.on("submit_sm", (pdu: PDU) => {
      this.record.submits += 1;
      if (bound !== "transmitter" && bound !== "transceiver") {
        session.send(pdu.response({ command_status: smpp.errors.ESME_RINVBNDSTS }));
      } else if (this.controls.throttle > 0) {
        this.controls.throttle -= 1;
        this.record.throttled += 1;
        session.send(pdu.response({ command_status: smpp.errors.ESME_RTHROTTLED }));
      } else if (this.controls.refuse.includes(String(pdu.destination_addr))) {
        this.record.refused += 1;
        session.send(pdu.response({ command_status: smpp.errors.ESME_RINVDSTADR }));
      } else {
        const id = `${this.run}${(this.counter += 1).toString(16).padStart(8, "0")}`;
        this.record.accepted += 1;
        this.submitted(pdu, id);
        const answer = () => session.send(pdu.response({ message_id: id }));
        if (this.controls.receiptBeforeResponse) setTimeout(answer, this.controls.receiptDelayMs + 50);
        else answer();
      }
    });
  }

  /** Files an accepted part; a message complete with it is recorded and its receipts planned. */
  private submitted(pdu: PDU, id: string): void {
    const from = String(pdu.source_addr);
    const to = String(pdu.destination_addr);
    // A message sent whole in `message_payload` (a route's option) has an empty short_message.
    const body = (pdu.message_payload ?? pdu.short_message) as
      { udh?: Buffer[]; message?: string } | undefined;
    const text = typeof body?.message === "string" ? body.message : "";
    const concat = body?.udh?.find((header) => header[0] === 0x00 && header.length >= 5);
    if (!concat) return this.complete({ from, to, ids: [id], texts: [text] });
    const [reference, total, sequence] = [concat[2]!, concat[3]!, concat[4]!];
    const key = `${from}|${to}|${reference}|${total}`;
    const parts = this.partial.get(key) ?? { ids: [], texts: [], got: 0 };
    parts.ids[sequence - 1] = id;
    parts.texts[sequence - 1] = text;
    parts.got += 1;
    if (parts.got < total) {
      this.partial.set(key, parts);
      return;
    }
    this.partial.delete(key);
    this.complete({ from, to, ids: parts.ids, texts: parts.texts });
  }

  private complete(message: { from: string; to: string; ids: string[]; texts: string[] }): void {
    const text = message.texts.join("");
    const outcome = this.outcome(message.to, text);
    this.record.messages.push({ from: message.from, to: message.to, text, ids: message.ids, outcome });
    const submittedAt = new Date();
    setTimeout(() => {
      for (const messageId of message.ids) {
        this.deliver({ messageId, state: outcome, from: message.from, to: message.to, text, submittedAt });
      }
    }, this.controls.receiptDelayMs);
  }

  /** How a message ends: its operator's shares, drawn by a hash of its destination and text. */
  private outcome(to: string, text: string): ReceiptState {
    const operator = this.options.operators
      .filter((entry) => entry.prefixes.some((prefix) => to.startsWith(prefix)))
      .at(0)?.code;
    const shares = OPERATOR_OUTCOMES[operator ?? "other"] ?? OPERATOR_OUTCOMES.other!;
    const roll = createHash("sha1").update(`${to}\n${text}`).digest().readUInt32BE(0) / 2 ** 32;
    let edge = 0;
    for (const [share, state] of Object.entries(EXTRA_STATES)) {
      edge += shares[share as keyof typeof shares];
      if (roll < edge) return state;
    }
    return "rejected";
  }

  private deliver(receipt: Receipt): void {
    this.waiting.push(receipt);
    if (this.controls.duplicateReceipts) this.waiting.push(receipt);
    this.flush();
  }

  /** Sends the waiting receipts over a bound receiver, unless held or none is bound. */
  private flush(): void {
    if (this.controls.holdReceipts) return;
    const receiver = [...this.receivers][0];
    if (!receiver) return;
    for (const receipt of this.waiting.splice(0)) {
      this.record.receipts += 1;
      const error = receipt.state === "delivered" ? "000" : receipt.state === "unknown" ? "000" : "001";
      receiver.deliver_sm({
        source_addr: receipt.to,
        destination_addr: receipt.from,
        esm_class: RECEIPT_ESM_CLASS,
        short_message: receiptText({ ...receipt, error, doneAt: new Date() }),
        receipted_message_id: receipt.messageId,
        message_state: RECEIPT_STAT[receipt.state].messageState,
      });
    }
  }
}
