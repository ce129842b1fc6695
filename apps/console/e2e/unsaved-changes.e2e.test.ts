import { expect, test } from "vitest";
import { submitLogin } from "./auth";
import { useBrowser } from "./browser";

const { page, url } = useBrowser();
const NAVIGATION_TEXT =
  "There are unsaved changes. Leaving this page will discard all changes. Are you sure you want to do this?";

/** The password-change form of a signed-in owner, with something typed in it. */
async function dirtyPasswordForm(): Promise<void> {
  await page().goto(url("/login"));
  await submitLogin(page(), "owner@acme.test");
  await page().getByTestId("user-name").waitFor();
  await page().goto(url("/password-expired"));
  await page().getByLabel("New password", { exact: true }).fill("half-typed");
}

test("leaving a form with unsaved changes asks first: cancel stays, confirm leaves", async () => {
  await dirtyPasswordForm();
  await page().getByRole("link", { name: "Log out instead" }).click();
  const dialog = page().getByRole("alertdialog");
  await dialog.getByText(NAVIGATION_TEXT).waitFor();

  await dialog.getByRole("button", { name: "Stay on page" }).click();
  await dialog.waitFor({ state: "detached" });
  expect(new URL(page().url()).pathname).toBe("/password-expired");
  expect(await page().getByLabel("New password", { exact: true }).inputValue()).toBe("half-typed");

  await page().getByRole("link", { name: "Log out instead" }).click();
  await page().getByRole("alertdialog").getByRole("button", { name: "Leave page" }).click();
  await page().waitForURL(/\/login$/);
});

test("closing or reloading a page with unsaved changes asks the browser to confirm", async () => {
  await dirtyPasswordForm();
  // Browsers show their own text for unload; the page's part is to ask at all.
  const asked = new Promise<string>((done) =>
    page().once("dialog", (dialog) => {
      done(dialog.type());
      void dialog.accept();
    }),
  );
  await page().close({ runBeforeUnload: true });
  expect(await asked).toBe("beforeunload");
});
