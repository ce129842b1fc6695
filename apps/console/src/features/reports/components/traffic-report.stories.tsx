import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { fakeReports, REPORT_NOW } from "./report-fixtures";
import { TrafficReportView } from "./traffic-report";

const meta = {
  title: "Console/Reports/TrafficReport",
  component: TrafficReportView,
  args: { report: "traffic", title: "Traffic report", staff: false, accountId: null, now: REPORT_NOW },
} satisfies Meta<typeof TrafficReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

const reportCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.path === "/ajax/reports/traffic");

const owner = fakeApi(fakeReports());
export const ThisMonthByDefault: Story = {
  decorators: [withFakeApi(owner)],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Traffic report" });
    await within(table).findByText("Jun 2026");
    const first = reportCalls(owner)[0]!;
    await expect(Object.fromEntries(first.query)).toMatchObject({
      from: "2026-06-01",
      to: "2026-06-15",
      timezone: "Asia/Manila",
      breakdown: "monthly",
    });
    const totals = canvas.getByRole("group", { name: "Totals" });
    await expect(within(totals).getByText("15,000")).toBeVisible();
    await expect(within(totals).getByText("5,250.00")).toBeVisible();
  },
};

const daily = fakeApi(fakeReports());
export const DailyByOperator: Story = {
  decorators: [withFakeApi(daily)],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText("Jun 2026");
    await userEvent.click(canvas.getByRole("switch", { name: "Operator" }));
    await userEvent.click(canvas.getByRole("combobox", { name: "Breakdown" }));
    await userEvent.click(await body.findByRole("option", { name: "Daily" }));
    await userEvent.click(canvas.getByRole("button", { name: "Generate" }));
    const table = canvas.getByRole("table", { name: "Traffic report" });
    await within(table).findAllByText("Jun 15, 2026");
    await expect(within(table).getByRole("columnheader", { name: "Operator" })).toBeVisible();
    await expect(within(table).getAllByText("Globe")).toHaveLength(15);
    await expect(Object.fromEntries(reportCalls(daily).at(-1)!.query)).toMatchObject({
      breakdown: "daily",
      showOperator: "1",
    });
  },
};

const ranges = fakeApi(fakeReports());
export const LastMonthQuickRange: Story = {
  decorators: [withFakeApi(ranges)],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText("Jun 2026");
    await userEvent.click(canvas.getByRole("combobox", { name: "Date range" }));
    await userEvent.click(await body.findByRole("option", { name: "Last Month" }));
    await userEvent.click(canvas.getByRole("button", { name: "Generate" }));
    await canvas.findByText("May 2026");
    await expect(Object.fromEntries(reportCalls(ranges).at(-1)!.query)).toMatchObject({
      from: "2026-05-01",
      to: "2026-05-31",
    });
  },
};

const analytics = fakeApi(fakeReports());
export const AnalyticsChart: Story = {
  decorators: [withFakeApi(analytics)],
  // The canvas's anti-aliasing differs by a few pixels between paints.
  parameters: { screenshot: { allowedMismatchedPixelRatio: 0.02 } },
  play: async ({ canvas }) => {
    await canvas.findByText("Jun 2026");
    await expect(canvas.queryByRole("figure", { name: "Traffic report chart" })).toBeNull();
    await userEvent.click(canvas.getByRole("switch", { name: "Analytics" }));
    await userEvent.click(canvas.getByRole("button", { name: "Generate" }));
    const chart = await canvas.findByRole("figure", { name: "Traffic report chart" });
    await waitFor(() => expect(chart).toHaveAttribute("data-state", "drawn"), { timeout: 5000 });
  },
};

// The second range's answer waits until the play lets it through.
const slowly = fakeApi(fakeReports());
let letMayThrough = () => {};
const mayHeld = new Promise<void>((resolve) => (letMayThrough = resolve));
const heldApi = Object.assign(
  (async (url: string, options?: Parameters<typeof slowly>[1]) => {
    if (url.includes("from=2026-05-01")) await mayHeld;
    return slowly(url, options);
  }) as typeof slowly,
  { calls: slowly.calls },
);
export const NewRangeLoadsWithoutShowingTheOld: Story = {
  decorators: [withFakeApi(heldApi)],
  parameters: { screenshot: { allowedMismatchedPixelRatio: 0.02 } },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText("Jun 2026");
    await userEvent.click(canvas.getByRole("switch", { name: "Analytics" }));
    await userEvent.click(canvas.getByRole("button", { name: "Generate" }));
    await canvas.findByRole("figure", { name: "Traffic report chart" });
    await userEvent.click(canvas.getByRole("combobox", { name: "Date range" }));
    await userEvent.click(await body.findByRole("option", { name: "Last Month" }));
    await userEvent.click(canvas.getByRole("button", { name: "Generate" }));

    await expect(
      await canvas.findByRole("status", { name: "Loading the Traffic report chart" }),
    ).toBeVisible();
    await expect(canvas.queryByRole("figure", { name: "Traffic report chart" })).toBeNull();
    await expect(canvas.queryByText("Jun 2026")).toBeNull();
    const totals = canvas.getByRole("group", { name: "Totals" });
    await expect(within(totals).queryByText("15,000")).toBeNull();

    letMayThrough();
    await canvas.findByText("May 2026");
    await canvas.findByRole("figure", { name: "Traffic report chart" });
    await expect(canvas.queryByRole("status", { name: "Loading the Traffic report chart" })).toBeNull();
    // The screenshot waits for the new range's chart to be drawn.
    await waitFor(
      () =>
        expect(canvasElement.querySelector("[data-slot=time-series-chart][data-state=drawn]")).not.toBeNull(),
      { timeout: 4000 },
    );
  },
};

const exporting = fakeApi(fakeReports());
export const ExportsTheSameFilterAsCsv: Story = {
  decorators: [withFakeApi(exporting)],
  play: async ({ canvas }) => {
    await canvas.findByText("Jun 2026");
    const saved = spyOn(URL, "createObjectURL");
    try {
      await userEvent.click(canvas.getByRole("button", { name: "Export CSV" }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    } finally {
      saved.mockRestore();
    }
    const csv = reportCalls(exporting).find((call) => call.query.get("format") === "csv")!;
    await expect(Object.fromEntries(csv.query)).toMatchObject({
      from: "2026-06-01",
      to: "2026-06-15",
      breakdown: "monthly",
    });
  },
};

export const DatesRefusedByTheServer: Story = {
  decorators: [
    withFakeApi(
      fakeReports({
        "GET /ajax/reports/:report": {
          fail: 422,
          message: "Validation Error",
          errors: { to: ["Reports run to 2026-06-14 at the latest."] },
        },
      }),
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Reports run to 2026-06-14 at the latest.",
    );
  },
};

const staff = fakeApi(fakeReports());
export const StaffPickAnAccount: Story = {
  args: { staff: true, accountId: null },
  decorators: [withFakeApi(staff)],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText("Choose an account to see its traffic.")).toBeVisible();
    await expect(reportCalls(staff)).toHaveLength(0);
    await userEvent.click(canvas.getByRole("combobox", { name: /Account/ }));
    await userEvent.keyboard("acme");
    await userEvent.click(await body.findByRole("option", { name: "Acme Corporation" }));
    await userEvent.click(canvas.getByRole("button", { name: "Generate" }));
    await canvas.findByText("Jun 2026");
    await expect(reportCalls(staff).at(-1)!.query.get("accountId")).toBe("1");
  },
};
