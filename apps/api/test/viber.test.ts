import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { countSms } from "@sendline/core";
import { campaignAnswerSchema } from "@sendline/core/contract";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { accountRoutes, accounts, campaignRecipients, campaigns, contactGroups } from "../src/db/schema";
import { contentSecurityPolicy } from "../src/plugins/security";
import { sessionFor, useServer, type Harness } from "./harness";
import { upload } from "./upload-helpers";

const MESSAGE = "Acme's summer catalogue is out: swipe through this week's picks.";
const FALLBACK = "Acme summer catalogue: https://acme.example.com/summer (reply STOP to opt out)";
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

const card = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  image: null,
  primaryButtonText: "Shop now",
  primaryButtonUrl: `https://acme.example.com/${title.toLowerCase()}`,
  secondaryButtonText: "",
  secondaryButtonUrl: "",
  ...overrides,
});

async function acmeData(harness: Harness) {
  const { db } = harness.database;
  const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
  const [trial] = await db.select().from(accounts).where(eq(accounts.code, "trial"));
  const groups = await db.select().from(contactGroups).where(eq(contactGroups.accountId, acme!.id));
  const [route] = await db
    .select()
    .from(accountRoutes)
    .where(and(eq(accountRoutes.accountId, acme!.id), eq(accountRoutes.isDefault, true)));
  return {
    acme: acme!,
    trial: trial!,
    loyalty: groups.find((group) => group.name === "Loyalty members")!,
    vip: groups.find((group) => group.name === "VIP customers")!,
    qa: groups.find((group) => group.name === "QA phones")!,
    route: route!,
  };
}

function client(harness: Harness) {
  return async (token: string, method: InjectOptions["method"], url: string, payload?: unknown) => {
    const response = await harness.app.inject({
      method,
      url,
      headers: { token },
      ...(payload !== undefined && { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json() };
  };
}

describe("Viber campaigns", () => {
  const harness = useServer({ DATA_DIR: mkdtempSync(join(tmpdir(), "sendline-viber-")) });
  const call = client(harness);

  /** Uploads a PNG publicly as the console does; answers its public address. */
  async function image(token: string): Promise<string> {
    const stored = await upload(
      harness,
      token,
      { name: "card.png", content: PNG },
      "campaign",
      "/uploader/s3upload/public",
    );
    expect(stored.statusCode, stored.body).toBe(200);
    return stored.json().data.url as string;
  }

  async function body(overrides: Record<string, unknown> = {}) {
    const data = await acmeData(harness);
    return {
      name: "Summer catalogue",
      sender_id: "Acme Corp",
      message: MESSAGE,
      contact_group_ids: [data.vip.id, data.loyalty.id],
      account_route_id: data.route.id,
      fallback_message: FALLBACK,
      ...overrides,
    };
  }

  it("saves a text, image and button message priced as one Viber message plus its SMS fallback", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const banner = await image(owner);
    const created = await call(
      owner,
      "POST",
      "/ajax/viber/campaign",
      await body({
        image: banner,
        button_text: "Open catalogue",
        button_url: "https://acme.example.com/summer",
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const campaign = campaignAnswerSchema.parse(created.body.data);
    const fallbackParts = countSms(FALLBACK).segments;
    expect(campaign).toMatchObject({
      campaign_type_code: "viber",
      image: banner,
      button_text: "Open catalogue",
      button_url: "https://acme.example.com/summer",
      carousel: null,
      fallback_message: FALLBACK,
      total_recipients: 48,
    });
    expect(campaign.estimate).toBeCloseTo(48 * (1 + fallbackParts) * 0.35, 4);

    // Without a fallback only the Viber message is held for.
    const bare = await call(owner, "POST", "/ajax/viber/campaign", await body({ fallback_message: "" }));
    expect(bare.body.data.estimate).toBeCloseTo(48 * 0.35, 4);
  });

  it("saves a carousel of cards, answered as {items}", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const picture = await image(owner);
    const carousel = [
      card("Sandals", { image: picture }),
      card("Hats", { secondaryButtonText: "Sizes", secondaryButtonUrl: "https://acme.example.com/sizes" }),
      card("Towels"),
    ];
    const created = await call(owner, "POST", "/ajax/viber/campaign", await body({ message: "", carousel }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.carousel).toEqual({ items: carousel });
    const read = await call(owner, "GET", `/ajax/viber/campaign/${created.body.data.id}`);
    expect(read.body.data.carousel.items[0].image).toBe(picture);
  });

  it("refuses what the composer refuses, each error on its field by name", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const refused = async (overrides: Record<string, unknown>) => {
      const answer = await call(owner, "POST", "/ajax/viber/campaign", await body(overrides));
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body).toMatchObject({ status: false, message: "Validation Error" });
      return answer.body.errors;
    };

    expect(
      await refused({
        carousel: [card("Sandals"), card("Hats", { primaryButtonUrl: "javascript:alert(1)" }), card("", {})],
      }),
    ).toEqual({
      "carousel-1-primaryButtonUrl": ["Must be a valid URL starting with http:// or https://."],
      "carousel-2-title": ["This is a required field."],
    });
    expect(await refused({ carousel: [card("Sandals")] })).toEqual({ carousel: ["Add at least 2 cards."] });
    expect(
      await refused({
        carousel: [card("a"), card("b"), card("c"), card("d"), card("e"), card("f")],
      }),
    ).toEqual({ carousel: ["Maximum of 5 cards."] });
    expect(
      await refused({
        carousel: [card("Sandals"), card("Hats")],
        button_text: "Open",
        button_url: "https://acme.example.com",
      }),
    ).toEqual({
      carousel: [
        "A Viber message carries an image and a button, or a carousel of cards: remove one of them.",
      ],
    });
    expect(await refused({ button_text: "Open" })).toEqual({ button_url: ["This is a required field."] });
    expect(await refused({ button_text: "Open", button_url: "ftp://files.acme.example.com" })).toEqual({
      button_url: ["Must be a valid URL starting with http:// or https://."],
    });
    expect(await refused({ message: "x".repeat(1001) })).toEqual({ message: ["Maximum length is 1000."] });
    expect(await refused({ fallback_message: "Hi {{nickname}}" })).toEqual({
      fallback_message: [
        "Unknown personalisation field: {{nickname}}. Use a contact field or one of the account's custom fields.",
      ],
    });
    // A field the body does not have is refused too.
    await refused({ owner_id: 1 });
  });

  it("takes only images the account uploaded publicly", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const trialOwner = await sessionFor(harness, "trial@trial.test");
    const theirs = await image(trialOwner);
    const mine = await image(owner);
    const notOwn = [
      "Upload the image (PNG, JPEG or GIF) here: only images this account uploaded can be sent.",
    ];
    const tryImage = async (link: string) =>
      (await call(owner, "POST", "/ajax/viber/campaign", await body({ image: link }))).body;

    expect((await tryImage(theirs)).errors).toEqual({ image: notOwn });
    const guessed = mine.replace(/[0-9a-f]{12}\.png$/, "000000000000.png");
    expect((await tryImage(guessed)).errors).toEqual({ image: notOwn });
    expect((await tryImage("https://images.example.com/banner.png")).errors).toEqual({ image: notOwn });
    expect((await tryImage("javascript:alert(1)")).errors).toEqual({ image: notOwn });
    expect((await tryImage(mine)).status).toBe(true);

    const carousel = await call(
      owner,
      "POST",
      "/ajax/viber/campaign",
      await body({
        message: "",
        carousel: [card("Sandals", { image: mine }), card("Hats", { image: theirs })],
      }),
    );
    expect(carousel.body.errors).toEqual({ "carousel-1-image": notOwn });
  });

  it("keeps campaigns to their account and channel", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const trialOwner = await sessionFor(harness, "trial@trial.test");
    const created = await call(owner, "POST", "/ajax/viber/campaign", await body());
    const id = created.body.data.id as number;
    expect((await call(trialOwner, "GET", `/ajax/viber/campaign/${id}`)).status).toBe(404);
    expect((await call(trialOwner, "PUT", `/ajax/viber/campaign/${id}`, { name: "Mine now" })).status).toBe(
      404,
    );
    expect((await call(trialOwner, "GET", `/ajax/viber/go_live/${id}`)).status).toBe(404);
    expect((await call(owner, "GET", `/ajax/sms/campaign/${id}`)).status).toBe(404);
    const smsList = await call(owner, "GET", "/ajax/sms/campaign/list");
    expect(smsList.body.data.data.map((row: { id: number }) => row.id)).not.toContain(id);
    const viberList = await call(owner, "GET", "/ajax/viber/campaign/list");
    expect(viberList.body.data.data.map((row: { id: number }) => row.id)).toEqual([id]);
  });

  it("goes live and drains: Viber and fallback deliveries counted apart, each charged at the route's price", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const before = (await acmeData(harness)).acme;
    const created = await call(
      owner,
      "POST",
      "/ajax/viber/campaign",
      await body({ message: "", carousel: [card("Sandals"), card("Hats"), card("Towels")] }),
    );
    const live = await call(owner, "GET", `/ajax/viber/go_live/${created.body.data.id}`);
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect(live.body.data.campaign_status_code).toBe("live");
    await harness.app.engine.drain();

    const done = (await call(owner, "GET", `/ajax/viber/campaign/${created.body.data.id}`)).body.data;
    expect(done.campaign_status_code).toBe("completed");
    const viber = done.viber_campaign_stats_viber_delivered;
    const fallback = done.viber_campaign_stats_fallback_delivered;
    expect(done.campaign_stats_sent).toBe(48);
    expect(viber).toBeGreaterThan(30);
    expect(fallback).toBeGreaterThan(0);
    expect(done.campaign_stats_delivered).toBe(viber + fallback);
    expect(
      done.campaign_stats_delivered +
        done.campaign_stats_bounced +
        done.campaign_stats_rejected +
        done.campaign_stats_pending,
    ).toBe(48);

    const recipients = await harness.database.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, done.id));
    const byViber = recipients.filter((row) => !row.viaFallback);
    const byFallback = recipients.filter((row) => row.viaFallback);
    // Everyone Viber did not reach got the SMS; Viber reached is charged one message each.
    expect(byViber.every((row) => row.status === "delivered" && row.cost === 0.35)).toBe(true);
    expect(byViber).toHaveLength(viber);
    const parts = countSms(FALLBACK).segments;
    for (const row of byFallback)
      expect(row.cost).toBeCloseTo(row.status === "rejected" ? 0 : parts * 0.35, 4);
    expect(byFallback.filter((row) => row.status === "delivered")).toHaveLength(fallback);

    const [row] = await harness.database.db.select().from(campaigns).where(eq(campaigns.id, done.id));
    const charged = recipients.reduce((sum, recipient) => sum + recipient.cost, 0);
    expect(row!.charged).toBeCloseTo(charged, 4);
    expect(row!.charged).toBeLessThanOrEqual(done.estimate);
    const after = (await acmeData(harness)).acme;
    expect(after.balanceMonetary).toBeCloseTo(before.balanceMonetary - charged, 4);
    expect(after.balanceMonetaryWithholding).toBeCloseTo(before.balanceMonetaryWithholding, 4);
  });

  it("leaves those Viber did not reach undelivered and uncharged when there is no fallback", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const created = await call(owner, "POST", "/ajax/viber/campaign", await body({ fallback_message: "" }));
    await call(owner, "GET", `/ajax/viber/go_live/${created.body.data.id}`);
    await harness.app.engine.drain();
    const done = (await call(owner, "GET", `/ajax/viber/campaign/${created.body.data.id}`)).body.data;
    expect(done.viber_campaign_stats_fallback_delivered).toBe(0);
    expect(done.campaign_stats_delivered).toBe(done.viber_campaign_stats_viber_delivered);
    expect(done.campaign_stats_soft_bounced).toBe(48 - done.campaign_stats_delivered);
    const [row] = await harness.database.db.select().from(campaigns).where(eq(campaigns.id, done.id));
    expect(row!.charged).toBeCloseTo(done.campaign_stats_delivered * 0.35, 4);
  });

  it("copies and test-sends with the Viber content and its fallback", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const { qa } = await acmeData(harness);
    const carousel = [card("Sandals"), card("Hats")];
    const created = await call(owner, "POST", "/ajax/viber/campaign", await body({ message: "", carousel }));
    const copy = await call(owner, "GET", `/ajax/viber/copy/${created.body.data.id}`);
    expect(copy.body.data).toMatchObject({
      name: "Copy of Summer catalogue",
      carousel: { items: carousel },
      fallback_message: FALLBACK,
    });
    const test = await call(owner, "POST", `/ajax/viber/send_test/${created.body.data.id}`, {
      contact_group_ids: [qa.id],
    });
    expect(test.status, JSON.stringify(test.body)).toBe(200);
    expect(test.body.data).toMatchObject({
      is_test_campaign: 1,
      campaign_status_code: "live",
      carousel: { items: carousel },
      total_recipients: 2,
    });
    expect(test.body.data.estimate).toBeCloseTo(2 * (1 + countSms(FALLBACK).segments) * 0.35, 4);
  });

  it("lets an approver approve or reject a Viber campaign carrying files and no other recipients", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const { acme } = await acmeData(harness);
    const now = harness.clock.now();
    const pending = (channel: "sms" | "viber") =>
      harness.database.db
        .insert(campaigns)
        .values({
          accountId: acme.id,
          channel,
          name: `${channel} from files`,
          status: "for_approval",
          fileIds: [7],
          totalRecipients: 0,
          dateCreated: now,
          dateLastUpdated: now,
        })
        .returning();
    const [viber] = await pending("viber");
    const [sms] = await pending("sms");
    expect((await call(owner, "GET", `/ajax/viber/campaign/${viber!.id}`)).body.data.actions).toEqual(
      expect.arrayContaining(["approve", "reject"]),
    );
    expect(
      (await call(owner, "GET", `/ajax/viber/approve/${viber!.id}`)).body.data.campaign_status_code,
    ).toBe("approved");
    // SMS approval needs recipients.
    expect((await call(owner, "GET", `/ajax/sms/approve/${sms!.id}`)).status).toBe(409);
  });
});

describe("Viber images in the console", () => {
  it("may be shown from the uploader host, when one is configured", () => {
    const policy = (environment: Record<string, string>) =>
      contentSecurityPolicy(loadConfig({ NODE_ENV: "test", CONSOLE_DIST: "/nonexistent", ...environment }));
    expect(policy({}).imgSrc).toEqual(["'self'", "data:", "blob:"]);
    expect(policy({ UPLOADER_HOST: "https://files.sendline.example/uploads" }).imgSrc).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://files.sendline.example",
    ]);
  });
});
