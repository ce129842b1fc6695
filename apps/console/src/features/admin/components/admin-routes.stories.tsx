import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { ACME, OPERATORS, ROUTES, TRIAL, changed, VIBER_CONNECTION } from "./admin-fixtures";
import { AdminRoutes } from "./admin-routes";
import { onePage } from "../../../testing/list-page";

const meta = {
  title: "Console/Admin/AdminRoutes",
  component: AdminRoutes,
} satisfies Meta<typeof AdminRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = fakeApi({
  "GET /admin/data/routes": { data: ROUTES },
  "GET /admin/data/accounts/list": { data: onePage([ACME, TRIAL]) },
  "GET /admin/data/operators": { data: OPERATORS },
  "GET /admin/data/viber/connection": { data: VIBER_CONNECTION },
  "PUT /admin/data/routes/:id": changed(ROUTES[0]!),
});

export const ChangesACostAndItsAccounts: Story = {
  decorators: [withFakeApi(api)],
  play: async ({ canvas }) => {
    const cost = await canvas.findByLabelText("Cost per segment (PHP)");
    await expect(canvas.getByRole("checkbox", { name: "Acme Corporation" })).toBeChecked();
    await userEvent.clear(cost);
    await userEvent.type(cost, "0.65");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Trial Company" }));
    const operator = canvas.getByRole("combobox", { name: "Operator" });
    await expect(operator).toHaveValue("");
    await userEvent.selectOptions(operator, "Smart");
    await userEvent.click(canvas.getByRole("button", { name: "Save route" }));
    await expect(await canvas.findByText("Route saved.")).toBeVisible();
    await expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({
      operator_id: 2,
      cost_per_segment: 0.65,
      account_ids: [1, 2],
    });
  },
};

const refusing = fakeApi({
  "GET /admin/data/routes": { data: ROUTES },
  "GET /admin/data/accounts/list": { data: onePage([ACME]) },
  "GET /admin/data/operators": { data: OPERATORS },
  "GET /admin/data/viber/connection": { data: VIBER_CONNECTION },
  "PUT /admin/data/routes/:id": {
    fail: 422,
    message: "Validation Error",
    errors: { cost_per_segment: ["The cost cannot be negative."] },
  },
});

export const ShowsTheServersFieldError: Story = {
  decorators: [withFakeApi(refusing)],
  play: async ({ canvas }) => {
    const cost = await canvas.findByLabelText("Cost per segment (PHP)");
    await userEvent.clear(cost);
    await userEvent.type(cost, "-1");
    await userEvent.click(canvas.getByRole("button", { name: "Save route" }));
    await expect(await canvas.findByText("The cost cannot be negative.")).toBeVisible();
    await expect(cost).toHaveValue("-1");
  },
};
