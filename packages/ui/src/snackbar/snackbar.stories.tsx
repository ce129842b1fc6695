import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { expect, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { SnackbarProvider, useSnackbar, type SnackbarInput } from "./snackbar";

function NotifyButtons({ notices }: { notices: SnackbarInput[] }) {
  const { notify } = useSnackbar();
  return (
    <div className="flex gap-2">
      {notices.map((notice) => (
        <Button key={notice.message} variant="outline" onClick={() => notify(notice)}>
          {notice.type ?? "default"}
        </Button>
      ))}
    </div>
  );
}

type Args = { notices: SnackbarInput[] };

const meta = {
  title: "Kit/Snackbar",
  args: { notices: [{ message: "Campaign saved." }] },
  render: ({ notices }) => (
    <SnackbarProvider>
      <NotifyButtons notices={notices} />
    </SnackbarProvider>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessByDefault: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "default" }));
    const notice = await within(canvasElement.ownerDocument.body).findByRole("status");
    await expect(notice).toHaveTextContent("Campaign saved.");
    await expect(notice).toHaveAttribute("data-variant", "success");
  },
};

/** Each type, stacked at the top centre in the order they came. */
export const Stacked: Story = {
  args: {
    notices: [
      { message: "Campaign saved.", type: "success" },
      { message: "Access Denied", type: "danger" },
      { message: "Your password expires in 5 days.", type: "warning" },
      { message: "The report is being prepared.", type: "info" },
    ],
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    for (const button of canvas.getAllByRole("button")) await userEvent.click(button);
    const body = within(canvasElement.ownerDocument.body);
    const notices = await body.findAllByRole("status");
    await expect(notices.map((notice) => notice.dataset.variant)).toEqual([
      "success",
      "danger",
      "warning",
      "info",
    ]);
    const viewport = body.getByRole("region", { name: "Notifications" });
    await expect(viewport).toHaveAttribute("aria-live", "polite");
  },
};

export const GoesAfterItsDelay: Story = {
  args: { notices: [{ message: "Copied to clipboard.", type: "info", delay: 300 }] },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "info" }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("status")).toHaveTextContent("Copied to clipboard.");
    await waitFor(() => expect(body.queryByRole("status")).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

export const StaysForFiveSecondsByDefault: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "default" }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole("status");
    await new Promise((resolve) => setTimeout(resolve, 4500));
    await expect(body.getByRole("status")).toBeVisible();
    await waitFor(() => expect(body.queryByRole("status")).not.toBeInTheDocument(), { timeout: 1500 });
  },
};

export const DismissWithKeyboard: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole("status");
    await userEvent.tab();
    await expect(body.getByRole("button", { name: "Dismiss" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(body.queryByRole("status")).not.toBeInTheDocument();
  },
};

/** Every notice type stacked on the dark theme. */
export const DarkStacked: Story = {
  ...Stacked,
  globals: { theme: "dark" },
  play: async (context) => {
    await Stacked.play?.(context);
    const [success] = await within(context.canvasElement.ownerDocument.body).findAllByRole("status");
    await expect(context.canvasElement.ownerDocument.documentElement).toHaveClass("dark");
    await expect(success).toHaveAttribute("data-variant", "success");
  },
};

/** Sends its notices as the screen opens, as a page does after a redirect. */
function NotifyOnMount({ notices }: { notices: SnackbarInput[] }) {
  const { notify } = useSnackbar();
  useEffect(() => {
    for (const notice of notices) notify(notice);
  }, [notify, notices]);
  return null;
}

/** One notice of each type, shown with no click. */
export const Shown: Story = {
  args: Stacked.args,
  render: ({ notices }) => (
    <SnackbarProvider>
      <NotifyOnMount notices={notices} />
    </SnackbarProvider>
  ),
  play: async ({ canvasElement }) => {
    const notices = await within(canvasElement.ownerDocument.body).findAllByRole("status");
    await expect(notices.map((notice) => notice.dataset.variant)).toEqual([
      "success",
      "danger",
      "warning",
      "info",
    ]);
  },
};

/** Shown on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkShown: Story = { ...Shown, globals: { theme: "dark" } };
