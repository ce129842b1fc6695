/** The text limiter's default maximum length (SPEC §9 "Text and editor"). */
export const TEXT_LIMIT_DEFAULT = 20;

export const ELLIPSIS = "...";

/**
 * The text limiter (SPEC §5): text longer than `max` characters is cut to `max` and followed by
 * an ellipsis, and flagged as exceeded so the full text can be shown on demand.
 */
export function limitText(
  text: string,
  max: number = TEXT_LIMIT_DEFAULT,
): { text: string; exceeded: boolean } {
  const characters = [...text];
  if (characters.length <= max) return { text, exceeded: false };
  return { text: characters.slice(0, max).join("") + ELLIPSIS, exceeded: true };
}
