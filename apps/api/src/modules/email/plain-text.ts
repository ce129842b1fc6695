import { serverDom } from "./dom";

const BLOCKS = new Set([
  "P",
  "DIV",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "UL",
  "OL",
  "LI",
  "TABLE",
  "TR",
  "BLOCKQUOTE",
  "PRE",
  "HR",
]);
const SKIPPED = new Set(["HEAD", "STYLE", "SCRIPT", "TITLE", "IFRAME"]);

/**
 * The plain-text part of an email: its words in reading order, a blank line between blocks, list
 * items with a dash, each link's address after its text, images by their alternative text. The
 * hidden preheader is left out.
 */
export function htmlToText(html: string): string {
  const { domParser } = serverDom();
  const body = domParser.parseFromString(html, "text/html").body;
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      out.push((node.textContent ?? "").replace(/\s+/g, " "));
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const tag = element.tagName;
    if (SKIPPED.has(tag)) return;
    if (/display\s*:\s*none/i.test(element.getAttribute("style") ?? "")) return;
    if (tag === "BR") return void out.push("\n");
    if (tag === "IMG") {
      const alt = element.getAttribute("alt")?.trim();
      if (alt) out.push(` ${alt} `);
      return;
    }
    if (tag === "HR") return void out.push("\n\n----------\n\n");
    const block = BLOCKS.has(tag);
    if (block) out.push("\n\n");
    if (tag === "LI") out.push("- ");
    const before = out.length;
    element.childNodes.forEach(walk);
    if (tag === "A") {
      const href = element.getAttribute("href") ?? "";
      const text = out.slice(before).join("").trim();
      if (/^https?:/i.test(href) && text !== href) out.push(` (${href})`);
      else if (/^mailto:/i.test(href) && !text.includes(href.slice(7))) out.push(` (${href.slice(7)})`);
    }
    if (block) out.push("\n\n");
  };
  walk(body);
  return out
    .join("")
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
