import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { fakeApi, withFakeApi, type FakeCall } from "../../../testing/fake-api";
import { AccountTimezoneForm } from "./account-timezone-form";

const meta = {
  title: "Console/Settings/AccountTimezoneForm",
  component: AccountTimezoneForm,
  args: {
    timezone: "Asia/Manila",
    timeZones: ["Asia/Manila", "Asia/Tokyo", "Europe/London", "UTC"],
    date: new Date("2026-06-01T09:00:00Z"),
    onSaved: fn(),
  },
} satisfies Meta<typeof AccountTimezoneForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const saving = fakeApi({
  "PUT /ajax/settings/timezone": (call: FakeCall) => ({ data: call.body, message: "Time zone saved." }),
});
export const PicksAndSavesAZone: Story = {
  decorators: [withFakeApi(saving)],
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("combobox", { name: "Time zone" }));
    await userEvent.click(await body.findByRole("option", { name: /Asia\/Tokyo/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Save time zone" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Time zone saved.");
    await expect(saving.calls.at(-1)?.body).toEqual({ timezone_name: "Asia/Tokyo" });
    await expect(args.onSaved).toHaveBeenCalledWith("Asia/Tokyo");
    // The picture does not depend on whether the browser shows the clicked button's focus ring.
    canvas.getByRole("button", { name: "Save time zone" }).blur();
  },
};
