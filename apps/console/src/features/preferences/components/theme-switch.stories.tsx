import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { THEME_CACHE_KEY } from "../theme";
import { ThemeSwitch } from "./theme-switch";

const meta = {
  title: "Console/Preferences/ThemeSwitch",
  component: ThemeSwitch,
  render: () => (
    <div className="flex items-center gap-3">
      <ThemeSwitch />
      {/* Older screens still name Tailwind's grays: the dark theme reads them as dark equivalents. */}
      <p className="text-sm text-gray-600">Last saved 2 minutes ago</p>
    </div>
  ),
  // The story changes the page's theme: put it back for the stories after it.
  beforeEach: () => {
    localStorage.removeItem(THEME_CACHE_KEY);
    return () => {
      document.documentElement.classList.remove("dark");
      localStorage.removeItem(THEME_CACHE_KEY);
    };
  },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

const preferences = () => {
  let theme = "system";
  return fakeApi({
    "GET /ajax/preferences": () => ({ data: { theme } }),
    "PUT /ajax/preferences": ({ body }) => {
      theme = (body as { theme: string }).theme;
      return { data: { theme }, message: "Preferences saved." };
    },
  });
};

const api = preferences();
export const ChooseDark: Story = {
  decorators: [withFakeApi(api)],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const root = canvasElement.ownerDocument.documentElement;
    await userEvent.click(await canvas.findByRole("button", { name: "Theme: System" }));
    await userEvent.click(await body.findByRole("menuitemcheckbox", { name: "Dark" }));

    await waitFor(() => expect(root).toHaveClass("dark"));
    await expect(canvas.getByRole("button", { name: "Theme: Dark" })).toBeVisible();
    await expect(api.calls.at(-1)).toMatchObject({ method: "PUT", body: { theme: "dark" } });
    await expect(localStorage.getItem(THEME_CACHE_KEY)).toBe("dark");
    // The page really renders dark.
    await expect(getComputedStyle(canvasElement.ownerDocument.body).backgroundColor).toBe("rgb(11, 17, 32)");
    await expect(getComputedStyle(canvas.getByText("Last saved 2 minutes ago")).color).toBe(
      "rgb(156, 163, 175)",
    );

    // By keyboard: open the menu, move to Light and choose it.
    canvas.getByRole("button", { name: "Theme: Dark" }).focus();
    await userEvent.keyboard("{Enter}");
    const light = await body.findByRole("menuitemcheckbox", { name: "Light" });
    await waitFor(() => expect(body.getByRole("menuitemcheckbox", { name: "Dark" })).toBeChecked());
    light.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(root).not.toHaveClass("dark"));
    await expect(api.calls.at(-1)).toMatchObject({ method: "PUT", body: { theme: "light" } });
  },
  parameters: { screenshot: false },
};

export const ThemeMenuOpen: Story = {
  decorators: [withFakeApi({ "GET /ajax/preferences": { data: { theme: "light" } } })],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Theme: Light" }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole("menu");
    await expect(within(menu).getByRole("menuitemcheckbox", { name: "Light" })).toBeChecked();
    await expect(within(menu).getByRole("menuitemcheckbox", { name: "System" })).not.toBeChecked();
    await expect(within(menu).getByRole("menuitemcheckbox", { name: "Dark" })).not.toBeChecked();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Theme: Light" })).toHaveFocus());
  },
};
