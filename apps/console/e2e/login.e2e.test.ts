import { expect, test } from "vitest";
import { useBrowser } from "./browser";

const { page, url } = useBrowser();

test("the login screen shows its title and the login attempts count read from the server", async () => {
  await page().goto(url("/login"));
  await page()
    .getByText(/^Login attempts: \d+$/)
    .waitFor();
  expect(await page().title()).toBe("Sendline - Login");
  const answer = await (await page().request.get(url("/ajax/login/attempts"))).json();
  expect(answer).toMatchObject({ status: true, data: { attempts: expect.any(Number) } });
  expect(await page().getByTestId("login-attempts").textContent()).toBe(
    `Login attempts: ${answer.data.attempts}`,
  );
});

test("an unknown address lands on the login screen", async () => {
  await page().goto(url("/no/such/screen"));
  await page().waitForURL(/\/login$/);
  expect(await page().title()).toBe("Sendline - Login");
});
