import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import "../../styles.css";
import { RichTextEditor } from "../../rich-text-editor";

const meta = {
  title: "Editor/Merge tags",
  component: RichTextEditor,
  args: {
    onChange: fn(),
    defaultValue: "<p>Hello {{first_name}}, welcome to {{city}}!</p>",
    loadCustomFields: fn(async () => [
      { field_name: "city", label: "City" },
      { field_name: "loyalty_points", label: "Loyalty Points" },
      { field_name: "first_name", label: "Duplicate" },
    ]),
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChipsFromPlaceholders: Story = {
  play: async ({ args, canvasElement }) => {
    const editor = within(canvasElement).getByRole("textbox", { name: "Message" });
    await waitFor(() => expect(within(editor).getByText("City")).toBeInTheDocument());
    await expect(within(editor).getByText("First Name")).toHaveAttribute("data-merge-tag", "first_name");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p>Hello <span data-merge-tag="first_name">{{first_name}}</span>, welcome to <span data-merge-tag="city">{{city}}</span>!</p>',
    );
  },
};

export const InsertFromMenu: Story = {
  args: { defaultValue: "<p>Points:</p>" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(args.loadCustomFields).toHaveBeenCalled());
    await userEvent.click(canvas.getByRole("textbox", { name: "Message" }));
    await userEvent.click(canvas.getByRole("button", { name: "Insert merge tag" }));
    const menu = await body.findByRole("dialog", { name: "Merge tags" });
    const options = within(menu)
      .getAllByRole("button")
      .map((button) => button.textContent);
    await expect(options).toEqual(["First Name", "Last Name", "City", "Loyalty Points"]);
    await userEvent.type(within(menu).getByRole("searchbox", { name: "Search merge tags" }), "loyal");
    await expect(within(menu).getAllByRole("button")).toHaveLength(1);
    await userEvent.click(within(menu).getByRole("button", { name: "Loyalty Points" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p>Points:<span data-merge-tag="loyalty_points">{{loyalty_points}}</span></p>',
    );
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Merge tags" })).not.toBeInTheDocument());
  },
};
