import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import "../../styles.css";
import { RichTextEditor } from "../../rich-text-editor";
import { selectText } from "../../story-helpers";

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

export const TypedPlaceholder: Story = {
  args: { defaultValue: "<p>Dear</p>" },
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const editor = within(canvasElement).getByRole("textbox", { name: "Message" });
    await waitFor(() => expect(args.loadCustomFields).toHaveBeenCalled());
    await selectText(canvasElement, "Dear", 4);
    await userEvent.keyboard(" {{{{last_name}}");
    await expect(within(editor).getByText("Last Name")).toHaveAttribute("data-merge-tag", "last_name");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p>Dear <span data-merge-tag="last_name">{{last_name}}</span></p>',
    );
    // A custom field loaded from the account works the same; an unknown one stays text.
    await userEvent.keyboard(" {{{{city}} {{{{shoe_size}}");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p>Dear <span data-merge-tag="last_name">{{last_name}}</span> <span data-merge-tag="city">{{city}}</span> {{shoe_size}}</p>',
    );
  },
};

export const TypedOpeningSuggests: Story = {
  args: { defaultValue: "<p>Hi</p>" },
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole("textbox", { name: "Message" });
    await waitFor(() => expect(args.loadCustomFields).toHaveBeenCalled());
    await selectText(canvasElement, "Hi", 2);
    await userEvent.keyboard(" {{{{");
    const list = await canvas.findByRole("listbox", { name: "Merge tags" });
    const labels = () =>
      within(list)
        .getAllByRole("option")
        .map((option) => option.textContent);
    await expect(labels()).toEqual(["First Name", "Last Name", "City", "Loyalty Points"]);
    await expect(editor).toHaveAttribute("aria-controls", list.id);
    await expect(within(list).getByRole("option", { name: "First Name" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    // Typing narrows the list, the arrows move through it, Enter inserts the highlighted tag.
    await userEvent.keyboard("na");
    await waitFor(() => expect(labels()).toEqual(["First Name", "Last Name"]));
    await userEvent.keyboard("{ArrowDown}");
    const last = within(list).getByRole("option", { name: "Last Name" });
    await expect(last).toHaveAttribute("aria-selected", "true");
    await expect(editor).toHaveAttribute("aria-activedescendant", last.id);
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p>Hi <span data-merge-tag="last_name">{{last_name}}</span></p>',
    );
    await expect(canvas.queryByRole("listbox", { name: "Merge tags" })).not.toBeInTheDocument();
    // Escape closes the list and leaves the typed text; a click on an option inserts it.
    await userEvent.keyboard(" {{{{");
    await canvas.findByRole("listbox", { name: "Merge tags" });
    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByRole("listbox", { name: "Merge tags" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Backspace}{{");
    await userEvent.click(await canvas.findByRole("option", { name: "City" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p>Hi <span data-merge-tag="last_name">{{last_name}}</span> <span data-merge-tag="city">{{city}}</span></p>',
    );
  },
};

/** The list open under the caret, for the screenshot. */
export const SuggestionsOpen: Story = {
  args: { defaultValue: "<p>Hello</p>" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.loadCustomFields).toHaveBeenCalled());
    await selectText(canvasElement, "Hello", 5);
    await userEvent.keyboard(" {{{{lo");
    const list = await canvas.findByRole("listbox", { name: "Merge tags" });
    await expect(within(list).getAllByRole("option")).toHaveLength(1);
  },
};
