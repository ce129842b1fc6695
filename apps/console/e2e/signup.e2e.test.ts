import type { APIResponse } from "playwright-core";
import { expect, test } from "vitest";
import { waitForMessage } from "./auth";
import { useBrowser } from "./browser";

const { page, url } = useBrowser();
const DEMO_CAPTCHA_TOKEN = "demo-captcha-ok";
const NEW_PASSWORD = "First-pass#2026";

let serial = 0;

/** A new signup through the API, as the (external) signup form would send it. */
async function register(): Promise<{ id: number; token: string; email: string; mobile: string }> {
  serial += 1;
  const stamp = `${Date.now()}${serial}`;
  const email = `owner-${stamp}@newco.test`;
  const mobile = `639${stamp.slice(-9)}`;
  const answer = await page().request.post(url("/public/signup/register"), {
    data: {
      email,
      mobile,
      country: "63",
      company_name: `Newco ${stamp}`,
      fname: "Nina",
      lname: "Newman",
      captcha_response: DEMO_CAPTCHA_TOKEN,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { data } = (await answer.json()) as { data: { id: number; token: string } };
  return { id: data.id, token: data.token, email, mobile };
}

async function emailMessage(email: string) {
  const message = await waitForMessage(page(), url("/"), (m) => m.to === email && /email code/.test(m.body));
  return {
    pin: /email code is (\d{6})/.exec(message.body)![1]!,
    link: /\/setup-account\/\S+/.exec(message.body)![0],
  };
}

async function mobilePin(mobile: string, notPin?: string): Promise<string> {
  const message = await waitForMessage(
    page(),
    url("/"),
    (m) => m.to === mobile && /mobile code is/.test(m.body) && !m.body.includes(`${notPin}.`),
  );
  return /mobile code is (\d{6})/.exec(message.body)![1]!;
}

const ok = async (answer: APIResponse) => expect(answer.status(), await answer.text()).toBe(200);

test("a new sign-up enters the email and mobile PINs from the outbox and is taken to login", async () => {
  const signup = await register();
  const { pin, link } = await emailMessage(signup.email);
  const withoutCode = new URL(link, url("/"));
  withoutCode.searchParams.delete("code");

  await page().goto(withoutCode.toString());
  await page().getByLabel("Email PIN").waitFor();
  await expect.poll(() => page().title()).toBe("Sendline - Set Up Your Account");
  expect(await page().getByTestId("email-status").textContent()).toBe("Unconfirmed");

  await page()
    .getByLabel("Email PIN")
    .pressSequentially(`${pin.slice(0, 3)} ${pin.slice(3)}`);
  await page().getByTestId("email-status").getByText("Validated").waitFor();

  await page()
    .getByLabel("Mobile PIN")
    .pressSequentially(await mobilePin(signup.mobile));
  await page().getByTestId("mobile-status").getByText("Validated").waitFor();
  await page().getByText("Your account is ready. Taking you to login…").waitFor();
  await page().waitForURL(/\/login$/);
});

test("the link's email PIN confirms the email by itself; a wrong mobile PIN offers a new SMS", async () => {
  const signup = await register();
  const { link } = await emailMessage(signup.email);
  const firstPin = await mobilePin(signup.mobile);

  await page().goto(url(link));
  await page().getByTestId("email-status").getByText("Validated").waitFor();
  expect(await page().getByRole("button", { name: "Resend SMS PIN or change mobile" }).count()).toBe(0);

  await page()
    .getByLabel("Mobile PIN")
    .fill(firstPin === "000000" ? "111111" : "000000");
  await page().getByRole("region", { name: "Mobile" }).getByRole("alert").waitFor();
  await page().getByRole("button", { name: "Resend SMS PIN or change mobile" }).click();
  const dialog = page().getByRole("dialog", { name: "Resend SMS PIN" });
  await dialog.getByRole("button", { name: "Send PIN" }).click();
  await dialog.waitFor({ state: "detached" });

  await page()
    .getByLabel("Mobile PIN")
    .fill(await mobilePin(signup.mobile, firstPin));
  await page().getByTestId("mobile-status").getByText("Validated").waitFor();
  await page().waitForURL(/\/login$/);
});

test("a sign-up link opened after the account was set up shows the already-processed screen", async () => {
  const signup = await register();
  const { pin, link } = await emailMessage(signup.email);
  const ids = { id: signup.id, token: signup.token };
  await ok(
    await page().request.post(url("/public/signup/verify_email"), { data: { ...ids, email_pin_code: pin } }),
  );
  await ok(
    await page().request.post(url("/public/signup/verify_mobile"), {
      data: { ...ids, mobile_pin_code: await mobilePin(signup.mobile) },
    }),
  );

  await page().goto(url(link));
  await page().waitForURL(/\/setup-account-already-process$/);
  await expect.poll(() => page().title()).toBe("Sendline - Account Already Set Up");
});

test("the set-password link a completed sign-up receives sets the first password and signs the owner in", async () => {
  const signup = await register();
  const { pin } = await emailMessage(signup.email);
  const ids = { id: signup.id, token: signup.token };
  await ok(
    await page().request.post(url("/public/signup/verify_email"), { data: { ...ids, email_pin_code: pin } }),
  );
  await ok(
    await page().request.post(url("/public/signup/verify_mobile"), {
      data: { ...ids, mobile_pin_code: await mobilePin(signup.mobile) },
    }),
  );
  const message = await waitForMessage(
    page(),
    url("/"),
    (m) => m.to === signup.email && /\/set-password\//.test(m.body),
  );
  const link = /\/set-password\/\S+\/[^\s.]+/.exec(message.body)![0];

  await page().goto(url(link));
  await page().getByRole("status").getByText("Welcome").waitFor();
  await expect.poll(() => page().title()).toBe("Sendline - Set Password");
  await page().getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page().getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
  await page().getByRole("button", { name: "Save password" }).click();
  await page().getByTestId("user-name").getByText("Nina Newman").waitFor();
  expect(new URL(page().url()).pathname).not.toMatch(/^\/(login|set-password)/);
});
