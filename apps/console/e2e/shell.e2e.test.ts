import { expect, test } from "vitest";
import { signIn as signInAs } from "./auth";
import { useBrowser } from "./browser";

const { page, url } = useBrowser();

const signIn = (email: string) => signInAs(page(), url("/login"), email);

test("element guards hide the settings and top-up links from a user without those rights", async () => {
  await signIn("staff@sendline.test");
  const navbar = page().getByRole("navigation", { name: "Account" });
  await navbar.getByRole("link", { name: "Log out" }).waitFor();
  expect(await navbar.getByRole("link", { name: "Settings" }).count()).toBe(0);
  expect(await navbar.getByRole("link", { name: "Top Up Now" }).count()).toBe(0);
});

test("an account user reaches their own profile but not the account's users or the top-up", async () => {
  await signIn("agent@acme.test");
  const navbar = page().getByRole("navigation", { name: "Account" });
  await navbar.getByRole("link", { name: "Settings" }).click();
  await page().waitForURL(/\/settings\/profile$/);
  await page().getByRole("heading", { name: "Profile" }).waitFor();
  const menu = page().getByRole("navigation", { name: "Main menu" });
  expect(await menu.getByRole("link", { name: "Users" }).count()).toBe(0);
  expect(await navbar.getByRole("link", { name: "Top Up Now" }).count()).toBe(0);
});

test("an account owner sees the guarded settings and top-up links", async () => {
  await signIn("owner@acme.test");
  const navbar = page().getByRole("navigation", { name: "Account" });
  await navbar.getByRole("link", { name: "Settings" }).waitFor();
  await navbar.getByRole("link", { name: "Top Up Now" }).waitFor();
});

test("closing settings returns to the screen and parameters the user came from", async () => {
  await signIn("owner@acme.test");
  await page().goto(url("/reports/traffic?breakdown=daily"));
  await page().getByRole("heading", { name: "Traffic Report" }).waitFor();
  await page().getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Settings" }).click();
  await page().waitForURL(/\/settings\/profile$/);
  await page().getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Users" }).click();
  await page().waitForURL(/\/settings\/users$/);
  await page().getByRole("button", { name: "Close" }).click();
  await page().waitForURL(/\/reports\/traffic\?breakdown=daily$/);
  await expect.poll(() => page().title()).toBe("Sendline - Traffic Report");
});

test("the sidebar's background reaches the bottom of a page longer than the window", async () => {
  await page().setViewportSize({ width: 1280, height: 500 });
  await signIn("owner@acme.test");
  await page().goto(url("/sms-campaign/new"));
  await page().getByLabel("Campaign name").waitFor();
  const sidebar = page().locator("aside").first();
  const main = page().locator("main");
  // Measured once the page has laid out its late parts (the estimate, the route list).
  await expect
    .poll(async () => {
      const [aside, content] = await Promise.all([sidebar.boundingBox(), main.boundingBox()]);
      return content!.height > 500 && aside!.y + aside!.height >= content!.y + content!.height - 1;
    })
    .toBe(true);
  await page().setViewportSize({ width: 1280, height: 800 });
});

test("a screen whose chunk fails to load while the connection drops loads once it is back", async () => {
  await signIn("owner@acme.test");
  // The reports module's chunk fails twice, as it does while the server restarts or the network drops.
  let refused = 0;
  await page().route(/\/assets\/reports-[\w-]+\.js$/, (route) =>
    refused++ < 2 ? route.abort("connectionrefused") : route.continue(),
  );
  await page().goto(url("/reports/traffic"));
  await page().getByRole("heading", { name: "Traffic Report" }).waitFor({ timeout: 15_000 });
  expect(refused).toBe(3);
});

test("an address opened again has its first screen's reads sent by the start script, each asked once", async () => {
  await signIn("owner@acme.test");
  // The first full load of the address notes its first screen's reads.
  await page().goto(url("/sms-campaign"));
  await page().getByRole("heading", { name: "SMS Campaigns" }).waitFor();

  const cdp = await page().context().newCDPSession(page());
  await cdp.send("Network.enable");
  const listReads: { sentBy: string[] }[] = [];
  cdp.on("Network.requestWillBeSent", ({ request, initiator }) => {
    if (!new URL(request.url).pathname.startsWith("/ajax/sms/campaign/list")) return;
    listReads.push({
      sentBy: (initiator.stack?.callFrames ?? []).map((frame) => new URL(frame.url).pathname),
    });
  });
  await page().reload();
  // The heading paints with the list's first page: by then every read of the first screen is out.
  await page().getByRole("heading", { name: "SMS Campaigns" }).waitFor();

  // One request for the list's first page, sent by the start script while the console loaded;
  // the console took its answer instead of asking again.
  expect(listReads).toHaveLength(1);
  expect(listReads[0]?.sentBy).toContain("/boot.js");
});
