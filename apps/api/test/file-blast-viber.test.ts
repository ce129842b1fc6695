import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { blastFilesFiguresSchema, campaignAnswerSchema } from "@sendline/core/contract";
import { describe, expect, it } from "vitest";
import { accounts, campaignRecipients, campaigns, roles } from "../src/db/schema";
import { acme, blastClient, segmentsOf } from "./file-blast-helpers";
import { sessionFor, useServer } from "./harness";
import { upload, uploadAndRead } from "./upload-helpers";

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

/** By Viber a row costs one Viber message plus its own message's segments, at 0.35 each. */
const viberCost = (rows: number) => Math.round((rows + segmentsOf(rows)) * 0.35 * 10_000) / 10_000;

describe("Viber File Blast campaigns", () => {
  const harness = useServer({ DATA_DIR: mkdtempSync(join(tmpdir(), "sendline-viber-blast-")) });

  const { call, blastFile } = blastClient(harness, "viber_file");

  it("prices each row as a Viber message plus its own SMS fallback, sends a child a file and rolls Viber and fallback deliveries up", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const { account, route } = await acme(harness);
    const banner = await upload(
      harness,
      owner,
      { name: "banner.png", content: PNG },
      "campaign",
      "/uploader/s3upload/public",
    );
    const image = banner.json().data.url as string;
    const first = await blastFile(owner, "members-north.csv", 30);
    const second = await blastFile(owner, "members-south.csv", 21);

    const figures = await call(owner, "POST", "/ajax/media/recompute_compose_blast_files", {
      file_ids: [first, second],
      account_route_id: route.id,
      channel: "viber",
    });
    expect(figures.status, JSON.stringify(figures.body)).toBe(200);
    const priced = blastFilesFiguresSchema.parse(figures.body.data);
    expect(priced).toMatchObject({
      total_recipients: 51,
      total_sms: segmentsOf(30) + segmentsOf(21),
      files: [
        { id: first, rows: 30, total_sms: segmentsOf(30) },
        { id: second, rows: 21, total_sms: segmentsOf(21) },
      ],
    });
    expect(priced.files[0]!.estimate).toBeCloseTo(viberCost(30), 4);
    expect(priced.estimate).toBeCloseTo(viberCost(30) + viberCost(21), 4);

    // No sender, message or fallback of its own: the rows carry them; the image and button go to all.
    const saved = await call(owner, "POST", "/ajax/viber/save_and_go_live", {
      name: "Member news",
      file_ids: [first, second],
      image,
      button_text: "Open",
      button_url: "https://acme.example.com/news",
      account_route_id: route.id,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const parent = campaignAnswerSchema.parse(saved.body.data);
    expect(parent).toMatchObject({
      campaign_status_code: "live",
      total_recipients: 51,
      total_sms: 51,
      file_ids: [first, second],
    });
    expect(parent.estimate).toBeCloseTo(viberCost(30) + viberCost(21), 4);
    expect(parent.file_blast_children).toHaveLength(2);
    const [north, south] = parent.file_blast_children;
    expect(north).toMatchObject({
      name: "Member news · members-north.csv",
      file_id: first,
      total_recipients: 30,
    });
    expect(south).toMatchObject({ file_id: second, total_recipients: 21 });

    // Each child holds its own file's share of the withholding, and carries the image and button.
    const children = await harness.database.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.parentId, parent.id));
    expect(children.map((child) => child.withheld).sort()).toEqual([viberCost(21), viberCost(30)].sort());
    expect(children[0]).toMatchObject({
      channel: "viber",
      image,
      buttonText: "Open",
      isFileBlastChild: true,
    });
    const [held] = await harness.database.db.select().from(campaigns).where(eq(campaigns.id, parent.id));
    expect(held!.withheld).toBe(0);

    // The children have no pause of their own (SPEC §4).
    const child = await call(owner, "GET", `/ajax/viber/campaign/${north!.id}`);
    expect(child.body.data).toMatchObject({ is_file_blast_child: true, parent_id: parent.id });
    expect(child.body.data.actions).not.toContain("pause");
    expect((await call(owner, "GET", `/ajax/viber/pause/${north!.id}`)).status).toBe(409);

    const [before] = await harness.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    await harness.app.engine.drain();
    const done = (await call(owner, "GET", `/ajax/viber/campaign/${parent.id}`)).body.data;
    expect(done).toMatchObject({ campaign_status_code: "completed", campaign_stats_sent: 51 });
    expect(
      done.file_blast_children.map((row: { campaign_status_code: string }) => row.campaign_status_code),
    ).toEqual(["completed", "completed"]);
    const viber = done.viber_campaign_stats_viber_delivered;
    const fallback = done.viber_campaign_stats_fallback_delivered;
    expect(viber).toBeGreaterThan(30);
    expect(fallback).toBeGreaterThan(0);
    expect(done.campaign_stats_delivered).toBe(viber + fallback);
    expect(
      done.campaign_stats_delivered +
        done.campaign_stats_bounced +
        done.campaign_stats_pending +
        done.campaign_stats_rejected,
    ).toBe(51);
    // The parent's figures are its children's, summed.
    const finished = await harness.database.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.parentId, parent.id));
    expect(finished.reduce((sum, row) => sum + row.statsViberDelivered, 0)).toBe(viber);
    expect(finished.reduce((sum, row) => sum + row.statsFallbackDelivered, 0)).toBe(fallback);

    // Reached by Viber: one unit. Not reached: the row's own message by SMS, its own segments.
    const recipients = await harness.database.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, north!.id));
    expect(recipients).toHaveLength(30);
    for (const row of recipients) {
      if (!row.viaFallback) expect(row).toMatchObject({ status: "delivered", cost: 0.35 });
      else expect(row.cost).toBeCloseTo(row.status === "rejected" ? 0 : row.segments! * 0.35, 4);
    }
    expect(recipients.filter((row) => row.viaFallback).length).toBeGreaterThan(0);
    expect(recipients.every((row) => row.viaFallback || row.status === "delivered")).toBe(true);

    // What was charged is what the rows cost; the rest of the withholding is given back.
    const childCharges = finished.reduce((sum, row) => sum + row.charged, 0);
    const [after] = await harness.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(after!.balanceMonetary).toBeCloseTo(before!.balanceMonetary - childCharges, 4);
    expect(after!.balanceMonetaryWithholding).toBeCloseTo(
      before!.balanceMonetaryWithholding - parent.estimate,
      4,
    );
    expect(finished.every((row) => row.withheld === 0)).toBe(true);
    const [parentRow] = await harness.database.db.select().from(campaigns).where(eq(campaigns.id, parent.id));
    expect(parentRow!.charged).toBeCloseTo(childCharges, 4);
    expect(childCharges).toBeLessThanOrEqual(parent.estimate);

    const transactions = await call(
      owner,
      "GET",
      `/ajax/viber/campaign/${parent.id}/transactions/list?page_size=100`,
    );
    expect(transactions.body.data.data).toHaveLength(51);
  });

  it("holds the children while the parent is paused, and stops and completes them with it, giving back what they hold", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const { account, route } = await acme(harness);
    const file = await blastFile(owner, "members.csv", 40);
    const [before] = await harness.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    const saved = await call(owner, "POST", "/ajax/viber/save_and_go_live", {
      name: "Paused Viber blast",
      file_ids: [file],
      account_route_id: route.id,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const parent = campaignAnswerSchema.parse(saved.body.data);
    const paused = await call(owner, "GET", `/ajax/viber/pause/${parent.id}`);
    expect(paused.body.data.campaign_status_code).toBe("paused");
    await harness.app.engine.drain();
    const [child] = await harness.database.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.parentId, parent.id));
    expect(child).toMatchObject({ status: "live", statsSent: 0, withheld: viberCost(40) });

    const resumed = await call(owner, "GET", `/ajax/viber/resume/${parent.id}`);
    expect(resumed.body.data.campaign_status_code).toBe("live");
    expect((await call(owner, "GET", `/ajax/viber/pause/${parent.id}`)).status).toBe(200);

    const stopped = await call(owner, "GET", `/ajax/viber/stop/${parent.id}`);
    expect(stopped.body.data.campaign_status_code).toBe("stopped");
    const [stoppedChild] = await harness.database.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, child!.id));
    expect(stoppedChild).toMatchObject({ status: "stopped", withheld: 0 });
    const [after] = await harness.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(after!.balanceMonetaryWithholding).toBeCloseTo(before!.balanceMonetaryWithholding, 4);

    const complete = await call(owner, "GET", `/ajax/viber/complete/${parent.id}`);
    expect(complete.body.data.campaign_status_code).toBe("completed");
    const [completedChild] = await harness.database.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, child!.id));
    expect(completedChild!.status).toBe("completed");
  });

  it("refuses other accounts' files, contacts files, a carousel or other recipients beside the files, and a test send", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const trial = await sessionFor(harness, "trial@trial.test");
    const { route } = await acme(harness);
    const theirs = await blastFile(trial, "theirs.csv", 3);
    const people = await uploadAndRead(
      harness,
      owner,
      { name: "people.csv", content: "mobile,first_name\n09171234567,Ana\n" },
      { purpose: "campaign", campaign_kind: "non_file" },
    );
    expect((await people.done()).status).toBe("Completed");
    const mine = await blastFile(owner, "mine.csv", 3);
    const draft = (body: object) =>
      call(owner, "POST", "/ajax/viber/campaign", {
        name: "Viber blast",
        account_route_id: route.id,
        ...body,
      });

    expect(await draft({ file_ids: [theirs] })).toMatchObject({
      status: 422,
      body: { status: false, errors: { file_ids: [`Unknown file: ${theirs}.`] } },
    });
    const contacts = await draft({ file_ids: [people.id] });
    expect(contacts.body.errors.file_ids[0]).toMatch(/people\.csv is not a File Blast file/);
    const mixed = await draft({ file_ids: [mine], contact_group_ids: [], compose_numbers: "09171234567" });
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors.file_ids[0]).toMatch(/sends its files' rows only/);
    const card = {
      title: "Sandals",
      image: null,
      primaryButtonText: "Shop",
      primaryButtonUrl: "https://acme.example.com/sandals",
      secondaryButtonText: "",
      secondaryButtonUrl: "",
    };
    const carousel = await draft({ file_ids: [mine], carousel: [card, { ...card, title: "Hats" }] });
    expect(carousel.status).toBe(422);
    expect(carousel.body.errors.carousel[0]).toMatch(/each row's own message/);

    const saved = await draft({ file_ids: [mine] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ message: "", fallback_message: "", total_recipients: 3 });
    const test = await call(owner, "POST", `/ajax/viber/send_test/${saved.body.data.id}`, {
      contact_group_ids: [1],
    });
    expect(test.status).toBe(409);

    // Another account's files are unknown to the Viber pricing too.
    const figures = await call(trial, "POST", "/ajax/media/recompute_compose_blast_files", {
      file_ids: [mine],
      channel: "viber",
    });
    expect(figures.status).toBe(422);
  });

  it("prices files for a channel only for a user with that channel's campaigns", async () => {
    const { db } = harness.database;
    const [role] = await db.select().from(roles).where(eq(roles.code, "account_user"));
    const { "/viber-campaign": _viber, ...smsOnly } = role!.access;
    await db.update(roles).set({ access: smsOnly }).where(eq(roles.id, role!.id));
    try {
      const agent = await sessionFor(harness, "agent@acme.test");
      const file = await blastFile(agent, "agent.csv", 2);
      const price = (channel: string) =>
        call(agent, "POST", "/ajax/media/recompute_compose_blast_files", { file_ids: [file], channel });
      expect((await price("sms")).status).toBe(200);
      expect(await price("viber")).toMatchObject({ status: 403, body: { status: false } });
    } finally {
      await db.update(roles).set({ access: role!.access }).where(eq(roles.id, role!.id));
    }
  });
});
