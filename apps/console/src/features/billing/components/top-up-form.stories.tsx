import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { fakeApi, withFakeApi, type FakeCall } from "../../../testing/fake-api";
import { TopUpForm } from "./top-up-form";

const PROVIDERS = {
  data: [
    {
      code: "bank_transfer",
      name: "Bank transfer / card",
      description: "Pay by bank transfer or card; the emailed link confirms the payment.",
    },
  ],
};

const created = (call: FakeCall) => {
  const { amount } = call.body as { amount: number };
  return {
    data: {
      id: 7,
      txnid: "TXN-0A1B2C3D4E5F",
      amount,
      currency_code: "PHP",
      provider: "bank_transfer",
      provider_name: "Bank transfer / card",
      status: "pending",
      date_created: "2026-06-01T09:00:00.000Z",
      date_paid: null,
      expires_at: "2026-06-04T09:00:00.000Z",
    },
  };
};

const meta = {
  title: "Console/Billing/TopUpForm",
  component: TopUpForm,
  args: { currency: "PHP", onCreated: fn() },
} satisfies Meta<typeof TopUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = fakeApi({
  "GET /ajax/billing/payment_providers": PROVIDERS,
  "POST /ajax/billing/top_up": created,
});
export const PicksAPresetAndCreatesATopUp: Story = {
  decorators: [withFakeApi(api)],
  play: async ({ canvas, args }) => {
    await canvas.findByRole("radio", { name: "Bank transfer / card" });
    await expect(canvas.getByRole("radio", { name: "Bank transfer / card" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "PHP 1,000.00" }));
    await expect(canvas.getByRole("button", { name: "PHP 1,000.00" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(canvas.getByLabelText("Amount (PHP)")).toHaveValue("1000");
    await userEvent.click(canvas.getByRole("button", { name: "Top Up" }));
    await waitFor(() =>
      expect(args.onCreated).toHaveBeenCalledWith(expect.objectContaining({ amount: 1000 })),
    );
    await expect(api.calls.at(-1)?.body).toEqual({ amount: 1000, provider: "bank_transfer" });
  },
};

const refusing = fakeApi({
  "GET /ajax/billing/payment_providers": PROVIDERS,
  "POST /ajax/billing/top_up": created,
});
export const RefusesAnAmountOutOfRange: Story = {
  decorators: [withFakeApi(refusing)],
  play: async ({ canvas, args }) => {
    await canvas.findByRole("radio", { name: "Bank transfer / card" });
    const amount = canvas.getByLabelText("Amount (PHP)");
    await userEvent.clear(amount);
    await userEvent.type(amount, "50");
    await userEvent.click(canvas.getByRole("button", { name: "Top Up" }));
    await expect(await canvas.findByText("The amount must be at least 100.")).toBeVisible();
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(args.onCreated).not.toHaveBeenCalled();
    await expect(refusing.calls.some((call) => call.method === "POST")).toBe(false);
  },
};

export const ShowsTheServersFieldError: Story = {
  decorators: [
    withFakeApi({
      "GET /ajax/billing/payment_providers": PROVIDERS,
      "POST /ajax/billing/top_up": {
        fail: 422,
        message: "Validation Error",
        errors: { provider: ["Choose one of the payment methods offered."] },
      },
    }),
  ],
  play: async ({ canvas, args }) => {
    await canvas.findByRole("radio", { name: "Bank transfer / card" });
    await userEvent.click(canvas.getByRole("button", { name: "Top Up" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Choose one of the payment methods offered.",
    );
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};
