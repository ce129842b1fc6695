import type { Node } from "prosemirror-model";
import { EditorState, type Transaction } from "prosemirror-state";
import { EditorView } from "prosemirror-view";
import { memo, useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from "react";
import { EditorStore } from "./editor/editor-store";
import { basePlugins } from "./editor/plugins";
import { type AutosaveOptions, useAutosave } from "./editor/use-autosave";
import { useEditorState } from "./editor/use-editor-state";
import { countDoc } from "./extensions/counter/counter";
import { insertNode } from "./extensions/formatting/formatting";
import { autoLinkPastePlugin, insertLinkedText, linkAtSelection, setLink } from "./extensions/link/link";
import { LinkTooltip } from "./extensions/link/link-tooltip";
import { EXTERNAL_CHANGE, limiterPlugin } from "./extensions/limiter/limiter";
import { mergeTagNodeView } from "./extensions/merge-tag/merge-tag";
import { MergeTagSuggestions } from "./extensions/merge-tag/merge-tag-suggestions";
import { mergeTagInputRule, mergeTagSuggestPlugin } from "./extensions/merge-tag/merge-tag-typing";
import { LinkDialog } from "./dialogs/link-dialog";
import { VideoDialog } from "./dialogs/video-dialog";
import { EditImageDialog } from "./dialogs/edit-image-dialog";
import { selectedImage, updateImage } from "./extensions/image/image";
import { imageNodeView } from "./extensions/image/image-view";
import { ImageManagerDialog, type ImageManagerOptions } from "./dialogs/image-manager";
import { FileDialog } from "./dialogs/file-dialog";
import {
  callLoader,
  type EditorLoader,
  type EditorUploader,
  loaderKey,
  readCustomFields,
} from "./editor/editor-calls";
import {
  BUILT_IN_MERGE_TAGS,
  editorSchema,
  type MergeTag,
  mergeTagList,
  parseHtml,
  resolveMergeTags,
  toHtml,
} from "./schema";
import { DEFAULT_TOOLBAR, type ToolbarItemId } from "./toolbar/toolbar-items";
import { type EditorDialog, type EditorMode, EditorToolbar } from "./toolbar/toolbar";

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
  /** Toolbar entries in order, `"|"` between groups; `false` hides the toolbar. @default DEFAULT_TOOLBAR */
  toolbar?: readonly ToolbarItemId[] | false;
  /**
   * The account's custom fields, which follow First Name and Last Name in the merge-tag menu: a function,
   * or an address (with its auth headers) answering `{ data: [{ field_name, label }] }` (SPEC §7).
   */
  loadCustomFields?: EditorLoader<readonly MergeTag[]>;
  /** Longest text allowed, in characters; typing stops there and pastes are cut. */
  limit?: number;
  /** Shows words, characters and spaces under the editor. @default false */
  counter?: boolean;
  /** Image list and upload for the image manager; without it, Insert image asks for an address. */
  imageManager?: ImageManagerOptions;
  /** Called with the server's error when an image upload answers with one; the modal closes. */
  onImageUploadError?: (error: string) => void;
  /**
   * Where the file modal uploads documents, in the form field `file`: a function, or an address with
   * headers and extra fields. It answers `{ filelink, filename }` or `{ error }`. Without it, the
   * toolbar offers no file button.
   */
  fileUpload?: EditorUploader;
  /** Called with the server's error when a file upload answers with one; the modal closes. */
  onFileUploadError?: (error: string) => void;
  /** Periodic save of the content. */
  autosave?: AutosaveOptions;
  /** Called with the server's error when an autosave answers with one. */
  onAutosaveError?: (error: string) => void;
  /** Called when an autosave or upload answers with error code 5101 or 5102: the host refreshes its token. */
  onTokenRefresh?: () => void;
  className?: string;
  ref?: Ref<RichTextEditorHandle>;
}

const DIALOG_CLOSED = null;

/** Where the plugins read what React holds: the merge tags and the id base of the suggestion list. */
interface PluginContext {
  getTags: () => readonly MergeTag[];
  idBase: string;
}

function editorPlugins(limit: number | undefined, { getTags, idBase }: PluginContext) {
  return basePlugins([
    mergeTagSuggestPlugin(getTags, idBase),
    mergeTagInputRule(getTags),
    limiterPlugin(limit ?? null),
    autoLinkPastePlugin(),
  ]);
}

/** Rich-text editor on ProseMirror whose content goes in and out as safe HTML. */
function RichTextEditor({
  value,
  defaultValue = "",
  onChange,
  readOnly = false,
  "aria-label": ariaLabel = "Message",
  toolbar = DEFAULT_TOOLBAR,
  loadCustomFields,
  limit,
  counter = false,
  imageManager,
  onImageUploadError,
  fileUpload,
  onFileUploadError,
  autosave,
  onAutosaveError,
  onTokenRefresh,
  className,
  ref,
}: RichTextEditorProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [store] = useState(() => new EditorStore());
  const [mergeTags, setMergeTags] = useState<readonly MergeTag[]>(BUILT_IN_MERGE_TAGS);
  const [mode, setMode] = useState<EditorMode>("visual");
  const [source, setSource] = useState("");
  const [dialog, setDialog] = useState<EditorDialog | null>(DIALOG_CLOSED);
  const lastHtml = useRef<string | null>(null);
  const latest = useRef({ onChange, readOnly, mergeTags, limit, loadCustomFields });
  useEffect(() => {
    latest.current = { onChange, readOnly, mergeTags, limit, loadCustomFields };
  });
  const state = useEditorState(store);
  const idBase = useId();
  const [pluginContext] = useState<PluginContext>(() => ({
    getTags: () => latest.current.mergeTags,
    idBase,
  }));

  const getHtml = () => (store.view ? toHtml(store.view.state.doc) : "");
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
    const doc: Node = parseHtml(value ?? defaultValue, { mergeTags: latest.current.mergeTags });
    const plugins = editorPlugins(latest.current.limit, pluginContext);
    const view: EditorView = new EditorView(mount, {
      state: EditorState.create({ doc, plugins }),
      editable: () => !latest.current.readOnly,
      nodeViews: {
        merge_tag: (node) => mergeTagNodeView(node),
        image: (node, nodeView, getPos) => imageNodeView(node, nodeView, getPos),
      },
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": ariaLabel,
        class:
          "min-h-[200px] px-4 py-3 outline-none [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-2 [&_pre]:font-mono [&_a]:text-primary [&_a]:underline [&_h1]:text-3xl [&_h2]:text-2xl [&_h3]:text-xl [&_h4]:text-lg [&_h5]:font-semibold [&_h6]:font-semibold [&_hr]:my-2",
      },
      dispatchTransaction(tr: Transaction) {
        const next = view.state.apply(tr);
        view.updateState(next);
        store.publish(next);
        if (!tr.docChanged) return;
        const html = toHtml(next.doc);
        if (html === lastHtml.current) return;
        lastHtml.current = html;
        latest.current.onChange?.(html);
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

  const appliedLimit = useRef(limit);
  useEffect(() => {
    const view = store.view;
    if (!view || appliedLimit.current === limit) return;
    appliedLimit.current = limit;
    const next = view.state.reconfigure({ plugins: editorPlugins(limit, pluginContext) });
    view.updateState(next);
    store.publish(next);
  }, [store, limit, pluginContext]);

  useEffect(() => {
    const view = store.view;
    if (!view || value === undefined || value === lastHtml.current) return;
    const doc = parseHtml(value, { mergeTags: latest.current.mergeTags });
    lastHtml.current = toHtml(doc);
    view.dispatch(
      view.state.tr.replaceWith(0, view.state.doc.content.size, doc.content).setMeta(EXTERNAL_CHANGE, true),
    );
  }, [store, value]);

  useEffect(() => {
    store.view?.setProps({ editable: () => !readOnly });
  }, [store, readOnly]);

  const customFieldsKey = loaderKey(loadCustomFields);
  useEffect(() => {
    const loader = latest.current.loadCustomFields;
    if (!customFieldsKey || !loader) return;
    let current = true;
    callLoader(loader).then(
      (answer) => {
        if (!current) return;
        const tags = mergeTagList(readCustomFields(answer));
        setMergeTags(tags);
        const view = store.view;
        if (!view) return;
        const doc = resolveMergeTags(view.state.doc, tags);
        if (doc.eq(view.state.doc)) return;
        view.dispatch(
          view.state.tr
            .replaceWith(0, view.state.doc.content.size, doc.content)
            .setMeta("addToHistory", false)
            .setMeta(EXTERNAL_CHANGE, true),
        );
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [store, customFieldsKey]);

  useAutosave(autosave, getHtml, onAutosaveError, onTokenRefresh);

  const focusEditor = () => store.view?.focus();

  const toggleSource = () => {
    const view = store.view;
    if (!view) return;
    if (mode === "visual") {
      setSource(toHtml(view.state.doc));
      setMode("source");
      return;
    }
    const doc = parseHtml(source, { mergeTags });
    if (!doc.eq(view.state.doc))
      view.dispatch(view.state.tr.replaceWith(0, view.state.doc.content.size, doc.content));
    setMode("visual");
    view.focus();
  };

  const runCommand = (command: Parameters<typeof store.run>[0]) => store.run(command);
  const link = state ? linkAtSelection(state) : null;
  const selectedText = state ? state.doc.textBetween(state.selection.from, state.selection.to, " ") : "";
  const counts = counter && state ? countDoc(state.doc) : null;

  return (
    <div
      className={`relative rounded-md border border-border bg-background text-foreground ${className ?? ""}`}
      data-slot="rich-text-editor"
      data-state={readOnly ? "read-only" : mode}
      data-selection={state && !state.selection.empty ? "range" : "caret"}
    >
      {toolbar === false ? null : (
        <EditorToolbar
          store={store}
          items={fileUpload ? toolbar : toolbar.filter((id) => id !== "insertFile")}
          mode={mode}
          mergeTags={mergeTags}
          readOnly={readOnly}
          onOpenDialog={setDialog}
          onToggleSource={toggleSource}
        />
      )}
      <div
        ref={mountRef}
        data-slot="rich-text-editor-content"
        hidden={mode === "source"}
        className="relative"
      >
        {mode === "visual" && !readOnly ? (
          <>
            <LinkTooltip store={store} onEdit={() => setDialog("link")} />
            <MergeTagSuggestions store={store} tags={mergeTags} idBase={idBase} />
          </>
        ) : null}
      </div>
      {mode === "source" ? (
        <textarea
          aria-label="HTML source"
          data-slot="rich-text-editor-source"
          className="block min-h-[200px] w-full resize-y bg-background px-4 py-3 font-mono text-sm outline-none"
          value={source}
          onChange={(event) => setSource(event.target.value)}
        />
      ) : null}
      {counts ? (
        <div
          role="status"
          data-slot="rich-text-editor-counter"
          className="flex gap-4 border-t border-border px-4 py-1 text-xs text-muted-foreground"
        >
          <span>Words: {counts.words}</span>
          <span>Characters: {counts.characters}</span>
          <span>Spaces: {counts.spaces}</span>
        </div>
      ) : null}
      <LinkDialog
        open={dialog === "link"}
        onOpenChange={(open) => setDialog(open ? "link" : DIALOG_CLOSED)}
        onClosed={focusEditor}
        initial={{ url: link?.href ?? "", name: link ? "" : selectedText.slice(0, 30) }}
        onSubmit={({ href, name }) => {
          runCommand(setLink(href, name || undefined));
          setDialog(DIALOG_CLOSED);
        }}
      />
      <VideoDialog
        open={dialog === "video"}
        onOpenChange={(open) => setDialog(open ? "video" : DIALOG_CLOSED)}
        onClosed={focusEditor}
        onSubmit={(src) => {
          runCommand(insertNode(editorSchema.nodes.video!, { src }));
          setDialog(DIALOG_CLOSED);
        }}
      />
      <EditImageDialog
        open={dialog === "editImage"}
        onOpenChange={(open) => setDialog(open ? "editImage" : DIALOG_CLOSED)}
        onClosed={focusEditor}
        image={state ? selectedImage(state) : null}
        onSubmit={(changes) => {
          runCommand(updateImage(changes));
          setDialog(DIALOG_CLOSED);
        }}
      />
      <ImageManagerDialog
        open={dialog === "image"}
        onOpenChange={(open) => setDialog(open ? "image" : DIALOG_CLOSED)}
        onClosed={focusEditor}
        options={imageManager}
        onInsert={(image) => {
          runCommand(insertNode(editorSchema.nodes.image!, image));
          setDialog(DIALOG_CLOSED);
        }}
        onUploadError={(error) => {
          setDialog(DIALOG_CLOSED);
          onImageUploadError?.(error);
        }}
        onTokenExpired={onTokenRefresh}
      />
      <FileDialog
        open={dialog === "file"}
        onOpenChange={(open) => setDialog(open ? "file" : DIALOG_CLOSED)}
        onClosed={focusEditor}
        uploader={fileUpload}
        onInsert={({ href, name }) => {
          runCommand(insertLinkedText(href, name));
          setDialog(DIALOG_CLOSED);
        }}
        onUploadError={(error) => {
          setDialog(DIALOG_CLOSED);
          onFileUploadError?.(error);
        }}
        onTokenExpired={onTokenRefresh}
      />
    </div>
  );
}

/** Renders again only when its props change, so state elsewhere on the page (a message being typed) skips it. */
const RichTextEditorMemo = memo(RichTextEditor);
export { RichTextEditorMemo as RichTextEditor };
