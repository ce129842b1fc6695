const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** `text` safe inside an element or a double-quoted attribute. `{{merge_tags}}` pass unchanged. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** A `style` attribute from declarations; `null` and `undefined` values are left out. */
export function styleAttr(declarations: Record<string, string | number | null | undefined>): string {
  const style = Object.entries(declarations)
    .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined)
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  return style === "" ? "" : ` style="${escapeHtml(`${style};`)}"`;
}

/** Attributes from a record; `null`, `undefined` and `false` are left out. */
export function attrs(values: Record<string, string | number | null | undefined | false>): string {
  return Object.entries(values)
    .filter(
      (entry): entry is [string, string | number] =>
        entry[1] !== null && entry[1] !== undefined && entry[1] !== false,
    )
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join("");
}

/** The attributes every layout table of an email needs: a presentation role and no spacing of its own. */
export const TABLE_ATTRS = ' role="presentation" cellpadding="0" cellspacing="0" border="0"';
