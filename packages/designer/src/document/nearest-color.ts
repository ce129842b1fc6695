import { COLOR_PALETTE, type PaletteColor } from "./constants";

const channels = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

/** HSL saturation, 0 to 1: a light tint has little chroma but is still a colour. */
function saturation(rgb: [number, number, number]) {
  const max = Math.max(...rgb) / 255;
  const min = Math.min(...rgb) / 255;
  const lightness = (max + min) / 2;
  return max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1));
}

/** Colour distance weighted by the red level ("redmean"), closer to what the eye sees than plain RGB. */
function distance([r1, g1, b1]: [number, number, number], [r2, g2, b2]: [number, number, number]) {
  const red = (r1 + r2) / 2;
  return (2 + red / 256) * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + (2 + (255 - red) / 256) * (b1 - b2) ** 2;
}

/**
 * The palette colour closest to a CSS hex colour (`#abc` or `#aabbcc`), or `null` when `value` is
 * not one. Older documents allowed any colour; the palette is the only choice now. A grey stays a
 * grey: near-neutral colours are matched against the palette's greys only.
 */
export function nearestPaletteColor(value: string): PaletteColor | null {
  let hex = value.trim().toLowerCase();
  if (/^#[0-9a-f]{3}$/.test(hex)) hex = `#${[...hex.slice(1)].map((digit) => digit + digit).join("")}`;
  if (!/^#[0-9a-f]{6}$/.test(hex)) return null;
  if ((COLOR_PALETTE as readonly string[]).includes(hex)) return hex as PaletteColor;
  const target = channels(hex);
  const neutral = saturation(target) < 0.15;
  let best: PaletteColor = COLOR_PALETTE[0];
  let bestDistance = Infinity;
  for (const color of COLOR_PALETTE) {
    const candidate = channels(color);
    if (neutral && saturation(candidate) !== 0) continue;
    const gap = distance(target, candidate);
    if (gap < bestDistance) [best, bestDistance] = [color, gap];
  }
  return best;
}
