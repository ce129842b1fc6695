import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { TimeSeriesChart, type TimeSeriesModel } from "./time-series-chart";

const start = Date.UTC(2026, 2, 14, 0, 0, 0) / 1000;
const hours = Array.from({ length: 12 }, (_, index) => start + index * 3600);

const model: TimeSeriesModel = {
  x: hours,
  series: [
    { label: "Sent", values: [120, 340, 560, 800, 760, 900, 1020, 980, 700, 520, 300, 180], tone: "primary" },
    {
      label: "Delivered",
      values: [110, 320, 540, 760, 730, 860, 990, 950, 680, 500, 290, 170],
      tone: "success",
    },
  ],
};

const meta = {
  title: "Kit/Chart/TimeSeriesChart",
  component: TimeSeriesChart,
  args: { label: "Messages per hour", model, recheckMs: 50, firstDrawDelayMs: 0, statsValue: "120:110:0:0" },
  // Chromium anti-aliases canvas text in one of two ways from run to run (about 0.5% of the pixels,
  // all in the axis labels); lines, bars, grid and layout still have to match.
  parameters: { screenshot: { allowedMismatchedPixelRatio: 0.01 } },
  // A fixed width, fixed data and one installed font family (canvas text may resolve the generic
  // system-ui differently from run to run): the screenshot is taken once uPlot has painted.
  decorators: [
    (Story) => <div style={{ width: 640, fontFamily: "Liberation Sans, sans-serif" }}>{Story()}</div>,
  ],
} satisfies Meta<typeof TimeSeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const chart = (element: HTMLElement) => element.querySelector("[data-slot=time-series-chart]") as HTMLElement;

export const Line: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(chart(canvasElement)).toHaveAttribute("data-state", "drawn"));
    await expect(canvas.getByRole("img", { name: "Messages per hour" })).toBeVisible();
    await expect(canvasElement.querySelector("canvas")).not.toBeNull();
    const table = canvas.getByRole("table", { name: "Messages per hour" });
    await expect(table.querySelectorAll("tbody tr")).toHaveLength(12);
    const legend = canvas.getByRole("list", { name: "Messages per hour legend" });
    await expect(legend).toBeVisible();
    await expect(within(legend).getByText("Sent")).toBeVisible();
    await expect(within(legend).getByText("Delivered")).toBeVisible();
  },
};

/** A campaign sent within one minute: the axis counts seconds, and the single last bar is whole. */
const minute = Date.UTC(2026, 10, 27, 7, 1, 0) / 1000;
export const WithinOneMinute: Story = {
  args: {
    kind: "bar",
    label: "Deliveries over time",
    model: {
      x: [0, 10, 20, 30, 40, 50].map((offset) => minute + offset),
      series: [
        { label: "Delivered", values: [40, 120, 260, 310, 180, 90], tone: "success" },
        { label: "Failed", values: [1, 3, 6, 4, 2, 1], tone: "danger" },
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(chart(canvasElement)).toHaveAttribute("data-state", "drawn"));
    const legend = canvas.getByRole("list", { name: "Deliveries over time legend" });
    await expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Delivered", "Failed"]);
    // Points ten seconds apart are told apart by their seconds.
    const rows = within(canvas.getByRole("table", { name: "Deliveries over time" })).getAllByRole(
      "rowheader",
    );
    await expect(new Set(rows.map((row) => row.textContent)).size).toBe(6);
    await expect(rows[1]?.textContent).toMatch(/ \d{2}:\d{2}:10$/);
  },
};

export const Bar: Story = {
  args: { kind: "bar" },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chart(canvasElement)).toHaveAttribute("data-state", "drawn"));
    await expect(chart(canvasElement)).toHaveAttribute("data-kind", "bar");
  },
};

export const WaitsBeforeFirstDraw: Story = {
  args: { firstDrawDelayMs: 400 },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement)).toHaveAttribute("data-state", "waiting");
    await expect(canvasElement.querySelector("canvas")).toBeNull();
    // Not a blank box meanwhile: the plot's place pulses.
    await expect(chart(canvasElement).querySelector('[data-slot="skeleton"]')).toBeVisible();
    await waitFor(() => expect(chart(canvasElement)).toHaveAttribute("data-state", "drawn"), {
      timeout: 2000,
    });
    await expect(chart(canvasElement).querySelector('[data-slot="skeleton"]')).toBeNull();
  },
};

export const EmptyStatsValue: Story = {
  args: { statsValue: "0:0:0:0" },
  play: async ({ canvas, canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(chart(canvasElement)).toHaveAttribute("data-state", "empty");
    await expect(canvas.getByText("No data to show.")).toBeVisible();
    await expect(canvasElement.querySelector("canvas")).toBeNull();
  },
};

export const ZeroMarker: Story = {
  args: { zeroMarker: 0 },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(chart(canvasElement)).toHaveAttribute("data-state", "empty");
  },
};

export const ResizesWithContainer: Story = {
  decorators: [
    (Story) => <div style={{ width: 320, fontFamily: "Liberation Sans, sans-serif" }}>{Story()}</div>,
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chart(canvasElement)).toHaveAttribute("data-state", "drawn"));
    const wrapper = canvasElement.querySelector<HTMLElement>("[data-slot=time-series-chart]")!.parentElement!;
    await waitFor(() =>
      expect(canvasElement.querySelector(".uplot")!.getBoundingClientRect().width).toBe(320),
    );
    wrapper.style.width = "480px";
    await waitFor(() =>
      expect(canvasElement.querySelector(".uplot")!.getBoundingClientRect().width).toBe(480),
    );
  },
};

/** The line chart on the dark theme: series, axes and grid take the dark tokens when they draw. */
export const DarkLine: Story = {
  ...Line,
  globals: { theme: "dark" },
  play: async (context) => {
    await Line.play?.(context);
    await expect(context.canvasElement.ownerDocument.documentElement).toHaveClass("dark");
  },
};
