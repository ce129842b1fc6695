import { isUtf8 } from "node:buffer";
import { Transform, Writable, type Readable, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CsvError, Parser } from "csv-parse";
import {
  EMPTY_FILE_MESSAGE,
  FILE_BLAST_HEADERS,
  EMAIL_HEADERS,
  MOBILE_HEADERS,
  UNRECOGNIZED_FILE_TYPE_MESSAGE,
  UNSUPPORTED_FILE_TYPE_MESSAGE,
  UPLOAD_ERROR_CODES,
  UPLOAD_ERROR_TEXTS,
  detectFileType,
  incompleteHeaderText,
  missingBlastHeaderText,
  missingHeaderFields,
  normalizeHeader,
  uploadRowReader,
  validateHeaders,
  type UploadFileState,
  type UploadFileType,
  type UploadRow,
  type UploadRowReader,
  type UploadRowRules,
} from "@sendline/core";
import { nonSafelistedUrls } from "@sendline/core/safelist";

/** The longest record read; a longer one is a per-file error, not a memory spike. */
export const MAX_RECORD_CHARS = 100_000;

/** A row refused, by its line on the file (1 is the header). */
export interface RejectedRow {
  line: number;
  reason: string;
  values: string[];
}

export type FileType = Exclude<UploadFileType, "INVALID">;

/** The state a per-file error leaves the file in (SPEC §4 "Uploaded file states", or an error state). */
export type FailedFileState = Extract<UploadFileState, "Invalid file type" | "Invalid Header(s)"> | "Error";

/** What reading a file found: a per-file error, or the counts of a readable file. */
export type FileVerdict =
  | {
      ok: false;
      error: string;
      /** What is wrong in detail: the header at fault, the addresses not safelisted. */
      detail?: string;
      status?: 415;
      /** The uploader's error code (SPEC §8): 25 the trial limit, 100 addresses not safelisted. */
      code?: number;
      state?: FailedFileState;
      /** A file read to its end with no valid row: what it held, its refused rows handed on. */
      counts?: { rowsOnFile: number; invalid: number; duplicates: number };
    }
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
  /** Personalisation fields the message uses, which a contacts file's header must hold. */
  requiredFields?: readonly string[];
  /**
   * The most valid contacts the file may hold (a trial account's room left): one more fails the
   * file at once with error_code 25. Unlimited when absent.
   */
  maxContacts?: number;
  /**
   * The account's safelisted domains: a File Blast message linking anywhere else fails the file
   * with error_code 100, naming the addresses. Unchecked when absent.
   */
  safelistedDomains?: readonly string[];
  /** Valid rows, in batches of about `batchSize`, in file order. */
  onRows(rows: UploadRow[]): Promise<void>;
  /** Refused rows, batched likewise. */
  onRejects(rows: RejectedRow[]): Promise<void>;
  /** @default 5000 */
  batchSize?: number;
  signal?: AbortSignal;
}

class FileError extends Error {
  constructor(
    message: string,
    readonly more: { detail?: string; status?: 415; code?: number; state?: FailedFileState } = {},
  ) {
    super(message);
  }
}

const NOT_UTF8 = "The file is not UTF-8 text. Save it as CSV UTF-8 and upload it again.";

/** Addresses named in a not-safelisted error; the rest are counted. */
const URLS_NAMED = 10;

/** Where a trailing multi-byte sequence the chunk cuts short starts (the chunk's length if none). */
function wholeCharactersEnd(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}

/**
 * Refuses bytes that are not UTF-8 text: a NUL byte marks a binary file (an unsupported type),
 * other invalid sequences a text file in another encoding. Passes the bytes on unchanged. Checked
 * with `isUtf8`, which makes no string (the parser makes its own); a character cut by a chunk's end
 * is checked with the next chunk.
 */
function utf8Text(): Transform {
  let carried: Buffer | null = null;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (chunk.includes(0)) {
        return done(new FileError(UNSUPPORTED_FILE_TYPE_MESSAGE, { state: "Invalid file type" }));
      }
      const bytes = carried ? Buffer.concat([carried, chunk]) : chunk;
      const end = wholeCharactersEnd(bytes);
      if (!isUtf8(bytes.subarray(0, end))) return done(new FileError(NOT_UTF8));
      carried = end < bytes.length ? Buffer.from(bytes.subarray(end)) : null;
      done(null, chunk);
    },
    flush(done) {
      done(carried ? new FileError(NOT_UTF8) : undefined);
    },
  });
}

/**
 * csv-parse's parser handing each record straight to `onRecord` with its line, instead of queueing
 * it as a stream object: no `info` object and no async iteration step per record, which cost more
 * than the parsing. `afterChunk` runs after each chunk's records, and the next chunk waits for it,
 * so storage sets the pace.
 */
class RecordParser extends Parser {
  constructor(
    private readonly onRecord: (record: string[], line: number) => void,
    private readonly afterChunk: () => Promise<void>,
  ) {
    super({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      max_record_size: MAX_RECORD_CHARS,
    });
  }

  // csv-parse pushes each record as it completes, with `info.lines` at its last line.
  override push(record: unknown, encoding?: BufferEncoding): boolean {
    if (record === null) return super.push(null, encoding);
    this.onRecord(record as string[], this.info.lines);
    return true;
  }

  override _transform(chunk: Buffer, encoding: BufferEncoding, callback: TransformCallback): void {
    super._transform(chunk, encoding, (error?: Error | null) => {
      if (error) return callback(error);
      this.afterChunk().then(() => callback(), callback);
    });
  }
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
    return new FileError(missingBlastHeaderText(missing), { state: "Invalid Header(s)" });
  }
  return new FileError(UNRECOGNIZED_FILE_TYPE_MESSAGE, { state: "Invalid file type" });
}

/**
 * Reads an uploaded CSV as a stream (SPEC §5 "Contact and blast file upload"), never holding it
 * whole: csv-parse with a BOM, any of CRLF / LF / CR line ends, quoted fields with commas, quotes
 * and newlines, and empty lines skipped. The header row is checked by core's rules and names the
 * file type; each data row is read by core's row reader, duplicates within the file dropped,
 * counted and listed with the refused rows under the line they repeat, ragged rows refused by line. Valid and refused rows go to the callbacks in batches,
 * one batch stored while the next is read, and never more than that. Syntax errors, binary and
 * non-UTF-8 files, a file of no rows, a header short of the message's fields, more contacts than
 * `maxContacts`, File Blast links off the safelist and an abort come back as a per-file error;
 * nothing throws but the callbacks' own failures.
 */
export async function readUploadFile(source: Readable, options: ReadOptions): Promise<FileVerdict> {
  const batchSize = options.batchSize ?? 5000;
  let headers: string[] | null = null;
  let type: FileType | null = null;
  let readRow: UploadRowReader | null = null;
  let rowsOnFile = 0;
  let valid = 0;
  let invalid = 0;
  let duplicates = 0;
  // Each row's key and the line it was first read on, to name the line a duplicate repeats.
  const seen = new Map<string, number>();
  let rows: UploadRow[] = [];
  let rejects: RejectedRow[] = [];
  // Addresses off the safelist: the file fails, so nothing more is stored, but it is read to the
  // end to name them.
  const offending = new Set<string>();
  let offendingRows = 0;

  // A per-file error found while reading: parsing stops, the streams are torn down, and the error
  // is answered, not whatever the teardown reports.
  let failure: FileError | null = null;
  let lastRowLine = 0;

  const readHeader = (record: string[]) => {
    const check = validateHeaders(record);
    if (!check.valid) {
      throw new FileError(UPLOAD_ERROR_TEXTS.invalidHeaders, {
        ...(check.error !== undefined && { detail: check.error }),
        state: "Invalid Header(s)",
      });
    }
    headers = record.map(normalizeHeader);
    const detected = detectFileType(record);
    if (detected === "INVALID") throw unrecognized(headers);
    type = detected;
    if (options.accepts && !options.accepts(type)) {
      throw new FileError(UPLOAD_ERROR_TEXTS.fileTypeNotAllowed, { status: 415, state: "Invalid file type" });
    }
    if (type !== "FILE_BLAST") {
      const missing = missingHeaderFields(headers, options.requiredFields ?? []);
      if (missing.length > 0)
        throw new FileError(incompleteHeaderText(missing), { state: "Invalid Header(s)" });
    }
    readRow = uploadRowReader(type, headers, options.rules);
  };

  const onRecord = (record: string[], line: number) => {
    if (failure) return;
    lastRowLine = line;
    if (readRow === null) {
      try {
        readHeader(record);
      } catch (error) {
        if (!(error instanceof FileError)) throw error;
        failure = error;
      }
      return;
    }
    rowsOnFile += 1;
    const width = headers!.length;
    if (record.length !== width) {
      invalid += 1;
      rejects.push({
        line,
        reason: `The row has ${record.length} fields; the header has ${width}.`,
        values: record,
      });
      return;
    }
    const outcome = readRow(record);
    if (!outcome.ok) {
      invalid += 1;
      rejects.push({ line, reason: outcome.reason, values: record });
      return;
    }
    const first = seen.get(outcome.key);
    if (first !== undefined) {
      duplicates += 1;
      rejects.push({ line, reason: duplicateRowReason(first), values: record });
      return;
    }
    seen.set(outcome.key, line);
    valid += 1;
    const { row } = outcome;
    if (row.kind === "contact" && options.maxContacts !== undefined && valid > options.maxContacts) {
      failure = new FileError(UPLOAD_ERROR_TEXTS.trialLimit, { code: UPLOAD_ERROR_CODES.trialLimit });
      return;
    }
    if (row.kind === "blast" && options.safelistedDomains) {
      const urls = nonSafelistedUrls(row.message, options.safelistedDomains);
      if (urls.length > 0) {
        offendingRows += 1;
        for (const url of urls) if (offending.size < URLS_NAMED + 1) offending.add(url);
      }
    }
    rows.push(row);
  };

  // One batch is stored while the next is read: the database works while the file is parsed.
  let storing: Promise<void> = Promise.resolve();
  const handOn = async () => {
    const batch = rows;
    const refused = rejects;
    rows = [];
    rejects = [];
    await storing;
    if (offendingRows > 0) return;
    storing = (async () => {
      if (batch.length > 0) await options.onRows(batch);
      if (refused.length > 0) await options.onRejects(refused);
    })();
    // Awaited later; until then its failure must not count as unhandled.
    storing.catch(() => {});
  };
  const afterChunk = async () => {
    if (failure) throw failure;
    if (rows.length >= batchSize || rejects.length >= batchSize) await handOn();
  };

  try {
    await pipeline(
      source,
      utf8Text(),
      new RecordParser(onRecord, afterChunk),
      new Writable({ objectMode: true, write: (_record, _encoding, done) => done() }),
      { signal: options.signal },
    );
  } catch (error) {
    await storing;
    if (failure) return fileError(failure);
    if (error instanceof FileError) return fileError(error);
    if (error instanceof CsvError) return fileError(syntaxError(error, lastRowLine));
    if (options.signal?.aborted) return { ok: false, error: UPLOAD_ERROR_TEXTS.aborted };
    throw error;
  }
  if (failure) {
    await storing;
    return fileError(failure);
  }
  await handOn();
  await storing;
  if (headers === null || type === null) return { ok: false, error: EMPTY_FILE_MESSAGE };
  if (offendingRows > 0) {
    const named = [...offending].slice(0, URLS_NAMED);
    const more = offending.size > URLS_NAMED ? " and more" : "";
    return fileError(
      new FileError(UPLOAD_ERROR_TEXTS.notSafelisted, {
        code: UPLOAD_ERROR_CODES.notSafelisted,
        detail: `${named.join(", ")}${more}`,
      }),
    );
  }
  if (valid === 0) return { ok: false, error: noValid(type), counts: { rowsOnFile, invalid, duplicates } };
  return { ok: true, type, headers, rowsOnFile, valid, invalid, duplicates };
}

/** The reason listed for a row dropped as a repeat of an earlier one. */
export const duplicateRowReason = (firstLine: number) => `Duplicate of line ${firstLine}.`;

const noValid = (type: FileType | null) =>
  type === "FILE_BLAST" ? UPLOAD_ERROR_TEXTS.noValidTransactions : UPLOAD_ERROR_TEXTS.noValidContacts;

function fileError(error: FileError): FileVerdict {
  const { detail, status, code, state } = error.more;
  return {
    ok: false,
    error: error.message,
    ...(detail !== undefined && { detail }),
    ...(status !== undefined && { status }),
    ...(code !== undefined && { code }),
    ...(state !== undefined && { state }),
  };
}
