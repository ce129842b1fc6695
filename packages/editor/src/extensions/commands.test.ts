import { undo } from "prosemirror-history";
import { type Command, EditorState, TextSelection, type Transaction } from "prosemirror-state";
import { describe, expect, it } from "vitest";
import { basePlugins } from "../editor/plugins";
import { editorSchema, parseHtml, toHtml } from "../schema";
import { TOOLBAR_COMMANDS, isItemEnabled } from "../toolbar/toolbar-items";
import { countDoc } from "./counter/counter";
import { clearFormatting, indent, insertCodeTab, outdent, setMark } from "./formatting/formatting";
import { EXTERNAL_CHANGE, limiterPlugin, textLength } from "./limiter/limiter";
import { autoLinkPastePlugin, insertLinkedText, linkAtSelection, removeLink, setLink } from "./link/link";
import { insertMergeTag } from "./merge-tag/merge-tag";

/** A state on `html` with the text between `[` and `]` selected (or the caret at `|`). */
function stateOf(html: string, plugins = basePlugins()): EditorState {
  const doc = parseHtml(html.replace(/[[\]|]/g, ""));
  let state = EditorState.create({ doc, plugins });
  const marks: number[] = [];
  const text = parseHtml(html.replace(/\|/g, "\u0001").replace(/[[\]]/g, "\u0001"));
  text.descendants((node, pos) => {
    if (!node.isText) return true;
    let offset = 0;
    for (const char of node.text ?? "") {
      if (char === "\u0001") marks.push(pos + offset - marks.length);
      offset += 1;
    }
    return false;
  });
  if (marks.length > 0) {
    state = state.apply(
      state.tr.setSelection(TextSelection.create(state.doc, marks[0]!, marks[1] ?? marks[0]!)),
    );
  }
  return state;
}

function apply(state: EditorState, command: Command): { ok: boolean; state: EditorState } {
  let next = state;
  const ok = command(state, (tr) => {
    next = state.apply(tr);
  });
  return { ok, state: next };
}

const html = (state: EditorState) => toHtml(state.doc);

describe("formatting commands", () => {
  it("indent and outdent in 20 px steps", () => {
    let { state } = apply(stateOf("<p>|Note</p>"), indent);
    ({ state } = apply(state, indent));
    expect(html(state)).toBe('<p style="margin-left: 40px;">Note</p>');
    ({ state } = apply(state, outdent));
    expect(html(state)).toBe('<p style="margin-left: 20px;">Note</p>');
    expect(apply(stateOf("<p>|Note</p>"), outdent).ok).toBe(false);
  });

  it("Tab in a code block inserts four spaces and does nothing elsewhere", () => {
    expect(html(apply(stateOf("<pre>|x</pre>"), insertCodeTab).state)).toBe("<pre><code>    x</code></pre>");
    expect(apply(stateOf("<p>|x</p>"), insertCodeTab).ok).toBe(false);
  });

  it("clear formatting removes marks and headings but keeps links", () => {
    const start = stateOf('<h2>[<strong>Big</strong> <a href="https://a.example">deal</a>]</h2>');
    expect(html(apply(start, clearFormatting).state)).toBe(
      '<p>Big <a href="https://a.example" target="_blank" rel="noopener noreferrer">deal</a></p>',
    );
  });

  it("sets and removes palette colours and font sizes", () => {
    let { state } = apply(stateOf("<p>[Sale]</p>"), setMark(editorSchema.marks.font_size!, { size: 24 }));
    expect(html(state)).toBe('<p><span style="font-size: 24px;">Sale</span></p>');
    ({ state } = apply(state, setMark(editorSchema.marks.font_size!, null)));
    expect(html(state)).toBe("<p>Sale</p>");
  });
});

describe("toolbar predicates", () => {
  it("derive active and enabled from the state", () => {
    const inBold = stateOf("<p><strong>Bo|ld</strong> plain</p>");
    expect(TOOLBAR_COMMANDS.bold.active?.(inBold)).toBe(true);
    expect(TOOLBAR_COMMANDS.italic.active?.(inBold)).toBe(false);
    expect(isItemEnabled(TOOLBAR_COMMANDS.undo, inBold)).toBe(false);
    expect(isItemEnabled(TOOLBAR_COMMANDS.unlink, inBold)).toBe(false);
    const typed = inBold.apply(inBold.tr.insertText("x"));
    expect(isItemEnabled(TOOLBAR_COMMANDS.undo, typed)).toBe(true);
    expect(TOOLBAR_COMMANDS.alignCenter.active?.(stateOf('<p style="text-align:center">|x</p>'))).toBe(true);
    expect(TOOLBAR_COMMANDS.bulletList.active?.(stateOf("<ul><li><p>|x</p></li></ul>"))).toBe(true);
  });
});

describe("link commands", () => {
  it("link the selection only to allowed addresses", () => {
    const start = stateOf("<p>Visit [our shop] today</p>");
    expect(html(apply(start, setLink("https://shop.example")).state)).toBe(
      '<p>Visit <a href="https://shop.example" target="_blank" rel="noopener noreferrer">our shop</a> today</p>',
    );
    expect(apply(start, setLink("javascript:alert(1)")).ok).toBe(false);
    expect(apply(start, setLink("data:text/html,x")).ok).toBe(false);
  });

  it("insert the address as text at a caret, find and remove the link", () => {
    const { state } = apply(stateOf("<p>Go |now</p>"), setLink("mailto:a@b.example", "Mail us"));
    expect(html(state)).toContain(
      '<a href="mailto:a@b.example" target="_blank" rel="noopener noreferrer">Mail us</a>',
    );
    const inside = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 6)));
    expect(linkAtSelection(inside)).toEqual({ href: "mailto:a@b.example", from: 4, to: 11 });
    expect(html(apply(inside, removeLink).state)).toBe("<p>Go Mail usnow</p>");
  });

  it("insert an uploaded file's name linked in place of the selection, caret after it", () => {
    const { ok, state } = apply(
      stateOf("<p>Prices: [here]</p>"),
      insertLinkedText("https://files.example/prices.pdf", " Price list.pdf "),
    );
    expect(ok).toBe(true);
    expect(html(state)).toBe(
      '<p>Prices: <a href="https://files.example/prices.pdf" target="_blank" rel="noopener noreferrer">Price list.pdf</a></p>',
    );
    expect(state.selection.empty && state.selection.from).toBe(state.doc.content.size - 1);
    expect(apply(stateOf("<p>|</p>"), insertLinkedText("javascript:alert(1)", "x")).ok).toBe(false);
    expect(apply(stateOf("<p>|</p>"), insertLinkedText("https://files.example/a.pdf", " ")).ok).toBe(false);
    expect(apply(stateOf("<pre>co|de</pre>"), insertLinkedText("https://files.example/a.pdf", "a")).ok).toBe(
      false,
    );
  });
});

describe("auto-link", () => {
  it("links an address when a space is typed after it and cuts long text at 50", () => {
    const long = `https://acme.example/${"a".repeat(60)}`;
    const start = stateOf(`<p>See ${long}|</p>`);
    const plugin = start.plugins.find((candidate) => candidate.props.handleTextInput)!;
    let next = start;
    // The input-rule plugin reads only these members of the view.
    const fakeView = {
      state: start,
      composing: false,
      dispatch: (tr: Transaction) => (next = start.apply(tr)),
    };
    const handled = plugin.props.handleTextInput!.call(
      plugin,
      fakeView as never,
      start.selection.from,
      start.selection.to,
      " ",
      () => start.tr.insertText(" "),
    );
    expect(handled).toBe(true);
    expect(html(next)).toBe(
      `<p>See <a href="${long}" target="_blank" rel="noopener noreferrer">${long.slice(0, 50)}…</a> </p>`,
    );
  });
});

describe("pasted addresses", () => {
  it("become links", () => {
    const state = stateOf("<p>|</p>", basePlugins([autoLinkPastePlugin()]));
    const plugin = state.plugins.find((candidate) => candidate.props.transformPasted)!;
    const pastedDoc = parseHtml("<p>Go to https://acme.example/a, or www.acme.example</p>");
    const slice = pastedDoc.slice(1, pastedDoc.content.size - 1);
    const pasted = plugin.props.transformPasted!.call(plugin, slice, {} as never, false);
    const next = state.apply(state.tr.replaceSelection(pasted));
    expect(html(next)).toBe(
      '<p>Go to <a href="https://acme.example/a" target="_blank" rel="noopener noreferrer">https://acme.example/a</a>, or <a href="http://www.acme.example" target="_blank" rel="noopener noreferrer">www.acme.example</a></p>',
    );
  });
});

describe("merge tags", () => {
  it("insert at the caret", () => {
    const { state } = apply(stateOf("<p>Hi |!</p>"), insertMergeTag({ field_name: "city", label: "City" }));
    expect(html(state)).toBe('<p>Hi <span data-merge-tag="city">{{city}}</span>!</p>');
  });
});

describe("limiter", () => {
  const limited = (html: string, limit: number) => stateOf(html, basePlugins([limiterPlugin(limit)]));

  it("blocks typing at the limit but lets deletions and outside values through", () => {
    const full = limited("<p>Hello|</p>", 5);
    expect(full.apply(full.tr.insertText("!")).doc.textContent).toBe("Hello");
    const shorter = full.apply(full.tr.delete(5, 6));
    expect(shorter.doc.textContent).toBe("Hell");
    const grown = shorter.apply(shorter.tr.insertText("o!"));
    expect(grown.doc.textContent).toBe("Hell");
    const external = full.apply(full.tr.insertText("xyz", 1).setMeta(EXTERNAL_CHANGE, true));
    expect(external.doc.textContent).toBe("xyzHello");
  });

  it("cuts a paste to what still fits", () => {
    let state = limited("<p>Hello|</p>", 8);
    const plugin = state.plugins.find((candidate) => candidate.props.handlePaste)!;
    const view = { state, dispatch: (tr: Transaction) => (state = state.apply(tr)) };
    const pastedDoc = parseHtml("<p>wonderful world</p>");
    const slice = pastedDoc.slice(1, pastedDoc.content.size - 1);
    const handled = plugin.props.handlePaste!.call(
      plugin,
      view as never,
      new Event("paste") as ClipboardEvent,
      slice,
    );
    expect(handled).toBe(true);
    expect(state.doc.textContent).toBe("Hellowon");
  });

  it("counts merge tags as their placeholder", () => {
    expect(textLength(parseHtml("<p>Hi {{first_name}}</p>"))).toBe(17);
  });
});

describe("counter", () => {
  it("counts the text without markup, blocks apart", () => {
    expect(countDoc(parseHtml("<h1>Big <em>news</em></h1><p>for you {{first_name}}</p>"))).toEqual({
      words: 5,
      characters: 30,
      spaces: 3,
    });
  });
});

describe("history", () => {
  it("undoes a change", () => {
    const start = stateOf("<p>One|</p>");
    const typed = start.apply(start.tr.insertText(" two"));
    expect(html(apply(typed, undo).state)).toBe("<p>One</p>");
  });
});
