import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { ApiKeys } from "./api-keys";
import { fakeCredentials, KEY_LIMIT_MESSAGE, KEY_NAME_TAKEN, twoKeys } from "./credential-fixtures";

const meta = {
  title: "Console/Credentials/ApiKeys",
  component: ApiKeys,
} satisfies Meta<typeof ApiKeys>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoKeysYet: Story = {
  decorators: [withFakeApi(fakeCredentials())],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("No API keys yet. Generate one to send SMS through the API."),
    ).toBeVisible();
    await expect(canvas.getByText(/0 of 2 in use/)).toBeVisible();
  },
};

const creating = fakeApi(fakeCredentials());
export const SecretShownOnceWithDownload: Story = {
  decorators: [withFakeApi(creating)],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText(/0 of 2 in use/);
    await userEvent.click(canvas.getByRole("button", { name: "Generate API key" }));
    const naming = await body.findByRole("dialog", { name: "New API key" });
    await userEvent.type(within(naming).getByLabelText("Key name"), "Billing system");
    await userEvent.click(within(naming).getByRole("button", { name: "Generate" }));
    await expect(creating.calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Billing system",
    });
    const dialog = await body.findByRole("dialog", { name: "API key generated" });
    await expect(dialog).toHaveTextContent("“Billing system”");
    const secret = within(dialog).getByLabelText("API secret").textContent!;
    await expect(secret).toBe("sec1_Vb7nQ2xLp9aR4tYc8mZk1sWd3fGh6jE");

    // Copy buttons put the key and the secret on the clipboard, and say so.
    const copied = spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    try {
      await userEvent.click(within(dialog).getByRole("button", { name: "Copy API secret" }));
      await expect(copied).toHaveBeenLastCalledWith(secret);
      await expect(within(dialog).getByRole("button", { name: "Copy API secret" })).toHaveTextContent(
        "Copied",
      );
      await userEvent.click(within(dialog).getByRole("button", { name: "Copy API key" }));
      await expect(copied).toHaveBeenLastCalledWith("sl_7f3a9c2e1b8d4f60a5c3e910");
    } finally {
      copied.mockRestore();
    }

    // The download is the key and its secret as JSON, made in the browser.
    const saved = spyOn(URL, "createObjectURL");
    try {
      await userEvent.click(within(dialog).getByRole("button", { name: "Download JSON" }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      const file = JSON.parse(await (saved.mock.calls[0]![0] as Blob).text());
      await expect(file).toMatchObject({ api_key: "sl_7f3a9c2e1b8d4f60a5c3e910", api_secret: secret });
      await expect(file.endpoint).toMatch(/\/api\/v1\/sms\/send$/);
    } finally {
      saved.mockRestore();
    }
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Credentials downloaded.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());

    // Listed afterwards by name, with only the secret's last four characters, never used yet.
    const table = canvas.getByRole("table", { name: "API keys" });
    await within(table).findByText("sl_7f3a9c2e1b8d4f60a5c3e910");
    await expect(within(table).getByText("Billing system")).toBeVisible();
    await expect(within(table).getByText("Never")).toBeVisible();
    await expect(within(table).getByText(`••••${secret.slice(-4)}`)).toBeVisible();
    await expect(canvasElement.ownerDocument.body.textContent).not.toContain(secret);
  },
};

const naming = fakeApi(fakeCredentials({ keys: [twoKeys[0]!] }));
export const NameRequiredAndUnique: Story = {
  decorators: [withFakeApi(naming)],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText(/1 of 2 in use/);
    await userEvent.click(canvas.getByRole("button", { name: "Generate API key" }));
    const dialog = await body.findByRole("dialog", { name: "New API key" });
    const field = within(dialog).getByLabelText("Key name");
    await expect(field).toHaveFocus();

    // Blank: refused in the browser, nothing sent.
    await userEvent.type(field, "   {Enter}");
    await expect(await within(dialog).findByText("This is a required field.")).toBeVisible();
    await expect(naming.calls.some((call) => call.method === "POST")).toBe(false);

    // A name another key has: the server's words on the field.
    await userEvent.clear(field);
    await userEvent.type(field, "billing system{Enter}");
    await expect(await within(dialog).findByText(KEY_NAME_TAKEN)).toBeVisible();
    await expect(body.queryByRole("dialog", { name: "API key generated" })).toBeNull();
  },
};

export const ThirdKeyRefused: Story = {
  decorators: [withFakeApi(fakeCredentials({ keys: twoKeys }))],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText(/2 of 2 in use/);
    await userEvent.click(canvas.getByRole("button", { name: "Generate API key" }));
    const dialog = await body.findByRole("dialog", { name: "New API key" });
    await userEvent.type(within(dialog).getByLabelText("Key name"), "Third{Enter}");
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(KEY_LIMIT_MESSAGE);
  },
};

const revoking = fakeApi(fakeCredentials({ keys: twoKeys }));
export const RevokeAsksFirst: Story = {
  decorators: [withFakeApi(revoking)],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const table = await canvas.findByRole("table", { name: "API keys" });
    await within(table).findByText("sl_1d2c3b4a5f6e7d8c9b0a1f2e");
    // Each key by its name, with when it last authenticated a call.
    const used = within(table).getByText("Billing system").closest("tr")!;
    await expect(used).not.toHaveTextContent("Never");
    await expect(within(table).getByText("Order alerts").closest("tr")!).toHaveTextContent("Never");
    await userEvent.click(canvas.getByRole("button", { name: "Revoke Billing system" }));
    const confirm = await body.findByRole("alertdialog", { name: "Revoke Billing system?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await expect(revoking.calls.some((call) => call.method === "DELETE")).toBe(false);

    await userEvent.click(canvas.getByRole("button", { name: "Revoke Billing system" }));
    const again = await body.findByRole("alertdialog");
    await userEvent.click(within(again).getByRole("button", { name: "Revoke key" }));
    await waitFor(() => expect(within(table).queryByText("sl_1d2c3b4a5f6e7d8c9b0a1f2e")).toBeNull());
    await expect(revoking.calls.find((call) => call.method === "DELETE")?.body).toEqual({ id: [7] });
    await expect(canvas.getByText(/1 of 2 in use/)).toBeVisible();
  },
};
