import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { ShareChart } from "./share-chart";

const meta = {
  title: "Kit/Chart/ShareChart",
  component: ShareChart,
  args: {
    label: "Delivery outcome",
    items: [
      { label: "Delivered", value: 9_200, tone: "success" },
      { label: "Pending", value: 500, tone: "warning" },
      { label: "Rejected", value: 300, tone: "danger" },
    ],
    recheckMs: 50,
    firstDrawDelayMs: 0,
    statsValue: "9200:500:300:0",
  },
} satisfies Meta<typeof ShareChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (element: HTMLElement) => element.querySelector("[data-slot=share-chart]") as HTMLElement;

export const StackedBar: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(figure(canvasElement)).toHaveAttribute("data-state", "drawn"));
    const legend = canvas.getByRole("list", { name: "Delivery outcome legend" });
    await expect(legend).toHaveTextContent("Delivered9.2k (92%)");
    await expect(legend).toHaveTextContent("Rejected300 (3%)");
    await expect(canvasElement.querySelectorAll("rect")).toHaveLength(3);
  },
};

export const Donut: Story = {
  args: { variant: "donut" },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(figure(canvasElement)).toHaveAttribute("data-state", "drawn"));
    await expect(canvasElement.querySelectorAll("circle")).toHaveLength(4);
  },
};

export const NothingToDraw: Story = {
  args: { statsValue: "0:0:0:0" },
  play: async ({ canvas, canvasElement }) => {
    await expect(figure(canvasElement)).toHaveAttribute("data-state", "empty");
    await expect(canvas.getByText("No data to show.")).toBeVisible();
  },
};

export const Waiting: Story = {
  args: { firstDrawDelayMs: 60_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Loading chart…")).toBeVisible();
  },
};

/** The donut and its legend on the dark theme. */
export const DarkDonut: Story = {
  ...Donut,
  globals: { theme: "dark" },
  play: async (context) => {
    await Donut.play?.(context);
    await expect(context.canvasElement.ownerDocument.documentElement).toHaveClass("dark");
  },
};
