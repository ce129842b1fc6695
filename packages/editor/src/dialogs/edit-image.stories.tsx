import type { Meta, StoryObj } from "@storybook/react-vite";
import { NodeSelection } from "prosemirror-state";
import { useEffect, useRef } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import "../styles.css";
import { RichTextEditor, type RichTextEditorHandle, type RichTextEditorProps } from "../rich-text-editor";

/** The editor with its image already selected, as after a click on it. */
function EditorWithImageSelected(props: RichTextEditorProps) {
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
  return <RichTextEditor ref={ref} {...props} />;
}

const meta = {
  title: "Editor/Edit image",
  component: RichTextEditor,
  render: (args) => <EditorWithImageSelected {...args} />,
  args: {
    onChange: fn(),
    defaultValue:
      '<p>Team<img src="https://cdn.sendline.example/images/team.png" width="300" height="200"></p>',
  },
  // The image loads from an address a test machine cannot reach, so it is not compared.
  parameters: { screenshot: false },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditAltLinkAndFloat: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Edit image" }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: "Edit image",
    });
    await expect(dialog).toHaveStyle({ width: "705px" });
    await userEvent.type(within(dialog).getByLabelText("Alternative text"), "Our team");
    await userEvent.type(within(dialog).getByLabelText("Link"), "<b>acme.example/team</b>");
    await userEvent.selectOptions(within(dialog).getByLabelText("Float"), "right");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p>Team<a href="http://acme.example/team" target="_blank" rel="noopener noreferrer"><img src="https://cdn.sendline.example/images/team.png" alt="Our team" width="300" height="200" style="float: right; margin: 0px 0px 10px 10px;"></a></p>',
    );
  },
};

export const ResizeRefusedBelowMinimum: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Edit image" }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: "Edit image",
    });
    const height = within(dialog).getByLabelText("Height");
    await userEvent.clear(height);
    await userEvent.type(height, "40");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await expect(within(dialog).getByRole("group", { name: "Size (px)" })).toHaveAccessibleDescription(
      "Images can't be smaller than 100 px wide and 50 px high.",
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
