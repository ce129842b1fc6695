import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { PasswordForm } from "./password-form";

const meta = {
  title: "Kit/PasswordForm",
  component: PasswordForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const VALID = "Sendline#2026";

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Save password" })).toBeDisabled();
    const rules = canvas.getByRole("list", { name: "Password requirements" });
    await expect(rules.querySelectorAll('[data-state="unmet"]')).toHaveLength(5);
  },
};

export const ChecklistTicksAsRulesAreMet: Story = {
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText("New password");
    const rule = (id: string) => canvas.getByRole("list").querySelector(`[data-rule="${id}"]`);
    await userEvent.type(password, "abc");
    await expect(rule("lowercase")).toHaveAttribute("data-state", "met");
    await expect(rule("uppercase")).toHaveAttribute("data-state", "unmet");
    await userEvent.type(password, "DEF12");
    await expect(rule("uppercase")).toHaveAttribute("data-state", "met");
    await expect(rule("digit")).toHaveAttribute("data-state", "met");
    await expect(rule("length")).toHaveAttribute("data-state", "unmet");
    await userEvent.type(password, "34!");
    await expect(rule("length")).toHaveAttribute("data-state", "met");
    await expect(rule("special")).toHaveAttribute("data-state", "met");
    await expect(rule("special")).toHaveTextContent("At least one special character: met");
    await expect(canvas.getByRole("list")).toHaveAttribute("aria-live", "polite");
  },
};

export const ConfirmationMismatch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText("New password"), VALID);
    const confirmation = canvas.getByLabelText("Confirm new password");
    await userEvent.type(confirmation, "Sendline#2025");
    await expect(canvas.getByText("Passwords do not match.")).toBeVisible();
    await expect(confirmation).toHaveAttribute("aria-invalid", "true");
    await expect(confirmation).toHaveAccessibleDescription("Passwords do not match.");
    await expect(canvas.getByRole("button", { name: "Save password" })).toBeDisabled();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsWhenValid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText("New password"), VALID);
    await userEvent.type(canvas.getByLabelText("Confirm new password"), VALID);
    await expect(canvas.queryByText("Passwords do not match.")).not.toBeInTheDocument();
    const submit = canvas.getByRole("button", { name: "Save password" });
    await expect(submit).toBeEnabled();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: VALID, password_confirmation: VALID });
  },
};

export const ShowHidePassword: Story = {
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText("New password");
    await userEvent.type(password, "secret");
    await expect(password).toHaveAttribute("type", "password");
    const toggle = canvas.getByRole("button", { name: "Show new password" });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(password).toHaveAttribute("type", "text");
    await expect(canvas.getByLabelText("Confirm new password")).toHaveAttribute("type", "password");
  },
};

export const ServerErrors: Story = {
  args: {
    errors: {
      password: "The password has already been used.",
      password_confirmation: ["The confirmation is required."],
    },
  },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText("New password");
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription(/The password has already been used\./);
    await expect(canvas.getByLabelText("Confirm new password")).toHaveAccessibleDescription(
      "The confirmation is required.",
    );
    await userEvent.type(password, "x");
    await expect(canvas.queryByText("The password has already been used.")).not.toBeInTheDocument();
    await expect(password).not.toHaveAttribute("aria-invalid");
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("button", { name: "Saving…" })).toBeDisabled();
    await expect(canvas.getByLabelText("New password")).toHaveAttribute("readonly");
    await userEvent.type(canvas.getByLabelText("New password"), "typed");
    await expect(canvas.getByLabelText("New password")).toHaveValue("");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CustomLabels: Story = {
  args: { passwordLabel: "Password", confirmationLabel: "Repeat password", submitLabel: "Set password" },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Password")).toBeVisible();
    await expect(canvas.getByLabelText("Repeat password")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Set password" })).toBeDisabled();
  },
};

/** Empty on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkEmpty: Story = { ...Empty, globals: { theme: "dark" } };
