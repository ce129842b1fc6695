/**
 * The fixed palette of text and background colours: ten columns (greys and nine hues), six rows from
 * light to dark. Colour marks only ever hold one of these values.
 */
// prettier-ignore
export const COLOR_PALETTE = [
  "#ffffff", "#fde8e8", "#fdf0e1", "#fdf8dc", "#e6f6e6", "#e0f5f3", "#e1f0fb", "#e6e9fb", "#efe6f8", "#fbe5f1",
  "#efefef", "#f8b4b4", "#fad2a8", "#faeb9b", "#b7e4b7", "#a8e5de", "#a9d4f5", "#b4bcf3", "#d2b8ee", "#f4b4d6",
  "#cccccc", "#f27070", "#f6ad5f", "#f6d84f", "#7fcf7f", "#61d1c4", "#5fb0ee", "#7f8ce9", "#ac82e0", "#ea74b3",
  "#999999", "#e53935", "#ef8a1f", "#e8bf0c", "#43a047", "#1ab3a1", "#1e88e5", "#3f51b5", "#8e44ad", "#d81b7a",
  "#555555", "#b71c1c", "#c56210", "#b08d05", "#2e7d32", "#00897b", "#1565c0", "#283593", "#6a1b9a", "#ad1457",
  "#000000", "#7f1010", "#8a430a", "#6f5902", "#1b4d1e", "#00564d", "#0d3c78", "#1a2260", "#42105f", "#6e0c37",
] as const;

export type PaletteColor = (typeof COLOR_PALETTE)[number];

/** `value` as a palette colour (hex or `rgb()` in any case), or `null` when it is not one. */
export function toPaletteColor(value: string): PaletteColor | null {
  const hex = cssColorToHex(value.trim().toLowerCase());
  return hex !== null && (COLOR_PALETTE as readonly string[]).includes(hex) ? (hex as PaletteColor) : null;
}

function cssColorToHex(value: string): string | null {
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((digit) => digit + digit).join("")}`;
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*1(?:\.0+)?\s*)?\)$/.exec(value);
  if (!rgb) return null;
  const channels = rgb.slice(1, 4).map(Number);
  if (channels.some((channel) => channel > 255)) return null;
  return `#${channels.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}
