import { describe, expect, it } from "vitest";
import { BLOCK_TYPES } from "../document/constants";
import { createBlock, createDocument, createRow } from "../document/create";
import type { Block, EmailDocument } from "../document/document-schema";
import { renderEmailHtml } from "./render-email-html";

/** A design with every block type, filled in, in a one-column row, then again across a three-column row. */
function everyBlock(): EmailDocument {
  const filled: Record<Block["type"], Block> = {
    heading: { ...createBlock("heading"), text: "Hello {{first_name}}", level: 2 },
    text: {
      ...createBlock("text"),
      html:
        '<p style="text-align: center">Dear <span data-merge-tag="first_name">{{first_name}}</span>, see <a href="https://example.com/a?b=1&c=2">our offers</a>.</p>' +
        '<ul><li><p>One</p></li></ul><p><img src="https://cdn.example.com/wide.png" width="900" height="300" style="float: left"></p>' +
        '<iframe src="https://www.youtube.com/embed/abc123"></iframe><h3>Small print</h3><pre><code>code</code></pre>',
    },
    image: {
      ...createBlock("image"),
      src: "https://cdn.example.com/hero.png",
      alt: "Hero",
      width: 480,
      link: "https://example.com",
    },
    button: { ...createBlock("button"), text: "Buy", url: "https://example.com/buy" },
    divider: createBlock("divider"),
    spacer: { ...createBlock("spacer"), height: 40 },
    social: createBlock("social"),
    footer: { ...createBlock("footer"), text: "Sendline Inc.\n{{company_address}}" },
  };
  const blocks = BLOCK_TYPES.map((type) => filled[type]);
  const three = createRow(3);
  blocks.forEach((block, index) => three.columns[index % 3]!.blocks.push({ ...block, id: `${block.id}x` }));
  const doc = createDocument([createRow(1, blocks), three]);
  doc.settings.preheader = "Spring offers inside";
  return doc;
}

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

/** What email clients need of the HTML: each rule names itself and lists what breaks it. */
function emailRuleBreaches(html: string): string[] {
  const dom = parse(html);
  const breaches: string[] = [];
  const rule = (name: string, offenders: unknown[]) => {
    if (offenders.length > 0) breaches.push(`${name}: ${offenders.length}`);
  };
  const all = [...dom.querySelectorAll("*")];
  const styles = all.map((element) => element.getAttribute("style") ?? "");
  rule("no <style>, <script>, <link> or <iframe>", [
    ...dom.querySelectorAll("style, script, link, iframe, video, form"),
  ]);
  rule("no class attributes: inline styles only", [...dom.querySelectorAll("[class]")]);
  rule(
    "no flexbox or grid",
    styles.filter((style) => /display\s*:\s*(inline-)?(flex|grid)/i.test(style)),
  );
  rule(
    "no position",
    styles.filter((style) => /(^|;)\s*position\s*:/i.test(style)),
  );
  rule(
    "no float in CSS",
    styles.filter((style) => /(^|;)\s*float\s*:/i.test(style)),
  );
  rule(
    "no background images",
    styles.filter((style) => /background-image|url\(/i.test(style)),
  );
  rule(
    "no event handlers",
    all.filter((element) => element.getAttributeNames().some((name) => name.startsWith("on"))),
  );
  rule(
    "every <img> has alt and a numeric width",
    [...dom.querySelectorAll("img")].filter(
      (img) => !img.hasAttribute("alt") || !/^\d+$/.test(img.getAttribute("width") ?? ""),
    ),
  );
  // Outlook's tables sit in conditional comments, out of the DOM: the raw HTML is read for them.
  const tables = html.match(/<table\b[^>]*>/g) ?? [];
  rule(
    'every <table> has role="presentation", cellpadding="0", cellspacing="0" and border="0"',
    tables.filter(
      (tag) =>
        !['role="presentation"', 'cellpadding="0"', 'cellspacing="0"', 'border="0"'].every((a) =>
          tag.includes(a),
        ),
    ),
  );
  rule(
    "table widths are attributes",
    [...dom.querySelectorAll("table")].filter((element) =>
      /(^|;)\s*width\s*:\s*\d+px/.test(element.getAttribute("style") ?? ""),
    ),
  );
  rule(
    "links use http, https, mailto or the unsubscribe tag",
    [...dom.querySelectorAll("a")].filter(
      (a) => !/^(https?:|mailto:|\{\{unsubscribe_url\}\}$)/.test(a.getAttribute("href") ?? ""),
    ),
  );
  rule(
    "colours are hex",
    styles.filter((style) => /rgb\(|hsl\(/i.test(style)),
  );
  return breaches;
}

describe("the email rules", () => {
  it("catch what email clients cannot show", () => {
    const broken =
      '<table><tr><td style="display:flex;position:absolute" class="x"><img src="a.png"><a href="javascript:x">x</a></td></tr></table><style>td{}</style>';
    expect(emailRuleBreaches(broken)).toHaveLength(7);
  });
});

describe("renderEmailHtml", () => {
  const doc = everyBlock();
  const html = renderEmailHtml(doc, { title: "Spring" });
  const dom = parse(html);

  it("keeps every rule email clients need, for every block type in one and three columns", () => {
    expect(emailRuleBreaches(html)).toEqual([]);
    for (const type of BLOCK_TYPES) {
      const alone = createDocument([createRow(1, [createBlock(type)])]);
      expect(emailRuleBreaches(renderEmailHtml(alone)), type).toEqual([]);
    }
  });

  it("is a complete document with a 600 px column and a hidden preheader first in the body", () => {
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(dom.querySelector("meta[charset]")).not.toBeNull();
    expect(dom.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(dom.title).toBe("Spring");
    expect(dom.querySelector('table[width="600"]')?.getAttribute("style")).toContain("max-width:600px");
    const preheader = dom.body.firstElementChild as HTMLElement;
    expect(preheader.textContent).toBe("Spring offers inside");
    expect(preheader.style.display).toBe("none");
  });

  it("leaves merge tags for the server, in text and in the unsubscribe link", () => {
    expect(dom.querySelector("h2")?.textContent).toBe("Hello {{first_name}}");
    expect(dom.body.textContent).toContain("Dear {{first_name}}, see our offers.");
    expect(dom.body.innerHTML).toContain("Sendline Inc.<br>{{company_address}}");
    expect(dom.querySelector("[data-merge-tag]")).toBeNull();
    const unsubscribe = [...dom.querySelectorAll("a")].find((a) => a.textContent === "Unsubscribe");
    expect(unsubscribe?.getAttribute("href")).toBe("{{unsubscribe_url}}");
  });

  it("writes widths as attributes: images to their column, columns at a third of 600 px", () => {
    const hero = dom.querySelectorAll('img[alt="Hero"]');
    expect([...hero].map((img) => img.getAttribute("width"))).toEqual(["480", "160"]);
    expect(
      [...dom.querySelectorAll("img:not([alt='Hero'])")].map((img) => img.getAttribute("width")),
    ).toContain("560");
    expect(html).toContain('<td width="200" valign="top">');
    expect(dom.querySelectorAll('div[style*="max-width:200px"]')).toHaveLength(3);
  });

  it("turns a floated image into an aligned one and a video into a link", () => {
    const wide = dom.querySelector('img[src="https://cdn.example.com/wide.png"]');
    expect(wide?.getAttribute("align")).toBe("left");
    expect(wide?.hasAttribute("height")).toBe(false); // scaled down to the column: the height would stretch it
    const video = [...dom.querySelectorAll("a")].find((a) => a.textContent === "Watch the video");
    expect(video?.getAttribute("href")).toBe("https://www.youtube.com/embed/abc123");
  });

  it("escapes what a user typed and keeps query strings intact", () => {
    const heading = { ...createBlock("heading"), text: '<script>alert("x")</script>' };
    const rendered = parse(renderEmailHtml(createDocument([createRow(1, [heading])])));
    expect(rendered.querySelector("script")).toBeNull();
    expect(rendered.querySelector("h1")?.textContent).toBe('<script>alert("x")</script>');
    expect(dom.querySelector('a[href="https://example.com/a?b=1&c=2"]')).not.toBeNull();
  });
});

describe("links in the email", () => {
  const unsafe = [
    "javascript:alert(1)",
    " JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,x",
    "vbscript:x",
    "ftp://example.com",
    "file:///etc/passwd",
  ];

  it.each(unsafe)("drops %j from a button, an image, social links and text", (url) => {
    const doc = createDocument([
      createRow(1, [
        { ...createBlock("button"), text: "Buy", url },
        { ...createBlock("image"), src: "https://cdn.example.com/a.png", alt: "A", link: url },
        { ...createBlock("social"), links: [{ network: "x", url }] },
        { ...createBlock("text"), html: `<p><a href="${url}">click</a></p>` },
      ]),
    ]);
    const html = renderEmailHtml(doc);
    expect(emailRuleBreaches(html)).toEqual([]);
    const dom = parse(html);
    expect(dom.querySelectorAll("a[href]")).toHaveLength(0);
    // The button keeps its look and the image shows, without a link.
    expect(dom.body.textContent).toContain("Buy");
    expect(dom.body.textContent).toContain("click");
    expect(dom.querySelector('img[alt="A"]')).not.toBeNull();
    expect(html.toLowerCase()).not.toMatch(/javascript|vbscript|data:|file:/);
  });

  it("keeps http, https and mailto", () => {
    const doc = createDocument([
      createRow(1, [
        { ...createBlock("button"), url: "mailto:sales@example.com" },
        { ...createBlock("image"), src: "http://cdn.example.com/a.png", link: "http://example.com" },
      ]),
    ]);
    const hrefs = [...parse(renderEmailHtml(doc)).querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["mailto:sales@example.com", "http://example.com"]);
  });

  it("drops an image whose source is not http or https", () => {
    const doc = createDocument([
      createRow(1, [{ ...createBlock("image"), src: "javascript:alert(1)", alt: "X" }]),
    ]);
    expect(parse(renderEmailHtml(doc)).querySelector("img")).toBeNull();
  });

  it("reads text blocks through the editor's schema: scripts and handlers go", () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="alert(1)"></p><style>p{}</style>';
    const doc = createDocument([createRow(1, [{ ...createBlock("text"), html }])]);
    const out = renderEmailHtml(doc);
    expect(emailRuleBreaches(out)).toEqual([]);
    expect(out).not.toMatch(/onclick|onerror|alert|<style|<script/);
    expect(parse(out).body.textContent).toContain("Hi");
  });
});
