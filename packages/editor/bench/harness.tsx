import { createRef } from "react";
import { createRoot } from "react-dom/client";
import { RichTextEditor, type RichTextEditorHandle } from "../src/index";

/** A realistic long newsletter: 20,000 words in paragraphs, headings, lists and links. */
function longDocument(words: number): string {
  const vocabulary =
    "campaign message delivery report contact upload balance viber email sms customer schedule".split(" ");
  const parts: string[] = [];
  let count = 0;
  for (let block = 0; count < words; block += 1) {
    const sentence = Array.from(
      { length: 40 },
      (_, i) => vocabulary[(block * 7 + i) % vocabulary.length],
    ).join(" ");
    count += 40;
    if (block % 25 === 0) parts.push(`<h2>Section ${block / 25 + 1}</h2>`);
    if (block % 10 === 5) parts.push(`<ul><li>${sentence}</li></ul>`);
    else
      parts.push(`<p>${sentence} <a href="https://example.com/${block}">link</a> <strong>bold</strong></p>`);
  }
  return parts.join("");
}

const html = longDocument(20_000);
const editor = createRef<RichTextEditorHandle>();
const started = performance.now();
const container = document.getElementById("root");
if (!container) throw new Error("no #root");
createRoot(container).render(<RichTextEditor ref={editor} defaultValue={html} onChange={() => {}} />);

const waitForView = () =>
  new Promise<void>((resolve) => {
    const check = () => (editor.current?.view ? resolve() : requestAnimationFrame(check));
    check();
  });

await waitForView();
const loadMs = performance.now() - started;

/** Types `count` characters at the end of the document; each keystroke is a transaction plus layout. */
function typeKeys(count: number): number[] {
  const view = editor.current?.view;
  if (!view) throw new Error("the editor did not mount");
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    const end = view.state.doc.content.size - 1;
    view.dispatch(view.state.tr.insertText(i % 6 === 5 ? " " : "a", end));
    view.dom.getBoundingClientRect();
    times.push(performance.now() - t0);
  }
  return times;
}

Object.assign(window, { benchmark: { loadMs, words: html.split(/\s+/).length, typeKeys } });
