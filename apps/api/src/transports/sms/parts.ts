import { splitSms } from "@sendline/core";
import smpp from "smpp";

/** The `submit_sm` fields of one part of a message. */
export interface EncodedPart {
  short_message: Buffer;
  /** The whole message, when the route sends it in one `message_payload` TLV. */
  message_payload?: Buffer;
  data_coding: number;
  esm_class: number;
}

/** `data_coding` of the SMSC default alphabet (GSM 03.38, one septet an octet) and of UCS-2. */
export const DATA_CODING = { GSM: 0x00, UNICODE: 0x08 } as const;

/** esm_class bit saying the short message starts with a user data header (concatenation). */
export const UDH_INDICATOR = 0x40;

/** Encodes a text in the encoding core chose for it. */
export function encodeText(text: string, encoding: keyof typeof DATA_CODING): Buffer {
  return encoding === "GSM" ? smpp.gsmCoder.encode(text, 0) : Buffer.from(text, "utf16le").swap16();
}

/**
 * A message as the `submit_sm` PDUs that carry it: core's own split (the count the composer
 * shows), each part in the message's encoding, and for more than one part a concatenation header
 * (IEI 0x00) with `reference`, the part count and the part's number.
 */
export function encodeParts(text: string, reference: number): EncodedPart[] {
  const { encoding, parts } = splitSms(text);
  const dataCoding = DATA_CODING[encoding];
  if (parts.length <= 1) {
    return [{ short_message: encodeText(text, encoding), data_coding: dataCoding, esm_class: 0 }];
  }
  return parts.map((part, index) => ({
    short_message: Buffer.concat([
      Buffer.from([0x05, 0x00, 0x03, reference & 0xff, parts.length, index + 1]),
      encodeText(part, encoding),
    ]),
    data_coding: dataCoding,
    esm_class: UDH_INDICATOR,
  }));
}

/**
 * A message whole in one `message_payload` TLV (for carriers that ask for it instead of
 * concatenation), in the encoding core chose; `short_message` stays empty.
 */
export function payloadPart(text: string): EncodedPart {
  const { encoding } = splitSms(text);
  return {
    short_message: Buffer.alloc(0),
    message_payload: encodeText(text, encoding),
    data_coding: DATA_CODING[encoding],
    esm_class: 0,
  };
}
