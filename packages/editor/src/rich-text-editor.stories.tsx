import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import "./styles.css";
import { RichTextEditor } from "./rich-text-editor";
import { editorOf, selectText } from "./story-helpers";

const meta = {
  title: "Editor/RichTextEditor",
  component: RichTextEditor,
  args: { onChange: fn(), defaultValue: "" },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard("Hello there");
    await expect(args.onChange).toHaveBeenLastCalledWith("<p>Hello there</p>");
  },
};

export const WithContent: Story = {
  args: { defaultValue: "<h2>Spring sale</h2><p>Dear <strong>customer</strong>,</p>" },
  play: async ({ args, canvasElement }) => {
    const editor = editorOf(canvasElement);
    await expect(within(editor).getByRole("heading", { level: 2 })).toHaveTextContent("Spring sale");
    await selectText(canvasElement, "customer");
    await userEvent.keyboard("client");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      "<h2>Spring sale</h2><p>Dear <strong>client</strong>,</p>",
    );
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: "<p>Fixed text</p>" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    await expect(editor).toHaveAttribute("contenteditable", "false");
    await expect(canvas.getByRole("button", { name: "Bold" })).toBeDisabled();
    await userEvent.click(editor);
    await userEvent.keyboard("more");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const BoldFromToolbar: Story = {
  args: { defaultValue: "<p>Big sale today</p>" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const bold = canvas.getByRole("button", { name: "Bold" });
    await expect(bold).toHaveAttribute("aria-pressed", "false");
    await selectText(canvasElement, "Big");
    await userEvent.click(bold);
    await expect(args.onChange).toHaveBeenLastCalledWith("<p><strong>Big</strong> sale today</p>");
    await expect(bold).toHaveAttribute("aria-pressed", "true");
  },
};

export const ToolbarIcons: Story = {
  play: async ({ canvasElement }) => {
    const toolbar = within(within(canvasElement).getByRole("toolbar", { name: "Formatting" }));
    for (const name of ["Insert link", "Unlink", "Insert image", "Edit image", "Insert video", "Bold"]) {
      const button = toolbar.getByRole("button", { name });
      const icon = button.querySelector("svg");
      await expect(icon, name).not.toBeNull();
      await expect(icon!.getBoundingClientRect().width, name).toBeGreaterThan(0);
      await expect(button.textContent, name).toBe("");
    }
  },
};

export const UndoAndRedo: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const undo = canvas.getByRole("button", { name: "Undo" });
    const redo = canvas.getByRole("button", { name: "Redo" });
    await expect(undo).toBeDisabled();
    await userEvent.click(editorOf(canvasElement));
    await userEvent.keyboard("Hi");
    await expect(undo).toBeEnabled();
    await userEvent.click(undo);
    await expect(args.onChange).toHaveBeenLastCalledWith("<p></p>");
    await userEvent.click(redo);
    await expect(args.onChange).toHaveBeenLastCalledWith("<p>Hi</p>");
  },
};

export const HeadingAndFontSize: Story = {
  args: { defaultValue: "<p>Welcome</p>" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await selectText(canvasElement, "Welcome");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Paragraph format" }), "h2");
    await expect(args.onChange).toHaveBeenLastCalledWith("<h2>Welcome</h2>");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Font size" }), "24");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<h2><span style="font-size: 24px;">Welcome</span></h2>',
    );
  },
};

export const TextColor: Story = {
  args: { defaultValue: "<p>Alert</p>" },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await selectText(canvasElement, "Alert");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Text color" }));
    await userEvent.click(await body.findByRole("button", { name: "#b71c1c" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p><span style="color: rgb(183, 28, 28);">Alert</span></p>',
    );
  },
};

export const AlignAndIndent: Story = {
  args: { defaultValue: "<p>Centered note</p>" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(editorOf(canvasElement)).getByText("Centered note"));
    await userEvent.click(canvas.getByRole("button", { name: "Align center" }));
    await userEvent.click(canvas.getByRole("button", { name: "Increase indent" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p style="text-align: center; margin-left: 20px;">Centered note</p>',
    );
    await expect(canvas.getByRole("button", { name: "Align center" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

export const SourceView: Story = {
  args: { defaultValue: "<p>Hello</p>" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "HTML" }));
    const source = canvas.getByRole("textbox", { name: "HTML source" });
    await expect(source).toHaveValue("<p>Hello</p>");
    await expect(canvas.getByRole("button", { name: "Bold" })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: "Font size" })).toBeDisabled();
    await userEvent.clear(source);
    await userEvent.type(source, '<p onclick="x()">Hi <b>there</b></p><script>alert(1)</script>');
    await userEvent.click(canvas.getByRole("button", { name: "HTML" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("<p>Hi <strong>there</strong></p>");
    await userEvent.click(canvas.getByRole("button", { name: "Undo" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("<p>Hello</p>");
  },
};

export const CounterAndLimit: Story = {
  args: { counter: true, limit: 12, defaultValue: "<p>Hello</p>" },
  play: async ({ args, canvasElement }) => {
    const status = within(canvasElement).getByRole("status");
    await expect(status).toHaveTextContent("Words: 1Characters: 5Spaces: 0");
    await userEvent.click(editorOf(canvasElement));
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.keyboard("Hi dear friend and more");
    await expect(args.onChange).toHaveBeenLastCalledWith("<p>Hi dear frie</p>");
    await expect(status).toHaveTextContent("Words: 3Characters: 12Spaces: 2");
    await userEvent.keyboard("{Backspace}{Backspace}");
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith("<p>Hi dear fr</p>"));
  },
};

/** ToolbarIcons on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkToolbarIcons: Story = { ...ToolbarIcons, globals: { theme: "dark" } };
