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
  const select = () => {
    const walker = editor.ownerDocument.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent?.indexOf(text) ?? -1;
      if (start < 0) continue;
      const anchor = caretOffset === undefined ? start : start + caretOffset;
      const head = caretOffset === undefined ? start + text.length : anchor;
      editor.ownerDocument.getSelection()?.setBaseAndExtent(node, anchor, node, head);
      return;
    }
  };
  const root = canvasElement.querySelector("[data-slot=rich-text-editor]");
  if (caretOffset === undefined) {
    // A slow machine may still be handling the click when the selection is set: set it again until
    // the editor reports it.
    await waitFor(
      () => {
        if (root?.getAttribute("data-selection") !== "range") select();
        expect(root).toHaveAttribute("data-selection", "range");
      },
      { timeout: 5000 },
    );
  } else {
    select();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
