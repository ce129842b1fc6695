import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { fakeApi, withFakeApi, type FakeCall } from "../../../testing/fake-api";
import { ACME, TRIAL, changed } from "./admin-fixtures";
import { AdminAccounts } from "./admin-accounts";
import { onePage } from "../../../testing/list-page";

const meta = {
  title: "Console/Admin/AdminAccounts",
  component: AdminAccounts,
} satisfies Meta<typeof AdminAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

const adjusted = (call: FakeCall) => {
  const { amount } = call.body as { amount: number };
  return { data: { ...ACME, balance: ACME.balance + amount } };
};

const api = fakeApi({
  "GET /admin/data/accounts/list": { data: onePage([ACME, TRIAL]) },
  "GET /admin/data/accounts/:id": { data: ACME },
  "PUT /admin/data/accounts/:id": changed(ACME),
  "POST /admin/data/accounts/:id/adjustment": adjusted,
});

export const ChangesAnAccountAndAdjustsItsBalance: Story = {
  decorators: [withFakeApi(api)],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Manage Acme Corporation" }));
    await canvas.findByRole("heading", { name: /Acme Corporation/ });
    await userEvent.selectOptions(canvas.getByLabelText("Status"), "suspended");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Trial account" }));
    const limit = canvas.getByLabelText("Credit limit (PHP)");
    await userEvent.clear(limit);
    await userEvent.type(limit, "2500");
    await userEvent.click(canvas.getByRole("button", { name: "Save account" }));
    await expect(await canvas.findByText("Account saved.")).toBeVisible();
    await expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({
      status: "suspended",
      is_trial: true,
      credit_limit: 2500,
    });

    await userEvent.type(canvas.getByLabelText("Amount (PHP, negative to debit)"), "-125.5");
    await userEvent.type(canvas.getByLabelText("Reason"), "Refund of a duplicate top-up");
    await userEvent.click(canvas.getByRole("button", { name: "Adjust balance" }));
    await expect(await canvas.findByText("Balance adjusted to PHP 4,874.50.")).toBeVisible();
    await expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      amount: -125.5,
      reason: "Refund of a duplicate top-up",
    });
  },
};

const refusing = fakeApi({
  "GET /admin/data/accounts/list": { data: onePage([ACME]) },
  "GET /admin/data/accounts/:id": { data: ACME },
  "POST /admin/data/accounts/:id/adjustment": {
    fail: 422,
    message: "Validation Error",
    errors: { amount: ["The amount is too large."] },
  },
});

export const NeedsAReasonAndKeepsWhatWasTyped: Story = {
  decorators: [withFakeApi(refusing)],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Manage Acme Corporation" }));
    const amount = await canvas.findByLabelText("Amount (PHP, negative to debit)");
    await userEvent.type(amount, "99999999");
    await userEvent.click(canvas.getByRole("button", { name: "Adjust balance" }));
    await expect(await canvas.findByText("Say why the balance is adjusted.")).toBeVisible();
    await expect(refusing.calls.some((call) => call.method === "POST")).toBe(false);

    await userEvent.type(canvas.getByLabelText("Reason"), "Goodwill");
    await userEvent.click(canvas.getByRole("button", { name: "Adjust balance" }));
    await expect(await canvas.findByText("The amount is too large.")).toBeVisible();
    await waitFor(() => expect(amount).toHaveValue("99999999"));
    await expect(canvas.getByLabelText("Reason")).toHaveValue("Goodwill");
  },
};

const filtering = fakeApi({
  "GET /admin/data/accounts/list": (call) => ({
    data: onePage(
      [ACME, { ...TRIAL, status: "suspended" }].filter(
        (account) =>
          (!call.query.get("filter[status]") || account.status === call.query.get("filter[status]")) &&
          (call.query.get("filter[is_trial]") !== "1" || account.is_trial),
      ),
    ),
  }),
});

export const FiltersByStatusAndTrial: Story = {
  decorators: [withFakeApi(filtering)],
  play: async ({ canvas }) => {
    await canvas.findByRole("button", { name: "Manage Acme Corporation" });
    await userEvent.selectOptions(canvas.getByLabelText("Filter by status"), "suspended");
    await waitFor(() =>
      expect(canvas.queryByRole("button", { name: "Manage Acme Corporation" })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole("button", { name: "Manage Trial Company" })).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText("Filter by status"), "");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Trial accounts only" }));
    await waitFor(() => expect(filtering.calls.at(-1)?.query.get("filter[is_trial]")).toBe("1"));
    await expect(await canvas.findByRole("button", { name: "Manage Trial Company" })).toBeVisible();
  },
};
