import type { ReceiptState, SmsReceipt } from "./transport";

/** esm_class bits of a `deliver_sm` that carries an SMSC delivery receipt. */
export const RECEIPT_ESM_CLASS = 0x04;

/** The `stat:` words of SMPP v3.4 Appendix B and the `message_state` values, as receipt states. */
const STAT: Record<string, ReceiptState> = {
  DELIVRD: "delivered",
  UNDELIV: "undelivered",
  EXPIRED: "expired",
  REJECTD: "rejected",
  DELETED: "deleted",
  UNKNOWN: "unknown",
};
const MESSAGE_STATE: Record<number, ReceiptState> = {
  2: "delivered",
  3: "expired",
  4: "deleted",
  5: "undelivered",
  7: "unknown",
  8: "rejected",
};
export const RECEIPT_STAT: Record<ReceiptState, { stat: string; messageState: number }> = {
  delivered: { stat: "DELIVRD", messageState: 2 },
  expired: { stat: "EXPIRED", messageState: 3 },
  deleted: { stat: "DELETED", messageState: 4 },
  undelivered: { stat: "UNDELIV", messageState: 5 },
  unknown: { stat: "UNKNOWN", messageState: 7 },
  rejected: { stat: "REJECTD", messageState: 8 },
};

/** `YYMMDDhhmm` (or with seconds) of a receipt, read as UTC. */
function receiptDate(value: string | undefined): Date | null {
  const match = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?$/.exec(value ?? "");
  if (!match) return null;
  const [yy, mm, dd, hh, mi, ss] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  return new Date(Date.UTC(2000 + yy!, mm! - 1, dd!, hh!, mi!, ss!));
}

/** `YYMMDDhhmm` of a date, in UTC. */
export function formatReceiptDate(date: Date): string {
  const two = (value: number) => String(value).padStart(2, "0");
  return (
    two(date.getUTCFullYear() % 100) +
    two(date.getUTCMonth() + 1) +
    two(date.getUTCDate()) +
    two(date.getUTCHours()) +
    two(date.getUTCMinutes())
  );
}

/**
 * Reads a delivery receipt: the text of SMPP v3.4 Appendix B (`id: sub: dlvrd: submit date:
 * done date: stat: err: text:`), with the `receipted_message_id` and `message_state` TLVs taking
 * precedence when the SMSC sends them. Answers null for a text that is no receipt.
 */
export function parseReceipt(
  text: string,
  tlvs: { receipted_message_id?: unknown; message_state?: unknown } = {},
): SmsReceipt | null {
  const field = (name: string) => new RegExp(`(?:^|\\s)${name}:(\\S*)`, "i").exec(text)?.[1];
  const messageId =
    typeof tlvs.receipted_message_id === "string" && tlvs.receipted_message_id !== ""
      ? tlvs.receipted_message_id
      : field("id");
  const state =
    (typeof tlvs.message_state === "number" ? MESSAGE_STATE[tlvs.message_state] : undefined) ??
    STAT[(field("stat") ?? "").toUpperCase()];
  if (!messageId || !state) return null;
  return { messageId, state, error: field("err") ?? "000", doneAt: receiptDate(field("done date")) };
}

/** The receipt text an SMSC sends for a part. */
export function receiptText(receipt: {
  messageId: string;
  state: ReceiptState;
  error: string;
  submittedAt: Date;
  doneAt: Date;
  text: string;
}): string {
  const delivered = receipt.state === "delivered" ? "001" : "000";
  return (
    `id:${receipt.messageId} sub:001 dlvrd:${delivered} submit date:${formatReceiptDate(receipt.submittedAt)} ` +
    `done date:${formatReceiptDate(receipt.doneAt)} stat:${RECEIPT_STAT[receipt.state].stat} ` +
    `err:${receipt.error} text:${receipt.text.slice(0, 20)}`
  );
}
