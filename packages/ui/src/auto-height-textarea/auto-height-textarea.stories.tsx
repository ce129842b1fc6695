import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { AutoHeightTextarea, type AutoHeightTextareaProps } from "./auto-height-textarea";

const meta = {
  title: "Kit/AutoHeightTextarea",
  component: AutoHeightTextarea,
  args: { "aria-label": "Message", onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AutoHeightTextarea>;

export default meta;
type Story = StoryObj<typeof meta>;

const height = (element: HTMLElement) => element.getBoundingClientRect().height;

export const EmptyKeepsMinimumHeight: Story = {
  play: async ({ canvas }) => {
    await expect(height(canvas.getByRole("textbox", { name: "Message" }))).toBe(200);
  },
};

export const GrowsWithContent: Story = {
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.type(textarea, "Line{Enter}".repeat(14) + "Last line");
    await expect(height(textarea)).toBeGreaterThan(200);
    await expect(textarea.scrollHeight).toBeLessThanOrEqual(textarea.clientHeight);
    await expect(args.onChange).toHaveBeenCalled();
    const grown = height(textarea);
    await userEvent.clear(textarea);
    await expect(height(textarea)).toBeLessThan(grown);
    await expect(height(textarea)).toBe(200);
  },
};

export const LongInitialText: Story = {
  args: {
    defaultValue: Array.from({ length: 16 }, (_, i) => `Paragraph ${i + 1} of the reply template.`).join(
      "\n",
    ),
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message" });
    await expect(height(textarea)).toBeGreaterThan(200);
    await expect(textarea.scrollHeight).toBeLessThanOrEqual(textarea.clientHeight);
  },
};

function ControlledTextarea(args: AutoHeightTextareaProps) {
  const [value, setValue] = useState("");
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="self-start rounded-md border px-3 py-1 text-sm"
        onClick={() => setValue("Filled line\n".repeat(15))}
      >
        Fill template
      </button>
      <AutoHeightTextarea {...args} value={value} onChange={(event) => setValue(event.target.value)} />
    </div>
  );
}

export const ControlledValueFits: Story = {
  render: (args) => <ControlledTextarea {...args} />,
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.click(canvas.getByRole("button", { name: "Fill template" }));
    await expect(height(textarea)).toBeGreaterThan(200);
    await expect(textarea.scrollHeight).toBeLessThanOrEqual(textarea.clientHeight);
  },
};

export const CustomMinimum: Story = {
  args: { minHeight: 96 },
  play: async ({ canvas }) => {
    await expect(height(canvas.getByRole("textbox", { name: "Message" }))).toBe(96);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Archived template" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Message" })).toBeDisabled();
  },
};

/** LongInitialText on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkLongInitialText: Story = { ...LongInitialText, globals: { theme: "dark" } };
