import { expect, test } from "vitest";
import { advanceServerClock, latestPin, submitLogin } from "./auth";
import { useBrowser } from "./browser";

const { page, url } = useBrowser();

async function startTwoFactor(): Promise<void> {
  await page().goto(url("/login"));
  await submitLogin(page(), "superadmin@sendline.test");
  await page().waitForURL(/\/twofa-login\//);
  await expect.poll(() => page().title()).toBe("Sendline - Two-Factor Authentication");
  await page().getByRole("button", { name: "Send code" }).click();
  await page().waitForURL(/\/twofa-login-verification\//);
}

async function enterCode(code: string): Promise<void> {
  await page().getByLabel("Verification code").fill(code);
  await page().getByRole("button", { name: "Verify" }).click();
}

test("a super admin signs in through two-factor with the PIN sent by SMS", async () => {
  await startTwoFactor();
  await enterCode(await latestPin(page(), url("/")));
  await page().getByTestId("user-name").waitFor();
  expect(await page().getByTestId("user-name").textContent()).toContain("Super Admin");
});

test("the resend option appears only after 30 seconds", async () => {
  await page().clock.install();
  await startTwoFactor();
  expect(await page().getByRole("button", { name: "Resend code" }).count()).toBe(0);
  await page()
    .getByText(/You can ask for a new code in \d+ s/)
    .waitFor();
  await page().clock.fastForward("00:31");
  await page().getByRole("button", { name: "Resend code" }).waitFor();
});

test("wrong PINs are refused until the retries run out", async () => {
  await startTwoFactor();
  const pin = await latestPin(page(), url("/"));
  const wrong = pin === "000000" ? "111111" : "000000";
  await enterCode(wrong);
  await page().getByRole("alert").first().waitFor();
  expect(new URL(page().url()).pathname).toMatch(/^\/twofa-login-verification\//);
  await enterCode(wrong);
  await enterCode(wrong);
  await page().waitForURL(/\/twofa-login-max-retry$/);
  await expect.poll(() => page().title()).toBe("Sendline - Too Many Attempts");
});

test("a PIN entered after it expired leads to the expired screen", async () => {
  await startTwoFactor();
  const pin = await latestPin(page(), url("/"));
  // PINs last 5 minutes; the link itself lasts longer, so only the PIN has expired.
  await advanceServerClock(page(), url("/"), 6);
  await enterCode(pin);
  await page().waitForURL(/\/twofa-login-expired$/);
  await expect.poll(() => page().title()).toBe("Sendline - Link Expired");
});

test("a broken two-factor link shows Session Expired and leads back to login", async () => {
  await page().goto(url("/twofa-login-verification/1/not-a-real-token/0917"));
  await page().getByRole("alertdialog").getByText("Session Expired").waitFor();
  await page().getByRole("button", { name: "OK" }).click();
  await page().waitForURL(/\/login$/);
});
