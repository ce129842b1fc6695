import type { APIResponse, Page } from "playwright-core";
import { expect, test } from "vitest";
import { submitLogin, waitForMessage } from "./auth";
import { useBrowser } from "./browser";

const { page, url } = useBrowser();
const PASSWORD = "First-pass#2026";
/** The kit's dark background token, `#0b1120`. */
const DARK_BACKGROUND = "rgb(11, 17, 32)";

let serial = 0;
const ok = async (answer: APIResponse) => expect(answer.status(), await answer.text()).toBe(200);

/**
 * A new account owner, as a sign-up makes one: registered, both PINs confirmed, and the first
 * password set from the emailed link, which signs them in for the first time.
 */
async function newOwnerSignedIn(): Promise<string> {
  serial += 1;
  const stamp = `${Date.now()}${serial}`;
  const email = `prefs-${stamp}@newco.test`;
  const mobile = `639${stamp.slice(-9)}`;
  const registered = await page().request.post(url("/public/signup/register"), {
    data: {
      email,
      mobile,
      country: "63",
      company_name: `Prefs ${stamp}`,
      fname: "Nina",
      lname: "Newman",
      captcha_response: "demo-captcha-ok",
    },
  });
  await ok(registered);
  const { data: ids } = (await registered.json()) as { data: { id: number; token: string } };
  const emailPin = /email code is (\d{6})/.exec(
    (await waitForMessage(page(), url("/"), (m) => m.to === email && /email code/.test(m.body))).body,
  )![1]!;
  await ok(
    await page().request.post(url("/public/signup/verify_email"), {
      data: { ...ids, email_pin_code: emailPin },
    }),
  );
  const mobilePin = /mobile code is (\d{6})/.exec(
    (await waitForMessage(page(), url("/"), (m) => m.to === mobile && /mobile code is/.test(m.body))).body,
  )![1]!;
  await ok(
    await page().request.post(url("/public/signup/verify_mobile"), {
      data: { ...ids, mobile_pin_code: mobilePin },
    }),
  );
  const message = await waitForMessage(
    page(),
    url("/"),
    (m) => m.to === email && /\/set-password\//.test(m.body),
  );
  await page().goto(url(/\/set-password\/\S+\/[^\s.]+/.exec(message.body)![0]));
  await page().getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page().getByLabel("Confirm new password", { exact: true }).fill(PASSWORD);
  await page().getByRole("button", { name: "Save password" }).click();
  await page().getByTestId("user-name").waitFor();
  return email;
}

/** Signs in on another browser (its own cookies and storage) and waits for the campaigns list. */
async function signInElsewhere(email: string): Promise<Page> {
  const context = await page()
    .context()
    .browser()!
    .newContext({ viewport: { width: 1280, height: 800 } });
  const other = await context.newPage();
  await other.goto(url("/login"));
  await submitLogin(other, email, PASSWORD);
  await other.getByTestId("user-name").waitFor();
  return other;
}

const backgroundOf = (target: Page, selector: string) =>
  target
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

test("the interface tour shows at the first sign-in, is walked by keyboard and does not show again", async () => {
  const email = await newOwnerSignedIn();
  const tour = page().getByRole("dialog", { name: "Menu" });
  await tour.waitFor();
  expect(await tour.textContent()).toContain("Step 1 of 4");
  // Focus is in the step: Enter goes on, and each step points at a part of the shell.
  await expect
    .poll(() => tour.getByRole("button", { name: "Next" }).evaluate((b) => b === document.activeElement))
    .toBe(true);
  await page().keyboard.press("Enter");
  await page().getByRole("dialog", { name: "Balance" }).waitFor();
  await page().keyboard.press("Enter");
  await page().getByRole("dialog", { name: "Campaigns" }).waitFor();
  await page().keyboard.press("Enter");
  await page().getByRole("dialog", { name: "Your account" }).getByRole("button", { name: "Done" }).click();
  await page().getByRole("dialog").waitFor({ state: "detached" });

  // After signing out and in again, on another browser too, the tour stays finished.
  await page().getByRole("link", { name: "Log out" }).click();
  await page().waitForURL(/\/login$/);
  await submitLogin(page(), email, PASSWORD);
  await page().getByTestId("user-name").waitFor();
  const other = await signInElsewhere(email);
  for (const browser of [page(), other]) {
    await browser.getByRole("table").first().waitFor();
    await browser.waitForTimeout(500);
    expect(await browser.getByRole("dialog").count()).toBe(0);
  }
  await other.context().close();
});

test("dark mode chosen once stays after a reload and on a new sign-in elsewhere", async () => {
  const email = await newOwnerSignedIn();
  // Escape skips the tour.
  await page().getByRole("dialog", { name: "Menu" }).waitFor();
  await page().keyboard.press("Escape");
  await page().getByRole("dialog").waitFor({ state: "detached" });

  const html = page().locator("html");
  const htmlClass = async () => (await html.getAttribute("class")) ?? "";
  expect(await htmlClass()).not.toContain("dark");
  await page().getByRole("button", { name: "Theme: System" }).click();
  await page().getByRole("menuitemcheckbox", { name: "Dark" }).click();
  await page().getByRole("button", { name: "Theme: Dark" }).waitFor();
  await expect.poll(htmlClass).toContain("dark");
  expect(await backgroundOf(page(), "body")).toBe(DARK_BACKGROUND);
  expect(await backgroundOf(page(), "div.min-h-screen")).toBe(DARK_BACKGROUND);

  await page().reload();
  // Dark from the first paint: the class is there before the console has loaded.
  await page().waitForLoadState("domcontentloaded");
  expect(await htmlClass()).toContain("dark");
  await page().getByRole("button", { name: "Theme: Dark" }).waitFor();

  const other = await signInElsewhere(email);
  await other.getByRole("button", { name: "Theme: Dark" }).waitFor();
  await expect.poll(async () => (await other.locator("html").getAttribute("class")) ?? "").toContain("dark");
  expect(await backgroundOf(other, "div.min-h-screen")).toBe(DARK_BACKGROUND);
  await other.context().close();
});

test("? lists the keyboard shortcuts and g then c goes to the campaigns", async () => {
  await newOwnerSignedIn();
  await page().getByRole("dialog", { name: "Menu" }).waitFor();
  await page().keyboard.press("Escape");
  await page().getByRole("dialog").waitFor({ state: "detached" });

  await page().goto(url("/contacts"));
  await page().getByRole("heading", { level: 1 }).first().waitFor();
  await page().keyboard.press("?");
  const help = page().getByRole("dialog", { name: "Keyboard shortcuts" });
  await help.waitFor();
  expect(await help.textContent()).toContain("Go to campaigns");
  await page().keyboard.press("Escape");
  await help.waitFor({ state: "detached" });

  await page().keyboard.press("g");
  await page().keyboard.press("c");
  await page().waitForURL(/\/sms-campaign$/);
  await page().getByRole("table").first().waitFor();
  // n opens a new campaign from the list; keys typed in its fields stay text.
  await page().keyboard.press("n");
  await page().waitForURL(/\/sms-campaign\/new$/);
  // The composer's own tour shows once; Escape skips it.
  await page().getByRole("dialog", { name: "Recipients" }).waitFor();
  await page().keyboard.press("Escape");
  await page().getByRole("dialog").waitFor({ state: "detached" });
  const name = page().getByLabel("Campaign name");
  await name.click();
  await page().keyboard.type("gc?");
  expect(await name.inputValue()).toBe("gc?");
  expect(page().url()).toMatch(/\/sms-campaign\/new$/);
  expect(await page().getByRole("dialog", { name: "Keyboard shortcuts" }).count()).toBe(0);
});
