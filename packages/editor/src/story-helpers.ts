import { expect, userEvent, waitFor, within } from "storybook/test";

/** The editable area of the editor in a story. */
export const editorOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("textbox", { name: "Message" });

/**
 * Selects `text` in the editor (or puts the caret `caretOffset` characters into it) the way the mouse
 * would, and waits until the editor has taken the selection over. Simulated clicks do not move the
 * caret inside a contenteditable, so the selection is set on the document.
 */
export async function selectText(canvasElement: HTMLElement, text: string, caretOffset?: number) {
  const editor = editorOf(canvasElement);
  await userEvent.click(editor);
  const walker = editor.ownerDocument.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const start = node.textContent?.indexOf(text) ?? -1;
    if (start < 0) continue;
    const anchor = caretOffset === undefined ? start : start + caretOffset;
    const head = caretOffset === undefined ? start + text.length : anchor;
    editor.ownerDocument.getSelection()?.setBaseAndExtent(node, anchor, node, head);
    break;
  }
  const root = canvasElement.querySelector("[data-slot=rich-text-editor]");
  if (caretOffset === undefined) await waitFor(() => expect(root).toHaveAttribute("data-selection", "range"));
  else await new Promise((resolve) => setTimeout(resolve, 50));
}
