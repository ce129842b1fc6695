import { describe, expect, it } from "vitest";
import { parseHtml, toHtml } from "./html";

const roundTrip = (html: string) => toHtml(parseHtml(html));

/** Real content of the kind customers send: newsletters, promos, SMS-like notes, signatures. */
const corpus = [
  `<h1>March newsletter</h1><p>Hi {{first_name}},</p><p>Here is what happened at <strong>Acme Bakery</strong> this month:</p>
   <ul><li><p>New <em>sourdough</em> line</p></li><li><p>Opening hours: 7:00 &ndash; 19:00</p></li></ul>
   <p>Read more on <a href="https://acme.example/blog?utm_source=email&amp;utm_medium=newsletter">our blog</a>.</p>`,
  `<h2 style="text-align: center">50% OFF TODAY ONLY</h2><p style="text-align:center"><img src="https://cdn.example.com/promo.png" alt="Sale banner" width="600" height="200"></p>
   <p>Use code <span style="font-family: 'Courier New', monospace">SAVE50</span> at checkout. <a href="https://shop.example.com/"><strong>Shop now</strong></a></p>`,
  `<p>Dear <span data-merge-tag="first_name">{{first_name}}</span> <span data-merge-tag="last_name">{{last_name}}</span>,</p>
   <p>Your order <b>#10293</b> has shipped.<br>Track it: <a href="https://track.example.com/10293">track.example.com/10293</a></p>`,
  `<ol><li><p>Download the app</p></li><li><p>Sign in</p><ol><li><p>Use your mobile number</p></li></ol></li><li><p>Enjoy</p></li></ol>
   <blockquote><p>&ldquo;Best service in town&rdquo; &mdash; a happy customer</p></blockquote><hr>
   <p style="margin-left: 40px">Indented note</p><pre><code>PROMO  CODE
    X-99</code></pre>`,
  `<p><span style="font-size: 18px; color: #e53935">Flash sale</span> <span style="background-color: rgb(250, 235, 155)">ends at midnight</span>
   <u>underlined</u> <s>old price</s> <i>italic</i> <span style="font-family: Georgia, serif">serif</span></p>
   <p><img src="https://cdn.example.com/logo.png" alt="Logo" style="float: right; margin: 0 0 10px 10px" width="120">Acme Bakery<br>12 Main St</p>
   <iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315"></iframe>
   <p>Call us: <a href="skype:acme.bakery?call">Skype</a>, <a href="mailto:hello@acme.example">hello@acme.example</a></p>`,
  `<h3>Unsubscribe</h3><p>You receive this because you subscribed at acme.example. <a href="https://acme.example/unsubscribe">Unsubscribe</a></p>`,
  `Plain SMS text without markup: Your PIN is 123456. Reply STOP to opt out.`,
];

describe("parseHtml and toHtml", () => {
  it.each(corpus)("is stable after one pass: %#", (html) => {
    const once = roundTrip(html);
    expect(roundTrip(once)).toBe(once);
  });

  it("keeps the formatting the schema knows", () => {
    const html = roundTrip(corpus[4]!);
    expect(html).toContain(
      '<span style="font-size: 18px;"><span style="color: rgb(229, 57, 53);">Flash sale</span></span>',
    );
    expect(html).toContain('<span style="background-color: rgb(250, 235, 155);">ends at midnight</span>');
    expect(html).toContain("<u>underlined</u>");
    expect(html).toContain("<s>old price</s>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain('<span style="font-family: Georgia, serif;">serif</span>');
    expect(html).toContain('style="float: right; margin: 0px 0px 10px 10px;"');
    expect(html).toContain('<a href="skype:acme.bakery?call"');
  });

  it("saves headings, lists, quotes, code, rules and block attributes", () => {
    const html = roundTrip(corpus[3]!);
    expect(html).toMatch(/^<ol><li><p>Download the app<\/p><\/li>/);
    expect(html).toContain("<blockquote><p>“Best service in town” — a happy customer</p></blockquote><hr>");
    expect(html).toContain('<p style="margin-left: 40px;">Indented note</p>');
    expect(html).toContain("<pre><code>PROMO  CODE\n    X-99</code></pre>");
    expect(roundTrip('<h2 align="center">Hi</h2>')).toBe('<h2 style="text-align: center;">Hi</h2>');
  });

  it("wraps loose text in a paragraph", () => {
    expect(roundTrip(corpus[6]!)).toBe(
      "<p>Plain SMS text without markup: Your PIN is 123456. Reply STOP to opt out.</p>",
    );
  });

  it("drops values outside the offered sets instead of copying styles", () => {
    expect(roundTrip('<p><span style="font-size: 13px; color: #123456; position: fixed">x</span></p>')).toBe(
      "<p>x</p>",
    );
    expect(roundTrip('<p><span style="font-family: Comic Sans MS">x</span></p>')).toBe("<p>x</p>");
  });

  it("embeds videos of the allowed players only, at 500 x 281", () => {
    expect(roundTrip(corpus[4]!)).toContain(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="500" height="281"',
    );
    expect(roundTrip('<iframe src="https://evil.example/embed/x"></iframe>')).toBe("<p></p>");
    expect(roundTrip('<iframe src="http://www.youtube.com/embed/x"></iframe>')).toBe("<p></p>");
  });

  it("keeps a link around an image", () => {
    expect(
      roundTrip(
        '<p><a href="https://acme.example"><img src="https://cdn.example.com/a.png" alt="A"></a></p>',
      ),
    ).toBe(
      '<p><a href="https://acme.example" target="_blank" rel="noopener noreferrer"><img src="https://cdn.example.com/a.png" alt="A"></a></p>',
    );
  });
});
