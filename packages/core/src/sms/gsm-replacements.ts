import { isGsmCharacter } from "./count-sms";

/**
 * GSM look-alikes for characters that word processors and phones put in by themselves. One of them
 * is enough to send the whole message as UNICODE, at 70 characters a segment instead of 160.
 */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  "\u2018": "'", // left single quotation mark
  "\u2019": "'", // right single quotation mark, apostrophe
  "\u201A": "'", // single low-9 quotation mark
  "\u201B": "'", // single high-reversed-9 quotation mark
  "\u2032": "'", // prime
  "\u00B4": "'", // acute accent
  "\u0060": "'", // grave accent
  "\u201C": '"', // left double quotation mark
  "\u201D": '"', // right double quotation mark
  "\u201E": '"', // double low-9 quotation mark
  "\u201F": '"', // double high-reversed-9 quotation mark
  "\u2033": '"', // double prime
  "\u00AB": '"', // left-pointing double angle quotation mark
  "\u00BB": '"', // right-pointing double angle quotation mark
  "\u2010": "-", // hyphen
  "\u2011": "-", // non-breaking hyphen
  "\u2012": "-", // figure dash
  "\u2013": "-", // en dash
  "\u2014": "-", // em dash
  "\u2015": "-", // horizontal bar
  "\u2212": "-", // minus sign
  "\u00A0": " ", // no-break space
  "\u2002": " ", // en space
  "\u2003": " ", // em space
  "\u2009": " ", // thin space
  "\u202F": " ", // narrow no-break space
  "\u200B": "", // zero-width space
  "\u2026": "...", // horizontal ellipsis
  "\u2022": "-", // bullet
  "\u00B7": ".", // middle dot
  "\u02C6": "^", // modifier letter circumflex accent
  "\u02DC": "~", // small tilde
  "\u00E1": "a",
  "\u00E2": "a",
  "\u00E3": "a",
  "\u00E7": "\u00C7", // GSM has only the capital C cedilla
  "\u00EA": "e",
  "\u00EB": "e",
  "\u00ED": "i",
  "\u00EE": "i",
  "\u00EF": "i",
  "\u00F3": "o",
  "\u00F4": "o",
  "\u00F5": "o",
  "\u00FA": "u",
  "\u00FB": "u",
  "\u00C1": "A",
  "\u00C0": "A",
  "\u00C2": "A",
  "\u00C3": "A",
  "\u00C8": "E",
  "\u00CA": "E",
  "\u00CB": "E",
  "\u00CD": "I",
  "\u00CC": "I",
  "\u00CE": "I",
  "\u00CF": "I",
  "\u00D3": "O",
  "\u00D2": "O",
  "\u00D4": "O",
  "\u00D5": "O",
  "\u00DA": "U",
  "\u00D9": "U",
  "\u00DB": "U",
};

/** A character that forces UNICODE, where it is, and the GSM text that may stand for it. */
export type NonGsmCharacter = {
  char: string;
  /** UTF-16 index of its first occurrence. */
  index: number;
  /** How many times it occurs. */
  count: number;
  /** The GSM stand-in, or null where none reads the same (emoji, scripts other than Latin). */
  replacement: string | null;
};

/**
 * The distinct characters of a text that are outside the GSM set (SPEC §5), in order of first
 * occurrence, each with the GSM stand-in where one exists (curly quotes, dashes, non-breaking spaces).
 */
export function nonGsmCharacters(text: string): NonGsmCharacter[] {
  const found = new Map<string, NonGsmCharacter>();
  let index = 0;
  for (const char of text) {
    if (!isGsmCharacter(char)) {
      const seen = found.get(char);
      if (seen) seen.count += 1;
      else found.set(char, { char, index, count: 1, replacement: REPLACEMENTS[char] ?? null });
    }
    index += char.length;
  }
  return [...found.values()];
}

/** The text with every character that has a GSM stand-in replaced by it; others are left as they are. */
export function replaceWithGsm(text: string): string {
  let out = "";
  for (const char of text) out += isGsmCharacter(char) ? char : (REPLACEMENTS[char] ?? char);
  return out;
}
