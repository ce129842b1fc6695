import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Router, useLocation } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { AccessModule } from "../../features/access/api/get-access-control";
import type { CurrentUser } from "../../features/access/api/get-current-user";
import { AccessProvider, type AccessContextValue } from "../../features/access/hooks/use-access";
import { ownerUser as owner } from "../../testing/user-fixtures";
import { AppLayout } from "./app-layout";

const modules: AccessModule[] = [
  {
    name: "SMS",
    state: "sms-campaign",
    submenu: [
      { name: "Campaigns", state: "sms-campaign", submenu: [] },
      { name: "Test Campaigns", state: "sms-campaign-test-campaign", submenu: [] },
    ],
  },
  {
    name: "Reports",
    state: "reports-traffic",
    submenu: [
      { name: "Traffic", state: "reports-traffic", submenu: [] },
      { name: "API Traffic", state: "reports-api-traffic", submenu: [] },
    ],
  },
  {
    name: "Settings",
    state: "settings-profile",
    submenu: [
      { name: "Profile", state: "settings-profile", submenu: [] },
      { name: "Users", state: "settings-users", submenu: [] },
    ],
  },
];

const staff: CurrentUser = {
  ...owner,
  id: 2,
  account_id: null,
  fname: "Sam",
  lname: "Staff",
  role_name: "Support Staff",
  role_code: "support_staff",
  role_is_non_account: true,
};

function rights(access: string[]): AccessContextValue {
  return {
    state: {
      ready: true,
      access: Object.fromEntries(access.map((route) => [route, []])),
      permissions: {},
      roleCode: "account_owner",
    },
  };
}

const ownerRights = rights(["/sms-campaign", "/reports/traffic", "/settings/profile", "/settings/top-up"]);
const agentRights = rights(["/sms-campaign", "/reports/traffic"]);

function Goto({ to }: { to: string }) {
  const [, navigate] = useLocation();
  return (
    <button type="button" onClick={() => navigate(to)}>
      Go to {to}
    </button>
  );
}

/** Each page's heading, as the screens render theirs. */
function PageHeading() {
  const [location] = useLocation();
  return <h1>Page {location}</h1>;
}

function renderAt(
  path: string,
  { user = owner, access = ownerRights, activeAccountId = null as number | null } = {},
) {
  const memory = memoryLocation({ path, record: true });
  render(
    <Router hook={memory.hook}>
      <AccessProvider value={access}>
        <AppLayout
          user={user}
          modules={modules}
          activeAccountId={activeAccountId}
          accountSwitcher={<span>Account picker</span>}
        >
          <PageHeading />
          <Goto to="/settings/users" />
        </AppLayout>
      </AccessProvider>
    </Router>,
  );
  return memory;
}

afterEach(cleanup);

const menu = () => screen.getByRole("navigation", { name: "Main menu" });
// The menu's links a user can see: a closed group's links are not rendered at all.
const shownMenuLinks = () => within(menu()).getAllByRole("link");
const accountNav = () => screen.getByRole("navigation", { name: "Account" });

describe("AppLayout", () => {
  it("builds the sidebar from the modules, opening the current page's group and marking its link", () => {
    renderAt("/reports/traffic");
    const links = shownMenuLinks();
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Traffic", "/reports/traffic"],
      ["API Traffic", "/reports/api-traffic"],
    ]);
    expect(within(menu()).getByRole("link", { name: "Traffic" }).getAttribute("aria-current")).toBe("page");
    expect(within(menu()).getByRole("link", { name: "API Traffic" }).hasAttribute("aria-current")).toBe(
      false,
    );
    expect(
      within(menu())
        .getAllByRole("button")
        .map((button) => [button.textContent, button.getAttribute("aria-expanded")]),
    ).toEqual([
      ["SMS", "false"],
      ["Reports", "true"],
      ["Settings", "false"],
    ]);
  });

  it("marks the menu state of a deeper screen as the current page", () => {
    renderAt("/sms-campaign/42");
    expect(within(menu()).getByRole("link", { name: "Campaigns" }).getAttribute("aria-current")).toBe("page");
  });

  it("opens a group from the keyboard and follows its links, moving the current page", async () => {
    const user = userEvent.setup();
    const memory = renderAt("/reports/traffic");
    within(menu()).getByRole("button", { name: "SMS" }).focus();
    await user.keyboard("{Enter}");
    const tests = within(menu()).getByRole("link", { name: "Test Campaigns" });
    expect(tests.getAttribute("href")).toBe("/sms-campaign/test-campaign");
    tests.focus();
    await user.keyboard("{Enter}");
    expect(memory.history.at(-1)).toBe("/sms-campaign/test-campaign");
    const current = within(menu()).getByRole("link", { name: "Test Campaigns" });
    expect(current.getAttribute("aria-current")).toBe("page");
    const marked = within(menu())
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(marked).toEqual([current]);
  });

  it("moves the focus to the new page's heading after a route change, not on the first page", async () => {
    const user = userEvent.setup();
    renderAt("/reports/traffic");
    expect(document.activeElement).toBe(document.body);
    await user.click(within(menu()).getByRole("button", { name: "Settings" }));
    await user.click(within(menu()).getByRole("link", { name: "Users" }));
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("Page /settings/users");
    expect(document.activeElement).toBe(heading);
  });

  it("offers a skip link to the content as the first stop", async () => {
    const user = userEvent.setup();
    renderAt("/reports/traffic");
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute("href")).toBe("#main-content");
    expect(screen.getByRole("main").id).toBe("main-content");
  });

  it("opens the group of a page reached from outside the menu", async () => {
    const user = userEvent.setup();
    renderAt("/reports/traffic");
    await user.click(screen.getByRole("button", { name: "Go to /settings/users" }));
    expect(within(menu()).getByRole("link", { name: "Users" }).getAttribute("aria-current")).toBe("page");
    expect(within(menu()).getByRole("button", { name: "Settings" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
  });

  it("shows the guarded top-up and settings links, the user's name and role, and log out", () => {
    renderAt("/reports/traffic");
    const nav = within(accountNav());
    expect(nav.getByRole("link", { name: "Top Up Now" }).getAttribute("href")).toBe("/settings/top-up");
    expect(nav.getByRole("link", { name: "Settings" }).getAttribute("href")).toBe("/settings/profile");
    expect(nav.getByRole("link", { name: "Log out" }).getAttribute("href")).toBe("/logout?absolute");
    expect(screen.getByTestId("user-name").textContent).toBe("Olive Owner (Account Owner)");
    expect(screen.queryByText("Account picker")).toBeNull();
    expect(screen.queryByRole("link", { name: "Leave account" })).toBeNull();
    expect(screen.getByRole("banner").getAttribute("data-variant")).toBe("user");
  });

  it("hides the top-up and settings links from a user without access to them", () => {
    renderAt("/reports/traffic", { access: agentRights });
    const nav = within(accountNav());
    expect(nav.getByRole("link", { name: "Log out" })).toBeTruthy();
    expect(nav.queryByRole("link", { name: "Top Up Now" })).toBeNull();
    expect(nav.queryByRole("link", { name: "Settings" })).toBeNull();
  });

  it("gives staff the admin navbar with the account switcher, and a way out of an entered account", () => {
    renderAt("/reports/traffic", { user: staff });
    expect(screen.getByRole("banner").getAttribute("data-variant")).toBe("admin");
    expect(screen.getByText("Account picker")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Leave account" })).toBeNull();
    expect(screen.getByRole("navigation", { name: "Admin menu" })).toBeTruthy();
    cleanup();

    renderAt("/reports/traffic", { user: staff, activeAccountId: 1 });
    expect(screen.getByRole("link", { name: "Leave account" }).getAttribute("href")).toBe("/logout");
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeTruthy();
  });
});
