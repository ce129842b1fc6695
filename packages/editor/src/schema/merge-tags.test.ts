import { describe, expect, it } from "vitest";
import { parseHtml, toHtml } from "./html";
import { mergeTagList } from "./merge-tags";

describe("merge tags", () => {
  it("start with first_name and last_name, then custom fields without repeats", () => {
    expect(
      mergeTagList([
        { field_name: "city", label: "City" },
        { field_name: "first_name", label: "Given name" },
        { field_name: "city", label: "Town" },
        { field_name: "bad name", label: "Bad" },
      ]),
    ).toEqual([
      { field_name: "first_name", label: "First Name" },
      { field_name: "last_name", label: "Last Name" },
      { field_name: "city", label: "City" },
    ]);
  });

  it("are saved as a span holding the placeholder", () => {
    const doc = parseHtml('<p>Hi <span data-merge-tag="first_name">anything</span>!</p>');
    const tag = doc.firstChild!.child(1);
    expect(tag.type.name).toBe("merge_tag");
    expect(tag.attrs).toEqual({ name: "first_name", label: "First Name" });
    expect(toHtml(doc)).toBe('<p>Hi <span data-merge-tag="first_name">{{first_name}}</span>!</p>');
  });

  it("turn plain placeholders of known tags back into tags and leave unknown ones as text", () => {
    const mergeTags = mergeTagList([{ field_name: "city", label: "City" }]);
    const doc = parseHtml("<p>{{first_name}} from {{ city }} owes {{amount}}</p>", { mergeTags });
    expect(toHtml(doc)).toBe(
      '<p><span data-merge-tag="first_name">{{first_name}}</span> from <span data-merge-tag="city">{{city}}</span> owes {{amount}}</p>',
    );
    expect(doc.textContent).toBe("{{first_name}} from {{city}} owes {{amount}}");
  });

  it("keep the marks around them", () => {
    expect(toHtml(parseHtml("<p><strong>{{last_name}}</strong></p>"))).toBe(
      '<p><strong><span data-merge-tag="last_name">{{last_name}}</span></strong></p>',
    );
  });

  it("stay text inside code blocks", () => {
    expect(toHtml(parseHtml("<pre>{{first_name}}</pre>"))).toBe("<pre><code>{{first_name}}</code></pre>");
  });

  it("refuse names that are not field names", () => {
    expect(toHtml(parseHtml('<p><span data-merge-tag="x&quot; onclick=&quot;y">t</span></p>'))).toBe(
      "<p>t</p>",
    );
  });
});
