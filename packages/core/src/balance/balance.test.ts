import { describe, expect, it } from "vitest";
import { availableBalance } from "./available-balance";
import { balanceDisplay, type BalanceFigures } from "./balance-display";
import { formatAmount } from "./format-amount";

const base: BalanceFigures = {
  isTrial: false,
  monetary: 1000,
  withheld: 250.5,
  creditLimit: 0,
  pendingPayments: 0,
  smsFreebies: 0,
  emailFreebies: 0,
};

describe("availableBalance", () => {
  it("adds the credit limit to the monetary balance and takes off the withheld amount", () => {
    expect(availableBalance({ creditLimit: 500, monetary: 100, withheld: 30 })).toBe(570);
    expect(availableBalance({ creditLimit: 0, monetary: 10, withheld: 30 })).toBe(-20);
  });
});

describe("formatAmount", () => {
  it("shows two decimals with thousands separators", () => {
    expect(formatAmount(1234.5)).toBe("1,234.50");
    expect(formatAmount(0.005)).toBe("0.01");
    expect(formatAmount(-0)).toBe("0.00");
    expect(formatAmount(-1234567.891)).toBe("-1,234,567.89");
  });

  it("gives en-US Intl.NumberFormat's answer, half cents and float noise included", () => {
    const intl = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [
      1.005, 2.675, 1.115, 0.045, 10.235, 1e-7, -1e-7, -0.001, -0.005, 999.995, 123456789012.345,
    ];
    // Every half cent up to 100, as the written amount (1.005) and the sum that misses it (0.1 + 0.2).
    for (let cents = 0; cents < 10_000; cents++) amounts.push(cents / 100 + 0.005, cents * 0.01 + 0.005);
    // Amounts of every size with up to four decimals, both signs, from a fixed seed.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 20_000; i++) {
      const amount =
        Math.round(random() * 10 ** (1 + Math.floor(random() * 12))) / 10 ** Math.floor(random() * 5);
      amounts.push(amount, -amount);
    }
    const differing = amounts.filter(
      (amount) => formatAmount(amount) !== intl.format(amount === 0 ? 0 : amount),
    );
    expect(differing.map((amount) => [amount, formatAmount(amount), intl.format(amount)])).toEqual([]);
  });
});

describe("balanceDisplay", () => {
  it("shows account, withheld and available balance for a zero credit limit", () => {
    expect(balanceDisplay(base)).toEqual([
      { key: "account_balance", label: "Account Balance", value: "1,000.00" },
      { key: "withheld_balance", label: "Withheld Balance", value: "250.50" },
      { key: "available_balance", label: "Available Balance", value: "749.50" },
    ]);
  });

  it("adds the credit limit and Available Credit for a non-zero credit limit", () => {
    const lines = balanceDisplay({ ...base, monetary: 100, withheld: 300, creditLimit: 500 });
    expect(lines.map((line) => [line.label, line.value])).toEqual([
      ["Account Balance", "100.00"],
      ["Withheld Balance", "300.00"],
      ["Available Balance", "300.00"],
      ["Credit Limit", "500.00"],
      ["Available Credit", "300.00"],
    ]);
  });

  it("keeps the whole credit line available while the own balance covers the withheld amount", () => {
    const lines = balanceDisplay({ ...base, creditLimit: 500 });
    expect(lines.find((line) => line.key === "available_credit")?.value).toBe("500.00");
  });

  it("shows the pending payment line only above 0", () => {
    expect(
      balanceDisplay({ ...base, pendingPayments: 0 }).some((line) => line.key === "pending_payment"),
    ).toBe(false);
    expect(balanceDisplay({ ...base, pendingPayments: 0.01 }).at(-1)).toEqual({
      key: "pending_payment",
      label: "Pending Payment",
      value: "0.01",
    });
  });

  it("shows a trial account's free SMS and emails first", () => {
    const lines = balanceDisplay({ ...base, isTrial: true, smsFreebies: 20, emailFreebies: 100 });
    expect(lines.slice(0, 2)).toEqual([
      { key: "sms_freebies", label: "Free SMS", value: "20" },
      { key: "email_freebies", label: "Free Emails", value: "100" },
    ]);
  });
});
