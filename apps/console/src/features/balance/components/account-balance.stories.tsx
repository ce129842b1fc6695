import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { AppContextProvider } from "../../../lib/app-context";
import { defaultConfig } from "../../../lib/config";
import { fakeApi } from "../../../testing/fake-api";
import { AccountBalance } from "./account-balance";

const ACCOUNT = {
  id: 2,
  name: "Acme Corp",
  is_trial: 0,
  currency_code: "PHP",
  account_balance_monetary: 12500,
  account_balance_monetary_withholding: 350,
  account_balance_credit_limit: 0,
  account_billing_pending_payments: 1200,
};
const SERVICE = {
  availableBalance: 13000,
  accountAvailableBalance: 13000,
  monetaryWithholding: 500,
  creditLimit: 0,
  accountSmsFreebies: 0,
  accountEmailFreebies: 0,
};

const api = fakeApi({
  "GET /ajax/account/details": { data: ACCOUNT },
  "GET /pt3/campaign/getNewAccountBalance": { data: SERVICE },
});

/** The console's providers with the charging switch set to `effective`. */
const withChargingDate =
  (effective: string | null): Decorator =>
  (Story) => (
    <AppContextProvider config={{ ...defaultConfig, newChargingEffectiveDate: effective }} api={api}>
      <Story />
    </AppContextProvider>
  );

const meta = { title: "Console/Balance/AccountBalance", component: AccountBalance } satisfies Meta<
  typeof AccountBalance
>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The popover's figure for a line ("Account Balance" ...). */
const line = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { exact: true }).closest("div")!.querySelector("dd")!.textContent;

export const BeforeTheChargingSwitchFromAccountDetails: Story = {
  decorators: [withChargingDate("2999-01-01T00:00:00Z")],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button"));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: "Account balance",
    });
    await expect(line(dialog, "Account Balance")).toContain("12,500.00");
    await expect(line(dialog, "Withheld Balance")).toContain("350.00");
    await expect(api.calls.some((call) => call.path.startsWith("/pt3/"))).toBe(false);
  },
};

export const AfterItFromTheBalanceService: Story = {
  decorators: [withChargingDate("2020-01-01T00:00:00Z")],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button"));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: "Account balance",
    });
    await expect(line(dialog, "Account Balance")).toContain("13,500.00");
    await expect(line(dialog, "Withheld Balance")).toContain("500.00");
    await expect(line(dialog, "Available Balance")).toContain("13,000.00");
    await expect(line(dialog, "Pending Payment")).toContain("1,200.00");
  },
};
