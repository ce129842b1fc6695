/** Font sizes offered, in px (SPEC §9). */
export const FONT_SIZES = [10, 11, 12, 14, 16, 18, 20, 24, 28, 30] as const;
export type FontSize = (typeof FONT_SIZES)[number];

/** Font families offered (SPEC §9), each with the CSS stack it is saved as. */
export const FONT_FAMILIES = {
  Arial: "Arial, sans-serif",
  Helvetica: "Helvetica, sans-serif",
  Georgia: "Georgia, serif",
  "Times New Roman": "'Times New Roman', serif",
  Monospace: "monospace",
} as const;
export type FontFamily = keyof typeof FONT_FAMILIES;

/** `value` (`"16px"`) as an offered font size, or `null`. */
export function toFontSize(value: string): FontSize | null {
  const match = /^(\d+(?:\.\d+)?)px$/i.exec(value.trim());
  const size = match ? Number(match[1]) : NaN;
  return (FONT_SIZES as readonly number[]).includes(size) ? (size as FontSize) : null;
}

/** The offered family named first in a CSS `font-family` value, or `null`. */
export function toFontFamily(value: string): FontFamily | null {
  const first =
    value
      .split(",")[0]
      ?.trim()
      .replace(/^["']|["']$/g, "")
      .toLowerCase() ?? "";
  const family = (Object.keys(FONT_FAMILIES) as FontFamily[]).find((name) => name.toLowerCase() === first);
  return family ?? null;
}
