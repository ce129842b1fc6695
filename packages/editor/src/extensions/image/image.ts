import type { Node } from "prosemirror-model";
import { type Command, type EditorState, NodeSelection } from "prosemirror-state";
import { isAllowedLinkUrl, isImageSizeAllowed } from "../../rules";
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
