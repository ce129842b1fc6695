import { DOMSerializer, type Node } from "prosemirror-model";
import type { EditorView, NodeView } from "prosemirror-view";
import { clampImageSize, type ImageSize } from "../../rules";
import { aspectRatio, resizeImage } from "./image";

/** The corners an image is resized from. */
export const RESIZE_HANDLES = ["nw", "ne", "sw", "se"] as const;
export type ResizeHandle = (typeof RESIZE_HANDLES)[number];

/** The image exactly as the saved HTML has it, so what is shown and what is saved never differ. */
function renderImage(node: Node): HTMLImageElement {
  return DOMSerializer.renderSpec(document, node.type.spec.toDOM!(node)).dom as HTMLImageElement;
}

/**
 * Shows an image with four resize handles while it is selected. Dragging a handle resizes the image
 * with its proportions kept and stops at 100 px wide or 50 px high; the size is stored in the image's
 * width and height when the pointer is let go.
 */
export function imageNodeView(initial: Node, view: EditorView, getPos: () => number | undefined): NodeView {
  let node = initial;
  const dom = document.createElement("span");
  dom.className = "sendline-image";
  dom.dataset.slot = "editor-image";
  let img = document.createElement("img");
  dom.append(img);
  const render = () => {
    const fresh = renderImage(node);
    // A floated image floats with its handles: the float and its margin move to the frame.
    dom.style.cssText = fresh.style.cssText;
    fresh.removeAttribute("style");
    img.replaceWith(fresh);
    img = fresh;
  };
  render();
  for (const corner of RESIZE_HANDLES) {
    const handle = document.createElement("span");
    handle.className = "sendline-image-handle";
    handle.dataset.handle = corner;
    handle.setAttribute("aria-hidden", "true");
    dom.append(handle);
  }

  let stopResizing: (() => void) | null = null;

  const startResize = (start: PointerEvent) => {
    const corner = (start.target as HTMLElement).dataset.handle as ResizeHandle | undefined;
    if (!corner || start.button !== 0 || !view.editable) return;
    const box = img.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    start.preventDefault();
    const ratio = aspectRatio(img, box);
    const horizontal = corner.endsWith("e") ? 1 : -1;
    const vertical = corner.startsWith("s") ? 1 : -1;
    let size: ImageSize | null = null;
    dom.dataset.state = "resizing";

    const move = (event: PointerEvent) => {
      const dx = (event.clientX - start.clientX) * horizontal;
      const dy = (event.clientY - start.clientY) * vertical * ratio;
      size = clampImageSize(box.width + (Math.abs(dx) >= Math.abs(dy) ? dx : dy), ratio);
      img.width = size.width;
      img.height = size.height;
    };
    const owner = dom.ownerDocument;
    const stop = () => {
      owner.removeEventListener("pointermove", move);
      owner.removeEventListener("pointerup", finish);
      owner.removeEventListener("pointercancel", finish);
      delete dom.dataset.state;
      stopResizing = null;
    };
    const finish = (event: PointerEvent) => {
      stop();
      const pos = getPos();
      if (event.type === "pointercancel" || !size || pos === undefined) {
        render();
        return;
      }
      resizeImage(pos, size)(view.state, view.dispatch);
      view.focus();
    };
    owner.addEventListener("pointermove", move);
    owner.addEventListener("pointerup", finish);
    owner.addEventListener("pointercancel", finish);
    stopResizing = stop;
  };
  // The frame is draggable (images can be moved); a resize must not turn into a drag of the image.
  const keepStill = (event: DragEvent) => {
    if (dom.dataset.state === "resizing") event.preventDefault();
  };
  dom.addEventListener("pointerdown", startResize);
  dom.addEventListener("dragstart", keepStill);

  return {
    dom,
    update(next) {
      if (next.type !== node.type) return false;
      node = next;
      render();
      return true;
    },
    // The handles belong to the view: ProseMirror must not start a selection or a drag on them.
    stopEvent: (event) => (event.target as HTMLElement | null)?.dataset?.handle !== undefined,
    // While resizing, the image's size changes on screen before the document does.
    ignoreMutation: (mutation) => mutation.type !== "selection",
    destroy() {
      stopResizing?.();
      dom.removeEventListener("pointerdown", startResize);
      dom.removeEventListener("dragstart", keepStill);
    },
  };
}
