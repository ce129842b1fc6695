/** WCAG relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * A muted text colour readable (4.5:1) on the email's own background: the canvas keeps the
 * email's colours whatever the console's theme, so its hints cannot take the theme's muted colour.
 * A grey where one reads, black or white on the mid tones where no grey does.
 */
export function readableTextColor(background: string): string {
  const candidates = luminance(background) > 0.179 ? ["#4b5563", "#000000"] : ["#d1d5db", "#ffffff"];
  return candidates.find((color) => contrastRatio(color, background) >= 4.5) ?? candidates[1]!;
}
