import type { Meta, StoryObj } from "@storybook/react-vite";
import { NodeSelection } from "prosemirror-state";
import { useEffect, useRef } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import "../../styles.css";
import { RichTextEditor, type RichTextEditorHandle, type RichTextEditorProps } from "../../rich-text-editor";
import { editorOf } from "../../story-helpers";

// Served with the stories, so the images load without the network and keep their proportions on screen.
const TEAM = new URL("./fixtures/team-300x200.png", import.meta.url).href;
const BANNER = new URL("./fixtures/banner-400x100.png", import.meta.url).href;

const meta = {
  title: "Editor/Image resize",
  component: RichTextEditor,
  args: {
    onChange: fn(),
    defaultValue: `<p>Team <img src="${TEAM}" alt="Our team" width="300" height="200"></p>`,
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

function centre(element: Element) {
  const box = element.getBoundingClientRect();
  return { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
}

/** Clicks the editor's image where it is on screen, which selects it and shows its handles. */
async function selectImage(canvasElement: HTMLElement) {
  const image = editorOf(canvasElement).querySelector("img")!;
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  await userEvent.pointer({ keys: "[MouseLeft]", target: image, coords: centre(image) });
  const frame = canvasElement.querySelector("[data-slot=editor-image]")!;
  await waitFor(() => expect(frame).toHaveClass("ProseMirror-selectednode"));
  return frame;
}

/** Drags the `corner` handle of the selected image by `dx`, `dy` px with the mouse. */
async function drag(frame: Element, corner: string, dx: number, dy = 0) {
  const handle = frame.querySelector(`[data-handle=${corner}]`)!;
  await expect(handle).toBeVisible();
  const from = centre(handle);
  const to = { clientX: from.clientX + dx, clientY: from.clientY + dy };
  await userEvent.pointer([
    { keys: "[MouseLeft>]", target: handle, coords: from },
    { target: handle, coords: { clientX: from.clientX + dx / 2, clientY: from.clientY + dy / 2 } },
    { target: handle, coords: to },
    { keys: "[/MouseLeft]", target: handle, coords: to },
  ]);
}

export const DragAHandle: Story = {
  play: async ({ args, canvasElement }) => {
    const frame = await selectImage(canvasElement);
    await drag(frame, "se", 60, 10);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      `<p>Team <img src="${TEAM}" alt="Our team" width="360" height="240"></p>`,
    );
    await expect(frame.querySelector("img")!.getBoundingClientRect()).toMatchObject({
      width: 360,
      height: 240,
    });
    // The left handles grow the image to the left.
    await drag(frame, "nw", 30, 0);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      `<p>Team <img src="${TEAM}" alt="Our team" width="330" height="220"></p>`,
    );
    await expect(frame).toHaveClass("ProseMirror-selectednode");
  },
};

export const StopsAtTheMinimumWidth: Story = {
  play: async ({ args, canvasElement }) => {
    const frame = await selectImage(canvasElement);
    await drag(frame, "se", -400, 0);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      `<p>Team <img src="${TEAM}" alt="Our team" width="100" height="67"></p>`,
    );
  },
};

export const StopsAtTheMinimumHeight: Story = {
  args: { defaultValue: `<p>Banner <img src="${BANNER}" alt="Spring sale" width="400" height="100"></p>` },
  play: async ({ args, canvasElement }) => {
    const frame = await selectImage(canvasElement);
    await drag(frame, "sw", 350, 0);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      `<p>Banner <img src="${BANNER}" alt="Spring sale" width="200" height="50"></p>`,
    );
  },
};

export const ResizeWithTheKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await selectImage(canvasElement);
    await userEvent.keyboard("{Alt>}{Shift>}{ArrowRight}{ArrowRight}{/Shift}{/Alt}");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      `<p>Team <img src="${TEAM}" alt="Our team" width="320" height="213"></p>`,
    );
    await userEvent.keyboard("{Alt>}{Shift>}{ArrowLeft}{/Shift}{/Alt}");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      `<p>Team <img src="${TEAM}" alt="Our team" width="310" height="207"></p>`,
    );
  },
};

/** The editor with its image selected from outside, as a host could do in a read-only editor. */
function ReadOnlyWithImageSelected(props: RichTextEditorProps) {
  const ref = useRef<RichTextEditorHandle>(null);
  useEffect(() => {
    const view = ref.current?.view;
    if (!view) return;
    let pos = -1;
    view.state.doc.descendants((node, at) => {
      if (node.type.name === "image") pos = at;
    });
    view.dispatch(view.state.tr.setSelection(NodeSelection.create(view.state.doc, pos)));
  }, []);
  return <RichTextEditor ref={ref} {...props} readOnly />;
}

export const NoHandlesWhenReadOnly: Story = {
  render: (args) => <ReadOnlyWithImageSelected {...args} />,
  play: async ({ args, canvasElement }) => {
    const frame = canvasElement.querySelector("[data-slot=editor-image]")!;
    await waitFor(() => expect(frame).toHaveClass("ProseMirror-selectednode"));
    const handle = frame.querySelector("[data-handle=se]")!;
    await expect(handle).not.toBeVisible();
    const from = centre(frame);
    handle.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, button: 0, ...from }));
    frame.ownerDocument.dispatchEvent(
      new PointerEvent("pointermove", { clientX: from.clientX + 80, clientY: from.clientY }),
    );
    frame.ownerDocument.dispatchEvent(
      new PointerEvent("pointerup", { clientX: from.clientX + 80, clientY: from.clientY }),
    );
    await expect(frame.querySelector("img")).toHaveAttribute("width", "300");
    await expect(within(canvasElement).getByRole("button", { name: "Edit image" })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
