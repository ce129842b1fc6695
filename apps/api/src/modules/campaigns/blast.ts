import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import {
  UPLOAD_ERROR_TEXTS,
  campaignCost,
  countSms,
  hasRouteAccess,
  type CampaignChannel,
} from "@sendline/core";
import type { Db } from "../../db/database";
import { blastRows, campaignLogs, campaigns, uploadedFiles } from "../../db/schema";
import {
  blastFilesFiguresSchema,
  recomputeBlastFilesBodySchema,
  successEnvelopeSchema,
} from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError, ok, validationError } from "../../lib/http";
import { ACCESS_DENIED, authenticate, currentAuth, requestAccount } from "../../plugins/auth";
import type { AppContext } from "../../plugins/context";
import { campaignRoute } from "./lifecycle";
import { routeOf } from "./routes";
import { pgArray } from "../../lib/pg-array";

type Campaign = typeof campaigns.$inferSelect;
type UploadedFile = typeof uploadedFiles.$inferSelect;

/** What one blast file sends: its rows, and their messages counted in SMS segments. */
export interface BlastFigures {
  rows: number;
  totalSms: number;
}

/** Rows read a batch when a child campaign's recipients are written. */
const ROWS_A_BATCH = 5000;

export const BLAST_WITH_OTHER_RECIPIENTS =
  "A File Blast campaign sends its files' rows only: remove the contact groups and numbers, or the files.";

/** Whether the campaign sends File Blast rows (its children do the sending; SPEC §4). */
export const isBlastParent = (campaign: Pick<Campaign, "fileIds" | "isFileBlastChild">) =>
  campaign.fileIds.length > 0 && !campaign.isFileBlastChild;

/**
 * The File Blast files a campaign names, checked (SPEC §5 "Accepted types per campaign"): the
 * account's own campaign uploads, read to the end, not purged, of File Blast type. Anything else is
 * a Validation Error on `file_ids` naming the file.
 */
export async function blastFiles(db: Db, accountId: number, fileIds: readonly number[]) {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return [];
  const found = await db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.accountId, accountId), inArray(uploadedFiles.id, ids)));
  const byId = new Map(found.map((file) => [file.id, file]));
  const problems = ids.flatMap((id) => {
    const file = byId.get(id);
    if (!file || file.purpose !== "campaign") return [`Unknown file: ${id}.`];
    if (file.isPurged) return [`${file.filename}: ${UPLOAD_ERROR_TEXTS.purged}`];
    if (file.status !== "Completed") return [`${file.filename} was not read successfully.`];
    if (file.filetypeCode !== "FILE_BLAST") {
      return [`${file.filename} is not a File Blast file: a File Blast campaign sends from,message,to rows.`];
    }
    return [];
  });
  if (problems.length > 0) throw validationError({ file_ids: problems });
  return ids.map((id) => byId.get(id)!);
}

/**
 * Each blast file's rows and SMS (every row's message counted by core's segment rule, SPEC §5).
 * Rows sharing a message are counted once, so a templated file costs one count a message.
 */
export async function blastFigures(db: Db, fileIds: readonly number[]): Promise<Map<number, BlastFigures>> {
  const figures = new Map<number, BlastFigures>(fileIds.map((id) => [id, { rows: 0, totalSms: 0 }]));
  if (fileIds.length === 0) return figures;
  const messages = await db
    .select({ fileId: blastRows.fileId, message: blastRows.message, rows: count() })
    .from(blastRows)
    .where(inArray(blastRows.fileId, [...fileIds]))
    .groupBy(blastRows.fileId, blastRows.message);
  for (const { fileId, message, rows } of messages) {
    const figure = figures.get(fileId)!;
    figure.rows += rows;
    figure.totalSms += countSms(message).segments * rows;
  }
  return figures;
}

/**
 * What one blast file costs on a route: its rows' SMS segments; by Viber also a Viber message a
 * row, since each row that Viber does not reach goes by SMS as its own fallback.
 */
export function blastFileCost(channel: CampaignChannel, figure: BlastFigures, costPerSegment: number) {
  const units = figure.totalSms + (channel === "viber" ? figure.rows : 0);
  return campaignCost({ segments: units, recipients: 1, costPerSegment });
}

/** What sending the files costs on a route: each file priced alone, then summed. */
export function blastEstimate(
  figures: Iterable<BlastFigures>,
  costPerSegment: number,
  channel: CampaignChannel = "sms",
) {
  let rows = 0;
  let totalSms = 0;
  let estimate = 0;
  for (const figure of figures) {
    rows += figure.rows;
    totalSms += figure.totalSms;
    estimate += blastFileCost(channel, figure, costPerSegment);
  }
  return { rows, totalSms, estimate: Math.round(estimate * 10_000) / 10_000 };
}

/**
 * Writes a child campaign's recipients from its blast file: a row each, with the row's own sender,
 * message and segments, and the operator its number's prefix names. Read in id order a batch at a
 * time, so a 300,000-row file is never held whole.
 */
async function enqueueBlastRows(tx: Db, child: Campaign, fileId: number): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await tx
      .select()
      .from(blastRows)
      .where(and(eq(blastRows.fileId, fileId), gt(blastRows.id, after)))
      .orderBy(asc(blastRows.id))
      .limit(ROWS_A_BATCH);
    if (rows.length === 0) return;
    after = rows.at(-1)!.id;
    await tx.execute(sql`
      insert into campaign_recipients (campaign_id, mobile, blast_row_id, sender_id, message, segments, operator_id)
      select ${child.id}, t.mobile, t.row_id, t.sender_id, t.message, t.segments,
        (select o.id from operators o, unnest(o.prefixes) as p(prefix)
          where t.mobile like o.country_code || p.prefix || '%' limit 1)
      from unnest(
        ${pgArray(rows.map((row) => row.to))}::text[],
        ${pgArray(rows.map((row) => row.id))}::int[],
        ${pgArray(rows.map((row) => row.from))}::text[],
        ${pgArray(rows.map((row) => row.message))}::text[],
        ${pgArray(rows.map((row) => countSms(row.message).segments))}::int[]
      ) as t(mobile, row_id, sender_id, message, segments)
      on conflict do nothing`);
  }
}

/**
 * A File Blast campaign starts sending (SPEC §4): one child campaign a file, live at once, each
 * holding its share of what the parent withheld and sending its own rows. The parent sends
 * nothing itself; its stats are its children's, and it completes when the last of them does.
 * A Viber parent's children carry its image and button; each row's message is its Viber text and
 * its own SMS fallback.
 */
export async function startBlastChildren(
  tx: Db,
  parent: Campaign,
  now: Date,
  costPerSegment: number,
): Promise<Campaign[]> {
  const files = await tx.select().from(uploadedFiles).where(inArray(uploadedFiles.id, parent.fileIds));
  const figures = await blastFigures(tx, parent.fileIds);
  const children: Campaign[] = [];
  for (const file of parent.fileIds
    .map((id) => files.find((row) => row.id === id))
    .filter((row): row is UploadedFile => row !== undefined)) {
    const figure = figures.get(file.id)!;
    const viber = parent.channel === "viber";
    const estimate = blastFileCost(parent.channel, figure, costPerSegment);
    const [child] = await tx
      .insert(campaigns)
      .values({
        accountId: parent.accountId,
        channel: parent.channel,
        name: `${parent.name} · ${file.filename}`.slice(0, 120),
        status: "live",
        parentId: parent.id,
        isFileBlastChild: true,
        fileIds: [file.id],
        accountRouteId: parent.accountRouteId,
        timezoneName: parent.timezoneName,
        totalRecipients: figure.rows,
        // By Viber, a message a row (its fallback's segments are the row's own).
        totalSms: viber ? figure.rows : figure.totalSms,
        smsParts: viber ? 1 : 0,
        image: parent.image,
        buttonText: parent.buttonText,
        buttonUrl: parent.buttonUrl,
        estimate,
        withheld: parent.withheld > 0 ? estimate : 0,
        withheldCredits: parent.withheldCredits > 0 ? figure.totalSms : 0,
        sendingRate: parent.sendingRate,
        createdBy: parent.updaterId,
        updaterId: parent.updaterId,
        dateCreated: now,
        dateLastUpdated: now,
        dateTriggered: now,
      })
      .returning();
    if (!child) throw new Error("the file-blast child campaign was not stored");
    await enqueueBlastRows(tx, child, file.id);
    await tx.insert(campaignLogs).values([
      {
        campaignId: child.id,
        message: `File-blast campaign of ${file.filename} started sending`,
        dateCreated: now,
      },
      { campaignId: parent.id, message: `Campaign ${child.id} sends ${file.filename}`, dateCreated: now },
    ]);
    children.push(child);
  }
  // The children hold what the parent withheld, each its own share.
  await tx.update(campaigns).set({ withheld: 0, withheldCredits: 0 }).where(eq(campaigns.id, parent.id));
  return children;
}

/** A parent's file-blast children. */
export function blastChildren(tx: Db, parentId: number) {
  return tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.parentId, parentId), eq(campaigns.isFileBlastChild, true)))
    .orderBy(asc(campaigns.id));
}

/**
 * `POST /ajax/media/recompute_compose_blast_files`: the composer's File Blast figures before the
 * campaign is saved, each file's rows and SMS priced on the chosen route for SMS or Viber (SPEC §7).
 */
export const blastMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: AppContext = app.context;
  app.addHook("onRequest", authenticate(context));
  app.post(
    "/recompute_compose_blast_files",
    {
      schema: {
        body: recomputeBlastFilesBodySchema,
        response: { 200: successEnvelopeSchema(blastFilesFiguresSchema) },
      },
    },
    async (request) => {
      // The files are priced for the channel's composer: its campaigns' access is needed.
      const { channel } = request.body;
      if (!hasRouteAccess(currentAuth(request).role, campaignRoute(channel))) {
        throw new HttpError(403, ACCESS_DENIED);
      }
      const account = await requestAccount(context, request);
      const files = await blastFiles(context.db, account.id, request.body.file_ids);
      const route = await routeOf(context.db, account.id, request.body.account_route_id);
      if (request.body.account_route_id !== null && !route) {
        throw validationError({ account_route_id: ["Choose one of the account's routes."] });
      }
      const cost = route?.cost ?? 0;
      const figures = await blastFigures(
        context.db,
        files.map((file) => file.id),
      );
      const total = blastEstimate(figures.values(), cost, channel);
      return ok({
        files: files.map((file) => {
          const figure = figures.get(file.id)!;
          return {
            id: file.id,
            filename: file.filename,
            rows: figure.rows,
            total_sms: figure.totalSms,
            estimate: blastEstimate([figure], cost, channel).estimate,
          };
        }),
        total_recipients: total.rows,
        total_sms: total.totalSms,
        estimate: total.estimate,
        cost_per_segment: cost,
        currency_code: route?.currency ?? account.currencyCode,
      });
    },
  );
};
