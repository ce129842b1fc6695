const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * Plain text of editor HTML for counting (SPEC §5 "Text limiter and editor"): script and style
 * content removed, block ends and `<br>` turned into line breaks, other tags dropped and the common
 * entities decoded. For counting only; this is no sanitiser.
 */
export function stripMarkup(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote|pre|tr)\s*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, entity: string) => {
      if (entity.startsWith("#x") || entity.startsWith("#X"))
        return String.fromCodePoint(parseInt(entity.slice(2), 16));
      if (entity.startsWith("#")) return String.fromCodePoint(parseInt(entity.slice(1), 10));
      return ENTITIES[entity.toLowerCase()] ?? match;
    });
}

/**
 * The editor counter (SPEC §5): words (runs of non-space characters), characters (every character
 * but line breaks, spaces included) and spaces (space characters other than line breaks) of plain text.
 */
export function countText(plainText: string): { words: number; characters: number; spaces: number } {
  const characters = [...plainText.replace(/[\r\n]/g, "")];
  return {
    words: plainText.match(/[^\s]+/g)?.length ?? 0,
    characters: characters.length,
    spaces: characters.filter((char) => /\s/.test(char)).length,
  };
}
