import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { Field, FieldControl, FieldError, FieldLabel } from "../field/field";
import { Combobox, type ComboboxOption } from "./combobox";

const timezones: ComboboxOption[] = [
  { value: "Asia/Manila", label: "Manila (UTC+08:00)", keywords: ["Philippines"] },
  { value: "Asia/Singapore", label: "Singapore (UTC+08:00)" },
  { value: "Asia/Tokyo", label: "Tokyo (UTC+09:00)", keywords: ["Japan"] },
  { value: "Europe/London", label: "London (UTC+00:00)", keywords: ["United Kingdom"] },
  { value: "America/New_York", label: "New York (UTC−05:00)", disabled: true },
];

const meta = {
  title: "Kit/Combobox",
  component: Combobox,
  args: {
    options: timezones,
    "aria-label": "Timezone",
    placeholder: "Choose a timezone",
    searchPlaceholder: "Search timezones",
    onValueChange: fn(),
  },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndPick: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const trigger = canvas.getByRole("combobox", { name: "Timezone" });
    await expect(trigger).toHaveTextContent("Choose a timezone");
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const search = await body.findByRole("combobox", { name: "Search timezones" });
    await expect(search).toHaveFocus();
    await userEvent.type(search, "japan");
    await expect(body.getAllByRole("option")).toHaveLength(1);
    await userEvent.click(body.getByRole("option", { name: /Tokyo/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith("Asia/Tokyo");
    await expect(trigger).toHaveTextContent("Tokyo (UTC+09:00)");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  },
};

export const Keyboard: Story = {
  args: { defaultValue: "Asia/Manila" },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("combobox", { name: "Search timezones" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith("Asia/Singapore");
    await expect(canvas.getByRole("combobox", { name: "Timezone" })).toHaveTextContent(/Singapore/);
  },
};

/** The open list: the chosen option ticked and active, a disabled one dimmed. */
export const Open: Story = {
  args: { defaultValue: "Asia/Tokyo" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Timezone" }));
    const body = within(canvasElement.ownerDocument.body);
    const search = await body.findByRole("combobox", { name: "Search timezones" });
    const tokyo = body.getByRole("option", { name: /Tokyo/ });
    await waitFor(() => expect(tokyo).toHaveAttribute("aria-selected", "true"));
    await waitFor(() => expect(search).toHaveAttribute("aria-activedescendant", tokyo.id));
    await expect(body.getByRole("listbox", { name: "Search timezones" })).toBeVisible();
    await expect(body.getByRole("option", { name: /New York/ })).toHaveAttribute("aria-disabled", "true");
  },
};

/** Every word of the search must be found, in the label, the value or the keywords. */
export const SearchEveryWord: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Timezone" }));
    const body = within(canvasElement.ownerDocument.body);
    const search = await body.findByRole("combobox", { name: "Search timezones" });
    // "UTC+08" is in two labels, "philippines" in Manila's keywords only.
    await userEvent.type(search, "UTC+08 philippines");
    await waitFor(() =>
      expect(body.getAllByRole("option").map((option) => option.textContent)).toEqual(["Manila (UTC+08:00)"]),
    );
    // "asia" is in the values of three, "09" in Tokyo's label only; case does not matter.
    await userEvent.clear(search);
    await userEvent.type(search, "ASIA 09");
    await waitFor(() =>
      expect(body.getAllByRole("option").map((option) => option.textContent)).toEqual(["Tokyo (UTC+09:00)"]),
    );
    // One word matches in its order: the options keep theirs.
    await userEvent.clear(search);
    await userEvent.type(search, "asia");
    await waitFor(() =>
      expect(body.getAllByRole("option").map((option) => option.textContent)).toEqual([
        "Manila (UTC+08:00)",
        "Singapore (UTC+08:00)",
        "Tokyo (UTC+09:00)",
      ]),
    );
  },
};

/** The arrow keys move the active option, wrapping around and skipping disabled ones; Enter chooses. */
export const KeyboardNavigation: Story = {
  args: { defaultValue: "Europe/London" },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const trigger = canvas.getByRole("combobox", { name: "Timezone" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    const search = await body.findByRole("combobox", { name: "Search timezones" });
    await expect(search).toHaveFocus();
    const active = () => {
      const id = search.getAttribute("aria-activedescendant");
      return id ? canvasElement.ownerDocument.getElementById(id)?.textContent : undefined;
    };
    // The chosen option starts active.
    await waitFor(() => expect(active()).toBe("London (UTC+00:00)"));
    await expect(body.getByRole("option", { name: /London/ })).toHaveAttribute("aria-selected", "true");
    // New York is disabled: down from London wraps to Manila.
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(active()).toBe("Manila (UTC+08:00)"));
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() => expect(active()).toBe("London (UTC+00:00)"));
    await userEvent.keyboard("{Home}");
    await waitFor(() => expect(active()).toBe("Manila (UTC+08:00)"));
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await waitFor(() => expect(active()).toBe("Tokyo (UTC+09:00)"));
    // Typing makes the first match active: Manila has no "o".
    await userEvent.type(search, "o");
    await waitFor(() => expect(active()).toBe("Singapore (UTC+08:00)"));
    await expect(body.queryByRole("option", { name: /Manila/ })).not.toBeInTheDocument();
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(active()).toBe("London (UTC+00:00)"));
    await userEvent.keyboard("{ArrowUp}{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith("Asia/Tokyo");
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "false"));
    await expect(trigger).toHaveTextContent("Tokyo (UTC+09:00)");
    await expect(trigger).toHaveFocus();
  },
};

/** Choosing the chosen option again clears the choice. */
export const ChooseAgainClears: Story = {
  args: { defaultValue: "Asia/Tokyo" },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const trigger = canvas.getByRole("combobox", { name: "Timezone" });
    await expect(trigger).toHaveTextContent("Tokyo (UTC+09:00)");
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("option", { name: /Tokyo/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith(null);
    await expect(trigger).toHaveTextContent("Choose a timezone");
  },
};

export const NoResults: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Timezone" }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole("combobox", { name: "Search timezones" }), "Atlantis");
    await expect(await body.findByText("No results.")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByText("No results.")).not.toBeInTheDocument());
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Asia/Manila" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Timezone" })).toBeDisabled();
  },
};

export const InFieldWithError: Story = {
  args: { "aria-label": undefined },
  render: (args) => (
    <Field>
      <FieldLabel>Timezone</FieldLabel>
      <FieldControl>
        <Combobox {...args} />
      </FieldControl>
      <FieldError>Choose the timezone of your business hours.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Timezone" });
    await expect(trigger).toBeInvalid();
    await expect(trigger).toHaveAccessibleDescription("Choose the timezone of your business hours.");
  },
};

/** InFieldWithError on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkInFieldWithError: Story = { ...InFieldWithError, globals: { theme: "dark" } };
