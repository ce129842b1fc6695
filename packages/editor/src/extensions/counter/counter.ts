import type { Node } from "prosemirror-model";
import { countText, type TextCounts } from "../../rules";

/** Words, characters and spaces of the document's text; blocks count as separated by a line break. */
export function countDoc(doc: Node): TextCounts {
  const text = doc.textBetween(0, doc.content.size, "\n", (leaf) => leaf.type.spec.leafText?.(leaf) ?? "");
  return countText(text);
}
