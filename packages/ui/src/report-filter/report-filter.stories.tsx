import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, within } from "storybook/test";
import { CreditHistoryFilter, ReportFilter, TrafficReportFilter } from "./report-filter";

const now = new Date("2026-03-14T09:30:00+08:00");

const users = [
  { id: "11", name: "Ana Reyes" },
  { id: "12", name: "Ben Cruz" },
  { id: "13", name: "Carla Santos" },
];
const accounts = [
  { id: "501", name: "Island Retail Corp." },
  { id: "502", name: "Metro Pay" },
];

const meta = {
  title: "Kit/ReportFilter",
  component: ReportFilter,
  args: { now, onSubmit: fn(), onValueChange: fn(), showBreakdown: true, users },
} satisfies Meta<typeof ReportFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThisMonthByDefault: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByLabelText("From")).toHaveValue("2026-03-01");
    await expect(canvas.getByLabelText("To")).toHaveValue("2026-03-14");
    await expect(canvas.getByRole("combobox", { name: "Breakdown" })).toHaveTextContent("Monthly");
    await userEvent.click(canvas.getByRole("button", { name: "Generate" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        from: "2026-03-01",
        to: "2026-03-14",
        breakdown: "monthly",
        range: "this_month",
      }),
    );
  },
};

export const QuickRanges: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("combobox", { name: "Date range" }));
    await userEvent.click(await body.findByRole("option", { name: "Last Month" }));
    await expect(canvas.getByLabelText("From")).toHaveValue("2026-02-01");
    await expect(canvas.getByLabelText("To")).toHaveValue("2026-02-28");
    await userEvent.click(canvas.getByRole("combobox", { name: "Date range" }));
    await userEvent.click(await body.findByRole("option", { name: "Last 365 Days" }));
    await expect(canvas.getByLabelText("From")).toHaveValue("2025-03-15");
    await expect(canvas.getByLabelText("To")).toHaveValue("2026-03-14");
  },
};

export const DateBounds: Story = {
  play: async ({ canvas }) => {
    const from = canvas.getByLabelText("From");
    const to = canvas.getByLabelText("To");
    fireEvent.change(from, { target: { value: "2026-03-20" } });
    await expect(from).toHaveValue("2026-03-14");
    fireEvent.change(from, { target: { value: "2010-05-01" } });
    await expect(from).toHaveValue("2012-01-01");
    fireEvent.change(from, { target: { value: "2026-03-05" } });
    fireEvent.change(to, { target: { value: "2026-03-02" } });
    await expect(to).toHaveValue("2026-03-05");
    await expect(canvas.getByRole("combobox", { name: "Date range" })).toHaveTextContent("Custom");
  },
};

export const InvalidRangeDoesNothing: Story = {
  args: {
    defaultValue: {
      range: "custom",
      from: "2026-03-10",
      to: "2026-03-05",
      breakdown: "daily",
      showAnalytics: false,
      showCategory: false,
      showOperator: false,
      userIds: [],
      accountId: null,
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Generate" }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "The from date must be earlier than the to date.",
    );
  },
};

export const AccountUserPicksUsers: Story = {
  args: { accountId: "501" },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Users/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole("searchbox", { name: "Search users" }), "ben");
    await expect(body.queryByText("Ana Reyes")).toBeNull();
    await userEvent.click(body.getByRole("checkbox", { name: "Ben Cruz" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ userIds: ["12"] }));
  },
};

export const StaffPicksAccount: Story = {
  args: { staff: true, accounts },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.queryByRole("button", { name: /Users/ })).toBeNull();
    await userEvent.click(canvas.getByRole("combobox", { name: /Account/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.keyboard("metro");
    await userEvent.click(await body.findByRole("option", { name: "Metro Pay" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ accountId: "502" }));
  },
};

export const Mini: Story = {
  args: { variant: "mini", showBreakdown: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: /Users/ })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Generate" })).toBeVisible();
  },
};

export const CreditHistory: Story = {
  render: (args) => <CreditHistoryFilter now={args.now} onSubmit={args.onSubmit} />,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole("combobox", { name: "Breakdown" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Filter" }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const EmailApiTraffic: Story = {
  render: (args) => (
    <TrafficReportFilter now={args.now} onSubmit={args.onSubmit} users={users} accountId="501" />
  ),
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("switch", { name: "Operator" }));
    await userEvent.click(canvas.getByRole("button", { name: "Generate" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ showOperator: true, showAnalytics: false, breakdown: "monthly" }),
    );
  },
};

/** Mini on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkMini: Story = { ...Mini, globals: { theme: "dark" } };
