import { expect, test } from "vitest";
import { signIn } from "./auth";
import { useBrowser } from "./browser";
import { useOwnApi } from "./own-api";

// An API of its own: the route prices, balances and roles changed here must not reach other files.
const api = useOwnApi("admin", {});
const { page, url } = useBrowser(api.url);

const auditLog = async () => {
  await page().goto(url("/admin/audit-log"));
  return page().getByRole("table", { name: "Audit log" });
};

test("staff change a route's cost and adjust Acme's balance with a reason, both audited and the adjustment in Acme's credit history", async () => {
  await signIn(page(), url("/login"), "staff@sendline.test");
  const sidebar = page().getByRole("navigation", { name: "Admin menu" });
  // Staff land on the admin home, so its menu group is open already.
  const adminGroup = sidebar.getByRole("button", { name: "Admin" });
  if ((await adminGroup.getAttribute("aria-expanded")) !== "true") await adminGroup.click();
  await sidebar.getByRole("link", { name: "Routes" }).click();
  await page().waitForURL(/\/admin\/routes$/);

  const premium = page().getByRole("form", { name: "Route PH-PREMIUM" });
  await premium.getByLabel("Cost per segment (PHP)").fill("0.65");
  await premium.getByRole("button", { name: "Save route" }).click();
  await premium.getByText("Route saved.").waitFor();

  await page().goto(url("/admin/accounts"));
  await page().getByRole("button", { name: "Manage Acme Corporation" }).click();
  const adjustment = page().getByRole("form", { name: "Balance adjustment" });
  await adjustment.getByLabel("Amount (PHP, negative to debit)").fill("250");
  await adjustment.getByLabel("Reason").fill("Goodwill credit for the outage");
  await adjustment.getByRole("button", { name: "Adjust balance" }).click();
  await adjustment.getByText(/Balance adjusted to PHP/).waitFor();

  const log = await auditLog();
  const routeRow = log.getByRole("row").filter({ hasText: "route.update" });
  await routeRow.waitFor();
  expect(await routeRow.textContent()).toContain('"cost_per_segment":0.65');
  expect(await routeRow.textContent()).toContain("staff@sendline.test");
  const adjustRow = log.getByRole("row").filter({ hasText: "account.adjust_balance" });
  expect(await adjustRow.textContent()).toContain("Goodwill credit for the outage");
  expect(await adjustRow.textContent()).toContain("Acme Corporation");

  await page().getByRole("link", { name: "Log out" }).click();
  await page().waitForURL(/\/login$/);
  await signIn(page(), url("/login"), "owner@acme.test");
  await page().goto(url("/settings/credit-history"));
  const history = page().getByRole("table", { name: "Credit history" });
  await history.getByText("Goodwill credit for the outage").waitFor();
  expect(await history.getByRole("row").filter({ hasText: "Goodwill credit" }).textContent()).toContain(
    "250.00",
  );
});

test("staff enter Acme under a banner and leave it, both audited", async () => {
  await signIn(page(), url("/login"), "staff@sendline.test");
  const picker = page().getByLabel("Account to enter");
  await picker.locator("option", { hasText: "Acme Corporation" }).waitFor({ state: "attached" });
  await picker.selectOption({ label: "Acme Corporation" });
  await page().getByRole("button", { name: "Enter account" }).click();

  const banner = page().getByRole("region", { name: "Staff access" });
  await banner.getByText("Acme Corporation").waitFor();
  await banner.getByRole("link", { name: "Leave" }).click();
  await page().getByLabel("Account to enter").waitFor();
  expect(await banner.count()).toBe(0);

  const log = await auditLog();
  await log.getByRole("row").filter({ hasText: "account.leave" }).waitFor();
  expect(await log.getByRole("row").filter({ hasText: "account.enter" }).textContent()).toContain(
    "Acme Corporation",
  );

  // Acme's owner sees the visit beside the account's users.
  await page().getByRole("link", { name: "Log out" }).click();
  await page().waitForURL(/\/login$/);
  await signIn(page(), url("/login"), "owner@acme.test");
  await page().goto(url("/settings/users"));
  const visits = page().getByRole("table", { name: "Staff access to your account" });
  await visits.getByRole("row").filter({ hasText: "Stella Staff" }).first().waitFor();
});

test("the missing-permissions tool grants a role a privilege it lacks in one click", async () => {
  await signIn(page(), url("/login"), "staff@sendline.test");
  await page().goto(url("/admin/permissions"));
  await page().getByLabel("Role", { exact: true }).selectOption({ label: "Account User" });
  await page().getByRole("button", { name: "Grant /sms/approve_get" }).click();
  await page().getByText("Granted /sms/approve_get to Account User.").waitFor();
  await page().getByRole("button", { name: "Grant /sms/approve_get" }).waitFor({ state: "detached" });

  const log = await auditLog();
  const grant = log.getByRole("row").filter({ hasText: "role.grant" });
  await grant.waitFor();
  expect(await grant.textContent()).toContain("/sms/approve_get");
});

test(
  "staff read the operators, the sales users and a customer's campaign with its logs, and a role's new access reaches its users",
  { timeout: 90_000 },
  async () => {
    // Acme's agent submits a campaign, so it has a log.
    await signIn(page(), url("/login"), "agent@acme.test");
    await page().goto(url("/sms-campaign/new"));
    await page().getByLabel("Campaign name").fill("Reviewed by staff");
    await page().getByLabel("Sender ID").selectOption("ACME");
    await page().getByRole("textbox", { name: "Message" }).fill("Store hours change on Monday.");
    await page()
      .getByLabel(/VIP customers/)
      .check();
    await page().getByRole("button", { name: "Submit for Approval" }).click();
    await page().getByRole("heading", { name: "Reviewed by staff" }).waitFor();
    const menu = page().getByRole("navigation", { name: "Main menu" });
    expect(await menu.getByRole("link", { name: "Business Hours" }).count()).toBe(0);
    await page().getByRole("link", { name: "Log out" }).click();
    await page().waitForURL(/\/login$/);

    await signIn(page(), url("/login"), "staff@sendline.test");
    await page().goto(url("/admin/campaigns"));
    const campaigns = page().getByRole("table", { name: "Campaigns" });
    const row = campaigns.getByRole("row").filter({ hasText: "Reviewed by staff" });
    expect(await row.textContent()).toContain("Acme Corporation");
    // Channel and status in words, never their codes.
    expect(await row.getByRole("cell").evaluateAll((cells) => cells.map((cell) => cell.textContent))).toEqual(
      expect.arrayContaining(["SMS", "For approval"]),
    );
    await row.getByRole("button", { name: "Logs of Reviewed by staff" }).click();
    const logs = page().getByRole("region", { name: "Logs of Reviewed by staff" });
    await logs.getByText("agent@acme.test").first().waitFor();

    await page().goto(url("/admin/operators"));
    const operators = page().getByRole("table", { name: "Operators" });
    for (const name of ["Globe", "Smart", "DITO"]) await operators.getByText(name, { exact: true }).waitFor();

    await page().goto(url("/admin/sales-users"));
    await page().getByRole("table", { name: "Sales users" }).getByText("staff@sendline.test").waitFor();

    // Account users are given the business hours screen.
    await page().goto(url("/admin/roles"));
    await page().getByLabel("Role", { exact: true }).selectOption({ label: "Account User" });
    const role = page().getByRole("form", { name: "Account User access" });
    await role.getByRole("checkbox", { name: "Access to /settings/business-hours" }).check();
    await role.getByRole("button", { name: "Save role" }).click();
    await role.getByText("Role saved.").waitFor();
    await page().getByRole("link", { name: "Log out" }).click();
    await page().waitForURL(/\/login$/);

    await signIn(page(), url("/login"), "agent@acme.test");
    await page()
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("button", { name: "Settings" })
      .click();
    await page()
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Business Hours" })
      .click();
    await page().waitForURL(/\/settings\/business-hours$/);
    await page().getByRole("heading", { name: "Business Hours" }).waitFor();
  },
);
