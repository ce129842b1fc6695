import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { TopUpHistory } from "./top-up-history";
import { onePage } from "../../../testing/list-page";

const row = (id: number, status: "pending" | "paid" | "expired", amount: number) => ({
  id,
  txnid: `TXN-00000000000${id}`,
  amount,
  currency_code: "PHP",
  provider: "bank_transfer",
  provider_name: "Bank transfer / card",
  status,
  date_created: `2026-06-0${id}T09:00:00.000Z`,
  date_paid: status === "paid" ? `2026-06-0${id}T09:30:00.000Z` : null,
  expires_at: `2026-06-0${id + 3}T09:00:00.000Z`,
});

const page = (data: unknown[]) => ({ data: onePage(data) });

const meta = { title: "Console/Billing/TopUpHistory", component: TopUpHistory } satisfies Meta<
  typeof TopUpHistory
>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = fakeApi({
  "GET /ajax/billing/top_up/list": page([
    row(3, "pending", 2500),
    row(2, "paid", 500),
    row(1, "expired", 1000),
  ]),
});
export const EachTopUpWithItsStatus: Story = {
  decorators: [withFakeApi(api)],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Top-up history" });
    await within(table).findByText("TXN-000000000002");
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(rows.map((line) => within(line).getAllByRole("cell")[2]!.textContent)).toEqual([
      "Pending",
      "Paid",
      "Expired",
    ]);
    await expect(rows[1]).toHaveTextContent("PHP 500.00");
    await expect(api.calls.at(-1)?.query.get("sort_direction")).toBe("desc");
  },
};

export const NoTopUpsYet: Story = {
  decorators: [withFakeApi({ "GET /ajax/billing/top_up/list": page([]) })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No top-ups yet.")).toBeVisible();
  },
};
