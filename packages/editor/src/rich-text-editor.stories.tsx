import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { RichTextEditor } from "./rich-text-editor";

const meta = {
  title: "Editor/RichTextEditor",
  component: RichTextEditor,
  args: { onChange: fn(), defaultValue: "" },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.click(editor);
    await userEvent.keyboard("Hello there");
    await expect(args.onChange).toHaveBeenLastCalledWith("<p>Hello there</p>");
  },
};

export const WithContent: Story = {
  args: { defaultValue: "<h2>Spring sale</h2><p>Dear <strong>customer</strong>,</p>" },
  play: async ({ args, canvasElement }) => {
    const editor = within(canvasElement).getByRole("textbox", { name: "Message" });
    await expect(within(editor).getByRole("heading", { level: 2 })).toHaveTextContent("Spring sale");
    await userEvent.dblClick(within(editor).getByText("customer"));
    await userEvent.keyboard("client");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      "<h2>Spring sale</h2><p>Dear <strong>client</strong>,</p>",
    );
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: "<p>Fixed text</p>" },
  play: async ({ args, canvasElement }) => {
    const editor = within(canvasElement).getByRole("textbox", { name: "Message" });
    await expect(editor).toHaveAttribute("contenteditable", "false");
    await userEvent.click(editor);
    await userEvent.keyboard("more");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
