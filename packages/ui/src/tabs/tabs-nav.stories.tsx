import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { TabsNav, TabsNavLink } from "./tabs-nav";

const PAGES = [
  { href: "#top-up", name: "Top-up" },
  { href: "#credit-history", name: "Credit history" },
  { href: "#price-list", name: "Price list" },
];

const meta = {
  title: "Kit/TabsNav",
  component: TabsNav,
  args: { "aria-label": "Billing" },
  render: (args) => (
    <TabsNav {...args}>
      {PAGES.map((page) => (
        <TabsNavLink key={page.href} href={page.href} active={page.href === "#credit-history"}>
          {page.name}
        </TabsNavLink>
      ))}
    </TabsNav>
  ),
} satisfies Meta<typeof TabsNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentPage: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Billing" });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Credit history" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("link", { name: "Top-up" })).not.toHaveAttribute("aria-current");
    // Links, not tabs: nothing points at a panel that is not there.
    await expect(canvas.queryByRole("tab")).toBeNull();
    await expect(nav.querySelector("[aria-controls]")).toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Top-up" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Credit history" })).toHaveFocus();
  },
};

export const AsRouterLink: Story = {
  render: (args) => (
    <TabsNav {...args}>
      <TabsNavLink asChild active>
        <a href="#top-up" data-router="">
          Top-up
        </a>
      </TabsNavLink>
    </TabsNav>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Top-up" });
    await expect(link).toHaveAttribute("data-router");
    await expect(link).toHaveAttribute("data-state", "active");
  },
};
