import { DOMParser as ProseMirrorParser, DOMSerializer, type Node } from "prosemirror-model";
import { BUILT_IN_MERGE_TAGS, type MergeTag, resolveMergeTags } from "./merge-tags";
import { editorSchema } from "./schema";

/** Something that parses an HTML string into an inert document, like the browser's `DOMParser`. */
export interface HtmlDocumentParser {
  parseFromString(html: string, type: "text/html"): Document;
}

export interface ParseHtmlOptions {
  /** Parser to use where there is no `window` (a server): e.g. `new JSDOM().window.DOMParser`'s instance. */
  domParser?: HtmlDocumentParser;
  /**
   * Known merge tags: `{{field_name}}` text of one of these becomes a tag, and tags get their labels.
   * @default the built-in first_name and last_name
   */
  mergeTags?: readonly MergeTag[];
}

/**
 * The editor document for `html`. The HTML is read in an inert document (no script runs, no image
 * loads) and only through the schema's rules, so whatever the schema does not know is dropped.
 */
export function parseHtml(html: string, options: ParseHtmlOptions = {}): Node {
  const domParser = options.domParser ?? (typeof DOMParser === "undefined" ? undefined : new DOMParser());
  if (!domParser) throw new Error("parseHtml needs a DOMParser: pass options.domParser outside a browser.");
  const body = domParser.parseFromString(html, "text/html").body;
  const doc = ProseMirrorParser.fromSchema(editorSchema).parse(body);
  return resolveMergeTags(doc, options.mergeTags ?? BUILT_IN_MERGE_TAGS);
}

export interface ToHtmlOptions {
  /** Document to build the HTML in where there is no `window` (a server). */
  document?: Document;
}

/** The HTML the editor saves for `doc`: everything written comes from the schema's `toDOM`. */
export function toHtml(doc: Node, options: ToHtmlOptions = {}): string {
  const document = options.document ?? (typeof window === "undefined" ? undefined : window.document);
  if (!document) throw new Error("toHtml needs a document: pass options.document outside a browser.");
  const container = document.createElement("div");
  container.appendChild(
    DOMSerializer.fromSchema(doc.type.schema).serializeFragment(doc.content, { document }),
  );
  return container.innerHTML;
}

/** Whether `doc` holds nothing but one empty paragraph. */
export function isEmptyDoc(doc: Node): boolean {
  return doc.childCount === 1 && doc.firstChild?.isTextblock === true && doc.firstChild.content.size === 0;
}
