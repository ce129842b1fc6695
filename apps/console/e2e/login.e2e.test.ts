import { expect, test } from "vitest";
import { useBrowser } from "./browser";

const { page, url } = useBrowser();

test("the login screen shows its title and the login attempts count read from the server", async () => {
  await page().goto(url("/login"));
  await page()
    .getByText(/^Login attempts: \d+$/)
    .waitFor();
  expect(await page().title()).toBe("Sendline - Login");
  expect(await page().getByTestId("login-attempts").textContent()).toBe("Login attempts: 0");
});

test("an unknown address lands on the login screen", async () => {
  await page().goto(url("/no/such/screen"));
  await page().waitForURL(/\/login$/);
  expect(await page().title()).toBe("Sendline - Login");
});
