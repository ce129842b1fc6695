import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { fakeApi, withFakeApi, type FakeCall } from "../../../testing/fake-api";
import { MobileSecurity } from "./mobile-security";

const BASE = { fname: "Olivia", lname: "Owner", email: "owner@acme.test", mobile: "639171234567" };

const meta = {
  title: "Console/Settings/MobileSecurity",
  component: MobileSecurity,
  args: { profile: { mobile: "639171234567", validated_mobile: 0, twofa_enabled: 0 }, onChanged: fn() },
} satisfies Meta<typeof MobileSecurity>;

export default meta;
type Story = StoryObj<typeof meta>;

const verifying = fakeApi({
  "POST /ajax/settings/mobile/send_pin": { data: null, message: "A 6-digit code was sent to your mobile." },
  "POST /ajax/settings/mobile/verify": (call: FakeCall) =>
    (call.body as { pincode: string }).pincode === "123456"
      ? { data: { ...BASE, validated_mobile: 1, twofa_enabled: 0 } }
      : { fail: 422, message: "Validation Error", errors: { pincode: ["Invalid code"] } },
  "PUT /ajax/settings/twofa": (call: FakeCall) => ({
    data: {
      ...BASE,
      validated_mobile: 1,
      twofa_enabled: (call.body as { twofa_enabled: boolean }).twofa_enabled ? 1 : 0,
    },
  }),
});
export const VerifiesTheMobileThenTurnsOnTwoFactor: Story = {
  decorators: [withFakeApi(verifying)],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("Not verified")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Send code" }));
    const code = await canvas.findByLabelText("Code from the SMS");
    await userEvent.type(code, "000000");
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await expect(await canvas.findByText("Invalid code")).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, "123 456");
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await expect(await canvas.findByText("Verified")).toBeVisible();
    await expect(verifying.calls.at(-1)?.body).toEqual({ pincode: "123456" });

    const toggle = canvas.getByRole("switch", { name: "Two-factor sign-in by SMS" });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    await expect(args.onChanged).toHaveBeenLastCalledWith(expect.objectContaining({ twofa_enabled: 1 }));
  },
};

export const TwoFactorNeedsAVerifiedMobile: Story = {
  decorators: [
    withFakeApi({
      "PUT /ajax/settings/twofa": {
        fail: 422,
        message: "Validation Error",
        errors: { twofa_enabled: ["Verify your mobile number before turning on two-factor sign-in."] },
      },
    }),
  ],
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Two-factor sign-in by SMS" });
    await userEvent.click(toggle);
    await expect(
      await canvas.findByText("Verify your mobile number before turning on two-factor sign-in."),
    ).toBeVisible();
    await expect(toggle).not.toBeChecked();
  },
};

export const NoMobileYet: Story = {
  args: { profile: { mobile: null, validated_mobile: 0, twofa_enabled: 0 } },
  decorators: [withFakeApi({})],
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No mobile number yet")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Send code" })).toBeNull();
  },
};
