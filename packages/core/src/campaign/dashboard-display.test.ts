import { describe, expect, it } from "vitest";
import { highlightsCopy, showsCharts, showsDashboard, showsTransactions } from "./dashboard-display";

describe("dashboard display rules", () => {
  it("shows the dashboard for rejected and cancelled but not for scheduled", () => {
    expect(showsDashboard("rejected")).toBe(true);
    expect(showsDashboard("cancelled")).toBe(true);
    expect(showsDashboard("scheduled")).toBe(false);
  });

  it("shows charts for sent campaigns but not cancelled ones", () => {
    expect(showsCharts("locked")).toBe(true);
    expect(showsCharts("cancelled")).toBe(false);
  });

  it("shows transactions for failed and auto-completed campaigns but not rejected ones", () => {
    expect(showsTransactions("run_failed")).toBe(true);
    expect(showsTransactions("auto_complete")).toBe(true);
    expect(showsTransactions("rejected")).toBe(false);
  });

  it("highlights copy for queue_wait, rejected, queueing and aborted only", () => {
    expect(["queue_wait", "rejected", "queueing", "aborted", "queued"].map(highlightsCopy)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});
