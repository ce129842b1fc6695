import { AxeBuilder } from "@axe-core/playwright";
import { expect, inject, test } from "vitest";
import { campaignStatusIs, signIn } from "./auth";
import { useBrowser } from "./browser";
import { composeCampaign, confirmGoLive } from "./campaign-steps";

const { page, url } = useBrowser(() => inject("baseUrl"));

/** WCAG 2.2 A and AA, as the issue measured them. */
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * The page's WCAG violations as axe reports them, one line each with the elements at fault; the
 * email preview's sandbox (the customer's own email, not the console) is left out.
 */
async function violations(): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page: page() })
    .withTags(WCAG)
    .exclude('iframe[sandbox=""]')
    .analyze();
  return found.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}

/** Waits for the page's heading and for its loading to end. */
async function settled(heading: RegExp | string) {
  await page().getByRole("heading", { level: 1, name: heading }).first().waitFor();
  await expect
    .poll(() => page().locator('[role="status"][aria-busy="true"], [data-slot="skeleton"]').count(), {
      timeout: 15_000,
    })
    .toBe(0);
}

/**
 * Opens a page in the light scheme and checks it, then in the dark one and checks it again. The
 * signed-in shell follows the system's scheme as it changes (`signedIn`): the page turns dark where
 * it is. A public page reads the scheme when it loads, so it is opened again.
 */
async function check(
  path: string,
  heading: RegExp | string,
  found: Record<string, string[]>,
  signedIn = true,
) {
  for (const scheme of ["light", "dark"] as const) {
    await page().emulateMedia({ colorScheme: scheme });
    if (scheme === "light" || !signedIn) {
      await page().goto(url(path));
      await settled(heading);
    }
    await expect
      .poll(async () => (await page().locator("html").getAttribute("class")) ?? "")
      .toMatch(scheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const problems = await violations();
    if (problems.length > 0) found[`${path} (${scheme})`] = problems;
  }
}

test(
  "the console's real pages pass axe's WCAG 2.2 A and AA checks, light and dark",
  { timeout: 240_000 },
  async () => {
    const found: Record<string, string[]> = {};
    // The checker sees what it should: an image without a text alternative is reported.
    await page().goto(url("/login"));
    await page().getByRole("heading", { level: 1 }).first().waitFor();
    await page().evaluate(() => document.querySelector("main, body")!.append(document.createElement("img")));
    expect((await violations()).join("\n")).toMatch(/^image-alt /m);
    await check("/login", "Sign in", found, false);

    await signIn(page(), url("/login"), "owner@acme.test");
    await composeCampaign(page(), url("/sms-campaign/new"), {
      name: "Checked for access",
      sender: "ACME",
      group: /VIP customers/,
    });
    await page().getByRole("button", { name: "Go Live" }).click();
    await confirmGoLive(page());
    await page().getByRole("heading", { name: "Checked for access" }).waitFor({ timeout: 60_000 });
    await campaignStatusIs(page(), "Completed", 60_000);
    const campaign = new URL(page().url()).pathname.replace(/\/dashboard$/, "");

    for (const [path, heading] of [
      ["/sms-campaign", "SMS Campaigns"],
      ["/sms-campaign/new", "New SMS Campaign"],
      [campaign, "Checked for access"],
      [`${campaign}/dashboard`, "Checked for access"],
      ["/viber-campaign/new", "New Viber Campaign"],
      ["/email-campaign/new", "New Email Campaign"],
      ["/contacts", /Contacts|Phonebook/],
      ["/reports/traffic", /Traffic/],
      ["/settings/profile", "Profile"],
      ["/settings/top-up", /Top/],
      ["/settings/credit-history", /Credit history/i],
      ["/credentials", /Credentials|API/],
    ] as const)
      await check(path, heading, found);

    await page().getByRole("link", { name: "Log out" }).click();
    await page().waitForURL(/\/login$/);
    await signIn(page(), url("/login"), "staff@sendline.test");
    await check("/admin/accounts", /Accounts/, found);
    await check("/admin/routes", /Routes/, found);

    expect(found).toEqual({});
  },
);
