import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { fakeApi, withFakeApi, type FakeCall } from "../../../testing/fake-api";
import { ProfileForm } from "./profile-form";

const PROFILE = { fname: "Olivia", lname: "Owner", email: "owner@acme.test", mobile: "639171234567" };

const saved = (call: FakeCall) => ({
  data: { ...(call.body as typeof PROFILE), validated_mobile: 0, twofa_enabled: 0 },
  message: "Profile saved.",
});

const meta = {
  title: "Console/Settings/ProfileForm",
  component: ProfileForm,
  args: { profile: PROFILE, onSaved: fn() },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const saving = fakeApi({ "PUT /ajax/settings/profile": saved });
export const SavesTheProfile: Story = {
  decorators: [withFakeApi(saving)],
  play: async ({ canvas, args }) => {
    const first = canvas.getByLabelText("First name");
    await expect(first).toHaveValue("Olivia");
    await userEvent.clear(first);
    await userEvent.type(first, "Olive");
    await userEvent.clear(canvas.getByLabelText("Mobile number"));
    await userEvent.type(canvas.getByLabelText("Mobile number"), "639170000000");
    await userEvent.click(canvas.getByRole("button", { name: "Save profile" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Profile saved.");
    await expect(saving.calls.at(-1)?.body).toEqual({ ...PROFILE, fname: "Olive", mobile: "639170000000" });
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ fname: "Olive" })),
    );
  },
};

const refusing = fakeApi({
  "PUT /ajax/settings/profile": {
    fail: 422,
    message: "Validation Error",
    errors: { email: ["This email address is already in use."] },
  },
});
export const ShowsTheServersFieldError: Story = {
  decorators: [withFakeApi(refusing)],
  play: async ({ canvas, args }) => {
    const email = canvas.getByLabelText("Email");
    await userEvent.clear(email);
    await userEvent.type(email, "agent@acme.test");
    await userEvent.click(canvas.getByRole("button", { name: "Save profile" }));
    await expect(await canvas.findByText("This email address is already in use.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    // What was typed stays.
    await expect(email).toHaveValue("agent@acme.test");
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

const untouched = fakeApi({ "PUT /ajax/settings/profile": saved });
export const RequiresTheName: Story = {
  decorators: [withFakeApi(untouched)],
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByLabelText("Last name"));
    await userEvent.click(canvas.getByRole("button", { name: "Save profile" }));
    await expect(await canvas.findByText("This is a required field.")).toBeVisible();
    await expect(untouched.calls).toHaveLength(0);
  },
};
