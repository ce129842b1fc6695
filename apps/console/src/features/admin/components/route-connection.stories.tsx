import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { createRealtimeHub, StaticRealtimeProvider, type RealtimeHub } from "../../../lib/realtime";
import { fakeApi, withFakeApi, type FakeRoutes } from "../../../testing/fake-api";
import { onePage } from "../../../testing/list-page";
import { ACME, OPERATORS, ROUTES, VIBER_CONNECTION } from "./admin-fixtures";
import { AdminRoutes } from "./admin-routes";

const meta = {
  title: "Console/Admin/RouteConnection",
  component: AdminRoutes,
} satisfies Meta<typeof AdminRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONNECTION = {
  route_id: 1,
  host: "smsc.globe.example",
  port: 2775,
  system_id: "acme01",
  system_type: "",
  bind_mode: "transceiver",
  tls: false,
  throughput: 100,
  window: 10,
  enquire_link_seconds: 30,
  message_payload: false,
  has_password: true,
  date_last_updated: "2026-11-20T08:00:00.000Z",
};

const state = (status: string, extra: Record<string, unknown> = {}) => ({
  status,
  last_error: null,
  in_flight: 0,
  per_second: 0,
  ...extra,
});

const routesApi = (extra: FakeRoutes) =>
  fakeApi({
    "GET /admin/data/routes": { data: ROUTES },
    "GET /admin/data/accounts/list": { data: onePage([ACME]) },
    "GET /admin/data/operators": { data: OPERATORS },
    "GET /admin/data/viber/connection": { data: VIBER_CONNECTION },
    ...extra,
  });

const withHub =
  (hub: RealtimeHub): Decorator =>
  (Story) => (
    <StaticRealtimeProvider status="live" hub={hub}>
      <Story />
    </StaticRealtimeProvider>
  );

const section = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("region", { name: "Carrier connection" }));

// As the server does: no connection (404) until one is saved, then the saved one on every read, so
// a read again after the save (window focus, a reconnect) shows the same state.
let stored: object | null = null;
const connecting = routesApi({
  "GET /admin/data/routes/:id/connection": () =>
    stored ? { data: stored } : { fail: 404, message: "Not Found" },
  "PUT /admin/data/routes/:id/connection": () => {
    stored = {
      ...CONNECTION,
      host: "127.0.0.1",
      system_id: "sendline",
      throughput: 0,
      state: state("connecting"),
    };
    return { data: stored };
  },
});

export const ConnectsARoute: Story = {
  decorators: [withFakeApi(connecting)],
  beforeEach: () => {
    stored = null;
    connecting.calls.length = 0;
  },
  play: async ({ canvasElement }) => {
    const connection = await section(canvasElement);
    await expect(await connection.findByText("No connection")).toBeVisible();
    await userEvent.click(connection.getByRole("button", { name: "Save connection" }));
    // Checked here first, by core's own rules: nothing is sent.
    await expect(await connection.findByText("Enter the SMSC's host.")).toBeVisible();
    await expect(connection.getByText("Enter the system ID.")).toBeVisible();
    await expect(connecting.calls.some((call) => call.method === "PUT")).toBe(false);
    await userEvent.type(connection.getByLabelText("SMSC host"), "127.0.0.1");
    await userEvent.type(connection.getByLabelText("System ID"), "sendline");
    await userEvent.type(connection.getByLabelText("Password"), "secret");
    await userEvent.clear(connection.getByLabelText("Parts a second at most (0: no cap)"));
    await userEvent.type(connection.getByLabelText("Parts a second at most (0: no cap)"), "0");
    await userEvent.click(connection.getByRole("button", { name: "Save connection" }));
    await expect(await connection.findByText("Connection saved.")).toBeVisible();
    await expect(connecting.calls.find((call) => call.method === "PUT")?.body).toEqual({
      host: "127.0.0.1",
      port: 2775,
      system_id: "sendline",
      password: "secret",
      system_type: "",
      bind_mode: "transceiver",
      tls: false,
      throughput: 0,
      window: 10,
      enquire_link_seconds: 30,
      message_payload: false,
    });
    await expect(await connection.findByText("Connecting")).toBeVisible();
    // The password is write-only: the field empties once it is stored.
    await expect(connection.getByLabelText("Password")).toHaveValue("");
  },
};

export const BoundWithItsThroughput: Story = {
  decorators: [
    withFakeApi(
      routesApi({
        "GET /admin/data/routes/:id/connection": {
          data: { ...CONNECTION, state: state("bound", { in_flight: 3, per_second: 120 }) },
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const connection = await section(canvasElement);
    await expect(await connection.findByText("Bound")).toBeVisible();
    await expect(connection.getByText("3 in flight · 120 parts/s")).toBeVisible();
    await userEvent.click(connection.getByText("Change the connection"));
    await expect(connection.getByLabelText("SMSC host")).toHaveValue("smsc.globe.example");
    await expect(connection.getByText("A password is stored; leave empty to keep it.")).toBeVisible();
  },
};

export const FailingWithItsLastError: Story = {
  decorators: [
    withFakeApi(
      routesApi({
        "GET /admin/data/routes/:id/connection": {
          data: { ...CONNECTION, state: state("failing", { last_error: "bind refused: ESME_RBINDFAIL" }) },
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const connection = await section(canvasElement);
    await expect(await connection.findByText("Failing")).toBeVisible();
    await expect(connection.getByText("bind refused: ESME_RBINDFAIL")).toBeVisible();
  },
};

const liveHub = createRealtimeHub();
export const StatePushedLive: Story = {
  decorators: [
    withHub(liveHub),
    withFakeApi(
      routesApi({
        "GET /admin/data/routes/:id/connection": { data: { ...CONNECTION, state: state("connecting") } },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const connection = await section(canvasElement);
    await expect(await connection.findByText("Connecting")).toBeVisible();
    liveHub.emit("update", {
      type: "route_connection",
      data: { id: 1, status: "bound", last_error: null, in_flight: 0, per_second: 42 },
    });
    await waitFor(() => expect(connection.getByText("Bound")).toBeVisible());
    await expect(connection.getByText("0 in flight · 42 parts/s")).toBeVisible();
  },
};

const refusing = routesApi({
  "GET /admin/data/routes/:id/connection": { data: { ...CONNECTION, state: state("closed") } },
  "PUT /admin/data/routes/:id/connection": {
    fail: 422,
    message: "Validation Error",
    errors: { port: ["The port is at most 65535."] },
  },
});

export const RefusedByTheServer: Story = {
  decorators: [withFakeApi(refusing)],
  play: async ({ canvasElement }) => {
    const connection = await section(canvasElement);
    await expect(await connection.findByText("Not bound")).toBeVisible();
    await userEvent.click(connection.getByText("Change the connection"));
    await userEvent.click(connection.getByRole("button", { name: "Save connection" }));
    await expect(await connection.findByText("The port is at most 65535.")).toBeVisible();
    // What was typed stays.
    await expect(connection.getByLabelText("SMSC host")).toHaveValue("smsc.globe.example");
  },
};
