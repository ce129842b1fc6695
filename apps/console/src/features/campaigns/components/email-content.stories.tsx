import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { emailCampaign, templateWire } from "../../../testing/email-fixtures";
import { EmailContent } from "./email-content";

const meta = {
  title: "Console/Campaigns/EmailContent",
  component: EmailContent,
  args: { campaign: emailCampaign() },
} satisfies Meta<typeof EmailContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WrittenInTheEditor: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Hello {{first_name}}")).toBeVisible();
    await expect(canvas.getByText("Written in the editor")).toBeVisible();
    const frame = canvasElement.querySelector<HTMLIFrameElement>('iframe[title="Email"]')!;
    await expect(frame.srcdoc).toContain("our sale is on");
    await expect(frame).toHaveAttribute("sandbox", "");
  },
};

export const FromATemplate: Story = {
  args: { campaign: emailCampaign({ template_id: 7, html: templateWire().html }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("From a template")).toBeVisible();
  },
};

export const NoContentYet: Story = {
  args: { campaign: emailCampaign({ html: "", subject: "" }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No content yet.")).toBeVisible();
  },
};
