import type { Node } from "prosemirror-model";
import { EditorState, type Plugin, type Transaction } from "prosemirror-state";
import { EditorView } from "prosemirror-view";
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { EditorStore } from "./editor/editor-store";
import { basePlugins } from "./editor/plugins";
import { type MergeTag, parseHtml, toHtml } from "./schema";

export interface RichTextEditorHandle {
  /** Moves the focus into the editable area. */
  focus(): void;
  /** The HTML the editor would save now. */
  getHtml(): string;
  /** The mounted ProseMirror view, for commands from outside. */
  readonly view: EditorView | null;
}

export interface RichTextEditorProps {
  /** HTML content (controlled). */
  value?: string;
  /** HTML content at mount (uncontrolled). */
  defaultValue?: string;
  /** Called with the saved HTML after every change of the document. */
  onChange?: (html: string) => void;
  /** Shows the content without letting it change. @default false */
  readOnly?: boolean;
  /** Accessible name of the editable area. @default "Message" */
  "aria-label"?: string;
  className?: string;
  ref?: Ref<RichTextEditorHandle>;
}

function createState(html: string, plugins: readonly Plugin[], mergeTags?: readonly MergeTag[]): EditorState {
  const doc: Node = parseHtml(html, mergeTags ? { mergeTags } : {});
  return EditorState.create({ doc, plugins });
}

/** Rich-text editor on ProseMirror whose content goes in and out as safe HTML. */
export function RichTextEditor({
  value,
  defaultValue = "",
  onChange,
  readOnly = false,
  "aria-label": ariaLabel = "Message",
  className,
  ref,
}: RichTextEditorProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [store] = useState(() => new EditorStore());
  const lastHtml = useRef<string | null>(null);
  const onChangeRef = useRef(onChange);
  const readOnlyRef = useRef(readOnly);
  useEffect(() => {
    onChangeRef.current = onChange;
    readOnlyRef.current = readOnly;
  });

  useImperativeHandle(
    ref,
    () => ({
      focus: () => store.view?.focus(),
      getHtml: () => (store.view ? toHtml(store.view.state.doc) : ""),
      get view() {
        return store.view;
      },
    }),
    [store],
  );

  useEffect(() => {
    const mount = mountRef.current;
    if (!mount) return;
    const initial = value ?? defaultValue;
    const view: EditorView = new EditorView(mount, {
      state: createState(initial, basePlugins()),
      editable: () => !readOnlyRef.current,
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": ariaLabel,
        class: "sendline-editor-content",
      },
      dispatchTransaction(tr: Transaction) {
        const state = view.state.apply(tr);
        view.updateState(state);
        store.publish(state);
        if (tr.docChanged) {
          const html = toHtml(state.doc);
          if (html !== lastHtml.current) {
            lastHtml.current = html;
            onChangeRef.current?.(html);
          }
        }
      },
    });
    lastHtml.current = toHtml(view.state.doc);
    store.attach(view);
    return () => {
      store.attach(null);
      view.destroy();
    };
    // The view is created once; later props reach it through refs and the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  useEffect(() => {
    const view = store.view;
    if (!view || value === undefined || value === lastHtml.current) return;
    const doc = parseHtml(value);
    lastHtml.current = toHtml(doc);
    view.dispatch(view.state.tr.replaceWith(0, view.state.doc.content.size, doc.content));
  }, [store, value]);

  useEffect(() => {
    store.view?.setProps({ editable: () => !readOnly });
  }, [store, readOnly]);

  return (
    <div className={className} data-slot="rich-text-editor" data-state={readOnly ? "read-only" : "editable"}>
      <div ref={mountRef} data-slot="rich-text-editor-content" />
    </div>
  );
}
