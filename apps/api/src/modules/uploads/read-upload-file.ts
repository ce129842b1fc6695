import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CsvError, parse, type Info } from "csv-parse";
import {
  EMPTY_FILE_MESSAGE,
  FILE_BLAST_HEADERS,
  EMAIL_HEADERS,
  MOBILE_HEADERS,
  UNRECOGNIZED_FILE_TYPE_MESSAGE,
  UNSUPPORTED_FILE_TYPE_MESSAGE,
  UPLOAD_ERROR_TEXTS,
  detectFileType,
  incompleteHeaderText,
  missingBlastHeaderText,
  normalizeHeader,
  readUploadRow,
  validateHeaders,
  type UploadFileType,
  type UploadRow,
  type UploadRowRules,
} from "@sendline/core";

/** The longest record read; a longer one is a per-file error, not a memory spike. */
export const MAX_RECORD_CHARS = 100_000;

/** A row refused, by its line on the file (1 is the header). */
export interface RejectedRow {
  line: number;
  reason: string;
  values: string[];
}

export type FileType = Exclude<UploadFileType, "INVALID">;

/** What reading a file found: a per-file error, or the counts of a readable file. */
export type FileVerdict =
  | { ok: false; error: string; detail?: string; status?: 415 }
  | {
      ok: true;
      type: FileType;
      headers: string[];
      /** Data rows on the file, empty lines left out. */
      rowsOnFile: number;
      valid: number;
      invalid: number;
      duplicates: number;
    };

export interface ReadOptions {
  rules: UploadRowRules;
  /** Whether the campaign (or contact group) the file is for takes this type (SPEC §5). */
  accepts?: (type: FileType) => boolean;
  /** Personalisation fields the message uses, which the header must hold. */
  requiredFields?: readonly string[];
  /** Valid rows, in batches of `batchSize`, in file order. */
  onRows(rows: UploadRow[]): Promise<void>;
  /** Refused rows, batched likewise. */
  onRejects(rows: RejectedRow[]): Promise<void>;
  batchSize?: number;
  signal?: AbortSignal;
}

class FileError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
    readonly status?: 415,
  ) {
    super(message);
  }
}

const NOT_UTF8 = "The file is not UTF-8 text. Save it as CSV UTF-8 and upload it again.";

/**
 * Refuses bytes that are not UTF-8 text: a NUL byte marks a binary file (an unsupported type),
 * other invalid sequences a text file in another encoding. Passes the bytes on unchanged.
 */
function utf8Text(): Transform {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (chunk.includes(0)) return done(new FileError(UNSUPPORTED_FILE_TYPE_MESSAGE));
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        return done(new FileError(NOT_UTF8));
      }
      done(null, chunk);
    },
    flush(done) {
      try {
        decoder.decode();
        done();
      } catch {
        done(new FileError(NOT_UTF8));
      }
    },
  });
}

/**
 * The per-file words of a CSV syntax error, by its line: the line found on, or for a quote never
 * closed, the line its row starts on (the one after the last whole row).
 */
function syntaxError(error: CsvError, lastRowLine: number): FileError {
  const line = (error as CsvError & { lines?: number }).lines;
  const at = line ? `Line ${line}: ` : "";
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return new FileError(`Line ${lastRowLine + 1}: a quoted field is never closed.`);
    case "CSV_INVALID_CLOSING_QUOTE":
      return new FileError(`${at}a closing quote is followed by other characters.`);
    case "CSV_MAX_RECORD_SIZE":
      return new FileError(
        `${at}the row is longer than ${MAX_RECORD_CHARS.toLocaleString("en-US")} characters.`,
      );
    default:
      return new FileError(`${at}${error.message}`);
  }
}

/** Why a header row names no file type: a File Blast header short of one of its three names, or none. */
function unrecognized(headers: readonly string[]): FileError {
  const blastNames = FILE_BLAST_HEADERS.filter((name) => headers.includes(name));
  const contacts = [...MOBILE_HEADERS, ...EMAIL_HEADERS].some((name) => headers.includes(name));
  if (!contacts && blastNames.length === FILE_BLAST_HEADERS.length - 1) {
    const missing = FILE_BLAST_HEADERS.find((name) => !headers.includes(name))!;
    return new FileError(missingBlastHeaderText(missing));
  }
  return new FileError(UNRECOGNIZED_FILE_TYPE_MESSAGE);
}

/**
 * Reads an uploaded CSV as a stream (SPEC §5 "Contact and blast file upload"), never holding it
 * whole: csv-parse with a BOM, any of CRLF / LF / CR line ends, quoted fields with commas, quotes
 * and newlines, and empty lines skipped. The header row is checked by core's rules and names the
 * file type; each data row is read by core's `readUploadRow`, duplicates within the file dropped
 * and counted, ragged rows refused by line. Valid and refused rows go to the callbacks in batches,
 * awaited, so storage sets the pace. Syntax errors, binary and non-UTF-8 files, a file of no rows
 * and an abort come back as a per-file error; nothing throws but the callbacks' own failures.
 */
export async function readUploadFile(source: Readable, options: ReadOptions): Promise<FileVerdict> {
  const batchSize = options.batchSize ?? 5000;
  let headers: string[] | null = null;
  let type: FileType | null = null;
  let rowsOnFile = 0;
  let valid = 0;
  let invalid = 0;
  let duplicates = 0;
  const seen = new Set<string>();
  let rows: UploadRow[] = [];
  let rejects: RejectedRow[] = [];

  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    max_record_size: MAX_RECORD_CHARS,
  });

  // A per-file error found while reading: the loop stops, the streams are torn down, and the
  // error is answered, not whatever the teardown reports.
  let failure: FileError | null = null;
  let lastRowLine = 0;
  const consume = async (records: AsyncIterable<{ record: string[]; info: Info }>) => {
    try {
      await readRecords(records);
    } catch (error) {
      if (!(error instanceof FileError)) throw error;
      failure = error;
    }
  };
  const readRecords = async (records: AsyncIterable<{ record: string[]; info: Info }>) => {
    for await (const { record, info } of records) {
      lastRowLine = info.lines;
      if (headers === null) {
        const check = validateHeaders(record);
        if (!check.valid) throw new FileError(UPLOAD_ERROR_TEXTS.invalidHeaders, check.error);
        headers = record.map(normalizeHeader);
        const detected = detectFileType(record);
        if (detected === "INVALID") throw unrecognized(headers);
        type = detected;
        if (options.accepts && !options.accepts(type)) {
          throw new FileError(UPLOAD_ERROR_TEXTS.fileTypeNotAllowed, undefined, 415);
        }
        const missing = (options.requiredFields ?? []).filter((field) => !headers!.includes(field));
        if (missing.length > 0) throw new FileError(incompleteHeaderText(missing));
        continue;
      }
      rowsOnFile += 1;
      const line = info.lines;
      if (record.length !== headers.length) {
        invalid += 1;
        rejects.push({
          line,
          reason: `The row has ${record.length} fields; the header has ${headers.length}.`,
          values: record,
        });
      } else {
        const outcome = readUploadRow(type!, headers, record, options.rules);
        if (!outcome.ok) {
          invalid += 1;
          rejects.push({ line, reason: outcome.reason, values: record });
        } else if (seen.has(outcome.key)) {
          duplicates += 1;
        } else {
          seen.add(outcome.key);
          valid += 1;
          rows.push(outcome.row);
        }
      }
      if (rows.length >= batchSize) {
        await options.onRows(rows);
        rows = [];
      }
      if (rejects.length >= batchSize) {
        await options.onRejects(rejects);
        rejects = [];
      }
    }
  };

  try {
    await pipeline(source, utf8Text(), parser, consume, { signal: options.signal });
  } catch (error) {
    if (failure) return fileError(failure);
    if (error instanceof FileError) return fileError(error);
    if (error instanceof CsvError) return fileError(syntaxError(error, lastRowLine));
    if (options.signal?.aborted) return { ok: false, error: UPLOAD_ERROR_TEXTS.aborted };
    throw error;
  }
  if (failure) return fileError(failure);
  if (rows.length > 0) await options.onRows(rows);
  if (rejects.length > 0) await options.onRejects(rejects);
  if (headers === null || type === null) return { ok: false, error: EMPTY_FILE_MESSAGE };
  if (valid === 0) return { ok: false, error: noValid(type) };
  return { ok: true, type, headers, rowsOnFile, valid, invalid, duplicates };
}

const noValid = (type: FileType | null) =>
  type === "FILE_BLAST" ? UPLOAD_ERROR_TEXTS.noValidTransactions : UPLOAD_ERROR_TEXTS.noValidContacts;

function fileError(error: FileError): FileVerdict {
  return {
    ok: false,
    error: error.message,
    ...(error.detail !== undefined && { detail: error.detail }),
    ...(error.status !== undefined && { status: error.status }),
  };
}
