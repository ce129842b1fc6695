import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Checkbox } from "./checkbox";

const meta = {
  title: "Kit/Checkbox",
  component: Checkbox,
  args: { "aria-label": "Replace leading zero", onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Replace leading zero" });
    await expect(checkbox).toHaveAttribute("data-state", "unchecked");
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAttribute("data-state", "checked");
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox")).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("checkbox")).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("checkbox")).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Controlled: Story = {
  args: { checked: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("checkbox"));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
    // The owner did not change `checked`, so the box stays ticked.
    await expect(canvas.getByRole("checkbox")).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { defaultChecked: "indeterminate", "aria-label": "Select all contacts" },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Select all contacts" });
    await expect(checkbox).toHaveAttribute("aria-checked", "mixed");
    await expect(checkbox).toHaveAttribute("data-state", "indeterminate");
  },
};

/** A partly ticked box is not submitted; Space ticks it fully, and then it is. */
export const IndeterminateInAForm: Story = {
  args: { defaultChecked: "indeterminate", "aria-label": "Select all contacts" },
  parameters: { screenshot: false },
  render: (args) => (
    <form aria-label="Contacts">
      <Checkbox {...args} name="all" />
    </form>
  ),
  play: async ({ canvas, args, userEvent }) => {
    const form = canvas.getByRole<HTMLFormElement>("form", { name: "Contacts" });
    const checkbox = canvas.getByRole("checkbox", { name: "Select all contacts" });
    await expect(new FormData(form).get("all")).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(checkbox).toHaveAttribute("aria-checked", "true");
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(new FormData(form).get("all")).toBe("on");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole("checkbox")).toBeDisabled();
    await userEvent.tab();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const WithLabel: Story = {
  render: (args) => (
    <label className="flex max-w-xs items-start gap-2 text-sm">
      <Checkbox {...args} aria-label={undefined} className="mt-0.5" />
      Send a copy of every delivery report to the account owner, including failed and rejected messages
    </label>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText(/delivery report/));
    await expect(canvas.getByRole("checkbox", { name: /delivery report/ })).toBeChecked();
  },
};

export const InAForm: Story = {
  parameters: { screenshot: false },
  render: (args) => (
    <form aria-label="Options">
      <Checkbox {...args} name="replace_zero" value="yes" />
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    const form = canvas.getByRole<HTMLFormElement>("form", { name: "Options" });
    const checkbox = canvas.getByRole("checkbox", { name: "Replace leading zero" });
    await expect(new FormData(form).get("replace_zero")).toBeNull();
    // Enter belongs to the form, not the box.
    checkbox.focus();
    await userEvent.keyboard("{Enter}");
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(new FormData(form).get("replace_zero")).toBe("yes");
  },
};

/** Indeterminate on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkIndeterminate: Story = { ...Indeterminate, globals: { theme: "dark" } };
