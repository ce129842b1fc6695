import { EditorState, NodeSelection } from "prosemirror-state";
import { describe, expect, it } from "vitest";
import { parseHtml, toHtml } from "../../schema";
import { resizeImage, resizeSelectedImage, selectedImage, updateImage } from "./image";

function withImageSelected(html: string): EditorState {
  const state = EditorState.create({ doc: parseHtml(html) });
  let pos = -1;
  state.doc.descendants((node, at) => {
    if (node.type.name === "image") pos = at;
  });
  return state.apply(state.tr.setSelection(NodeSelection.create(state.doc, pos)));
}

const apply = (state: EditorState, changes: Parameters<typeof updateImage>[0]) => {
  let next = state;
  const ok = updateImage(changes)(state, (tr) => (next = state.apply(tr)));
  return { ok, html: toHtml(next.doc), next };
};

describe("updateImage", () => {
  const start = withImageSelected(
    '<p>A<img src="https://cdn.example.com/a.png" width="300" height="200">B</p>',
  );

  it("sets alt, float, size and a link", () => {
    const { ok, html } = apply(start, {
      alt: "Team",
      float: "left",
      width: 150,
      height: 100,
      href: "https://a.example",
    });
    expect(ok).toBe(true);
    expect(html).toBe(
      '<p>A<a href="https://a.example" target="_blank" rel="noopener noreferrer"><img src="https://cdn.example.com/a.png" alt="Team" width="150" height="100" style="float: left; margin: 0px 10px 10px 0px;"></a>B</p>',
    );
  });

  it("refuses sizes below 100 px wide or 50 px high", () => {
    expect(apply(start, { width: 99 }).ok).toBe(false);
    expect(apply(start, { height: 49 }).ok).toBe(false);
    expect(apply(start, { width: 100, height: 50 }).ok).toBe(true);
  });

  it("refuses links with other schemes and removes a link when asked", () => {
    expect(apply(start, { href: "javascript:alert(1)" }).ok).toBe(false);
    const linked = apply(start, { href: "https://a.example" }).next;
    expect(selectedImage(linked)?.href).toBe("https://a.example");
    expect(apply(linked, { href: null }).html).not.toContain("<a");
  });

  it("does nothing without a selected image", () => {
    expect(updateImage({ alt: "x" })(EditorState.create({ doc: parseHtml("<p>x</p>") }))).toBe(false);
  });
});

describe("resizeImage", () => {
  const start = withImageSelected(
    '<p>A<img src="https://cdn.example.com/a.png" alt="Logo" width="300" height="200"></p>',
  );
  const pos = start.selection.from;
  const run = (state: EditorState, command: ReturnType<typeof resizeImage>) => {
    let next = state;
    const ok = command(state, (tr) => (next = state.apply(tr)));
    return { ok, next, html: toHtml(next.doc) };
  };

  it("stores the size as width and height, which survive the HTML round trip", () => {
    const { ok, next, html } = run(start, resizeImage(pos, { width: 360, height: 240 }));
    expect(ok).toBe(true);
    expect(html).toBe(
      '<p>A<img src="https://cdn.example.com/a.png" alt="Logo" width="360" height="240"></p>',
    );
    expect(toHtml(parseHtml(html))).toBe(html);
    expect(selectedImage(next)?.node.attrs).toMatchObject({ width: 360, height: 240 });
  });

  it("is refused below 100 px wide or 50 px high, and off an image", () => {
    expect(run(start, resizeImage(pos, { width: 99, height: 66 })).ok).toBe(false);
    expect(run(start, resizeImage(pos, { width: 200, height: 49 })).ok).toBe(false);
    expect(run(start, resizeImage(pos - 1, { width: 200, height: 100 })).ok).toBe(false);
  });

  it("resizes the selected image by keyboard steps with its proportions, stopping at the minimum", () => {
    expect(run(start, resizeSelectedImage(10)).html).toContain('width="310" height="207"');
    expect(run(start, resizeSelectedImage(-10)).html).toContain('width="290" height="193"');
    expect(run(start, resizeSelectedImage(-1000)).html).toContain('width="100" height="67"');
    const smallest = run(start, resizeSelectedImage(-1000)).next;
    expect(run(smallest, resizeSelectedImage(-10)).ok).toBe(false);
  });
});
