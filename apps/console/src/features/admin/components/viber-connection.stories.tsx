import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { VIBER_CONNECTION } from "./admin-fixtures";
import { ViberConnectionSection } from "./viber-connection";

const meta = {
  title: "Console/Admin/ViberConnection",
  component: ViberConnectionSection,
} satisfies Meta<typeof ViberConnectionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const NONE = {
  source: "none",
  base_url: null,
  sender: null,
  ttl_seconds: null,
  has_token: false,
  has_callback_secret: false,
  date_last_updated: null,
  state: null,
};

const state = (status: string, extra: Record<string, unknown> = {}) => ({
  status,
  last_error: null,
  in_flight: 0,
  per_second: 0,
  retried: 0,
  ...extra,
});

const STORED = VIBER_CONNECTION;

const section = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("region", { name: "Viber provider" }));

// As the server does: nothing until a connection is saved, then the saved one on every read.
let stored: object = NONE;
const connecting = fakeApi({
  "GET /admin/data/viber/connection": () => ({ data: stored }),
  "PUT /admin/data/viber/connection": () => {
    stored = { ...STORED, base_url: "https://viber.provider.example/api", state: state("ready") };
    return { data: stored };
  },
});

export const ConnectsAProvider: Story = {
  decorators: [withFakeApi(connecting)],
  beforeEach: () => {
    stored = NONE;
    connecting.calls.length = 0;
  },
  play: async ({ canvasElement }) => {
    const viber = await section(canvasElement);
    await expect(await viber.findByText("No connection")).toBeVisible();
    await userEvent.click(viber.getByRole("button", { name: "Save connection" }));
    // Checked here first, by core's rules: nothing is sent.
    await expect(await viber.findByText("Enter the provider's API address.")).toBeVisible();
    await expect(viber.getByText("Enter the provider's API token.")).toBeVisible();
    await expect(viber.getByText("Enter the sender (service ID).")).toBeVisible();
    await expect(connecting.calls.some((call) => call.method === "PUT")).toBe(false);
    await userEvent.type(viber.getByLabelText("API address"), "https://viber.provider.example/api");
    await userEvent.type(viber.getByLabelText("Sender (service ID)"), "acme-viber");
    await userEvent.type(viber.getByLabelText("API token"), "tok-123");
    await userEvent.type(viber.getByLabelText("Callback secret"), "short");
    await userEvent.click(viber.getByRole("button", { name: "Save connection" }));
    await expect(await viber.findByText("The callback secret has at least 16 characters.")).toBeVisible();
    await userEvent.type(viber.getByLabelText("Callback secret"), "-and-long-enough");
    await userEvent.click(viber.getByRole("button", { name: "Save connection" }));
    await expect(await viber.findByText("Connection saved.")).toBeVisible();
    await expect(connecting.calls.find((call) => call.method === "PUT")?.body).toEqual({
      base_url: "https://viber.provider.example/api",
      sender: "acme-viber",
      token: "tok-123",
      callback_secret: "short-and-long-enough",
      ttl_seconds: 86_400,
    });
    await expect(await viber.findByText("Ready")).toBeVisible();
    // Write-only: the token and the secret fields empty once stored.
    await expect(viber.getByLabelText("API token")).toHaveValue("");
    await expect(viber.getByText("A token is stored; leave empty to keep it.")).toBeVisible();
  },
};

export const ReadyWithItsThroughput: Story = {
  decorators: [withFakeApi(fakeApi({ "GET /admin/data/viber/connection": { data: STORED } }))],
  play: async ({ canvasElement }) => {
    const viber = await section(canvasElement);
    await expect(await viber.findByText("Ready")).toBeVisible();
    await expect(viber.getByText("4 in flight · 38 requests/s")).toBeVisible();
    await userEvent.click(viber.getByText("Change the connection"));
    await expect(viber.getByLabelText("API address")).toHaveValue("https://viber.provider.example/api");
    await expect(viber.getByText("A secret is stored; leave empty to keep it.")).toBeVisible();
  },
};

export const FailingWithItsLastError: Story = {
  decorators: [
    withFakeApi(
      fakeApi({
        "GET /admin/data/viber/connection": {
          data: { ...STORED, state: state("failing", { last_error: "HTTP 503 from the provider" }) },
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const viber = await section(canvasElement);
    await expect(await viber.findByText("Failing")).toBeVisible();
    await expect(viber.getByText("HTTP 503 from the provider")).toBeVisible();
  },
};

export const SetByTheEnvironment: Story = {
  decorators: [
    withFakeApi(
      fakeApi({
        "GET /admin/data/viber/connection": {
          data: {
            ...NONE,
            source: "environment",
            has_token: true,
            has_callback_secret: true,
            state: state("ready"),
          },
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const viber = await section(canvasElement);
    await expect(
      await viber.findByText("Set by the server's environment (VIBER_API_URL); change it there."),
    ).toBeVisible();
    await expect(viber.queryByRole("button", { name: "Save connection" })).toBeNull();
  },
};

const refusing = fakeApi({
  "GET /admin/data/viber/connection": { data: STORED },
  "PUT /admin/data/viber/connection": {
    fail: 422,
    message: "Validation Error",
    errors: { base_url: ["Enter an http or https address."] },
  },
});

export const RefusedByTheServer: Story = {
  decorators: [withFakeApi(refusing)],
  play: async ({ canvasElement }) => {
    const viber = await section(canvasElement);
    await userEvent.click(await viber.findByText("Change the connection"));
    await userEvent.click(viber.getByRole("button", { name: "Save connection" }));
    await expect(await viber.findByText("Enter an http or https address.")).toBeVisible();
    // What was typed stays.
    await expect(viber.getByLabelText("Sender (service ID)")).toHaveValue("acme-viber");
  },
};
