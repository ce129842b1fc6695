import { EventEmitter } from "node:events";
import smpp, { type PDU, type Session } from "smpp";
import { encodeParts, payloadPart, type EncodedPart } from "./parts";
import { parseReceipt, RECEIPT_ESM_CLASS } from "./receipt";
import type {
  PartOutcome,
  SmsMessage,
  SmsReceipt,
  SmsTransport,
  SubmitResult,
  TransportState,
  TransportStatus,
} from "./transport";

/** How to reach and bind an SMSC, as a route's connection configures it. */
export interface SmppOptions {
  host: string;
  port: number;
  systemId: string;
  password: string;
  systemType: string;
  bindMode: "transceiver" | "transmitter_receiver";
  tls: boolean;
  /** Parts a second at most; 0 for no cap. */
  throughput: number;
  /** Submits in flight at most. */
  window: number;
  enquireLinkSeconds: number;
  /** Sends each message whole in one `message_payload` instead of concatenated parts. */
  messagePayload?: boolean;
  /** Reconnect delays: the first, doubled after each failure up to the last. */
  reconnectMs?: { min: number; max: number };
}

/** `submit_sm_resp` statuses that ask to slow down and send the same PDU again. */
const THROTTLING = new Set([smpp.errors.ESME_RTHROTTLED, smpp.errors.ESME_RMSGQFUL]);

interface Pending {
  fields: EncodedPart & { source_addr: string; destination_addr: string };
  done: (outcome: PartOutcome) => void;
}

/**
 * An SMSC connection over SMPP v3.4: binds as a transceiver, or as a transmitter plus a receiver,
 * keeps itself alive with enquire_link, reconnects with backoff after a drop or an unbind, and
 * sends `submit_sm` within its window and throughput cap. Throttling answers slow it down and
 * send the same PDU again; other errors answer the part rejected with its SMPP code. Receipts
 * (`deliver_sm` with the receipt esm_class) are answered and handed to the listeners.
 */
export class SmppConnection implements SmsTransport {
  private readonly events = new EventEmitter();
  private transmitter: Session | null = null;
  private sessions: Session[] = [];
  private status: TransportStatus = "connecting";
  private lastError: string | null = null;
  private readonly queue: Pending[] = [];
  private readonly inFlight = new Set<Pending>();
  private readonly sentAt: number[] = [];
  private sentHead = 0;
  private nextSlot = 0;
  private throttledUntil = 0;
  private throttleDelay = 0;
  private pumpTimer: NodeJS.Timeout | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private keepAlive: NodeJS.Timeout | null = null;
  private failures = 0;
  private reference = Math.floor(Math.random() * 256);
  private closed = false;

  constructor(private readonly options: SmppOptions) {
    this.events.setMaxListeners(0);
    this.connect();
  }

  submit(message: SmsMessage): Promise<SubmitResult> {
    this.reference = (this.reference + 1) & 0xff;
    const encoded = this.options.messagePayload
      ? [payloadPart(message.text)]
      : encodeParts(message.text, this.reference);
    return (async () => {
      const parts: PartOutcome[] = [];
      for (const part of encoded) {
        const outcome = await new Promise<PartOutcome>((done) => {
          this.queue.push({
            fields: { ...part, source_addr: message.from, destination_addr: message.to },
            done,
          });
          this.pump();
        });
        parts.push(outcome);
        if (outcome.status !== "accepted") break;
      }
      return { parts };
    })();
  }

  onReceipt(listener: (receipt: SmsReceipt) => void): () => void {
    this.events.on("receipt", listener);
    return () => this.events.off("receipt", listener);
  }

  onState(listener: (state: TransportState) => void): () => void {
    this.events.on("state", listener);
    return () => this.events.off("state", listener);
  }

  state(): TransportState {
    this.forgetSends(Date.now());
    return {
      status: this.status,
      lastError: this.lastError,
      inFlight: this.inFlight.size,
      perSecond: this.sentAt.length - this.sentHead,
    };
  }

  /** Drops the send times older than a second (kept for `perSecond`). */
  private forgetSends(now: number): void {
    while (this.sentHead < this.sentAt.length && this.sentAt[this.sentHead]! <= now - 1000)
      this.sentHead += 1;
    if (this.sentHead > 4096) {
      this.sentAt.splice(0, this.sentHead);
      this.sentHead = 0;
    }
  }

  /** Unbinds and closes; parts still waiting to leave answer `unsent`. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of [this.pumpTimer, this.reconnectTimer, this.keepAlive]) if (timer) clearTimeout(timer);
    for (const pending of this.queue.splice(0)) pending.done({ status: "unsent" });
    await Promise.all(
      this.sessions.map(
        (session) =>
          new Promise<void>((done) => {
            const timer = setTimeout(() => session.destroy(), 1000);
            session.socket.once("close", () => {
              clearTimeout(timer);
              done();
            });
            if (!session.unbind({}, () => session.close())) session.destroy();
          }),
      ),
    );
    this.loseInFlight();
    this.setStatus("closed", null);
  }

  private setStatus(status: TransportStatus, error: string | null): void {
    const changed = status !== this.status || error !== this.lastError;
    this.status = status;
    this.lastError = error;
    if (changed) this.events.emit("state", this.state());
  }

  private connect(): void {
    if (this.closed) return;
    this.setStatus(this.failures === 0 ? "connecting" : "failing", this.lastError);
    const modes =
      this.options.bindMode === "transceiver"
        ? (["bind_transceiver"] as const)
        : (["bind_transmitter", "bind_receiver"] as const);
    let bound = 0;
    this.sessions = modes.map((mode) => {
      const session = smpp.connect(
        { host: this.options.host, port: this.options.port, tls: this.options.tls },
        () => {
          session[mode](
            {
              system_id: this.options.systemId,
              password: this.options.password,
              system_type: this.options.systemType,
              interface_version: 0x34,
            },
            (answer) => {
              if (answer.command_status !== 0) {
                this.drop(`bind refused: ${errorName(answer.command_status)}`, session);
                return;
              }
              if (mode !== "bind_receiver") this.transmitter = session;
              bound += 1;
              if (bound === modes.length) this.bound();
            },
          );
        },
      );
      session.on("pdu", (pdu: PDU) => this.received(session, pdu));
      session.on("error", (error: Error) => this.drop(error.message, session));
      session.on("close", () => this.drop("connection closed", session));
      return session;
    });
  }

  private bound(): void {
    this.failures = 0;
    this.setStatus("bound", null);
    const period = Math.max(1, this.options.enquireLinkSeconds) * 1000;
    let answered = true;
    this.keepAlive = setInterval(() => {
      // An SMSC that leaves an enquire_link unanswered for a whole period is gone.
      if (!answered) return this.drop("enquire_link unanswered", this.sessions[0]);
      answered = false;
      for (const session of this.sessions) session.enquire_link({}, () => (answered = true));
    }, period);
    this.pump();
  }

  private received(session: Session, pdu: PDU): void {
    if (pdu.command === "deliver_sm") {
      session.send(pdu.response());
      const esmClass = Number(pdu.esm_class ?? 0);
      if ((esmClass & 0x3c) !== RECEIPT_ESM_CLASS) return;
      const body = pdu.short_message as { message?: unknown } | undefined;
      const text =
        typeof body?.message === "string"
          ? body.message
          : Buffer.isBuffer(body?.message)
            ? body.message.toString("latin1")
            : "";
      const receipt = parseReceipt(text, {
        receipted_message_id: pdu.receipted_message_id,
        message_state: pdu.message_state,
      });
      if (receipt) this.events.emit("receipt", receipt);
    } else if (pdu.command === "enquire_link") {
      session.send(pdu.response());
    } else if (pdu.command === "unbind") {
      session.send(pdu.response());
      this.drop("unbound by the SMSC", session);
    }
  }

  /** Ends the current binds after a drop, an unbind or a refusal, and tries again later. */
  private drop(reason: string, session: Session | undefined): void {
    // A session already replaced (its late close event) changes nothing.
    if (this.closed || !session || !this.sessions.includes(session)) return;
    const sessions = this.sessions;
    this.sessions = [];
    this.transmitter = null;
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
    for (const session of sessions) session.destroy();
    this.loseInFlight();
    this.failures += 1;
    this.setStatus("failing", reason);
    const { min, max } = this.options.reconnectMs ?? { min: 500, max: 30_000 };
    const delay = Math.min(max, min * 2 ** (this.failures - 1));
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  /** Submits whose answer can no longer come: the SMSC may have them, so they are never resent. */
  private loseInFlight(): void {
    for (const pending of this.inFlight) pending.done({ status: "lost" });
    this.inFlight.clear();
  }

  /** Sends what the window, the throughput cap and any throttling allow, and plans the rest. */
  private pump(): void {
    if (this.pumpTimer) return;
    while (this.status === "bound" && this.transmitter && this.queue.length > 0) {
      if (this.inFlight.size >= Math.max(1, this.options.window)) return;
      const now = Date.now();
      const wait = Math.max(this.throttledUntil, this.options.throughput > 0 ? this.nextSlot : 0) - now;
      if (wait > 0) {
        this.pumpTimer = setTimeout(() => {
          this.pumpTimer = null;
          this.pump();
        }, wait);
        return;
      }
      if (this.options.throughput > 0) {
        // Timers that fire late do not lose their slots (up to a tenth of a second of them): the
        // cap holds over time, not per gap.
        const interval = 1000 / this.options.throughput;
        const slack = Math.max(1, this.options.throughput / 10) * interval;
        this.nextSlot = Math.max(now - slack, this.nextSlot) + interval;
      }
      const pending = this.queue.shift()!;
      this.send(this.transmitter, pending);
    }
  }

  private send(session: Session, pending: Pending): void {
    this.inFlight.add(pending);
    const now = Date.now();
    this.sentAt.push(now);
    this.forgetSends(now);
    const sent = session.submit_sm({ ...pending.fields, registered_delivery: 1 }, (answer) => {
      if (!this.inFlight.delete(pending)) return;
      if (THROTTLING.has(answer.command_status)) {
        this.throttleDelay = Math.min(5000, Math.max(50, this.throttleDelay * 2));
        this.throttledUntil = Date.now() + this.throttleDelay;
        this.queue.unshift(pending);
      } else if (answer.command_status !== 0) {
        pending.done({ status: "rejected", code: answer.command_status });
      } else {
        this.throttleDelay = 0;
        pending.done({ status: "accepted", messageId: String(answer.message_id) });
      }
      this.pump();
    });
    if (!sent) {
      // The socket closed under us: the PDU never left, so it waits for the next bind.
      this.inFlight.delete(pending);
      this.queue.unshift(pending);
    }
  }
}

/** An SMPP status as its name (ESME_RINVPASWD), or its hex code when unnamed. */
export function errorName(status: number): string {
  const name = Object.entries(smpp.errors).find(([, code]) => code === status)?.[0];
  return name ?? `0x${status.toString(16).padStart(8, "0")}`;
}
