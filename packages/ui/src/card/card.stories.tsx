import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Button } from "../button/button";
import { StatusBadge } from "../status-badge/status-badge";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";

type Args = { onOpen: () => void; title: string };

const meta = {
  title: "Kit/Card",
  args: { onOpen: fn(), title: "Spring sale blast" },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  render: ({ onOpen, title }) => (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>SMS · 12,400 recipients</CardDescription>
        <CardAction>
          <StatusBadge status="live" />
        </CardAction>
      </CardHeader>
      <CardContent>Started 14 Mar 2026, 09:30. 8,120 sent, 7,990 delivered.</CardContent>
      <CardFooter>
        <Button size="sm" variant="outline" onClick={onOpen}>
          Open dashboard
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole("heading", { name: "Spring sale blast" })).toBeVisible();
    await expect(canvas.getByText("Live")).toHaveAttribute("data-variant", "warning");
    await userEvent.click(canvas.getByRole("button", { name: "Open dashboard" }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

export const LongTitle: Story = {
  args: { title: "Year-end loyalty programme reminder for customers in the southern provinces" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading")).toHaveTextContent(/southern provinces$/);
  },
};

/** The card on the dark theme: its own surface, a step up from the page. */
export const DarkDefault: Story = {
  ...Default,
  globals: { theme: "dark" },
  play: async (context) => {
    await Default.play?.(context);
    const card = context.canvasElement.querySelector('[data-slot="card"]') as HTMLElement;
    // The dark theme's --card (#111827).
    await expect(getComputedStyle(card).backgroundColor).toBe("rgb(17, 24, 39)");
  },
};

/** LongTitle on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkLongTitle: Story = { ...LongTitle, globals: { theme: "dark" } };
