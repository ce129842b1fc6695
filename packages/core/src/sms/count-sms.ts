/** The two SMS encodings of SPEC §5 "SMS segment counting". */
export const SMS_ENCODINGS = ["GSM", "UNICODE"] as const;
export type SmsEncoding = (typeof SMS_ENCODINGS)[number];

/** Characters per message: one segment alone, or each segment of a multi-part message (SPEC §9). */
export const SMS_SEGMENT_LIMITS = {
  GSM: { single: 160, multipart: 153 },
  UNICODE: { single: 70, multipart: 67 },
} as const satisfies Record<SmsEncoding, { single: number; multipart: number }>;

/** The basic character set of 3GPP TS 23.038, in table order (0x1B, the escape, is left out). */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
  "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";

/** The extension table characters that are sent as escape + character, so count as two. */
const GSM_EXTENSION = "^{}\\[]~|€";

const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

export type SmsCount = {
  encoding: SmsEncoding;
  /** GSM septets, or UTF-16 code units for UNICODE (an emoji counts 2). */
  characters: number;
  segments: number;
  perSegment: number;
  /** Characters left before another segment is needed. */
  remaining: number;
};

/**
 * Counts an SMS the way the network bills it (SPEC §5 "SMS segment counting", §9).
 * GSM: up to 160 characters is one segment, beyond that 153 each; extension characters count two.
 * Any character outside the GSM set makes the whole text UNICODE: up to 70, beyond that 67 each.
 * An empty text is 0 segments with 160 remaining.
 */
export function countSms(text: string): SmsCount {
  let gsmCharacters = 0;
  for (const char of text) {
    if (BASIC.has(char)) gsmCharacters += 1;
    else if (EXTENSION.has(char)) gsmCharacters += 2;
    else return segment("UNICODE", text.length);
  }
  return segment("GSM", gsmCharacters);
}

function segment(encoding: SmsEncoding, characters: number): SmsCount {
  const limits = SMS_SEGMENT_LIMITS[encoding];
  const single = characters <= limits.single;
  const perSegment = single ? limits.single : limits.multipart;
  const segments = characters === 0 ? 0 : single ? 1 : Math.ceil(characters / limits.multipart);
  const remaining = Math.max(segments, 1) * perSegment - characters;
  return { encoding, characters, segments, perSegment, remaining };
}
