import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TimezoneSelector } from "./timezone-selector";

/** Offsets are shown for this instant: New York is on standard time (UTC-05:00). */
const JANUARY = new Date("2026-01-15T00:00:00Z");

const meta = {
  title: "Kit/TimezoneSelector",
  component: TimezoneSelector,
  args: { "aria-label": "Timezone", date: JANUARY, onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof TimezoneSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Timezone" })).toHaveTextContent("Select a timezone");
  },
};

export const ShowsOffsetOfChosenZone: Story = {
  args: { defaultValue: "Asia/Manila" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Timezone" })).toHaveTextContent(
      "(UTC+08:00) Asia/Manila",
    );
  },
};

export const EveryIanaZoneSortedByOffset: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Timezone" }));
    const body = within(canvasElement.ownerDocument.body);
    const options = await body.findAllByRole("option");
    await expect(options).toHaveLength(Intl.supportedValuesOf("timeZone").length);
    await expect(options[0]).toHaveTextContent(/^\(UTC-1[12]:00\)/);
    await expect(options.at(-1)).toHaveTextContent(/^\(UTC\+14:00\)/);
    await userEvent.keyboard("{Escape}");
  },
  parameters: { screenshot: false },
};

export const SearchWithKeyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole("combobox", { name: "Timezone" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    const search = await body.findByRole("combobox", { name: "Search timezones" });
    await expect(search).toHaveFocus();
    await userEvent.type(search, "new york");
    await expect(body.getAllByRole("option")).toHaveLength(1);
    await expect(body.getByRole("option")).toHaveTextContent("(UTC-05:00) America/New York");
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith("America/New_York");
    await expect(trigger).toHaveTextContent("(UTC-05:00) America/New York");
    await expect(trigger).toHaveFocus();
  },
};

export const SearchByOffset: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Timezone" }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole("combobox", { name: "Search timezones" }), "UTC+05:45");
    // The search is fuzzy: the exact offset ranks first.
    await expect(body.getAllByRole("option")[0]).toHaveTextContent(/^\(UTC\+05:45\) Asia\/Kath?mandu$/);
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByRole("combobox", { name: "Timezone" })).toHaveFocus();
  },
};

export const NoMatch: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Timezone" }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole("combobox", { name: "Search timezones" }), "qxqx");
    await expect(body.getByText("No timezone found.")).toBeVisible();
    await expect(body.queryAllByRole("option")).toHaveLength(0);
    await userEvent.keyboard("{Escape}");
  },
};

export const SummerOffsets: Story = {
  args: { date: new Date("2026-07-15T00:00:00Z"), defaultValue: "Europe/London" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Timezone" })).toHaveTextContent(
      "(UTC+01:00) Europe/London",
    );
  },
};

export const Controlled: Story = {
  args: { value: "Asia/Tokyo", timeZones: ["Asia/Manila", "Asia/Tokyo", "UTC"] },
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole("combobox", { name: "Timezone" });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findAllByRole("option")).toHaveLength(3);
    await userEvent.click(body.getByRole("option", { name: "(UTC+00:00) UTC" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("UTC");
    await expect(trigger).toHaveTextContent("(UTC+09:00) Asia/Tokyo");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Asia/Manila" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Timezone" })).toBeDisabled();
  },
};

/** ShowsOffsetOfChosenZone on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkShowsOffsetOfChosenZone: Story = { ...ShowsOffsetOfChosenZone, globals: { theme: "dark" } };
