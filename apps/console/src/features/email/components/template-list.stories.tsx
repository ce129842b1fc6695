import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { emailRoutes } from "../../../testing/email-fixtures";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { TemplateList } from "./template-list";

const api = fakeApi(emailRoutes);

const meta = {
  title: "Console/Email/TemplateList",
  component: TemplateList,
  decorators: [withFakeApi(api)],
} satisfies Meta<typeof TemplateList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Templates: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "Monthly newsletter" })).toHaveAttribute(
      "href",
      "/7",
    );
    await expect(canvas.getByRole("link", { name: "Spring sale" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "New template" })).toHaveAttribute("href", "/new");
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Delete Spring sale" }));
    const alert = within(
      await within(canvasElement.ownerDocument.body).findByRole("alertdialog", {
        name: "Delete this template?",
      }),
    );
    await expect(alert.getByText(/“Spring sale” will be gone/)).toBeVisible();
    await userEvent.click(alert.getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({ method: "DELETE", path: "/ajax/email/templates", body: { id: [8] } }),
      ),
    );
  },
};

export const NoTemplatesYet: Story = {
  decorators: [
    withFakeApi({
      ...emailRoutes,
      "GET /ajax/email/templates/list": {
        data: {
          data: [],
          page: 1,
          current_page: 1,
          page_size: 10,
          total_pages: 1,
          has_next: false,
          has_previous: false,
          next_page: null,
          previous_page: null,
          keyword: "",
          sort_column: "id",
          sort_direction: "desc",
        },
      },
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No templates yet: design the first one.")).toBeVisible();
  },
};
