import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Textarea } from "./textarea";

const meta = {
  title: "Kit/Textarea",
  component: Textarea,
  args: { "aria-label": "Message", placeholder: "Write your SMS", onChange: fn() },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.type(textarea, "Hi{Enter}there");
    await expect(textarea).toHaveValue("Hi\nthere");
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Sent already" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { "aria-invalid": true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toBeInvalid();
  },
};

export const LongText: Story = {
  args: {
    rows: 3,
    defaultValue:
      "Dear customer, your order has shipped and will arrive within three working days. Reply STOP to opt out of further messages from us. Thank you for shopping with us.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toHaveAttribute("rows", "3");
  },
};

/** LongText on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkLongText: Story = { ...LongText, globals: { theme: "dark" } };
