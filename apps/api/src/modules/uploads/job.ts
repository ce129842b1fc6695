import { Transform } from "node:stream";
import { count, eq, sql } from "drizzle-orm";
import { UPLOAD_ERROR_TEXTS, acceptsFileType, type UploadCampaignKind, type UploadRow } from "@sendline/core";
import type { Db } from "../../db/database";
import { accounts, contactGroups, contacts, uploadedFiles } from "../../db/schema";
import { loadRows, loadTarget, type LoadColumn, type LoadValues } from "./load-rows";
import { readUploadFile, type FileType, type FileVerdict, type RejectedRow } from "./read-upload-file";
import type { FileStore } from "../../lib/file-store";

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;

/** The socket event type of an uploaded file's progress. */
export const UPLOAD_EVENT_TYPE = "uploaded_file";
/** The engine name `cmd:abort` names for upload jobs. */
export const UPLOAD_ENGINE = "contact_uploader";

/** Progress stays below this until the rows are stored (SPEC §4 "Upload progress"). */
const PROGRESS_CAP = 96;

/** The advisory lock (with the account id) a trial account's uploads take to count its contacts. */
const CONTACT_LIMIT_LOCK = 25;

/** The columns of `contacts` an upload fills, in the order `contactValues` gives them. */
export const CONTACT_COLUMNS: readonly LoadColumn[] = [
  { name: "account_id", type: "integer" },
  { name: "group_id", type: "integer" },
  { name: "mobile", type: "text" },
  { name: "email", type: "text" },
  { name: "first_name", type: "text" },
  { name: "last_name", type: "text" },
  { name: "fields", type: "jsonb" },
];
const BLAST_COLUMNS: readonly LoadColumn[] = [
  { name: "file_id", type: "integer" },
  { name: "from", type: "text" },
  { name: "to", type: "text" },
  { name: "message", type: "text" },
];
const REJECT_COLUMNS: readonly LoadColumn[] = [
  { name: "file_id", type: "integer" },
  { name: "line", type: "integer" },
  { name: "reason", type: "text" },
  { name: "values", type: "jsonb" },
];

const NAME_COLUMNS = new Set(["first_name", "firstname", "last_name", "lastname"]);
/** Characters a JSON string escapes (quote, backslash, controls) or that JSON.stringify treats apart (surrogates). */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const JSON_ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;
const jsonString = (value: string) => (JSON_ESCAPED.test(value) ? JSON.stringify(value) : `"${value}"`);

/**
 * Contacts rows as loaded: the names from first_name or firstname (and last_name or lastname), the
 * other columns as the contact's fields, written as JSON text as it goes rather than built as an
 * object and stringified: the rows of a file share their columns, so each key is quoted once.
 */
export function contactValues(
  accountId: number,
  groupId: number,
  people: readonly Extract<UploadRow, { kind: "contact" }>[],
): LoadValues[] {
  const keys = new Map<string, string>();
  const key = (name: string) => {
    let quoted = keys.get(name);
    if (quoted === undefined) keys.set(name, (quoted = `${jsonString(name)}:`));
    return quoted;
  };
  return people.map(({ mobile, email, fields }) => {
    let rest = "";
    for (const name in fields) {
      if (NAME_COLUMNS.has(name)) continue;
      rest += `${rest === "" ? "" : ","}${key(name)}${jsonString(fields[name]!)}`;
    }
    return [
      accountId,
      groupId,
      mobile,
      email,
      fields.first_name || fields.firstname || "",
      fields.last_name || fields.lastname || "",
      `{${rest}}`,
    ];
  });
}

/** Thrown inside the transaction to undo everything a failed or aborted read stored. */
class Undo extends Error {
  constructor(readonly verdict: Extract<FileVerdict, { ok: false }>) {
    super(verdict.error);
  }
}

export interface UploadJobDeps {
  db: Db;
  driver: "pglite" | "postgres";
  /** Where the stored file is read from. */
  files: FileStore;
  now: () => Date;
  /** Contacts a trial account may hold in all (SPEC §8 error_code 25). */
  trialContactLimit: number;
  /** Personalisation fields the header must hold besides the media record's own (from the trigger's message). */
  requiredFields?: readonly string[];
  /** Tells the account's sockets how the file is doing. */
  report(file: { id: number } & Record<string, unknown>): void;
}

/** The state a failed file is left in (SPEC §4 "Uploaded file states"). */
function failedState(verdict: Extract<FileVerdict, { ok: false }>): string {
  return verdict.error === UPLOAD_ERROR_TEXTS.aborted ? "Upload aborted" : (verdict.state ?? "Error");
}

/**
 * Reads a stored upload and stores its rows in one transaction: contacts into the file's group (a
 * contacts upload creates its new group with its first valid rows), File Blast rows for their
 * campaign, refused rows for the rejected-rows CSV, each batch in one statement (COPY on
 * PostgreSQL) while the next is read. A per-file error found after rows were stored, or an abort,
 * rolls all of it back: no group, no partial rows. A trial account's upload fails with error_code 25 once its contacts would pass the
 * limit, a File Blast file with error_code 100 when a message links off the account's safelist.
 * Progress (bytes read, capped at 96 % until the commit) goes to the sockets as the file is read.
 */
export async function runUploadJob(
  file: UploadedFileRow,
  deps: UploadJobDeps,
  signal: AbortSignal,
): Promise<UploadedFileRow> {
  const { db } = deps;
  const target = loadTarget(db, deps.driver);
  const [account] = await db.select().from(accounts).where(eq(accounts.id, file.accountId));
  if (!account) throw new Error(`Account ${file.accountId} is gone`);
  const [stored, content] = await Promise.all([
    deps.files.stat(file.storedName),
    deps.files.read(file.storedName),
  ]);
  if (!stored || !content) {
    // Stored where this process cannot read it (a data folder of another machine), or removed.
    return fail(db, file, { ok: false, error: UPLOAD_ERROR_TEXTS.fileNotReadable });
  }
  const size = stored.size || 1;
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
      // A trial account's uploads count its contacts one at a time, so two at once cannot both
      // take the last of its room.
      let maxContacts: number | undefined;
      if (account.isTrial) {
        await tx.execute(sql`select pg_advisory_xact_lock(${CONTACT_LIMIT_LOCK}, ${account.id})`);
        const [{ held } = { held: 0 }] = await tx
          .select({ held: count() })
          .from(contacts)
          .where(eq(contacts.accountId, account.id));
        maxContacts = Math.max(0, deps.trialContactLimit - held);
      }

      const storeContacts = async (people: Extract<UploadRow, { kind: "contact" }>[]) => {
        if (groupId === null) {
          const [created] = await tx
            .insert(contactGroups)
            .values({
              accountId: file.accountId,
              name: file.newGroupName ?? file.filename.replace(/\.csv$/i, ""),
              contactType: people[0]!.email === null ? "sms" : "email",
              dateCreated: deps.now(),
            })
            .returning();
          groupId = created!.id;
        }
        await loadRows(
          tx,
          target,
          "contacts",
          CONTACT_COLUMNS,
          contactValues(file.accountId, groupId, people),
        );
      };
      const store = async (rows: UploadRow[]) => {
        const people: Extract<UploadRow, { kind: "contact" }>[] = [];
        const blast: LoadValues[] = [];
        for (const row of rows) {
          if (row.kind === "contact") people.push(row);
          else blast.push([file.id, row.from, row.to, row.message]);
        }
        await loadRows(tx, target, "blast_rows", BLAST_COLUMNS, blast);
        if (people.length > 0) await storeContacts(people);
      };
      const storeRejects = (rejects: RejectedRow[]) =>
        loadRows(
          tx,
          target,
          "upload_rejects",
          REJECT_COLUMNS,
          rejects.map((reject) => [file.id, reject.line, reject.reason, JSON.stringify(reject.values)]),
        );

      content.once("error", (error) => counting.destroy(error));
      const verdict = await readUploadFile(content.pipe(counting), {
        rules: {
          countryCode: account.countryCode,
          minLength: account.countryMinLength,
          maxLength: account.countryMaxLength,
          replaceZero: file.replaceZero,
        },
        accepts,
        requiredFields: [...file.requiredFields, ...(deps.requiredFields ?? [])],
        ...(maxContacts !== undefined && { maxContacts }),
        safelistedDomains: account.safelistedDomains,
        signal,
        onRows: store,
        onRejects: storeRejects,
      });
      if (!verdict.ok) {
        // Nothing valid was stored: keep the refused rows to download, undo nothing else.
        if (
          verdict.error === UPLOAD_ERROR_TEXTS.noValidContacts ||
          verdict.error === UPLOAD_ERROR_TEXTS.noValidTransactions
        ) {
          const [failed] = await tx
            .update(uploadedFiles)
            .set({
              status: "Error",
              progress: 100,
              rowsOnFile: verdict.counts?.rowsOnFile ?? 0,
              validContacts: 0,
              invalidRows: verdict.counts?.invalid ?? 0,
              duplicates: verdict.counts?.duplicates ?? 0,
              error: verdict.error,
              errorCode: null,
              errorField: null,
            })
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
          errorCode: null,
          errorField: null,
        })
        .where(eq(uploadedFiles.id, file.id))
        .returning();
      return done!;
    });
  } catch (error) {
    if (!(error instanceof Undo)) throw error;
    return fail(db, file, error.verdict);
  }
}

/** Leaves a file failed with the verdict's error, and nothing of it stored. */
export async function fail(
  db: Db,
  file: UploadedFileRow,
  verdict: Extract<FileVerdict, { ok: false }>,
): Promise<UploadedFileRow> {
  const [failed] = await db
    .update(uploadedFiles)
    .set({
      status: failedState(verdict),
      progress: 0,
      error: verdict.error,
      errorCode: verdict.code ?? null,
      errorField: verdict.detail ?? null,
      groupId: file.groupId,
    })
    .where(eq(uploadedFiles.id, file.id))
    .returning();
  return failed!;
}
