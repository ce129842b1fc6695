import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Switch } from "./switch";

const meta = {
  title: "Kit/Switch",
  component: Switch,
  args: { "aria-label": "Whole day", onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const toggle = canvas.getByRole("switch", { name: "Whole day" });
    await expect(toggle).toHaveAttribute("data-state", "unchecked");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("data-state", "checked");
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Keyboard: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole("switch", { name: "Whole day" });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    // A switch is a button: Enter toggles it too.
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAttribute("data-state", "unchecked");
  },
};

export const Controlled: Story = {
  args: { checked: true },
  parameters: { screenshot: false },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("switch"));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
    // The owner did not change `checked`, so the switch stays on.
    await expect(canvas.getByRole("switch")).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole("switch")).toBeDisabled();
    await userEvent.click(canvas.getByRole("switch"));
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-4">
      <Switch {...args} size="sm" aria-label="Small" defaultChecked />
      <Switch {...args} size="md" aria-label="Medium" defaultChecked />
      <Switch {...args} size="md" aria-label="Off" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "Small" })).toHaveAttribute("data-size", "sm");
  },
};

export const InAForm: Story = {
  parameters: { screenshot: false },
  render: (args) => (
    <form aria-label="Schedule">
      <Switch {...args} name="whole_day" defaultChecked />
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    const form = canvas.getByRole<HTMLFormElement>("form", { name: "Schedule" });
    await expect(new FormData(form).get("whole_day")).toBe("on");
    await userEvent.click(canvas.getByRole("switch", { name: "Whole day" }));
    await expect(new FormData(form).get("whole_day")).toBeNull();
  },
};

/** Sizes on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkSizes: Story = { ...Sizes, globals: { theme: "dark" } };
