import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { ChangePasswordForm } from "./change-password-form";

const meta = {
  title: "Console/Settings/ChangePasswordForm",
  component: ChangePasswordForm,
  args: { onChanged: fn() },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvas: Parameters<NonNullable<Story["play"]>>[0]["canvas"], password: string) {
  await userEvent.type(canvas.getByLabelText("Current password"), "Sendline#2026");
  await userEvent.type(canvas.getByLabelText("New password"), password);
  await userEvent.type(canvas.getByLabelText("Confirm new password"), password);
  await userEvent.click(canvas.getByRole("button", { name: "Change password" }));
}

const used = fakeApi({
  "PUT /ajax/settings/change_password": {
    fail: 422,
    message: "Validation Error",
    errors: { password: ["The password has already been used. Please choose a new one."] },
  },
});
export const RefusesAPasswordAlreadyUsed: Story = {
  decorators: [withFakeApi(used)],
  play: async ({ canvas, args }) => {
    await fill(canvas, "Sendline#2026");
    await expect(
      await canvas.findByText("The password has already been used. Please choose a new one."),
    ).toBeVisible();
    await expect(canvas.getByLabelText("New password")).toHaveValue("Sendline#2026");
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

const weak = fakeApi({ "PUT /ajax/settings/change_password": { data: null } });
export const ChecksTheRuleBeforeSending: Story = {
  decorators: [withFakeApi(weak)],
  play: async ({ canvas }) => {
    await fill(canvas, "short");
    await expect(
      await canvas.findByText(/At least 10 characters/, { selector: "[data-slot=field-error]" }),
    ).toBeVisible();
    await expect(weak.calls).toHaveLength(0);
  },
};

const changing = fakeApi({
  "PUT /ajax/settings/change_password": { data: { password_last_updated: "2026-06-01T09:00:00.000Z" } },
});
export const ChangesThePassword: Story = {
  decorators: [withFakeApi(changing)],
  play: async ({ canvas, args }) => {
    await fill(canvas, "Brand#New2026pass");
    await expect(await canvas.findByRole("status")).toHaveTextContent("Password changed.");
    await expect(changing.calls.at(-1)?.body).toEqual({
      current_password: "Sendline#2026",
      password: "Brand#New2026pass",
      password_confirmation: "Brand#New2026pass",
    });
    await expect(canvas.getByLabelText("New password")).toHaveValue("");
    await expect(args.onChanged).toHaveBeenCalled();
  },
};
