import { expect, test } from "vitest";
import { submitLogin, waitForReceivedEmail } from "./auth";
import { useBrowser } from "./browser";
import { useOwnApi } from "./own-api";

// An API of its own: these tests change demo users' passwords.
const api = useOwnApi("smtp-mail", {});
const { page, url } = useBrowser(() => api.url());

test(
  "the reset email arrives over SMTP, its received link sets a new password, and the new password signs in",
  { timeout: 90_000 },
  async () => {
    await page().goto(url("/forgot-password"));
    await page().getByLabel("Email").fill("agent@acme.test");
    await page().getByRole("button", { name: "Send reset link" }).click();
    await page().getByTestId("forgot-password-answer").waitFor();

    const email = await waitForReceivedEmail(
      page(),
      api.url(),
      (message) => message.to === "agent@acme.test" && message.body.includes("/reset-password/"),
    );
    expect(email.status).toBe("sent");
    expect(email.received!.envelope.to).toEqual(["agent@acme.test"]);
    expect(email.received!.headers["message-id"]).toBe(email.message_id);
    const link = /\/reset-password\/\S+\/[^\s.]+/.exec(email.body)?.[0];
    expect(link, "the reset link in the received email").toBeTruthy();

    await page().goto(url(link!));
    const password = "Received#Link2026";
    await page().getByLabel("New password", { exact: true }).fill(password);
    await page().getByLabel("Confirm new password", { exact: true }).fill(password);
    await page().getByRole("button", { name: "Save password" }).click();
    await page().getByRole("alertdialog").getByText("Password Reset Successful").waitFor();
    await page().getByRole("button", { name: "OK" }).click();
    await page().waitForURL(/\/login$/);
    await submitLogin(page(), "agent@acme.test", password);
    await page().getByTestId("user-name").waitFor();
  },
);

test(
  "an invitation arrives over SMTP and its received link lets the invitee set a password and sign in",
  { timeout: 90_000 },
  async () => {
    await page().goto(url("/login"));
    await submitLogin(page(), "owner@acme.test");
    await page().getByTestId("user-name").waitFor();
    await page().getByRole("link", { name: "Settings" }).click();
    await page()
      .getByRole("navigation", { name: "Settings", exact: true })
      .getByRole("link", { name: "Users" })
      .click();
    await page().getByRole("button", { name: "Invite user" }).click();
    const dialog = page().getByRole("dialog", { name: "Invite user" });
    await dialog.getByLabel("First name").fill("Mara");
    await dialog.getByLabel("Last name").fill("Mailed");
    await dialog.getByLabel("Email").fill("mara@acme.test");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await dialog.waitFor({ state: "hidden" });

    const email = await waitForReceivedEmail(
      page(),
      api.url(),
      (message) => message.to === "mara@acme.test" && message.body.includes("/set-password/"),
    );
    expect(email.received!.envelope.to).toEqual(["mara@acme.test"]);
    const link = /\/set-password\/\S+\/[^\s.]+/.exec(email.body)?.[0];
    expect(link, "the set-password link in the received email").toBeTruthy();

    const invitee = await page()
      .context()
      .browser()!
      .newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const tab = await invitee.newPage();
      await tab.goto(url(link!));
      const password = "Welcome#Mara2026";
      await tab.getByLabel("New password", { exact: true }).fill(password);
      await tab.getByLabel("Confirm new password", { exact: true }).fill(password);
      await tab.getByRole("button", { name: "Save password" }).click();
      await tab.getByTestId("user-name").filter({ hasText: "Mara Mailed" }).waitFor();
    } finally {
      await invitee.close();
    }
  },
);
