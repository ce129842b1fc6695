import type { Page } from "playwright-core";

export const DEMO_PASSWORD = "Sendline#2026";

/** Fills the login form as a person would: email, password, the demo captcha, then Sign in. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("I'm not a robot").check();
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function attemptsShown(page: Page): Promise<number> {
  const status = page.getByTestId("login-attempts");
  await status.getByText(/Login attempts: \d+/).waitFor();
  return Number((await status.textContent())?.replace(/\D+/g, ""));
}
