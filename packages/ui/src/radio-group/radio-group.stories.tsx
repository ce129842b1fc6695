import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { RadioGroup, RadioGroupItem } from "./radio-group";

const channels = [
  { value: "sms", label: "SMS" },
  { value: "viber", label: "Viber" },
  { value: "email", label: "Email" },
];

/**
 * Presses an arrow key as a person does, holding it until the focus has moved to `to`: Radix chooses
 * the item an arrow key focuses while the key is down.
 */
async function arrow(
  userEvent: { keyboard: (keys: string) => Promise<unknown> },
  key: string,
  to: HTMLElement,
) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(to).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
}

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
    const sms = canvas.getByRole("radio", { name: "SMS" });
    const viber = canvas.getByRole("radio", { name: "Viber" });
    const email = canvas.getByRole("radio", { name: "Email" });
    // One tab stop, on the chosen item.
    await userEvent.tab();
    await expect(sms).toHaveFocus();
    // The arrow keys move the focus and the choice together, and wrap around.
    await arrow(userEvent, "ArrowUp", email);
    await expect(email).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("email");
    await arrow(userEvent, "ArrowDown", sms);
    await arrow(userEvent, "ArrowDown", viber);
    await expect(viber).toBeChecked();
    await expect(sms).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("viber");
    // Space chooses the focused item (already chosen here), and Tab leaves the group.
    await userEvent.keyboard(" ");
    await expect(viber).toBeChecked();
    await userEvent.tab({ shift: true });
    await expect(viber).not.toHaveFocus();
    await userEvent.tab();
    await expect(viber).toHaveFocus();
  },
};

export const Controlled: Story = {
  args: { value: "email", defaultValue: undefined },
  parameters: { screenshot: false },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "SMS" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("sms");
    // The owner did not change `value`, so Email stays chosen.
    await expect(canvas.getByRole("radio", { name: "Email" })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args, userEvent }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole("radio", { name: "Viber" }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A disabled item is skipped by the arrow keys. */
export const DisabledItem: Story = {
  render: (args) => (
    <RadioGroup {...args}>
      {channels.map(({ value, label }) => (
        <label key={value} className="flex items-center gap-2 text-sm">
          <RadioGroupItem value={value} disabled={value === "viber"} />
          {label}
        </label>
      ))}
    </RadioGroup>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("radio", { name: "Viber" })).toBeDisabled();
    await userEvent.tab();
    await arrow(userEvent, "ArrowDown", canvas.getByRole("radio", { name: "Email" }));
    await expect(canvas.getByRole("radio", { name: "Email" })).toBeChecked();
  },
};

export const InAForm: Story = {
  args: { name: "channel" },
  parameters: { screenshot: false },
  render: (args) => (
    <form aria-label="Send by">
      <RadioGroup {...args}>
        {channels.map(({ value, label }) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <RadioGroupItem value={value} />
            {label}
          </label>
        ))}
      </RadioGroup>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    const form = canvas.getByRole<HTMLFormElement>("form", { name: "Send by" });
    await expect(new FormData(form).get("channel")).toBe("sms");
    await userEvent.click(canvas.getByText("Email"));
    await expect(canvas.getByRole("radio", { name: "Email" })).toBeChecked();
    await expect(new FormData(form).get("channel")).toBe("email");
  },
};

/** A chosen item other than the first, with no click. */
export const Chosen: Story = {
  args: { defaultValue: "viber" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Viber" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "SMS" })).not.toBeChecked();
  },
};

/** Chosen on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkChosen: Story = { ...Chosen, globals: { theme: "dark" } };
