import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import "../styles.css";
import { RichTextEditor } from "../rich-text-editor";
import { editorOf } from "../story-helpers";

const save = fn(async (_html: string) => ({}));

const meta = {
  title: "Editor/Autosave",
  component: RichTextEditor,
  args: {
    defaultValue: "<p>Draft</p>",
    onAutosaveError: fn(),
    onTokenRefresh: fn(),
    autosave: { intervalMs: 100, save },
  },
  parameters: { screenshot: false },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SavesTheContent: Story = {
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(save).toHaveBeenCalledWith("<p>Draft</p>"));
    await userEvent.click(editorOf(canvasElement));
    await userEvent.keyboard("{Control>}a{/Control}Final");
    await waitFor(() => expect(save).toHaveBeenLastCalledWith("<p>Final</p>"));
    await expect(args.onAutosaveError).not.toHaveBeenCalled();
  },
};

export const ReportsAnError: Story = {
  args: { autosave: { intervalMs: 100, save: fn(async () => ({ error: "Template name is taken" })) } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onAutosaveError).toHaveBeenCalledWith("Template name is taken"));
    await expect(args.onTokenRefresh).not.toHaveBeenCalled();
  },
};

export const RefreshesAnExpiredToken: Story = {
  args: { autosave: { intervalMs: 100, save: fn(async () => ({ error: "Token expired", code: 5102 })) } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onTokenRefresh).toHaveBeenCalled());
    await expect(args.onAutosaveError).not.toHaveBeenCalled();
  },
};
