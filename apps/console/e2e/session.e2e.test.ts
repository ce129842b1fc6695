import { expect, test } from "vitest";
import { attemptsShown, submitLogin } from "./auth";
import { useBrowser } from "./browser";

const { page, url } = useBrowser();

test("a wrong password is refused with a message and counts as one more login attempt", async () => {
  await page().goto(url("/login"));
  const before = await attemptsShown(page());
  await submitLogin(page(), "owner@acme.test", "not-the-password");
  await page().getByRole("alert").getByText("Invalid email or password.").waitFor();
  await page()
    .getByText(`Login attempts: ${before + 1}`)
    .waitFor();
  expect(new URL(page().url()).pathname).toBe("/login");
  expect(await page().getByLabel("Email").inputValue()).toBe("owner@acme.test");
});

test("the right password signs an account owner in to the console shell", async () => {
  await page().goto(url("/login"));
  await submitLogin(page(), "owner@acme.test");
  await page().getByTestId("user-name").waitFor();
  expect(await page().getByTestId("user-name").textContent()).toContain("Owner");
  expect(
    await page().getByRole("navigation", { name: "Main menu" }).getByRole("link").count(),
  ).toBeGreaterThan(0);
  expect(new URL(page().url()).pathname).not.toBe("/login");
});

test("an address opened before login is reached right after login", async () => {
  await page().goto(url("/settings/profile"));
  await page().waitForURL(/\/login$/);
  await submitLogin(page(), "owner@acme.test");
  await page().waitForURL(/\/settings\/profile$/);
});

test("logout ends the session: the console asks for login again", async () => {
  await page().goto(url("/login"));
  await submitLogin(page(), "owner@acme.test");
  await page().getByTestId("user-name").waitFor();
  await page().getByRole("link", { name: "Log out" }).click();
  await page().waitForURL(/\/login$/);
  await page().goto(url("/"));
  await page().waitForURL(/\/login$/);
});

test("a signed-in session expires after the configured minutes without activity", async () => {
  await page().clock.install();
  await page().goto(url("/login"));
  await submitLogin(page(), "owner@acme.test");
  await page().getByTestId("user-name").waitFor();
  await page().clock.fastForward("31:00");
  await page().waitForURL(/\/login$/);
});

test("the sidebar follows the role: an owner opens a report screen from it", async () => {
  await page().goto(url("/login"));
  await submitLogin(page(), "owner@acme.test");
  const sidebar = page().getByRole("navigation", { name: "Main menu" });
  await sidebar.getByRole("button", { name: "Reports" }).click();
  await sidebar.getByRole("link", { name: "Traffic", exact: true }).click();
  await page().waitForURL(/\/reports\/traffic$/);
  await expect.poll(() => page().title()).toBe("Sendline - Traffic Report");
  expect(await sidebar.getByRole("link", { name: "Traffic", exact: true }).getAttribute("aria-current")).toBe(
    "page",
  );
  expect(await sidebar.getByRole("button", { name: "Admin" }).count()).toBe(0);
  expect(await sidebar.getByRole("link", { name: "Accounts" }).count()).toBe(0);
});

test("a route the role may not open shows No access in the shell and keeps the session", async () => {
  await page().goto(url("/login"));
  await submitLogin(page(), "agent@acme.test");
  await page().getByTestId("user-name").waitFor();
  await page().goto(url("/settings/top-up"));
  await page().getByRole("heading", { name: "No access" }).waitFor();
  await expect.poll(() => page().title()).toBe("Sendline - No access");
  expect(new URL(page().url()).pathname).toBe("/settings/top-up");
  // Still signed in: the way home leads to the agent's own first screen.
  await page().getByRole("link", { name: "Go to your home screen" }).click();
  await page().waitForURL(/\/sms-campaign$/);
  await page().getByTestId("user-name").waitFor();
});

test("staff land on their admin home after sign-in and after leaving an account", async () => {
  await page().goto(url("/login"));
  await submitLogin(page(), "staff@sendline.test");
  await page().waitForURL(/\/admin\/accounts$/);
  await page().getByRole("heading", { name: "Accounts" }).first().waitFor();
  await page().goto(url("/"));
  await page().waitForURL(/\/admin\/accounts$/);
});

test("a mistyped address inside the console shows not found in the shell and keeps the session", async () => {
  await page().goto(url("/login"));
  await submitLogin(page(), "owner@acme.test");
  await page().getByTestId("user-name").waitFor();
  await page().goto(url("/reprots/trafic"));
  await page().getByRole("heading", { name: "Page not found" }).waitFor();
  await expect.poll(() => page().title()).toBe("Sendline - Page not found");
  await page()
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("button", { name: "Reports" })
    .click();
  await page()
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Traffic", exact: true })
    .click();
  await page().getByRole("heading", { name: "Traffic" }).waitFor();
});

test("staff enter a customer account and leave it again; logout then ends the session", async () => {
  await page().goto(url("/login"));
  await submitLogin(page(), "staff@sendline.test");
  const picker = page().getByLabel("Account to enter");
  await picker.locator("option", { hasText: /Acme/ }).first().waitFor({ state: "attached" });
  const acme = await picker.locator("option", { hasText: /Acme/ }).first().getAttribute("value");
  await picker.selectOption(acme!);
  const sentWithAccount = page().waitForRequest((request) => request.headers()["account-id"] === acme);
  await page().getByRole("button", { name: "Enter account" }).click();
  await page().getByTestId("active-account").getByText(/Acme/).waitFor();
  await sentWithAccount;

  await page().getByRole("link", { name: "Leave account" }).click();
  await page().getByLabel("Account to enter").waitFor();
  expect(await page().getByTestId("active-account").count()).toBe(0);

  await page().getByRole("link", { name: "Log out" }).click();
  await page().waitForURL(/\/login$/);
});
