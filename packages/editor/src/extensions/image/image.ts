import type { Node } from "prosemirror-model";
import { type Command, type EditorState, NodeSelection } from "prosemirror-state";
import { clampImageSize, type ImageSize, isAllowedLinkUrl, isImageSizeAllowed } from "../../rules";
import type { ImageFloat } from "../../schema";

export interface SelectedImage {
  node: Node;
  pos: number;
  /** Address of the link around the image, or `null`. */
  href: string | null;
}

/** The selected image, or `null` when the selection is not an image. */
export function selectedImage(state: EditorState): SelectedImage | null {
  const { selection } = state;
  if (!(selection instanceof NodeSelection) || selection.node.type !== state.schema.nodes.image) return null;
  const link = state.schema.marks.link!.isInSet(selection.node.marks);
  return { node: selection.node, pos: selection.from, href: link ? String(link.attrs.href) : null };
}

export interface ImageChanges {
  alt?: string | null;
  float?: ImageFloat;
  width?: number | null;
  height?: number | null;
  /** Link around the image; `null` removes it. */
  href?: string | null;
}

/**
 * Changes the selected image. Refused when the new size is below 100 px wide or 50 px high, or the
 * link is not an allowed address.
 */
export function updateImage(changes: ImageChanges): Command {
  return (state, dispatch) => {
    const image = selectedImage(state);
    if (!image) return false;
    const { href, ...attrs } = changes;
    const next = { ...image.node.attrs, ...attrs };
    if (!isImageSizeAllowed(next.width as number | null, next.height as number | null)) return false;
    if (href && !isAllowedLinkUrl(href)) return false;
    if (!dispatch) return true;
    const type = state.schema.marks.link!;
    const tr = state.tr.setNodeMarkup(image.pos, undefined, next);
    if (href !== undefined) {
      tr.removeMark(image.pos, image.pos + 1, type);
      if (href) tr.addMark(image.pos, image.pos + 1, type.create({ href }));
    }
    tr.setSelection(NodeSelection.create(tr.doc, image.pos));
    dispatch(tr);
    return true;
  };
}

/**
 * Gives the image at `pos` the size `size`, keeping it selected. Refused below 100 px wide or 50 px
 * high (SPEC §5).
 */
export function resizeImage(pos: number, size: ImageSize): Command {
  return (state, dispatch) => {
    const node = state.doc.nodeAt(pos);
    if (!node || node.type !== state.schema.nodes.image) return false;
    if (!isImageSizeAllowed(size.width, size.height)) return false;
    if (!dispatch) return true;
    const tr = state.tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...size });
    dispatch(tr.setSelection(NodeSelection.create(tr.doc, pos)));
    return true;
  };
}

/** Pixels one key press widens or narrows the selected image by. */
export const IMAGE_RESIZE_STEP = 10;

/**
 * The proportions (width / height) a resize keeps: those of `size`, the image as shown, unless they
 * are only the image's own pixels' proportions rounded, in which case the exact ones, so repeated
 * resizes do not drift.
 */
export function aspectRatio(img: HTMLImageElement | null, size: ImageSize): number {
  const shown = size.width / size.height;
  if (!img || img.naturalWidth === 0 || img.naturalHeight === 0) return shown;
  const natural = img.naturalWidth / img.naturalHeight;
  return Math.abs(size.height - size.width / natural) <= 1 ? natural : shown;
}

/**
 * Widens (positive `step`) or narrows the selected image by `step` px with its proportions kept,
 * stopping at the minimums: the keyboard's way to do what the resize handles do. An image without a
 * stored size is measured on screen.
 */
export function resizeSelectedImage(step: number): Command {
  return (state, dispatch, view) => {
    const image = selectedImage(state);
    if (!image) return false;
    const shown = view?.nodeDOM(image.pos);
    const img =
      shown instanceof HTMLImageElement
        ? shown
        : shown instanceof HTMLElement
          ? shown.querySelector("img")
          : null;
    const attrs = image.node.attrs as { width: number | null; height: number | null };
    const size =
      attrs.width && attrs.height
        ? { width: attrs.width, height: attrs.height }
        : { width: img?.offsetWidth ?? 0, height: img?.offsetHeight ?? 0 };
    if (!size.width || !size.height) return false;
    const next = clampImageSize(size.width + step, aspectRatio(img, size));
    if (next.width === attrs.width && next.height === attrs.height) return false;
    return resizeImage(image.pos, next)(state, dispatch);
  };
}
