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

/** Whether a character (one code point) can be sent in the GSM encoding, extension table included. */
export function isGsmCharacter(char: string): boolean {
  return BASIC.has(char) || EXTENSION.has(char);
}

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
 *
 * A multi-part message is packed as carriers pack it: an extension character's escape pair, a
 * surrogate pair or a combined character (one grapheme: emoji sequences, flags, accents) is never
 * split across two segments; the segment ends early instead, so such a message can need one
 * segment more than its length divided by 153 or 67.
 */
export function countSms(text: string): SmsCount {
  const { encoding, parts, characters, perSegment, remaining } = packSms(text);
  return { encoding, characters, segments: parts.length, perSegment, remaining };
}

export type SmsSplit = {
  encoding: SmsEncoding;
  /** The text of each segment, in order; as many as `countSms` counts. */
  parts: string[];
};

/**
 * Splits an SMS into the segments `countSms` counts, for sending as concatenated parts: the same
 * packing, so a message never leaves in a different number of parts than the composer showed.
 */
export function splitSms(text: string): SmsSplit {
  const { encoding, parts } = packSms(text);
  return { encoding, parts };
}

/** An unsplittable piece of text and how many characters of its encoding it takes. */
type Unit = { text: string; size: number };

function packSms(text: string): SmsCount & { parts: string[] } {
  const gsm: Unit[] = [];
  for (const char of text) {
    if (BASIC.has(char)) gsm.push({ text: char, size: 1 });
    else if (EXTENSION.has(char)) gsm.push({ text: char, size: 2 });
    else return pack("UNICODE", unicodeUnits(text));
  }
  return pack("GSM", gsm);
}

// Made on first use: building a segmenter loads the break rules, which costs every page that merely
// imports the counter tens of milliseconds.
let graphemes: Intl.Segmenter | undefined;

/**
 * The pieces a UNICODE message may not be split inside, sized in UTF-16 units: each grapheme, or,
 * for a grapheme too long for one segment, each of its code points (1 or 2 units).
 */
function unicodeUnits(text: string): Unit[] {
  const units: Unit[] = [];
  graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  for (const { segment } of graphemes.segment(text)) {
    if (segment.length <= SMS_SEGMENT_LIMITS.UNICODE.multipart)
      units.push({ text: segment, size: segment.length });
    else for (const codePoint of segment) units.push({ text: codePoint, size: codePoint.length });
  }
  return units;
}

/** Fills segments greedily with unsplittable units. */
function pack(encoding: SmsEncoding, units: Unit[]): SmsCount & { parts: string[] } {
  const limits = SMS_SEGMENT_LIMITS[encoding];
  const characters = units.reduce((sum, unit) => sum + unit.size, 0);
  if (characters <= limits.single) {
    return {
      encoding,
      characters,
      segments: characters === 0 ? 0 : 1,
      parts: characters === 0 ? [] : [units.map((unit) => unit.text).join("")],
      perSegment: limits.single,
      remaining: limits.single - characters,
    };
  }
  const parts: string[] = [];
  let part = "";
  let used = 0;
  for (const unit of units) {
    if (used + unit.size > limits.multipart) {
      parts.push(part);
      part = "";
      used = 0;
    }
    part += unit.text;
    used += unit.size;
  }
  parts.push(part);
  return {
    encoding,
    characters,
    segments: parts.length,
    parts,
    perSegment: limits.multipart,
    remaining: limits.multipart - used,
  };
}
