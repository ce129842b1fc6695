import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Input } from "./input";

const meta = {
  title: "Kit/Input",
  component: Input,
  args: { "aria-label": "Campaign name", placeholder: "Spring sale", onChange: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Campaign name" });
    await userEvent.type(input, "Flash sale");
    await expect(input).toHaveValue("Flash sale");
    await expect(args.onChange).toHaveBeenCalledTimes(10);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const input = canvas.getByRole("textbox");
    await expect(input).toHaveFocus();
    await userEvent.keyboard("Hello{Backspace}");
    await expect(input).toHaveValue("Hell");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Locked name" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { "aria-invalid": true, defaultValue: "?" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toBeInvalid();
  },
};

export const LongText: Story = {
  args: { defaultValue: "A very long campaign name that keeps going past the edge of the field for sure" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toHaveValue(
      "A very long campaign name that keeps going past the edge of the field for sure",
    );
  },
};

export const Narrow: Story = {
  decorators: [(Story) => <div className="w-32">{Story()}</div>],
  args: { size: "sm" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toHaveAttribute("data-size", "sm");
  },
};

/** Invalid on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkInvalid: Story = { ...Invalid, globals: { theme: "dark" } };
