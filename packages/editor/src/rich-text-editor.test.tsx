import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RichTextEditor, type RichTextEditorHandle } from "./rich-text-editor";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

function mount(element: React.ReactElement) {
  const container = document.body.appendChild(document.createElement("div"));
  root = createRoot(container);
  act(() => root!.render(element));
  return container;
}

describe("RichTextEditor", () => {
  it("renders the given HTML and reports edits as HTML", () => {
    const onChange = vi.fn();
    const handle: { current: RichTextEditorHandle | null } = { current: null };
    mount(<RichTextEditor ref={handle} defaultValue="<p>Hello</p>" onChange={onChange} />);
    const view = handle.current!.view!;
    act(() => view.dispatch(view.state.tr.insertText(" world", 6)));
    expect(onChange).toHaveBeenLastCalledWith("<p>Hello world</p>");
  });

  it("follows a controlled value without reporting it back", () => {
    const onChange = vi.fn();
    const container = mount(<RichTextEditor value="<p>One</p>" onChange={onChange} />);
    act(() => root!.render(<RichTextEditor value="<p>Two</p>" onChange={onChange} />));
    expect(container.querySelector("[role=textbox]")!.innerHTML).toContain("Two");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("is not editable when read-only", () => {
    const container = mount(<RichTextEditor readOnly defaultValue="<p>Fixed</p>" />);
    expect(container.querySelector("[role=textbox]")!.getAttribute("contenteditable")).toBe("false");
  });
});

describe("RichTextEditor limit", () => {
  it("applies a new limit without losing the content", () => {
    const handle: { current: RichTextEditorHandle | null } = { current: null };
    mount(<RichTextEditor ref={handle} defaultValue="<p>Hello</p>" />);
    act(() => root!.render(<RichTextEditor ref={handle} defaultValue="<p>Hello</p>" limit={5} />));
    const view = handle.current!.view!;
    act(() => view.dispatch(view.state.tr.insertText("!", 6)));
    expect(handle.current!.getHtml()).toBe("<p>Hello</p>");
    act(() => view.dispatch(view.state.tr.delete(5, 6)));
    act(() => root!.render(<RichTextEditor ref={handle} defaultValue="<p>Hello</p>" />));
    act(() => view.dispatch(view.state.tr.insertText(" there", 5)));
    expect(handle.current!.getHtml()).toBe("<p>Hell there</p>");
  });
});
