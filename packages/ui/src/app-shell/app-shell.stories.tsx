import type { AccessModule } from "@sendline/core/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { Button } from "../button/button";
import { useState } from "react";
import {
  AccordionMenu,
  BalancePopover,
  Navbar,
  Sidebar,
  SidebarSheet,
  type AccordionMenuProps,
  type RenderModuleLink,
} from "./app-shell";

const modules: AccessModule[] = [
  { name: "Dashboard", state: "sms-dashboard", submenu: [] },
  {
    name: "SMS",
    state: "sms",
    submenu: [
      { name: "Campaigns", state: "sms-campaign", submenu: [] },
      { name: "Test campaigns", state: "sms-campaign-test-campaign", submenu: [] },
    ],
  },
  {
    name: "Contacts",
    state: "contacts",
    submenu: [{ state: "contact-groups", submenu: [] }],
  },
  { name: "Reports", state: "reports", submenu: [] },
];

const onNavigate = fn();
const renderLink: RenderModuleLink = (module, props) => (
  <a
    href={`#${module.state}`}
    onClick={(event) => {
      event.preventDefault();
      onNavigate(module.state);
    }}
    {...props}
  />
);

const figures = {
  isTrial: false,
  monetary: 1500,
  withheld: 250.5,
  creditLimit: 1000,
  pendingPayments: 300,
  smsFreebies: 0,
  emailFreebies: 0,
};

const meta = {
  title: "Kit/AppShell/AccordionMenu",
  component: AccordionMenu,
  args: { modules, renderLink, activeState: "sms-campaign" },
  beforeEach: () => {
    onNavigate.mockClear();
  },
} satisfies Meta<typeof AccordionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensActiveGroup: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("link", { name: "Campaigns" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("button", { name: "SMS" })).toHaveAttribute("aria-expanded", "true");
    const contacts = canvas.getByRole("button", { name: "Contacts" });
    await expect(contacts).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("link", { name: "Contact groups" })).not.toBeInTheDocument();
    // A click on a closed group's trigger opens it, keeping the other group open.
    await userEvent.click(contacts);
    await expect(contacts).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("button", { name: "SMS" })).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(canvas.getByRole("link", { name: "Contact groups" }));
    await expect(onNavigate).toHaveBeenCalledWith("contact-groups");
  },
};

/** The menu as a page opens it: the active page's group open, the others closed. */
export const ActiveGroup: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Campaigns" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("button", { name: "Contacts" })).toHaveAttribute("aria-expanded", "false");
  },
};

export const ClickClosesGroup: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent }) => {
    const sms = canvas.getByRole("button", { name: "SMS" });
    await expect(canvas.getByRole("link", { name: "Campaigns" })).toBeVisible();
    await userEvent.click(sms);
    await expect(sms).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("link", { name: "Campaigns" })).not.toBeInTheDocument();
    await userEvent.click(sms);
    await expect(sms).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("link", { name: "Campaigns" })).toBeVisible();
  },
};

export const Keyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent }) => {
    const sms = canvas.getByRole("button", { name: "SMS" });
    const contacts = canvas.getByRole("button", { name: "Contacts" });
    sms.focus();
    // The arrow keys move between the group triggers, wrapping around; Enter and Space toggle.
    await userEvent.keyboard("{ArrowDown}");
    await expect(contacts).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(contacts).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("link", { name: "Contact groups" })).toBeVisible();
    await userEvent.keyboard(" ");
    await expect(contacts).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{ArrowDown}");
    await expect(sms).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(contacts).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(sms).toHaveFocus();
    // Tab goes on into the open group's links.
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Campaigns" })).toHaveFocus();
  },
};

const onValueChange = fn();

export const ControlledGroups: Story = {
  args: { value: ["contacts"], onValueChange },
  parameters: { screenshot: false },
  beforeEach: () => {
    onValueChange.mockClear();
  },
  play: async ({ canvas, userEvent }) => {
    // `value` decides which groups are open: a click asks for a change and waits for the new value.
    const sms = canvas.getByRole("button", { name: "SMS" });
    await expect(sms).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getByRole("link", { name: "Contact groups" })).toBeVisible();
    await userEvent.click(sms);
    await expect(onValueChange).toHaveBeenCalledWith(["contacts", "sms"]);
    await expect(sms).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("link", { name: "Campaigns" })).not.toBeInTheDocument();
  },
};

function FollowsActiveState(args: AccordionMenuProps) {
  const [active, setActive] = useState("sms-campaign");
  return (
    <div className="flex flex-col gap-2">
      <Button variant="outline" size="sm" className="self-start" onClick={() => setActive("contact-groups")}>
        Go to contact groups
      </Button>
      <AccordionMenu {...args} activeState={active} />
    </div>
  );
}

export const OpensGroupOfNewActiveState: Story = {
  render: (args) => <FollowsActiveState {...args} />,
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent }) => {
    // A page of another group reached from outside the menu opens that group; open ones stay open.
    await expect(canvas.getByRole("button", { name: "SMS" })).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Go to contact groups" }));
    await expect(canvas.getByRole("button", { name: "Contacts" })).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("link", { name: "Contact groups" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("button", { name: "SMS" })).toHaveAttribute("aria-expanded", "true");
  },
};

export const UserSidebar: Story = {
  render: (args) => (
    <div className="h-96">
      <Sidebar
        modules={args.modules}
        renderLink={args.renderLink}
        activeState="reports"
        header={<strong>Sendline</strong>}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Reports" })).toHaveAttribute("aria-current", "page");
  },
};

export const AdminSidebar: Story = {
  render: (args) => (
    <div className="h-96">
      <Sidebar variant="admin" modules={args.modules} renderLink={args.renderLink} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Admin menu" })).toBeVisible();
  },
};

export const NavbarWithSlots: Story = {
  render: () => (
    <Navbar
      brand={<strong>Sendline</strong>}
      accountSwitcher={
        <Button variant="ghost" size="sm">
          Island Retail Corp.
        </Button>
      }
      balance={<BalancePopover figures={figures} currency="PHP" topUp={<a href="#top-up">Top Up Now</a>} />}
      userMenu={
        <Button variant="ghost" size="sm">
          Ana Reyes
        </Button>
      }
    />
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    // The trigger's figure is the available balance, and says so.
    const trigger = canvas.getByRole("button", { name: "Available balance PHP 2,249.50" });
    await expect(trigger).toBeVisible();
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const popover = await body.findByRole("dialog", { name: "Account balance" });
    await expect(popover.querySelector("[data-line=available_credit]")).toHaveTextContent(
      "Available CreditPHP 1,000.00",
    );
    await expect(popover.querySelector("[data-line=pending_payment]")).toHaveTextContent("PHP 300.00");
    await expect(within(popover).getByRole("link", { name: "Top Up Now" })).toBeVisible();
  },
};

export const AdminNavbarTrialBalance: Story = {
  render: () => (
    <Navbar
      variant="admin"
      brand={<strong>Sendline Admin</strong>}
      balance={
        <BalancePopover
          figures={{
            ...figures,
            isTrial: true,
            creditLimit: 0,
            pendingPayments: 0,
            smsFreebies: 25,
            emailFreebies: 100,
          }}
          defaultOpen
        />
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const popover = await body.findByRole("dialog", { name: "Account balance" });
    await expect(popover.querySelector("[data-line=sms_freebies]")).toHaveTextContent("Free SMS25");
    await expect(popover.querySelector("[data-line=credit_limit]")).toBeNull();
    await expect(within(popover).queryByRole("link")).toBeNull();
  },
};

/** The shell as a screen lays it out: navbar, sidebar and the content beside it. */
function Shell(args: AccordionMenuProps) {
  return (
    <div className="flex min-h-96 flex-col">
      <Navbar
        menu={
          <SidebarSheet
            modules={args.modules}
            renderLink={args.renderLink}
            activeState="sms-campaign"
            footer={
              <Button variant="ghost" size="sm">
                Log out
              </Button>
            }
          />
        }
        brand={<strong>Sendline</strong>}
        balance={<BalancePopover figures={figures} currency="PHP" />}
        userMenu={
          <Button variant="ghost" size="sm">
            Log out
          </Button>
        }
      />
      <div className="flex flex-1">
        <Sidebar modules={args.modules} renderLink={args.renderLink} activeState="sms-campaign" />
        <main className="min-w-0 flex-1 p-4">
          <h1 className="text-xl font-semibold">SMS Campaigns</h1>
        </main>
      </div>
    </div>
  );
}

export const ShellOnPhone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  render: (args) => <Shell {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    // The sidebar and the navbar's user menu give way to a menu button.
    await expect(canvas.queryByRole("navigation", { name: "Main menu" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Log out" })).toBeNull();
    await expect(canvas.getByRole("button", { name: /^Available balance PHP/ })).toBeVisible();
    const trigger = canvas.getByRole("button", { name: "Open main menu" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole("dialog", { name: "Main menu" });
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(within(sheet).getByRole("link", { name: "Campaigns" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(sheet).getByRole("button", { name: "Log out" })).toBeVisible();
    // Escape closes it and gives the focus back to the menu button.
    await userEvent.keyboard("{Escape}");
    await expect(body.queryByRole("dialog")).toBeNull();
    await expect(trigger).toHaveFocus();

    // From the keyboard: Enter opens it, and following a link closes it.
    await userEvent.keyboard("{Enter}");
    const again = await body.findByRole("dialog", { name: "Main menu" });
    await userEvent.click(within(again).getByRole("link", { name: "Test campaigns" }));
    await expect(onNavigate).toHaveBeenCalledWith("sms-campaign-test-campaign");
    await expect(body.queryByRole("dialog")).toBeNull();
  },
};

export const ShellMenuOpenOnPhone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  render: (args) => <Shell {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open main menu" }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Main menu" });
    await expect(sheet.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};

export const ShellOnTablet: Story = {
  globals: { viewport: { value: "tablet", isRotated: false } },
  render: (args) => <Shell {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(canvas.queryByRole("navigation", { name: "Main menu" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Open main menu" })).toBeVisible();
  },
};

export const ShellOnDesktop: Story = {
  render: (args) => <Shell {...args} />,
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    // From the `lg` width on, the sidebar and the user menu stand in the page and the menu button goes.
    await expect(canvas.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Log out" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Open main menu" })).toBeNull();
  },
};

/** UserSidebar on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkUserSidebar: Story = { ...UserSidebar, globals: { theme: "dark" } };

/** ActiveGroup on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkActiveGroup: Story = { ...ActiveGroup, globals: { theme: "dark" } };

/**
 * AdminNavbarTrialBalance on the dark theme: the package check compares an app's rendering with this
 * screenshot too.
 */
export const DarkAdminNavbarTrialBalance: Story = { ...AdminNavbarTrialBalance, globals: { theme: "dark" } };
