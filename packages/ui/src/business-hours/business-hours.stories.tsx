import { defaultBusinessHours, type BusinessHours } from "@sendline/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { BusinessHoursEditor } from "./business-hours";

const WEEKDAYS_OPEN: BusinessHours = {
  ...defaultBusinessHours(),
  monday: { enabled: true, wholeDay: false, start: "09:00", end: "18:00" },
  tuesday: { enabled: true, wholeDay: false, start: "09:00", end: "18:00" },
  wednesday: { enabled: true, wholeDay: true, start: "09:00", end: "18:00" },
};

const meta = {
  title: "Kit/BusinessHoursEditor",
  component: BusinessHoursEditor,
  args: { defaultValue: WEEKDAYS_OPEN, onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof BusinessHoursEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector(`[data-slot="business-hours-day"][data-day="${name}"]`);

export const Week: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="business-hours-day"]')).toHaveLength(7);
    await expect(day(canvasElement, "monday")).toHaveAttribute("data-state", "hours");
    await expect(day(canvasElement, "wednesday")).toHaveAttribute("data-state", "whole-day");
    await expect(day(canvasElement, "sunday")).toHaveAttribute("data-state", "closed");
    await expect(canvas.getByRole("combobox", { name: "Monday start" })).toHaveTextContent("9:00 AM");
    await expect(canvas.getByRole("combobox", { name: "Monday end" })).toHaveTextContent("6:00 PM");
    await expect(canvas.getByRole("combobox", { name: "Wednesday start" })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: "Sunday end" })).toBeDisabled();
  },
};

export const StartSlotsEveryHalfHour: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Monday start" }));
    const options = await within(canvasElement.ownerDocument.body).findAllByRole("option");
    await expect(options).toHaveLength(48);
    await expect(options[0]).toHaveTextContent("12:00 AM");
    await expect(options[1]).toHaveTextContent("12:30 AM");
    await expect(options.at(-1)).toHaveTextContent("11:30 PM");
    await userEvent.keyboard("{Escape}");
  },
  parameters: { screenshot: false },
};

export const EndSlotsRunTo1159PM: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Monday end" }));
    const options = await within(canvasElement.ownerDocument.body).findAllByRole("option");
    await expect(options[0]).toHaveTextContent("12:30 AM");
    await expect(options.at(-1)).toHaveTextContent("11:59 PM");
    await userEvent.keyboard("{Escape}");
  },
  parameters: { screenshot: false },
};

export const EndBeforeStartRefused: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const end = canvas.getByRole("combobox", { name: "Monday end" });
    await userEvent.click(end);
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole("option", { name: "8:00 AM" }),
    );
    await expect(canvas.getByRole("alert")).toHaveTextContent("End time must be later than start time.");
    await expect(end).toHaveTextContent("6:00 PM");
    await expect(end).toHaveAttribute("aria-invalid", "true");
    await expect(end).toHaveAccessibleDescription("End time must be later than start time.");
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ValidChangeClearsRefusal: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("combobox", { name: "Monday start" }));
    await userEvent.click(await body.findByRole("option", { name: "7:00 PM" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("End time must be later than start time.");
    await userEvent.click(canvas.getByRole("combobox", { name: "Monday start" }));
    await userEvent.click(await body.findByRole("option", { name: "8:30 AM" }));
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenCalledWith({
      ...WEEKDAYS_OPEN,
      monday: { enabled: true, wholeDay: false, start: "08:30", end: "18:00" },
    });
  },
};

export const OpenADayAndMakeItWholeDay: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const saturday = within(day(canvasElement, "saturday") as HTMLElement);
    await userEvent.click(canvas.getByRole("switch", { name: "Open on Saturday" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ saturday: { enabled: true, wholeDay: false, start: "09:00", end: "18:00" } }),
    );
    await expect(canvas.getByRole("combobox", { name: "Saturday start" })).toBeEnabled();
    const wholeDay = saturday.getByRole("checkbox", { name: "Whole day" });
    wholeDay.focus();
    await userEvent.keyboard(" ");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ saturday: { enabled: true, wholeDay: true, start: "09:00", end: "18:00" } }),
    );
    await expect(canvas.getByRole("combobox", { name: "Saturday start" })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "Open on Monday" })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: "Monday start" })).toBeDisabled();
  },
};

export const Narrow: Story = {
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Business hours" })).toBeVisible();
  },
};

/** Week on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkWeek: Story = { ...Week, globals: { theme: "dark" } };
