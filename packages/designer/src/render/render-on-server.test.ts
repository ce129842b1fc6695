// @vitest-environment node
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { createBlock, createDocument, createRow } from "../document/create";
import { migrateDocument } from "../document/migrate";
import { renderEmailHtml } from "./render-email-html";

describe("on a server", () => {
  it("validates a saved design and renders its text blocks with a parser it is given", () => {
    expect(typeof globalThis.DOMParser).toBe("undefined");
    const saved = JSON.parse(
      JSON.stringify(
        createDocument([
          createRow(1, [{ ...createBlock("text"), html: "<p>Hi {{first_name}}<script>x()</script></p>" }]),
        ]),
      ),
    );
    const design = migrateDocument(saved);
    expect(() => renderEmailHtml(design)).toThrow(/DOMParser/);
    const { window } = new JSDOM("");
    const html = renderEmailHtml(design, { domParser: new window.DOMParser() });
    expect(html).toContain('<p style="margin:0 0 0 0;">Hi {{first_name}}</p>');
    expect(html).not.toContain("script");
  });
});
