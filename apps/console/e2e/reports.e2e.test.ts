import { BILLING_TIMEZONE, formatReportDate, quickRange } from "@sendline/core";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { signIn } from "./auth";
import { useBrowser } from "./browser";
import { useOwnApi } from "./own-api";

// An API of its own: its seeded month of traffic is all it counts, whatever else sends meanwhile.
const api = useOwnApi("reports", {});

const { page, url } = useBrowser(api.url);

const clock = () => ({ now: new Date(), timeZone: BILLING_TIMEZONE, newChargingEffectiveDate: null });
const day = (date: Date) => formatReportDate(date, BILLING_TIMEZONE);

/** The figures the Totals group shows, as numbers, once the report has answered. */
async function screenTotals(screen: Page) {
  const totals = screen.getByRole("group", { name: "Totals" });
  await expect.poll(() => totals.locator('[data-total="sent"]').textContent()).toMatch(/^[\d,]+$/);
  const read = async (name: string) =>
    Number((await totals.locator(`[data-total="${name}"]`).textContent())!.replace(/,/g, ""));
  return {
    sent: await read("sent"),
    delivered: await read("delivered"),
    failed: await read("failed"),
    cost: await read("cost"),
  };
}

async function generate(screen: Page) {
  const answered = screen.waitForResponse((response) => response.url().includes("/ajax/reports/traffic?"));
  await screen.getByRole("button", { name: "Generate" }).click();
  await answered;
}

async function pickOption(screen: Page, field: string, option: string) {
  await screen.getByRole("combobox", { name: field }).click();
  await screen.getByRole("option", { name: option }).click();
}

test(
  "an owner reads this month's traffic by operator, switches to daily and exports the same totals as CSV",
  { timeout: 120_000 },
  async () => {
    await signIn(page(), url("/login"), "owner@acme.test");
    await page().goto(url("/reports/traffic"));
    const table = page().getByRole("table", { name: "Traffic report" });
    const thisMonth = quickRange("this_month", clock());
    await expect
      .poll(() => page().getByLabel("From", { exact: true }).inputValue())
      .toBe(day(thisMonth.from));
    await expect.poll(() => page().getByLabel("To", { exact: true }).inputValue()).toBe(day(thisMonth.to));
    await table.getByRole("row").nth(1).waitFor();
    const monthly = await screenTotals(page());
    expect(monthly.sent).toBeGreaterThan(0);

    await page().getByRole("switch", { name: "Operator" }).click();
    await generate(page());
    await table.getByRole("cell", { name: "Globe" }).first().waitFor();
    expect(await table.getByRole("cell", { name: "Smart" }).count()).toBe(1);
    // The same messages, split by operator.
    expect(await screenTotals(page())).toEqual(monthly);

    await pickOption(page(), "Breakdown", "Daily");
    await generate(page());
    const days = Number(day(thisMonth.to).slice(8));
    await expect.poll(() => table.getByRole("cell", { name: "Globe" }).count()).toBe(days);
    const daily = await screenTotals(page());
    expect(daily).toEqual(monthly);

    const [download] = await Promise.all([
      page().waitForEvent("download"),
      page().getByRole("button", { name: "Export CSV" }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks).toString("utf8").trimEnd().split("\r\n");
    expect(lines[0]).toBe("Period,Operator,Sent,Delivered,Failed,Cost");
    // A row per day and operator, then the total the screen shows.
    expect(lines).toHaveLength(1 + days * 4 + 1);
    const [label, , sent, delivered, failed, cost] = lines.at(-1)!.split(",");
    expect(label).toBe("Total");
    expect({
      sent: Number(sent),
      delivered: Number(delivered),
      failed: Number(failed),
      cost: Number(Number(cost).toFixed(2)),
    }).toEqual(daily);
  },
);

test(
  "quick ranges set whole months or the last 365 days, and the dates keep within their bounds",
  { timeout: 90_000 },
  async () => {
    await signIn(page(), url("/login"), "owner@acme.test");
    await page().goto(url("/reports/traffic"));
    const table = page().getByRole("table", { name: "Traffic report" });
    await table.getByRole("row").nth(1).waitFor();
    const from = page().getByLabel("From", { exact: true });
    const to = page().getByLabel("To", { exact: true });

    for (const [option, range] of [
      ["Last Month", "last_month"],
      ["Two Months Ago", "two_months_ago"],
      ["Last 365 Days", "last_365_days"],
    ] as const) {
      await pickOption(page(), "Date range", option);
      const expected = quickRange(range, clock());
      expect(await from.inputValue()).toBe(day(expected.from));
      expect(await to.inputValue()).toBe(day(expected.to));
    }
    await generate(page());
    // The demo's two months of traffic, a row a month, within the 365 days.
    const monthLabel = (date: Date) =>
      new Intl.DateTimeFormat("en-US", {
        month: "short",
        year: "numeric",
        timeZone: BILLING_TIMEZONE,
      }).format(date);
    const now = new Date();
    await table.getByRole("cell", { name: monthLabel(now), exact: true }).waitFor();
    const lastMonth = quickRange("last_month", clock()).from;
    await table
      .getByRole("cell", { name: monthLabel(new Date(lastMonth.getTime() + 86_400_000)), exact: true })
      .waitFor();

    // From is held from 2012 on and no later than To; To no earlier than From and no later than today.
    expect(await from.getAttribute("min")).toBe("2012-01-01");
    expect(await to.getAttribute("max")).toBe(day(quickRange("this_month", clock()).to));
    await from.fill("2011-06-30");
    expect(await from.inputValue()).toBe("2012-01-01");
    await to.fill("2024-03-31");
    await from.fill("2024-05-01");
    expect(await from.inputValue()).toBe("2024-03-31");
    await to.fill("2024-01-01");
    expect(await to.inputValue()).toBe("2024-03-31");
    expect(await page().getByRole("combobox", { name: "Date range" }).textContent()).toBe("Custom");

    // A valid custom range is read as asked.
    await from.fill("2024-03-01");
    const answered = page().waitForResponse((response) =>
      response.url().includes("from=2024-03-01&to=2024-03-31"),
    );
    await page().getByRole("button", { name: "Generate" }).click();
    expect((await answered).status()).toBe(200);
    await page().getByText("No traffic in this range.").waitFor();
  },
);

test(
  "staff read the traffic of the account they pick, one account at a time",
  { timeout: 90_000 },
  async () => {
    await signIn(page(), url("/login"), "staff@sendline.test");
    await page().goto(url("/reports/traffic"));
    await page().getByText("Choose an account to see its traffic.").waitFor();

    const pickAccount = async (name: string) => {
      await page().getByRole("combobox", { name: "Account", exact: true }).click();
      await page().keyboard.type(name.split(" ")[0]!);
      await page().getByRole("dialog").getByRole("option", { name }).click();
      const answered = page().waitForResponse((response) =>
        response.url().includes("/ajax/reports/traffic?"),
      );
      await page().getByRole("button", { name: "Generate" }).click();
      const response = await answered;
      expect(response.status()).toBe(200);
      await page().getByRole("table", { name: "Traffic report" }).getByRole("row").nth(1).waitFor();
      return screenTotals(page());
    };
    const acme = await pickAccount("Acme Corporation");
    const trial = await pickAccount("Trial Company");
    expect(acme.sent).toBeGreaterThan(trial.sent);
    expect(trial.sent).toBeGreaterThan(0);
  },
);
