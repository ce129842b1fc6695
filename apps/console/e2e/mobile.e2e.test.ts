import { inject, expect, test } from "vitest";
import { DEMO_PASSWORD, campaignStatusIs } from "./auth";
import { useBrowser } from "./browser";
import { confirmGoLive } from "./campaign-steps";

const { page, url } = useBrowser(() => inject("baseUrl"), { width: 390, height: 844 });

/** How far the page scrolls sideways: 0 when everything fits the phone's width. */
async function sidewaysScroll(): Promise<number> {
  return page().evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test(
  "on a 390 × 844 phone an owner creates and sends an SMS campaign from the menu, with no sideways scroll on any step",
  { timeout: 90_000 },
  async () => {
    const fits = async (step: string) => expect(await sidewaysScroll(), step).toBe(0);

    await page().goto(url("/login"));
    await fits("login");
    await page().getByLabel("Email").fill("owner@acme.test");
    await page().getByLabel("Password").fill(DEMO_PASSWORD);
    await page().getByLabel("I'm not a robot").check();
    await page().getByRole("button", { name: "Sign in" }).click();

    // The sidebar is folded into a menu behind a button in the navbar.
    const menuButton = page().getByRole("button", { name: "Open main menu" });
    await menuButton.waitFor();
    expect(await page().getByRole("navigation", { name: "Main menu" }).count()).toBe(0);
    await fits("first screen");

    await menuButton.click();
    const menu = page().getByRole("dialog", { name: "Main menu" });
    await menu.getByTestId("user-name").waitFor();
    await fits("menu");
    // The current page's group stands open.
    await expect
      .poll(() => menu.getByRole("button", { name: "SMS", exact: true }).getAttribute("aria-expanded"))
      .toBe("true");
    await menu.getByRole("link", { name: "Campaigns", exact: true }).click();
    await menu.waitFor({ state: "detached" });
    await page().getByRole("heading", { name: "SMS Campaigns" }).waitFor();
    await fits("campaign list");

    await page().getByRole("link", { name: "New campaign" }).click();
    await page().getByRole("heading", { name: "New SMS Campaign" }).waitFor();
    await fits("composer");
    await page().getByLabel("Campaign name").fill("Phone promo");
    await page().getByLabel("Sender ID").selectOption("ACME");
    await page().getByRole("textbox", { name: "Message" }).fill("Flash sale today at Acme stores.");
    await page()
      .getByLabel(/VIP customers/)
      .check();
    await page()
      .getByText(/1 segment × 8 recipients/)
      .waitFor();
    await fits("filled composer");

    await page().getByRole("button", { name: "Go Live" }).click();
    await confirmGoLive(page());
    await page().getByRole("heading", { name: "Phone promo" }).waitFor();
    await fits("summary");
    await campaignStatusIs(page(), "Completed");
    await fits("completed summary");

    await page().getByRole("link", { name: "Dashboard" }).first().click();
    await page().waitForURL(/\/sms-campaign\/\d+\/dashboard$/);
    await page().locator('[aria-label="Delivery"] [data-stat="campaign_stats_sent"]').waitFor();
    // The deliveries chart draws a moment after the figures; the page must still fit once it has.
    await page().locator("[data-slot=time-series-chart]").first().waitFor();
    await page().waitForTimeout(2000);
    await fits("dashboard");
  },
);
