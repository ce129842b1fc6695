import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { blastFilesFiguresSchema, campaignAnswerSchema } from "@sendline/core/contract";
import { describe, expect, it } from "vitest";
import { accountRoutes, accounts, campaignRecipients, campaigns } from "../src/db/schema";
import { UNICODE, acme, blastClient, segmentsOf } from "./file-blast-helpers";
import { sessionFor, useServer } from "./harness";
import { uploadAndRead } from "./upload-helpers";

describe("File Blast campaigns", () => {
  const harness = useServer({ DATA_DIR: mkdtempSync(join(tmpdir(), "sendline-blast-")) });

  const { call, blastFile } = blastClient(harness, "sms_file");

  it("prices each row's own message, sends every row by a child campaign a file and rolls the stats up", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const { account, route } = await acme(harness);
    const first = await blastFile(owner, "orders-north.csv", 30);
    const second = await blastFile(owner, "orders-south.csv", 12);

    const figures = await call(owner, "POST", "/ajax/media/recompute_compose_blast_files", {
      file_ids: [first, second],
      account_route_id: route.id,
    });
    expect(figures.status, JSON.stringify(figures.body)).toBe(200);
    expect(blastFilesFiguresSchema.parse(figures.body.data)).toMatchObject({
      total_recipients: 42,
      total_sms: segmentsOf(30) + segmentsOf(12),
      cost_per_segment: 0.35,
      files: [
        { id: first, filename: "orders-north.csv", rows: 30, total_sms: segmentsOf(30) },
        { id: second, filename: "orders-south.csv", rows: 12, total_sms: segmentsOf(12) },
      ],
    });
    const estimate = Math.round((segmentsOf(30) + segmentsOf(12)) * 0.35 * 10_000) / 10_000;
    expect(figures.body.data.estimate).toBeCloseTo(estimate, 4);

    // No sender or message of its own: the rows carry them.
    const saved = await call(owner, "POST", "/ajax/sms/save_and_go_live", {
      name: "Pickup notices",
      file_ids: [first, second],
      account_route_id: route.id,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const parent = campaignAnswerSchema.parse(saved.body.data);
    expect(parent).toMatchObject({
      campaign_status_code: "live",
      total_recipients: 42,
      total_sms: segmentsOf(30) + segmentsOf(12),
      file_ids: [first, second],
      files: [
        { id: first, filename: "orders-north.csv", rows_on_file: 30 },
        { id: second, filename: "orders-south.csv", rows_on_file: 12 },
      ],
    });
    expect(parent.estimate).toBeCloseTo(estimate, 4);
    expect(parent.file_blast_children).toHaveLength(2);
    const [north, south] = parent.file_blast_children;
    expect(north).toMatchObject({
      name: "Pickup notices · orders-north.csv",
      file_id: first,
      total_recipients: 30,
    });
    expect(south).toMatchObject({ file_id: second, total_recipients: 12 });

    // Each recipient carries its row's own message and segments.
    const rows = await harness.database.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, north!.id));
    expect(rows).toHaveLength(30);
    expect(rows.map((row) => row.segments)).toContain(2);
    expect(rows.find((row) => row.message === UNICODE)).toMatchObject({ senderId: "ACME", segments: 1 });

    // The children have no pause, resume, stop or complete of their own (SPEC §4).
    const child = await call(owner, "GET", `/ajax/sms/campaign/${north!.id}`);
    expect(child.body.data).toMatchObject({ is_file_blast_child: true, parent_id: parent.id });
    expect(child.body.data.actions).not.toContain("pause");
    const pauseChild = await call(owner, "GET", `/ajax/sms/pause/${north!.id}`);
    expect(pauseChild).toMatchObject({ status: 409, body: { status: false } });
    expect(pauseChild.body.message).toMatch(/paused, resumed and stopped with the campaign it belongs to/);

    const [before] = await harness.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    await harness.app.engine.drain();
    const done = await call(owner, "GET", `/ajax/sms/campaign/${parent.id}`);
    expect(done.body.data).toMatchObject({
      campaign_status_code: "completed",
      campaign_stats_sent: 42,
    });
    expect(
      done.body.data.file_blast_children.map(
        (row: { campaign_status_code: string }) => row.campaign_status_code,
      ),
    ).toEqual(["completed", "completed"]);
    const stats = done.body.data;
    expect(
      stats.campaign_stats_delivered +
        stats.campaign_stats_bounced +
        stats.campaign_stats_pending +
        stats.campaign_stats_rejected,
    ).toBe(42);

    // What was charged is what the rows cost; nothing stays withheld.
    const [after] = await harness.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    const charged = await harness.database.db
      .select({ charged: campaigns.charged, withheld: campaigns.withheld })
      .from(campaigns)
      .where(eq(campaigns.parentId, parent.id));
    const childCharges = charged.reduce((sum, row) => sum + row.charged, 0);
    expect(after!.balanceMonetary).toBeCloseTo(before!.balanceMonetary - childCharges, 4);
    expect(after!.balanceMonetaryWithholding).toBeCloseTo(
      before!.balanceMonetaryWithholding - parent.estimate,
      4,
    );
    expect(charged.every((row) => row.withheld === 0)).toBe(true);
    const [parentRow] = await harness.database.db.select().from(campaigns).where(eq(campaigns.id, parent.id));
    expect(parentRow!.charged).toBeCloseTo(childCharges, 4);

    // The parent's transactions are its children's.
    const transactions = await call(
      owner,
      "GET",
      `/ajax/sms/campaign/${parent.id}/transactions/list?page_size=100`,
    );
    expect(transactions.body.data.data).toHaveLength(42);
  });

  it("holds the children while the parent is paused, and stops them with it, giving back what they hold", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const { account, route } = await acme(harness);
    const file = await blastFile(owner, "orders.csv", 40);
    const [before] = await harness.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    const saved = await call(owner, "POST", "/ajax/sms/save_and_go_live", {
      name: "Paused blast",
      file_ids: [file],
      account_route_id: route.id,
    });
    const parent = campaignAnswerSchema.parse(saved.body.data);
    const paused = await call(owner, "GET", `/ajax/sms/pause/${parent.id}`);
    expect(paused.body.data.campaign_status_code).toBe("paused");
    await harness.app.engine.drain();
    const [child] = await harness.database.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.parentId, parent.id));
    expect(child).toMatchObject({ status: "live", statsSent: 0 });

    const stopped = await call(owner, "GET", `/ajax/sms/stop/${parent.id}`);
    expect(stopped.body.data.campaign_status_code).toBe("stopped");
    const [stoppedChild] = await harness.database.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, child!.id));
    expect(stoppedChild).toMatchObject({ status: "stopped", withheld: 0 });
    const [after] = await harness.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(after!.balanceMonetaryWithholding).toBeCloseTo(before!.balanceMonetaryWithholding, 4);

    const complete = await call(owner, "GET", `/ajax/sms/complete/${parent.id}`);
    expect(complete.body.data.campaign_status_code).toBe("completed");
    const [completedChild] = await harness.database.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, child!.id));
    expect(completedChild!.status).toBe("completed");
  });

  it("refuses other accounts' files, contacts files, blast files mixed with other recipients and a test send", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const trial = await sessionFor(harness, "trial@trial.test");
    const { route } = await acme(harness);
    const theirs = await blastFile(trial, "theirs.csv", 3);
    const contactsFile = await uploadAndRead(
      harness,
      owner,
      { name: "people.csv", content: "mobile,first_name\n09171234567,Ana\n" },
      { purpose: "campaign", campaign_kind: "non_file" },
    );
    expect((await contactsFile.done()).status).toBe("Completed");
    const mine = await blastFile(owner, "mine.csv", 3);

    const foreign = await call(owner, "POST", "/ajax/sms/campaign", {
      name: "Foreign",
      file_ids: [theirs],
      account_route_id: route.id,
    });
    expect(foreign).toMatchObject({
      status: 422,
      body: { status: false, errors: { file_ids: [`Unknown file: ${theirs}.`] } },
    });
    const figures = await call(owner, "POST", "/ajax/media/recompute_compose_blast_files", {
      file_ids: [theirs],
      account_route_id: null,
    });
    expect(figures.status).toBe(422);

    const people = await call(owner, "POST", "/ajax/sms/campaign", {
      name: "People",
      file_ids: [contactsFile.id],
      account_route_id: route.id,
    });
    expect(people.status).toBe(422);
    expect(people.body.errors.file_ids[0]).toMatch(/people\.csv is not a File Blast file/);

    const mixed = await call(owner, "POST", "/ajax/sms/campaign", {
      name: "Mixed",
      file_ids: [mine],
      compose_numbers: "09171234567",
      account_route_id: route.id,
    });
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors.file_ids[0]).toMatch(/sends its files' rows only/);

    const draft = await call(owner, "POST", "/ajax/sms/campaign", {
      name: "Blast draft",
      file_ids: [mine],
      account_route_id: route.id,
    });
    expect(draft.status).toBe(200);
    const test = await call(owner, "POST", `/ajax/sms/send_test/${draft.body.data.id}`, {
      contact_group_ids: [1],
    });
    expect(test.status).toBe(409);
  });

  it("pays a trial account's blast with its free SMS, segments counted per row", async () => {
    const trial = await sessionFor(harness, "trial@trial.test");
    const { db } = harness.database;
    const [account] = await db.select().from(accounts).where(eq(accounts.code, "trial"));
    const [route] = await db.select().from(accountRoutes).where(eq(accountRoutes.accountId, account!.id));
    const file = await blastFile(trial, "trial.csv", 6);
    const saved = await call(trial, "POST", "/ajax/sms/save_and_go_live", {
      name: "Trial blast",
      file_ids: [file],
      account_route_id: route!.id,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await harness.app.engine.drain();
    const [after] = await db.select().from(accounts).where(eq(accounts.id, account!.id));
    expect(after!.balanceSmsCredits).toBe(account!.balanceSmsCredits - segmentsOf(6));
    expect(after!.balanceSmsCreditsWithheld).toBe(0);
    expect(after!.balanceMonetary).toBe(account!.balanceMonetary);
  });
});
