import { Fragment, type Node, type Schema } from "prosemirror-model";
import { MERGE_TAG_NAME } from "./schema";

/** A personalisation tag: the server replaces `{{field_name}}` with the recipient's value. */
export interface MergeTag {
  field_name: string;
  label: string;
}

/** The two tags every account has (SPEC §3). */
export const BUILT_IN_MERGE_TAGS: readonly MergeTag[] = [
  { field_name: "first_name", label: "First Name" },
  { field_name: "last_name", label: "Last Name" },
];

/** The built-in tags followed by `custom` ones, dropping invalid names and repeated field names. */
export function mergeTagList(custom: readonly MergeTag[] = []): MergeTag[] {
  const seen = new Set<string>();
  return [...BUILT_IN_MERGE_TAGS, ...custom].filter((tag) => {
    if (!MERGE_TAG_NAME.test(tag.field_name) || seen.has(tag.field_name)) return false;
    seen.add(tag.field_name);
    return true;
  });
}

/** The placeholder the server replaces with a recipient's value. */
export function mergeTagPlaceholder(fieldName: string): string {
  return `{{${fieldName}}}`;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z][\w.-]{0,63})\s*\}\}/g;

/**
 * `doc` with the plain-text `{{field_name}}` placeholders of known `tags` turned into merge-tag
 * nodes, and every tag node's label taken from `tags`. Placeholders of unknown names stay text.
 */
export function resolveMergeTags(doc: Node, tags: readonly MergeTag[]): Node {
  const labels = new Map(tags.map((tag) => [tag.field_name, tag.label]));
  const schema = doc.type.schema;
  return mapInline(doc, schema, (node) => {
    if (node.type === schema.nodes.merge_tag) {
      const label = labels.get(String(node.attrs.name)) ?? null;
      return label === node.attrs.label
        ? [node]
        : [node.type.create({ ...node.attrs, label }, null, node.marks)];
    }
    if (!node.isText || !node.text || !node.text.includes("{{")) return [node];
    const parts: Node[] = [];
    let last = 0;
    for (const match of node.text.matchAll(PLACEHOLDER)) {
      const name = match[1] ?? "";
      if (!labels.has(name)) continue;
      if (match.index > last) parts.push(schema.text(node.text.slice(last, match.index), node.marks));
      parts.push(schema.nodes.merge_tag!.create({ name, label: labels.get(name) }, null, node.marks));
      last = match.index + match[0].length;
    }
    if (last === 0) return [node];
    if (last < node.text.length) parts.push(schema.text(node.text.slice(last), node.marks));
    return parts;
  });
}

function mapInline(node: Node, schema: Schema, map: (inline: Node) => Node[]): Node {
  if (node.isLeaf) return node;
  const children: Node[] = [];
  node.forEach((child) => {
    if (child.isInline && !(node.type.spec.code ?? false)) children.push(...map(child));
    else children.push(mapInline(child, schema, map));
  });
  return node.copy(Fragment.from(children));
}
