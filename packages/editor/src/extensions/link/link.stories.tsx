import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import "../../styles.css";
import { RichTextEditor } from "../../rich-text-editor";
import { selectText } from "../../story-helpers";

const meta = {
  title: "Editor/Links",
  component: RichTextEditor,
  args: { onChange: fn(), defaultValue: "<p>Shop </p>" },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openLinkDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole("textbox", { name: "Message" }));
  await userEvent.keyboard("{Control>}a{/Control}");
  await userEvent.keyboard("Shop ");
  await userEvent.click(canvas.getByRole("button", { name: "Insert link" }));
  return within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Insert link" });
}

export const InsertLink: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openLinkDialog(canvasElement);
    await expect(dialog).toHaveStyle({ width: "600px" });
    await userEvent.type(within(dialog).getByLabelText("URL"), "acme.example/spring");
    await userEvent.type(within(dialog).getByLabelText("Link name"), "Spring offers");
    await userEvent.click(within(dialog).getByRole("button", { name: "Insert" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p>Shop <a href="http://acme.example/spring" target="_blank" rel="noopener noreferrer">Spring offers</a></p>',
    );
    await waitFor(() =>
      expect(within(canvasElement).getByRole("textbox", { name: "Message" })).toHaveFocus(),
    );
  },
};

export const EmailAddressBecomesMailto: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openLinkDialog(canvasElement);
    await userEvent.type(within(dialog).getByLabelText("URL"), "hello@acme.example");
    await userEvent.click(within(dialog).getByRole("button", { name: "Insert" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p>Shop <a href="mailto:hello@acme.example" target="_blank" rel="noopener noreferrer">mailto:hello@acme.example</a></p>',
    );
  },
};

export const InlineErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openLinkDialog(canvasElement);
    const url = within(dialog).getByLabelText("URL");
    const name = within(dialog).getByLabelText("Link name");
    await userEvent.type(name, "Buy now!");
    await userEvent.click(within(dialog).getByRole("button", { name: "Insert" }));
    await expect(url).toHaveAccessibleDescription("This is a required field.");
    await expect(name).toHaveAccessibleDescription(
      "Must contain alphanumeric, space, and underscore characters only.",
    );
    await userEvent.clear(name);
    await userEvent.type(name, "x".repeat(31));
    await userEvent.type(url, "javascript:alert(1)");
    await userEvent.click(within(dialog).getByRole("button", { name: "Insert" }));
    await expect(name).toHaveAccessibleDescription("Maximum length is 30.");
    await expect(url).toHaveAccessibleDescription(
      "Links may only use http, https, ftp, mailto, file or skype.",
    );
    await expect(args.onChange).not.toHaveBeenCalledWith(expect.stringContaining("<a"));
  },
};

export const ClosesByEscapeAndOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const editor = within(canvasElement).getByRole("textbox", { name: "Message" });
    await openLinkDialog(canvasElement);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Insert link" }));
    await body.findByRole("dialog", { name: "Insert link" });
    const overlay = canvasElement.ownerDocument.querySelector("[data-slot=dialog-overlay]")!;
    await userEvent.pointer({ keys: "[MouseLeft]", target: overlay, coords: { clientX: 5, clientY: 5 } });
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Insert link" }));
    await userEvent.click(await body.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(editor).toHaveFocus());
  },
};

export const TooltipEditAndUnlink: Story = {
  args: {
    defaultValue:
      '<p>Read <a href="https://acme.example/newsletters/2026/march">the March issue</a> online.</p>',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await selectText(canvasElement, "the March issue", 4);
    const tooltip = await canvas.findByRole("group", { name: "Link" });
    await expect(within(tooltip).getByRole("link")).toHaveTextContent("https://acme.example/new…");
    await userEvent.click(within(tooltip).getByRole("button", { name: "Edit" }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: "Insert link",
    });
    await expect(within(dialog).getByLabelText("URL")).toHaveValue(
      "https://acme.example/newsletters/2026/march",
    );
    await userEvent.keyboard("{Escape}");
    const reopened = await canvas.findByRole("group", { name: "Link" });
    await userEvent.click(within(reopened).getByRole("button", { name: "Unlink" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("<p>Read the March issue online.</p>");
  },
};

export const AutoLinkWhileTyping: Story = {
  args: { defaultValue: "" },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("textbox", { name: "Message" }));
    await userEvent.keyboard("Visit https://acme.example/deals now");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p>Visit <a href="https://acme.example/deals" target="_blank" rel="noopener noreferrer">https://acme.example/deals</a> now</p>',
    );
  },
};
