import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Transform } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { UPLOAD_ERROR_TEXTS, acceptsFileType, type UploadCampaignKind, type UploadRow } from "@sendline/core";
import type { Db } from "../../db/database";
import { accounts, blastRows, contactGroups, uploadRejects, uploadedFiles } from "../../db/schema";
import { readUploadFile, type FileType, type FileVerdict } from "./read-upload-file";

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;

/** The socket event type of an uploaded file's progress. */
export const UPLOAD_EVENT_TYPE = "uploaded_file";
/** The engine name `cmd:abort` names for upload jobs. */
export const UPLOAD_ENGINE = "contact_uploader";

/** Progress stays below this until the rows are stored (SPEC §4 "Upload progress"). */
const PROGRESS_CAP = 96;

/** A PostgreSQL array literal of text values (null for NULL), bound as one parameter. */
function pgArray(values: readonly (string | null)[]): string {
  const items = values.map((value) =>
    value === null ? "NULL" : `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`,
  );
  return `{${items.join(",")}}`;
}

/** Thrown inside the transaction to undo everything a failed or aborted read stored. */
class Undo extends Error {
  constructor(readonly verdict: Extract<FileVerdict, { ok: false }>) {
    super(verdict.error);
  }
}

export interface UploadJobDeps {
  db: Db;
  /** The stored file's path on disk. */
  path: string;
  now: () => Date;
  /** Tells the account's sockets how the file is doing. */
  report(file: { id: number } & Record<string, unknown>): void;
}

/**
 * Reads a stored upload and stores its rows in one transaction: contacts into the file's group (a
 * contacts upload creates its new group with its first valid rows), File Blast rows for their
 * campaign, refused rows for the rejected-rows CSV. A per-file error found after rows were stored,
 * or an abort, rolls all of it back: no group, no partial rows. Progress (bytes read, capped at
 * 96 % until the commit) goes to the sockets as the file is read.
 */
export async function runUploadJob(
  file: UploadedFileRow,
  deps: UploadJobDeps,
  signal: AbortSignal,
): Promise<UploadedFileRow> {
  const { db } = deps;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, file.accountId));
  if (!account) throw new Error(`Account ${file.accountId} is gone`);
  const size = (await stat(deps.path)).size || 1;
  let read = 0;
  let lastReported = -1;
  const counting = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      read += chunk.length;
      const progress = Math.min(PROGRESS_CAP, Math.floor((read / size) * 100));
      if (progress !== lastReported) {
        lastReported = progress;
        deps.report({ id: file.id, status: "Validating", progress });
      }
      done(null, chunk);
    },
  });

  // A contacts upload takes contacts files, and an existing group only its own channel's.
  const [group] = file.groupId
    ? await db.select().from(contactGroups).where(eq(contactGroups.id, file.groupId))
    : [];
  const accepts = (type: FileType) =>
    file.purpose === "contacts"
      ? type !== "FILE_BLAST" &&
        (!group || group.contactType === (type === "EMAIL_CONTACTS" ? "email" : "sms"))
      : acceptsFileType((file.campaignKind ?? "non_file") as UploadCampaignKind, type);

  try {
    return await db.transaction(async (tx) => {
      let groupId = file.groupId;
      const store = async (rows: UploadRow[]) => {
        const blast = rows.flatMap((row) => (row.kind === "blast" ? [row] : []));
        if (blast.length > 0) {
          await tx.insert(blastRows).values(blast.map((row) => ({ fileId: file.id, ...row })));
        }
        const people = rows.flatMap((row) => (row.kind === "contact" ? [row] : []));
        if (people.length === 0) return;
        if (groupId === null) {
          const [group] = await tx
            .insert(contactGroups)
            .values({
              accountId: file.accountId,
              name: file.newGroupName ?? file.filename.replace(/\.csv$/i, ""),
              contactType: people[0]!.email === null ? "sms" : "email",
              dateCreated: deps.now(),
            })
            .returning();
          groupId = group!.id;
        }
        const prepared = people.map(({ mobile, email, fields }) => {
          const { first_name = "", firstname, last_name = "", lastname, ...rest } = fields;
          return {
            mobile,
            email,
            first: first_name || firstname || "",
            last: last_name || lastname || "",
            rest,
          };
        });
        // One statement a batch with one array a column: a multi-row VALUES of 5,000 rows would
        // bind 35,000 parameters, which costs more than storing the rows.
        await tx.execute(sql`
          insert into contacts (account_id, group_id, mobile, email, first_name, last_name, fields)
          select ${file.accountId}, ${groupId}, t.mobile, t.email, t.first_name, t.last_name, t.fields::jsonb
          from unnest(
            ${pgArray(prepared.map((row) => row.mobile))}::text[],
            ${pgArray(prepared.map((row) => row.email))}::text[],
            ${pgArray(prepared.map((row) => row.first))}::text[],
            ${pgArray(prepared.map((row) => row.last))}::text[],
            ${pgArray(prepared.map((row) => JSON.stringify(row.rest)))}::text[]
          ) as t(mobile, email, first_name, last_name, fields)
        `);
      };

      const verdict = await readUploadFile(createReadStream(deps.path).pipe(counting), {
        rules: {
          countryCode: account.countryCode,
          minLength: account.countryMinLength,
          maxLength: account.countryMaxLength,
          replaceZero: file.replaceZero,
        },
        accepts,
        signal,
        onRows: store,
        onRejects: async (rejects) => {
          await tx.insert(uploadRejects).values(rejects.map((reject) => ({ fileId: file.id, ...reject })));
        },
      });
      if (!verdict.ok) {
        // Nothing valid was stored: keep the refused rows to download, undo nothing else.
        if (
          verdict.error === UPLOAD_ERROR_TEXTS.noValidContacts ||
          verdict.error === UPLOAD_ERROR_TEXTS.noValidTransactions
        ) {
          const [failed] = await tx
            .update(uploadedFiles)
            .set({ status: "Error", progress: 100, rowsOnFile: 0, error: verdict.error, errorField: null })
            .where(eq(uploadedFiles.id, file.id))
            .returning();
          return failed!;
        }
        throw new Undo(verdict);
      }
      const [done] = await tx
        .update(uploadedFiles)
        .set({
          status: "Completed",
          progress: 100,
          filetypeCode: verdict.type,
          contactTypeCode:
            verdict.type === "EMAIL_CONTACTS" ? "email" : verdict.type === "SMS_CONTACTS" ? "sms" : null,
          headers: verdict.headers,
          rowsOnFile: verdict.rowsOnFile,
          validContacts: verdict.valid,
          invalidRows: verdict.invalid,
          duplicates: verdict.duplicates,
          groupId,
          error: null,
        })
        .where(eq(uploadedFiles.id, file.id))
        .returning();
      return done!;
    });
  } catch (error) {
    if (!(error instanceof Undo)) throw error;
    const { verdict } = error;
    const aborted = verdict.error === UPLOAD_ERROR_TEXTS.aborted;
    const [failed] = await db
      .update(uploadedFiles)
      .set({
        status: aborted
          ? "Upload aborted"
          : verdict.error === UPLOAD_ERROR_TEXTS.invalidHeaders
            ? "Invalid Header(s)"
            : "Error",
        progress: 0,
        error: verdict.error,
        errorField: verdict.detail ?? null,
        groupId: file.groupId,
      })
      .where(eq(uploadedFiles.id, file.id))
      .returning();
    return failed!;
  }
}
