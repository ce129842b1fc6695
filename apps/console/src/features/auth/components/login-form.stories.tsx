import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { LoginFormCard } from "./login-form";

const meta = {
  title: "Console/Auth/LoginForm",
  component: LoginFormCard,
  args: { captchaSiteKey: "demo", captchaProvider: "demo", onLoggedIn: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginFormCard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story["play"]>>[0]["canvas"];

const SIGNED_IN = {
  id: 7,
  account_id: 3,
  token: "session-token",
  role_code: "owner",
  twofa_enabled: false,
  mobile_twofa: false,
};

async function fill(canvas: Canvas, email: string, password: string) {
  if (email) await userEvent.type(canvas.getByLabelText("Email"), email);
  if (password) await userEvent.type(canvas.getByLabelText("Password"), password);
  await userEvent.click(canvas.getByLabelText("I'm not a robot"));
}

const untouched = fakeApi({ "POST /ajax/login/verify": { data: SIGNED_IN } });
export const RequiresEveryField: Story = {
  decorators: [withFakeApi(untouched)],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findAllByText("This is a required field.")).toHaveLength(2);
    await expect(canvas.getByText("Please confirm that you are not a robot.")).toBeVisible();
    await expect(canvas.getByLabelText("Email")).toHaveFocus();
    await expect(canvas.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(untouched.calls).toHaveLength(0);
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

const mistyped = fakeApi({ "POST /ajax/login/verify": { data: SIGNED_IN } });
export const ChecksTheEmailAgainAsItIsCorrected: Story = {
  decorators: [withFakeApi(mistyped)],
  play: async ({ canvas }) => {
    await fill(canvas, "owner@", "Sendline#2026");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByText("Enter a valid email address.")).toBeVisible();
    await expect(canvas.getByLabelText("Email")).toHaveFocus();
    await userEvent.type(canvas.getByLabelText("Email"), "acme.test");
    await expect(canvas.queryByText("Enter a valid email address.")).not.toBeInTheDocument();
    await expect(mistyped.calls).toHaveLength(0);
  },
};

const signingIn = fakeApi({ "POST /ajax/login/verify": { data: SIGNED_IN } });
export const SignsIn: Story = {
  decorators: [withFakeApi(signingIn)],
  play: async ({ canvas, args }) => {
    await fill(canvas, "  owner@acme.test ", "Sendline#2026");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledWith(SIGNED_IN));
    await expect(signingIn.calls.find((call) => call.path === "/ajax/login/verify")?.body).toEqual({
      email: "owner@acme.test",
      password: "Sendline#2026",
      captcha_response: "demo-captcha-ok",
    });
  },
};

const refused = fakeApi({
  "POST /ajax/login/verify": { fail: 401, message: "Invalid email or password." },
});
export const ShowsTheRefusalAndAsksForTheCaptchaAgain: Story = {
  decorators: [withFakeApi(refused)],
  play: async ({ canvas, args }) => {
    await fill(canvas, "owner@acme.test", "wrong");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Invalid email or password.");
    await expect(canvas.getByLabelText("I'm not a robot")).not.toBeChecked();
    await expect(canvas.queryByText("Please confirm that you are not a robot.")).not.toBeInTheDocument();
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByText("Please confirm that you are not a robot.")).toBeVisible();
  },
};
