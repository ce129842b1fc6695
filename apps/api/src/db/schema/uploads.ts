import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { UploadPurpose } from "@sendline/core/contract";
import { accounts, users } from "./accounts";
import { contactGroups } from "./campaigns";

const counter = (name: string) => integer(name).notNull().default(0);

/**
 * An uploaded CSV (SPEC §3 "Uploaded file"): the stored file, what it is for, and what reading it
 * found. Rows are read when the upload is triggered; until then `status` is NEW.
 */
export const uploadedFiles = pgTable(
  "uploaded_files",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    uploadedBy: integer("uploaded_by").references(() => users.id),
    /** The uploader's name for the stored file (its `filelink`). */
    storedName: text("stored_name").notNull(),
    filename: text("filename").notNull(),
    size: counter("size"),
    purpose: text("purpose").$type<UploadPurpose>().notNull(),
    campaignKind: text("campaign_kind"),
    filetypeCode: text("filetype_code"),
    contactTypeCode: text("contact_type_code"),
    headers: text("headers").array().notNull().default([]),
    /** Personalisation fields the campaign's message uses, which a contacts file's header must hold. */
    requiredFields: text("required_fields").array().notNull().default([]),
    status: text("status").notNull().default("NEW"),
    progress: counter("progress"),
    rowsOnFile: counter("rows_on_file"),
    validContacts: counter("valid_contacts"),
    invalidRows: counter("invalid_rows"),
    duplicates: counter("duplicates"),
    error: text("error"),
    errorCode: integer("error_code"),
    errorField: text("error_field"),
    groupId: integer("group_id").references(() => contactGroups.id, { onDelete: "set null" }),
    /** The name of the group a contacts upload creates when it completes. */
    newGroupName: text("new_group_name"),
    replaceZero: boolean("replace_zero").notNull().default(true),
    isPurged: boolean("is_purged").notNull().default(false),
    dateCreated: timestamp("date_created", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("uploaded_files_account").on(table.accountId)],
);

/** A row an upload refused, by its line, for the rejected-rows CSV. */
export const uploadRejects = pgTable(
  "upload_rejects",
  {
    id: serial("id").primaryKey(),
    fileId: integer("file_id")
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: "cascade" }),
    line: integer("line").notNull(),
    reason: text("reason").notNull(),
    values: jsonb("values").$type<string[]>().notNull(),
  },
  (table) => [index("upload_rejects_file").on(table.fileId)],
);

/** A File Blast row: its own sender, recipient and message. */
export const blastRows = pgTable(
  "blast_rows",
  {
    id: serial("id").primaryKey(),
    fileId: integer("file_id")
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: "cascade" }),
    from: text("from").notNull(),
    to: text("to").notNull(),
    message: text("message").notNull(),
  },
  (table) => [index("blast_rows_file").on(table.fileId)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Uploaded files kept in the database (`UPLOAD_STORAGE=database`, the default on PostgreSQL), so
 * every API process reads what any of them stored: one row a file, written last, which makes it
 * visible, and its bytes in chunks.
 */
export const storedFiles = pgTable("stored_files", {
  /** `{folder}/{file}`, as the uploader names it (e.g. `{account id}/{uuid}.csv`). */
  name: text("name").primaryKey(),
  size: bigint("size", { mode: "number" }).notNull(),
  storedAt: timestamp("stored_at", { withTimezone: true }).notNull(),
});

export const storedFileChunks = pgTable(
  "stored_file_chunks",
  {
    name: text("name").notNull(),
    seq: integer("seq").notNull(),
    data: bytea("data").notNull(),
  },
  (table) => [primaryKey({ columns: [table.name, table.seq] })],
);
