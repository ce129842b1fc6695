import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { emailCampaign, emailRoutes, templateWire } from "../../../testing/email-fixtures";
import { withFakeApi } from "../../../testing/fake-api";
import { EmailContent } from "./email-content";

const meta = {
  title: "Console/Campaigns/EmailContent",
  component: EmailContent,
  args: { campaign: emailCampaign() },
  decorators: [withFakeApi(emailRoutes)],
} satisfies Meta<typeof EmailContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLIFrameElement>('iframe[title="Email preview"]');

export const WrittenInTheEditor: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Hello {{first_name}}")).toBeVisible();
    await expect(canvas.getByText("Written in the editor")).toBeVisible();
    // The server's rendering as the first recipient gets it, in an empty sandbox.
    await waitFor(() => expect(frameOf(canvasElement)?.srcdoc).toContain("Hi Ana, our sale is on"));
    await expect(frameOf(canvasElement)).toHaveAttribute("sandbox", "");
  },
};

export const FromATemplate: Story = {
  args: { campaign: emailCampaign({ template_id: 7, html: templateWire().html }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("From a template")).toBeVisible();
    await waitFor(() => expect(frameOf(canvasElement)?.srcdoc).toContain(templateWire().html.slice(0, 40)));
  },
};

export const NoContentYet: Story = {
  args: { campaign: emailCampaign({ html: "", subject: "" }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("No content yet.")).toBeVisible();
    await expect(frameOf(canvasElement)).toBeNull();
  },
};
