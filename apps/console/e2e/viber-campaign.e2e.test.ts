import { expect, test } from "vitest";
import { campaignStatusIs, signIn } from "./auth";
import { useBrowser } from "./browser";
import { confirmGoLive, dashboardStat } from "./campaign-steps";
import { useOwnApi } from "./own-api";

// An API of its own sending 12 messages a batch: the campaign's 48 recipients take a second or
// two instead of the shared API's twelve.
const api = useOwnApi("viber", { ENGINE_BATCH: "12" });

const { page, url } = useBrowser(api.url);

/** A 48 x 32 PNG, as an owner would pick from their disk. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAAMUlEQVR42u3OQQ0AAAgEoItjThMbwRbOBxsByHS9EiEhISEhISEhISEhISEhISGhSwuc8ZyIN4v/vgAAAABJRU5ErkJggg==",
  "base64",
);

const FALLBACK = "Acme summer catalogue: https://acme.example.com/summer";

test(
  "an owner sends a Viber carousel of 3 cards with an SMS fallback; the dashboard splits Viber from fallback deliveries",
  { timeout: 60_000 },
  async () => {
    await signIn(page(), url("/login"), "owner@acme.test");
    await page().goto(url("/viber-campaign/new"));
    await page().getByRole("heading", { name: "New Viber Campaign" }).waitFor();
    await page().getByLabel("Campaign name").fill("Summer picks");
    await page().getByLabel("Sender ID").selectOption("Acme Corp");
    await page().getByLabel("Viber message").fill("This week's summer picks.");
    await page()
      .getByLabel(/A carousel of 2-5 cards/)
      .check();
    await page().getByRole("button", { name: "Add card" }).click();
    const cards = page().locator('[data-slot="carousel-editor-card"]');
    expect(await cards.count()).toBe(3);
    for (const [index, title] of ["Sandals", "Hats", "Towels"].entries()) {
      const card = cards.nth(index);
      await card.getByLabel("Title").fill(title);
      await card.getByLabel("Primary button text").fill("Shop now");
      await card.getByLabel("Primary button URL").fill(`https://acme.example.com/${title.toLowerCase()}`);
    }
    // The first card's image is uploaded to the public uploader, then shown from its address.
    await cards
      .first()
      .getByLabel("Card 1 image (optional)")
      .setInputFiles({ name: "sandals.png", mimeType: "image/png", buffer: PNG });
    const preview = cards.first().getByRole("img", { name: "Card 1 image (optional): uploaded" });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);

    await page().getByRole("textbox", { name: "SMS fallback" }).fill(FALLBACK);
    await page()
      .getByLabel(/VIP customers/)
      .check();
    await page()
      .getByLabel(/Loyalty members/)
      .check();
    // One Viber message and a one-segment fallback for each of 48 recipients, at PHP 0.35.
    await page()
      .getByText("1 Viber message + 1 fallback SMS segment × 48 recipients — estimated cost PHP 33.60")
      .waitFor();
    await page().getByRole("button", { name: "Go Live" }).click();
    await confirmGoLive(page());

    await page().getByRole("heading", { name: "Summer picks" }).waitFor();
    const content = page().getByRole("region", { name: "Viber content" });
    expect(await content.getByRole("list", { name: "Carousel cards" }).getByRole("listitem").count()).toBe(3);
    await page().getByRole("link", { name: "Dashboard" }).click();
    await page().waitForURL(/\/viber-campaign\/\d+\/dashboard$/);
    await campaignStatusIs(page(), "Completed");

    const viber = await dashboardStat(page(), "viber_campaign_stats_viber_delivered");
    const fallback = await dashboardStat(page(), "viber_campaign_stats_fallback_delivered");
    expect(await dashboardStat(page(), "campaign_stats_sent")).toBe(48);
    // Most are reached by Viber; some of the rest get the SMS instead.
    expect(viber).toBeGreaterThan(30);
    expect(fallback).toBeGreaterThan(0);
    expect(viber + fallback).toBeLessThanOrEqual(48);
    await page().getByText(`SMS fallback: ${FALLBACK} (1 segment)`).waitFor();
  },
);

test(
  "an owner sends a Viber File Blast: each row its own message and SMS fallback, a child campaign a file, the parent's dashboard splitting Viber from fallback deliveries",
  { timeout: 60_000 },
  async () => {
    const rows = Array.from(
      { length: 40 },
      (_, n) => `ACME,Your points for order ${n} are in.,0917${String(3_000_000 + n).padStart(7, "0")}`,
    );
    await signIn(page(), url("/login"), "owner@acme.test");
    await page().goto(url("/viber-campaign/new"));
    await page().getByRole("heading", { name: "New Viber Campaign" }).waitFor();
    await page().getByLabel("Campaign name").fill("Points notices");
    await page()
      .getByLabel(/File Blast: each row its own/)
      .check();
    // The rows carry sender, message and fallback.
    expect(await page().getByLabel("Sender ID").count()).toBe(0);
    expect(await page().getByRole("textbox", { name: "SMS fallback" }).count()).toBe(0);
    await page()
      .getByLabel(/Add a File Blast file/)
      .setInputFiles({
        name: "points.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`from,message,to\n${rows.join("\n")}\n`),
      });
    const files = page().getByRole("list", { name: "Files of this campaign" });
    await files.getByText("40 messages · 40 SMS · PHP 28.00").waitFor({ timeout: 30_000 });
    // A Viber message and a one-segment fallback a row, at PHP 0.35 each.
    await page().getByText("40 Viber messages + their 40 fallback SMS — estimated cost PHP 28.00").waitFor();
    await page().getByRole("button", { name: "Go Live" }).click();
    await confirmGoLive(page());

    await page().getByRole("heading", { name: "Points notices" }).waitFor();
    // The campaign's own badge, beside its name (its child's follows in the files list).
    await page()
      .locator('h1 + [data-slot="status-badge"]')
      // A fallback SMS whose outcome is unknown leaves it awaiting receipts.
      .filter({ hasText: /^(Completed|Sent, awaiting receipts)$/ })
      .waitFor({ timeout: 30_000 });
    await page().getByRole("link", { name: "Dashboard" }).click();
    await page().waitForURL(/\/viber-campaign\/\d+\/dashboard$/);
    const parts = page().getByRole("region", { name: "File Blast files" });
    await parts.getByText("40 / 40 sent").waitFor({ timeout: 30_000 });

    const viber = await dashboardStat(page(), "viber_campaign_stats_viber_delivered");
    const fallback = await dashboardStat(page(), "viber_campaign_stats_fallback_delivered");
    expect(await dashboardStat(page(), "campaign_stats_sent")).toBe(40);
    expect(viber).toBeGreaterThan(20);
    expect(fallback).toBeGreaterThan(0);
    expect(viber + fallback).toBeLessThanOrEqual(40);

    await parts.getByRole("link", { name: "Points notices · points.csv" }).click();
    await page().waitForURL(/\/viber-campaign\/\d+\/dashboard$/);
    await page()
      .getByText(/Sends points\.csv of campaign \d+, which pauses, resumes and stops it\./)
      .waitFor();
  },
);
