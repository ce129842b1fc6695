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
