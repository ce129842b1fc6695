import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { CreditHistory } from "./credit-history";
import { onePage } from "../../../testing/list-page";

const ROWS = [
  {
    id: 4,
    type: "charge",
    amount: -3.5,
    withholding: -3.5,
    currency_code: "PHP",
    reason: "Charged for campaign 12",
    campaign_id: 12,
    campaign: { name: "June promo", channel: "sms", is_test_campaign: false },
    top_up_id: null,
    user_id: null,
    balance_after: 1996.5,
    withholding_after: 0,
    date_created: "2026-06-01T10:00:00.000Z",
  },
  {
    id: 3,
    type: "withhold",
    amount: 0,
    withholding: 3.5,
    currency_code: "PHP",
    reason: "Withheld for campaign 12",
    campaign_id: 12,
    campaign: { name: "June promo", channel: "sms", is_test_campaign: false },
    top_up_id: null,
    user_id: 3,
    balance_after: 2000,
    withholding_after: 3.5,
    date_created: "2026-06-01T09:50:00.000Z",
  },
  {
    id: 2,
    type: "top_up",
    amount: 500,
    withholding: 0,
    currency_code: "PHP",
    reason: "Top-up TXN-0A1B2C3D4E5F confirmed",
    campaign_id: null,
    campaign: null,
    top_up_id: 7,
    user_id: 3,
    balance_after: 2000,
    withholding_after: 0,
    date_created: "2026-06-01T09:00:00.000Z",
  },
] as const;

const meta = { title: "Console/Billing/CreditHistory", component: CreditHistory } satisfies Meta<
  typeof CreditHistory
>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = fakeApi({
  "GET /ajax/billing/credit_history/list": (call) => {
    const types = call.query.getAll("filter[type][]");
    const data = ROWS.filter((row) => types.length === 0 || types.includes(row.type));
    return { data: onePage(data) };
  },
});
export const FiltersByDatesAndTypes: Story = {
  decorators: [withFakeApi(api)],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Credit history" });
    await within(table).findByText("Top-up TXN-0A1B2C3D4E5F confirmed");
    await expect(within(table).getAllByRole("row")).toHaveLength(4);
    await expect(
      within(table).getByText("Top-up TXN-0A1B2C3D4E5F confirmed").closest("tr"),
    ).toHaveTextContent("PHP +500.00");

    const filter = canvas.getByRole("form", { name: "Credit history filter" });
    await userEvent.type(within(filter).getByLabelText("From"), "2026-06-01");
    await userEvent.type(within(filter).getByLabelText("To"), "2026-06-30");
    await userEvent.click(within(filter).getByRole("checkbox", { name: "Top-up" }));
    await userEvent.click(within(filter).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
    const query = api.calls.at(-1)!.query;
    await expect(query.get("filter[from]")).toBe("2026-06-01");
    await expect(query.get("filter[to]")).toBe("2026-06-30");
    await expect(query.getAll("filter[type][]")).toEqual(["top_up"]);
  },
};

export const CampaignsNamedWithRunningBalance: Story = {
  decorators: [withFakeApi(api)],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Credit history" });
    await within(table).findByText("Top-up TXN-0A1B2C3D4E5F confirmed");
    // The campaign is named and linked to its summary, not called by its number.
    await expect(within(table).queryByText(/campaign 12/)).toBeNull();
    const links = within(table).getAllByRole("link", { name: "June promo" });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute("href", "/sms-campaign/12");
    const charge = links[0]!.closest("tr")!;
    await expect(charge).toHaveTextContent("Charged for June promo");
    // Each row shows the balance it left.
    await expect(charge).toHaveTextContent("PHP 1,996.50");
    await expect(within(table).getByRole("columnheader", { name: "Balance after" })).toBeVisible();
    await expect(
      within(table).getByText("Top-up TXN-0A1B2C3D4E5F confirmed").closest("tr"),
    ).toHaveTextContent("PHP 2,000.00");
  },
};

export const ARangeTheServerRefuses: Story = {
  decorators: [
    withFakeApi({
      "GET /ajax/billing/credit_history/list": {
        fail: 422,
        message: "Validation Error",
        errors: { from: ["Pick a date from 2012-01-01."] },
      },
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Pick a date from 2012-01-01.")).toBeVisible();
  },
};
