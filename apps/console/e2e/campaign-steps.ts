import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Calls the API the way another app would, with the signed-in user's session token. */
export async function callApi(
  target: Page,
  path: string,
): Promise<{ status: number; body: { message?: string; data?: unknown } }> {
  return target.evaluate(async (path) => {
    const cookie = document.cookie
      .split("; ")
      .map((part) => decodeURIComponent(part.slice(part.indexOf("=") + 1)))
      .find((value) => value.includes('"token"'));
    const { token } = JSON.parse(cookie ?? "{}") as { token?: string };
    const answer = await fetch(path, { headers: { Accept: "application/json", Token: token ?? "" } });
    return { status: answer.status, body: (await answer.json()) as { message?: string; data?: unknown } };
  }, path);
}

/** An SMS campaign's stat as the server counts it now ("campaign_stats_sent" ...). */
export async function serverStat(target: Page, id: number, key: string): Promise<number> {
  const { data } = (await callApi(target, `/ajax/sms/campaign/${id}`)).body as {
    data: Record<string, number>;
  };
  return Number(data[key]);
}

/**
 * Waits until `read` gives the same figure twice, a second apart, and answers it. After a pause, a
 * batch the carrier took before it is still counted when its answers are stored: the figure settles
 * first, then holds.
 */
export async function settledFigure(read: () => Promise<number>): Promise<number> {
  let last = await read();
  await expect
    .poll(
      async () => {
        const now = await read();
        const settled = now === last;
        last = now;
        return settled;
      },
      { interval: 1000, timeout: 15_000 },
    )
    .toBe(true);
  return last;
}

/** Opens the composer and fills it with a campaign to one contact group. */
export async function composeCampaign(
  page: Page,
  composerUrl: string,
  campaign: { name: string; sender: string; group: RegExp; message?: string | undefined },
): Promise<void> {
  await page.goto(composerUrl);
  await page.getByLabel("Campaign name").fill(campaign.name);
  await page.getByLabel("Sender ID").selectOption(campaign.sender);
  await page.getByRole("textbox", { name: "Message" }).fill(campaign.message ?? "Hello from Acme.");
  await page.getByLabel(campaign.group).check();
}

/** A figure of the dashboard's Delivery stats by its key ("campaign_stats_sent" ...), exactly as counted. */
export async function dashboardStat(page: Page, key: string): Promise<number> {
  const figure = page.locator(`[aria-label="Delivery"] [data-stat="${key}"] dd [title]`);
  return Number(await figure.getAttribute("title"));
}

/** Confirms the review that Go Live opens, which takes the campaign live. */
export async function confirmGoLive(page: Page): Promise<void> {
  const review = page.getByRole("dialog", { name: "Review before going live" });
  await review.getByRole("button", { name: "Confirm and go live" }).click();
}
