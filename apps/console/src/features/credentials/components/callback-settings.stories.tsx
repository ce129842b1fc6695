import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { CallbackSettingsPanel } from "./callback-settings";
import { deliveries, fakeCredentials } from "./credential-fixtures";

const meta = {
  title: "Console/Credentials/CallbackSettings",
  component: CallbackSettingsPanel,
} satisfies Meta<typeof CallbackSettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const setting = fakeApi(fakeCredentials());
export const SetTheUrlAndTest: Story = {
  decorators: [withFakeApi(setting)],
  play: async ({ canvas }) => {
    const url = await canvas.findByRole("textbox", { name: "Callback URL" });
    // Nothing to test before a URL is saved.
    await expect(canvas.getByRole("button", { name: "Send test receipt" })).toBeDisabled();
    await expect(canvas.getByLabelText("Signing secret")).toHaveTextContent("whsec_Xq2v7dYk3Lm9PzR4tBn8cW1e");

    await userEvent.type(url, "http://hooks.example.com/receipts");
    await userEvent.click(canvas.getByRole("button", { name: "Save callback" }));
    await expect(await canvas.findByText("The callback URL must start with https://.")).toBeVisible();
    await expect(url).toHaveAttribute("aria-invalid", "true");

    await userEvent.clear(url);
    await userEvent.type(url, "https://hooks.example.com/receipts");
    await userEvent.click(canvas.getByRole("button", { name: "Save callback" }));
    await expect(await canvas.findByText("Callback saved.")).toBeVisible();

    // The test waits for the saved URL: the button turns on once the save has settled.
    const test = canvas.getByRole("button", { name: "Send test receipt" });
    await waitFor(() => expect(test).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(test);
    await expect(await canvas.findByRole("status", { name: "Test receipt" })).toHaveTextContent(
      "Your receiver answered 200 in 48 ms.",
    );
  },
};

export const TestReceiptNotAnswered: Story = {
  decorators: [
    withFakeApi(
      fakeCredentials({
        callback: {
          url: "https://hooks.example.com/receipts",
          secret: "whsec_Xq2v7dYk3Lm9PzR4tBn8cW1e",
          date_last_updated: "2026-03-14T01:10:00.000Z",
        },
        testAnswer: { response_code: null, response_ms: 10000, error: "Timed out" },
      }),
    ),
  ],
  play: async ({ canvas }) => {
    await canvas.findByDisplayValue("https://hooks.example.com/receipts");
    await userEvent.click(canvas.getByRole("button", { name: "Send test receipt" }));
    const result = await canvas.findByRole("status", { name: "Test receipt" });
    await expect(result).toHaveTextContent("Timed out after 10000 ms.");
    await expect(result).toHaveAttribute("data-state", "failed");
  },
};

export const DeliveryLogAndCodes: Story = {
  decorators: [
    withFakeApi(
      fakeCredentials({
        callback: {
          url: "https://hooks.example.com/receipts",
          secret: "whsec_Xq2v7dYk3Lm9PzR4tBn8cW1e",
          date_last_updated: "2026-03-14T01:10:00.000Z",
        },
        deliveries,
      }),
    ),
  ],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Delivery log" });
    await within(table).findByText("msg_1042");
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(rows.map((row) => within(row).getAllByRole("cell")[2]!.textContent)).toEqual([
      "Delivered",
      "Retrying",
      "Failed",
    ]);
    await expect(within(rows[2]!).getAllByRole("cell")[4]).toHaveTextContent("Timed out");
    // SPEC §9: the codes a receipt carries.
    const help = canvas.getByRole("region", { name: "Delivery-receipt codes" });
    await waitFor(() =>
      expect(
        within(help)
          .getAllByRole("term")
          .map((term) => term.textContent),
      ).toEqual(["1", "2", "8", "16"]),
    );
    await expect(
      within(help)
        .getAllByRole("definition")
        .map((item) => item.textContent),
    ).toEqual(["Delivered", "Bounced", "No delivery info", "Rejected"]);
  },
};
