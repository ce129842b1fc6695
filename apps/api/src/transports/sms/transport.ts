/**
 * The SMS transport: what the delivery engine sees of a carrier connection. SMPP sits behind it
 * (`smpp-connection.ts`); the engine never knows whether the other end is a carrier or the local
 * SMSC.
 */

/** One SMS to send. */
export interface SmsMessage {
  from: string;
  to: string;
  text: string;
}

/** What became of one part of a submitted message. */
export type PartOutcome =
  /** The SMSC took it and answered its message id; a receipt will name that id. */
  | { status: "accepted"; messageId: string }
  /** The SMSC refused it for good, with the SMPP error code of its `submit_sm_resp`. */
  | { status: "rejected"; code: number }
  /**
   * The connection dropped before the answer came: the SMSC may or may not have it. The part is
   * never sent again (at most once); a receipt, if any, arrives with an id nobody stored.
   */
  | { status: "lost" }
  /** The connection closed before the part left: sending it again sends it once. */
  | { status: "unsent" };

/** What became of a submitted message, part by part in order; a refused part ends the submit. */
export interface SubmitResult {
  parts: PartOutcome[];
}

/** How a message ended, as a delivery receipt says it. */
export const RECEIPT_STATES = [
  "delivered",
  "undelivered",
  "expired",
  "rejected",
  "deleted",
  "unknown",
] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

/** A delivery receipt as the SMSC sent it. */
export interface SmsReceipt {
  /** The SMSC's id of the part it reports on. */
  messageId: string;
  state: ReceiptState;
  /** The network error code of `err:`, "000" when none. */
  error: string;
  /** When the message reached its end, as the SMSC dates it. */
  doneAt: Date | null;
}

export const TRANSPORT_STATUSES = ["connecting", "bound", "failing", "closed"] as const;
export type TransportStatus = (typeof TRANSPORT_STATUSES)[number];

/** A connection's live state, for the admin screen. */
export interface TransportState {
  status: TransportStatus;
  /** Why the last bind or connection failed, while it is failing. */
  lastError: string | null;
  /** Submits sent and not answered yet. */
  inFlight: number;
  /** Parts submitted over the last second. */
  perSecond: number;
}

export interface SmsTransport {
  /** Sends one message, split into parts by core's segment rules; answers when every part is answered. */
  submit(message: SmsMessage): Promise<SubmitResult>;
  /** Calls `listener` with every receipt; answers a function that stops listening. */
  onReceipt(listener: (receipt: SmsReceipt) => void): () => void;
  /** Calls `listener` whenever the state's status changes; answers a function that stops listening. */
  onState(listener: (state: TransportState) => void): () => void;
  state(): TransportState;
  close(): Promise<void>;
}

/** The carrier connections of a deployment: the transport a campaign's route sends through. */
export interface SmsCarrier {
  /** The transport of an account route, or null when it has no connection. */
  transportFor(accountRouteId: number | null): SmsTransport | null;
  /** Every transport, for their receipts. */
  transports(): SmsTransport[];
  /**
   * Every receipt of every transport, those bound later included; when absent, the engine listens
   * to `transports()` as they are at its first pass.
   */
  onReceipt?(listener: (receipt: SmsReceipt) => void): () => void;
  /**
   * Whether an account route sends over a carrier connection at all, bound here or by another
   * process: the engine leaves a campaign whose connection it does not hold to the process that does.
   */
  connected?(accountRouteId: number | null): Promise<boolean>;
}
