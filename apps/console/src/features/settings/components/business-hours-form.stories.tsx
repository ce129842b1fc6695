import { defaultBusinessHours } from "@sendline/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { fakeApi, withFakeApi, type FakeCall } from "../../../testing/fake-api";
import { BusinessHoursForm } from "./business-hours-form";

const echo = (call: FakeCall) => ({ data: call.body, message: "Business hours saved." });

const meta = {
  title: "Console/Settings/BusinessHoursForm",
  component: BusinessHoursForm,
  args: { hours: null, timezone: "Asia/Manila" },
} satisfies Meta<typeof BusinessHoursForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const restricting = fakeApi({ "PUT /ajax/settings/business_hours": echo });
export const RestrictsSendingToTheWeeksHours: Story = {
  decorators: [withFakeApi(restricting)],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText(/Asia\/Manila/)).toBeVisible();
    await expect(canvas.queryByRole("group", { name: "Business hours" })).toBeNull();
    await userEvent.click(canvas.getByRole("switch", { name: /only within business hours/ }));
    await userEvent.click(canvas.getByRole("switch", { name: "Open on Monday" }));
    await userEvent.click(canvas.getByRole("combobox", { name: "Monday end" }));
    await userEvent.click(await body.findByRole("option", { name: "5:00 PM" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save business hours" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Business hours saved.");
    const sent = (restricting.calls.at(-1)?.body as { business_hours: Record<string, unknown> })
      .business_hours;
    await expect(sent.monday).toEqual({ enabled: true, wholeDay: false, start: "09:00", end: "17:00" });
    await expect(sent.sunday).toMatchObject({ enabled: false });
    // The picture does not depend on whether the browser shows the clicked button's focus ring.
    canvas.getByRole("button", { name: "Save business hours" }).blur();
  },
};

const lifting = fakeApi({ "PUT /ajax/settings/business_hours": echo });
export const LiftsTheRestriction: Story = {
  args: {
    hours: {
      ...defaultBusinessHours(),
      monday: { enabled: true, wholeDay: true, start: "09:00", end: "18:00" },
    },
  },
  decorators: [withFakeApi(lifting)],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "Open on Monday" })).toBeChecked();
    await userEvent.click(canvas.getByRole("switch", { name: /only within business hours/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Save business hours" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Business hours saved.");
    await expect(lifting.calls.at(-1)?.body).toEqual({ business_hours: null });
    // The picture does not depend on whether the browser shows the clicked button's focus ring.
    canvas.getByRole("button", { name: "Save business hours" }).blur();
  },
};
