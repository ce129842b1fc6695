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

describe("RichTextEditor calls by address", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });

  it("loads custom fields with the host's headers and turns their placeholders into tags", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      json({ data: [{ field_name: "city", label: "City" }] }),
    );
    vi.stubGlobal("fetch", fetch);
    const handle: { current: RichTextEditorHandle | null } = { current: null };
    mount(
      <RichTextEditor
        ref={handle}
        defaultValue="<p>Hello {{city}}</p>"
        loadCustomFields={{
          url: "https://api.example/custom-fields",
          headers: { Authorization: "Bearer t" },
        }}
      />,
    );
    await vi.waitFor(() =>
      expect(handle.current!.getHtml()).toBe('<p>Hello <span data-merge-tag="city">{{city}}</span></p>'),
    );
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]![0]).toBe("https://api.example/custom-fields");
    expect(fetch.mock.calls[0]![1].headers).toMatchObject({ Authorization: "Bearer t" });
    // A new render with an equal address does not load again.
    act(() =>
      root!.render(
        <RichTextEditor
          ref={handle}
          defaultValue="<p>Hello {{city}}</p>"
          loadCustomFields={{
            url: "https://api.example/custom-fields",
            headers: { Authorization: "Bearer t" },
          }}
        />,
      ),
    );
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("autosaves to an address every interval and reports errors and expired tokens", async () => {
    vi.useFakeTimers();
    const answers = [
      json({}),
      json({ error: "Template name is taken" }),
      json({ error: "Expired", code: 5101 }),
    ];
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => answers.shift()!);
    vi.stubGlobal("fetch", fetch);
    const onAutosaveError = vi.fn();
    const onTokenRefresh = vi.fn();
    const handle: { current: RichTextEditorHandle | null } = { current: null };
    mount(
      <RichTextEditor
        ref={handle}
        defaultValue="<p>Draft</p>"
        autosave={{
          save: { url: "https://api.example/autosave", name: "body", fields: { id: "7" } },
          intervalMs: 1000,
        }}
        onAutosaveError={onAutosaveError}
        onTokenRefresh={onTokenRefresh}
      />,
    );
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("https://api.example/autosave");
    expect(init.method).toBe("POST");
    expect(String(init.body)).toBe("name=body&body=%3Cp%3EDraft%3C%2Fp%3E&id=7");
    // Unchanged content is not saved again.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetch).toHaveBeenCalledOnce();

    const view = handle.current!.view!;
    act(() => view.dispatch(view.state.tr.insertText("!", 6)));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onAutosaveError).toHaveBeenCalledWith("Template name is taken");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onTokenRefresh).toHaveBeenCalledOnce();
    expect(onAutosaveError).toHaveBeenCalledOnce();
  });
});
