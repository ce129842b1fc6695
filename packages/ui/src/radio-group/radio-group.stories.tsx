import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { RadioGroup, RadioGroupItem } from "./radio-group";

const channels = [
  { value: "sms", label: "SMS" },
  { value: "viber", label: "Viber" },
  { value: "email", label: "Email" },
];

const meta = {
  title: "Kit/RadioGroup",
  component: RadioGroup,
  args: { "aria-label": "Channel", defaultValue: "sms", onValueChange: fn() },
  render: (args) => (
    <RadioGroup {...args}>
      {channels.map(({ value, label }) => (
        <label key={value} className="flex items-center gap-2 text-sm">
          <RadioGroupItem value={value} />
          {label}
        </label>
      ))}
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole("radio", { name: "SMS" })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "Viber" }));
    await expect(canvas.getByRole("radio", { name: "Viber" })).toHaveAttribute("data-state", "checked");
    await expect(args.onValueChange).toHaveBeenCalledWith("viber");
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "SMS" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "Viber" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("radio", { name: "Viber" })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("viber");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};
