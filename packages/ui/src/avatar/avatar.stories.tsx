import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Avatar, AvatarFallback, AvatarImage, initials } from "./avatar";

const meta = {
  title: "Kit/Avatar",
  component: Avatar,
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With no picture, or while it loads, the initials show. */
export const Initials: Story = {
  render: () => (
    <div className="flex items-center gap-2">
      {(["sm", "md", "lg"] as const).map((size) => (
        <Avatar key={size} size={size}>
          <AvatarFallback>{initials("Maria dela Cruz")}</AvatarFallback>
        </Avatar>
      ))}
      <Avatar>
        <AvatarFallback>{initials("Ops")}</AvatarFallback>
      </Avatar>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("MC")).toHaveLength(3);
    await expect(canvas.getByText("O")).toBeVisible();
  },
};

export const BrokenImage: Story = {
  render: () => (
    <Avatar>
      <AvatarImage src="data:image/png;base64,broken" alt="Juan Santos" />
      <AvatarFallback>{initials("Juan Santos")}</AvatarFallback>
    </Avatar>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("JS")).toBeVisible();
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument();
    await expect(canvas.getByText("JS")).toHaveAttribute("data-slot", "avatar-fallback");
  },
};

// A 1×1 PNG, so the picture loads without the network.
const pixel =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
const onLoadingStatusChange = fn();

export const LoadedImage: Story = {
  parameters: { screenshot: false },
  beforeEach: () => {
    onLoadingStatusChange.mockClear();
  },
  render: () => (
    <Avatar>
      <AvatarImage src={pixel} alt="Juan Santos" onLoadingStatusChange={onLoadingStatusChange} />
      <AvatarFallback>{initials("Juan Santos")}</AvatarFallback>
    </Avatar>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("img", { name: "Juan Santos" })).toBeVisible();
    await expect(canvas.queryByText("JS")).not.toBeInTheDocument();
    await expect(onLoadingStatusChange).toHaveBeenLastCalledWith("loaded");
  },
};

/** `delayMs` holds the initials back, so a picture that loads at once never flashes them. */
export const FallbackAfterDelay: Story = {
  parameters: { screenshot: false },
  render: () => (
    <Avatar>
      <AvatarFallback delayMs={300}>{initials("Ana Reyes")}</AvatarFallback>
    </Avatar>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("AR")).not.toBeInTheDocument();
    await expect(await canvas.findByText("AR", {}, { timeout: 2000 })).toBeVisible();
  },
};

/** Initials on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkInitials: Story = { ...Initials, globals: { theme: "dark" } };
