import { expect, test } from "vitest";
import { DEMO_PASSWORD, latestResetLink, submitLogin } from "./auth";
import { useBrowser } from "./browser";

const { page, url } = useBrowser();
const NEW_PASSWORD = "Brand-new#2026pass";

async function requestReset(email: string): Promise<string> {
  await page().goto(url("/forgot-password"));
  await page().getByLabel("Email").fill(email);
  await page().getByRole("button", { name: "Send reset link" }).click();
  const answer = page().getByTestId("forgot-password-answer");
  await answer.waitFor();
  return (await answer.textContent()) ?? "";
}

test("forgot password answers a known and an unknown address the same way", async () => {
  const known = await requestReset("trial@trial.test");
  const unknown = await requestReset("nobody@nowhere.test");
  expect(known.replace("trial@trial.test", "X")).toBe(unknown.replace("nobody@nowhere.test", "X"));
  expect(await latestResetLink(page(), url("/"), "nobody@nowhere.test")).toBeNull();
  expect(await latestResetLink(page(), url("/"), "trial@trial.test")).toMatch(/^\/reset-password\//);
});

test("a reset link sets a new password once; used again it leads to a new request", async () => {
  await requestReset("trial@trial.test");
  const link = await latestResetLink(page(), url("/"), "trial@trial.test");
  expect(link).not.toBeNull();

  await page().goto(url(link!));
  await page().getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page().getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
  await page().getByRole("button", { name: "Save password" }).click();
  await page().getByRole("alertdialog").getByText("Password Reset Successful").waitFor();
  await page().getByRole("button", { name: "OK" }).click();
  await page().waitForURL(/\/login$/);

  await submitLogin(page(), "trial@trial.test", NEW_PASSWORD);
  await page().getByTestId("user-name").waitFor();

  await page().goto(url(link!));
  await page().waitForURL(/\/forgot-password\?expired=true$/);
  await page()
    .getByText(/has expired or was already used/)
    .waitFor();
});

test("a password older than 60 days must be changed before anything else", async () => {
  await page().goto(url("/login"));
  await submitLogin(page(), "stale@acme.test", DEMO_PASSWORD);
  await page().waitForURL(/\/password-expired$/);
  await expect.poll(() => page().title()).toBe("Sendline - Password Expired");
  await page().getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page().getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
  await page().getByRole("button", { name: "Save password" }).click();
  await page()
    .getByText(/Your password has been changed/)
    .waitFor();
  await page().waitForURL(/\/login$/);
  await submitLogin(page(), "stale@acme.test", NEW_PASSWORD);
  await page().getByTestId("user-name").waitFor();
});

test("the demo outbox page shows the emails the server would have sent, with working links", async () => {
  await requestReset("agent@acme.test");
  await page().goto(url("/dev/outbox"));
  const message = page().getByRole("listitem").filter({ hasText: "agent@acme.test" }).first();
  await message.waitFor();
  await expect.poll(() => page().title()).toBe("Sendline - Outbox");
  await message.getByRole("link").first().click();
  await page().waitForURL(/\/reset-password\//);
  await page().getByLabel("New password", { exact: true }).waitFor();
});
