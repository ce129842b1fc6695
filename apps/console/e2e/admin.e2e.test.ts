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
  await sidebar.getByRole("button", { name: "Admin" }).click();
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
  await page().getByLabel("Role").selectOption({ label: "Account User" });
  await page().getByRole("button", { name: "Grant /sms/approve_get" }).click();
  await page().getByText("Granted /sms/approve_get to Account User.").waitFor();
  await page().getByRole("button", { name: "Grant /sms/approve_get" }).waitFor({ state: "detached" });

  const log = await auditLog();
  const grant = log.getByRole("row").filter({ hasText: "role.grant" });
  await grant.waitFor();
  expect(await grant.textContent()).toContain("/sms/approve_get");
});
