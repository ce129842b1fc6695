import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect } from "storybook/test";
import { Input } from "../input/input";
import { Textarea } from "../textarea/textarea";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "./field";

const meta = {
  title: "Kit/Field",
  component: Field,
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  render: () => (
    <Field>
      <FieldLabel>Sender ID</FieldLabel>
      <FieldControl>
        <Input />
      </FieldControl>
      <FieldHint>Up to 11 letters or digits.</FieldHint>
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Sender ID" });
    await expect(input).toHaveAccessibleDescription("Up to 11 letters or digits.");
    await expect(input).not.toBeInvalid();
  },
};

export const WithError: Story = {
  render: () => (
    <Field>
      <FieldLabel>Email</FieldLabel>
      <FieldControl>
        <Input type="email" defaultValue="ops@" />
      </FieldControl>
      <FieldHint>We send delivery reports here.</FieldHint>
      <FieldError>Enter a valid email address.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      "We send delivery reports here. Enter a valid email address.",
    );
  },
};

function ValidatedField() {
  const [value, setValue] = useState("");
  const error = value.length > 0 && value.length < 10 ? "Use at least 10 characters." : undefined;
  return (
    <Field>
      <FieldLabel>Password</FieldLabel>
      <FieldControl>
        <Input type="password" value={value} onChange={(event) => setValue(event.target.value)} />
      </FieldControl>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

/** The error appears and goes as the user types; the control follows with `aria-invalid`. */
export const ErrorAppearsWhileTyping: Story = {
  render: () => <ValidatedField />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText("Password");
    await userEvent.type(input, "short");
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("Use at least 10 characters.");
    await userEvent.type(input, "enough now");
    await expect(input).not.toBeInvalid();
    await expect(input).not.toHaveAttribute("aria-describedby");
  },
};

export const Disabled: Story = {
  render: () => (
    <Field>
      <FieldLabel>Account ID</FieldLabel>
      <FieldControl>
        <Input disabled defaultValue="ACC-00042" />
      </FieldControl>
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Account ID" })).toBeDisabled();
  },
};

export const LongText: Story = {
  render: () => (
    <Field>
      <FieldLabel>Message shown to recipients who reply outside business hours</FieldLabel>
      <FieldControl>
        <Textarea defaultValue="Thanks for your message. Our team is away and will reply on the next working day." />
      </FieldControl>
      <FieldHint>
        Sent once per conversation. Personalisation tags such as the first name are filled in for every
        recipient before sending.
      </FieldHint>
    </Field>
  ),
  play: async ({ canvas, userEvent }) => {
    const label = canvas.getByText(/outside business hours/);
    await userEvent.click(label);
    await expect(canvas.getByRole("textbox")).toHaveFocus();
    // A double click on the label focuses the control too.
    canvas.getByRole("textbox").blur();
    await userEvent.dblClick(label);
    await expect(canvas.getByRole("textbox")).toHaveFocus();
  },
};

/** The error state on the dark theme: the border, the message and the hint keep their contrast. */
export const DarkWithError: Story = {
  ...WithError,
  globals: { theme: "dark" },
  play: async (context) => {
    await WithError.play?.(context);
    const input = context.canvas.getByRole("textbox", { name: "Email" });
    // The dark theme's --danger (#f87171) on the invalid control's border.
    await expect(getComputedStyle(input).borderTopColor).toBe("rgb(248, 113, 113)");
  },
};
