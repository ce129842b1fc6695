import { expect, onTestFinished, test } from "vitest";
import { advanceServerClock, attemptsShown, submitLogin } from "./auth";
import { useBrowser } from "./browser";

const { page, url } = useBrowser();

test("the login screen shows its title, and the login attempts count only once there were attempts", async () => {
  await page().goto(url("/login"));
  const shown = await attemptsShown(page());
  await expect.poll(() => page().title()).toBe("Sendline - Login");
  const answer = await (await page().request.get(url("/ajax/login/attempts"))).json();
  expect(answer).toMatchObject({ status: true, data: { attempts: expect.any(Number) } });
  const before: number = answer.data.attempts;
  expect(shown).toBe(before);
  if (before === 0) expect(await page().getByTestId("login-attempts").isVisible()).toBe(false);

  await page().request.post(url("/ajax/login/verify"), {
    data: {
      email: `attempts-${Date.now()}@nowhere.test`,
      password: "wrong",
      captcha_response: "demo-captcha-ok",
    },
  });
  await page().reload();
  await page()
    .getByTestId("login-attempts")
    .getByText(`Login attempts: ${before + 1}`, { exact: true })
    .waitFor();
});

test("an unknown address lands on the login screen", async () => {
  await page().goto(url("/no/such/screen"));
  await page().waitForURL(/\/login$/);
  await expect.poll(() => page().title()).toBe("Sendline - Login");
});

test("repeated failed logins are refused for a while with a clear message", async () => {
  const email = `locked-${Date.now()}@nowhere.test`;
  // The lockout window is 15 minutes of server time; moving past it frees this address for later tests.
  onTestFinished(() => advanceServerClock(page(), url("/"), 16));
  let status = 0;
  for (let tries = 0; tries < 60 && status !== 429; tries++) {
    const answer = await page().request.post(url("/ajax/login/verify"), {
      data: { email, password: "not-the-password", captcha_response: "demo-captcha-ok" },
    });
    status = answer.status();
  }
  expect(status).toBe(429);

  await page().goto(url("/login"));
  await submitLogin(page(), email, "not-the-password");
  await page()
    .getByRole("alert")
    .getByText("Too many failed login attempts. Please try again in 15 minutes.")
    .waitFor();
  expect(new URL(page().url()).pathname).toBe("/login");
  // One message for the event, in words: no raw status notice beside it, and no second copy.
  await page().waitForTimeout(300);
  expect(
    await page()
      .getByText(/429|Too Many Requests/)
      .count(),
  ).toBe(0);
  expect(
    await page().getByText("Too many failed login attempts. Please try again in 15 minutes.").count(),
  ).toBe(1);
});
