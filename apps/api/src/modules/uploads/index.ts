import { randomUUID } from "node:crypto";
import { PassThrough, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import multipart from "@fastify/multipart";
import { and, asc, eq, gt, ilike } from "drizzle-orm";
import {
  EMPTY_FILE_MESSAGE,
  PUBLIC_UPLOAD_TYPES,
  UPLOAD_ERROR_TEXTS,
  UPLOAD_SIZE_LIMITS_MB,
  fileSizeLimitMessage,
  matchesPublicUploadType,
  messageFields,
  normalizeHeader,
  publicUploadType,
  uploadFileTypeLabel,
  type PublicUploadType,
  type UploadFileType,
} from "@sendline/core";
import {
  listResponseSchema,
  rejectedRowSchema,
  rowIdParamsSchema,
  saveUploadedFileBodySchema,
  successEnvelopeSchema,
  UPLOAD_PURPOSES,
  uploadedFileSchema,
  uploaderAnswerSchema,
  type UploadPurpose,
} from "@sendline/core/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contactGroups, uploadRejects, uploadedFiles } from "../../db/schema";
import { CSV_PAGE_ROWS, csvPages, sendCsv } from "../../lib/csv";
import { HttpError, ok } from "../../lib/http";
import { containsPattern, listQuerySchema, listRows } from "../../lib/list";
import { authenticate, currentAuth, requestAccount } from "../../plugins/auth";
import type { AppContext } from "../../plugins/context";
import { UPLOAD_ENGINE, UPLOAD_EVENT_TYPE, fail, runUploadJob, type UploadedFileRow } from "./job";
import { PUBLIC_FOLDER } from "./public-images";

const rejectsQuery = listQuerySchema({ sortColumns: ["line"], filters: {} });
const MB = 1024 * 1024;

/** A stored file's name: the account's folder and a random name, so one account never reaches another's. */
const STORED_NAME = /^(\d+)\/[0-9a-f-]{36}\.csv$/;
/** A public file's name: a random (v4 UUID, 122 random bits) name and its type's extension. */
const PUBLIC_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(csv|png|jpg|gif)$/;
/** The signatures checked are this long. */
const HEAD_BYTES = 8;

const publicParams = z.object({ name: z.string().regex(PUBLIC_NAME) });
const triggerQuery = z.object({
  /**
   * The campaign's message: its `{{field}}` tags must be columns of a contacts file. A query
   * string is bounded by the request line's size; a longer message's fields go on the media
   * record (`fields`).
   */
  message: z.string().max(8_000).optional(),
});

/** An uploaded file as the contract answers it. */
function fileAnswer(file: UploadedFileRow, groupName: string | null = null) {
  return {
    id: file.id,
    filename: file.filename,
    size: file.size,
    rows_on_file: file.rowsOnFile,
    progress: file.progress,
    status: file.status,
    filetype_code: file.filetypeCode,
    filetype_name: file.filetypeCode ? uploadFileTypeLabel(file.filetypeCode as UploadFileType) : null,
    contact_type_code: file.contactTypeCode,
    fields: file.headers,
    error: file.error,
    error_code: file.errorCode,
    error_field: file.errorField,
    valid_contacts: file.validContacts,
    invalid_rows: file.invalidRows,
    duplicates: file.duplicates,
    is_purged: file.isPurged,
    group_id: file.groupId,
    group_name: groupName ?? file.newGroupName,
    replace_zero: file.replaceZero,
    date_created: file.dateCreated.toISOString(),
  };
}

/**
 * Uploads (SPEC §5, §7 "Campaigns, media and uploads"): the uploader host stores a CSV as it
 * streams in (`POST /uploader/s3upload`), the media record names what it is for
 * (`POST /ajax/media/upload_file`), and a trigger reads and stores its rows
 * (`GET /uploader/trigger/{id}`) while its progress goes to the account's sockets; `cmd:abort
 * {engine: "contact_uploader", id}` or `POST /uploader/abort/{id}` stops it, undoing what it stored.
 */
export const uploadsModule: FastifyPluginAsyncZod = async (app) => {
  const context: AppContext = app.context;
  const { db } = context;
  const { files } = context;
  // The jobs under way, with their account: an abort is checked against this, not the database,
  // which (on PGlite's one connection) is busy with the job's own transaction.
  const running = new Map<number, { controller: AbortController; accountId: number }>();

  const report = (accountId: number) => (file: { id: number } & Record<string, unknown>) =>
    app.realtime.emit(accountId, "update", UPLOAD_EVENT_TYPE, file);

  async function find(accountId: number, id: number): Promise<UploadedFileRow> {
    const [file] = await db
      .select()
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.accountId, accountId)));
    if (!file) throw new HttpError(404, "File not found");
    return file;
  }

  function abort(accountId: number, id: number): boolean {
    const job = running.get(id);
    if (!job || job.accountId !== accountId) return false;
    job.controller.abort();
    return true;
  }
  app.realtime.onAbort(UPLOAD_ENGINE, async (caller, id) =>
    abort(caller.accountId, id)
      ? { status: true }
      : { status: false, message: "No upload of that id is running." },
  );
  app.addHook("preClose", async () => {
    for (const job of running.values()) job.controller.abort();
  });

  await app.register(multipart, {
    limits: { files: 1, fields: 10, fileSize: UPLOAD_SIZE_LIMITS_MB.campaign * MB + 1 },
  });

  /**
   * Stores a multipart upload's file as it streams in, refusing a type not taken with 415 and a
   * file over its size limit or empty in the SPEC's words. A private upload takes a CSV (30 MB for
   * a campaign, 10 MB for contacts); a public one (Viber) also a PNG, JPEG or GIF image (10 MB),
   * checked by its first bytes, and is answered with an address anyone may read it at.
   */
  async function storeUpload(request: FastifyRequest, access: "private" | "public") {
    const account = await requestAccount(context, request);
    if (!request.isMultipart()) throw new HttpError(415, UPLOAD_ERROR_TEXTS.fileTypeNotAllowed);
    const part = await request.file();
    if (!part) throw new HttpError(400, EMPTY_FILE_MESSAGE);
    const purposeField = part.fields.purpose;
    const purpose: UploadPurpose =
      purposeField && "value" in purposeField && UPLOAD_PURPOSES.includes(purposeField.value as UploadPurpose)
        ? (purposeField.value as UploadPurpose)
        : "campaign";
    const type: PublicUploadType | null =
      access === "public"
        ? publicUploadType(part.filename)
        : /\.csv$/i.test(part.filename.trim())
          ? "csv"
          : null;
    if (!type) {
      part.file.resume();
      throw new HttpError(415, UPLOAD_ERROR_TEXTS.fileTypeNotAllowed);
    }
    const limitMb = type === "csv" ? UPLOAD_SIZE_LIMITS_MB[purpose] : PUBLIC_UPLOAD_TYPES[type].limitMb;
    const name = `${randomUUID()}.${type}`;
    const storedName = `${account.id}/${name}`;
    let bytes = 0;
    let head = Buffer.alloc(0);
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        if (bytes > limitMb * MB) return done(new HttpError(413, fileSizeLimitMessage(limitMb)));
        if (access === "public" && head.length < HEAD_BYTES) {
          head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
          if (head.length === HEAD_BYTES && !matchesPublicUploadType(type, head)) {
            return done(new HttpError(415, UPLOAD_ERROR_TEXTS.fileTypeNotAllowed));
          }
        }
        done(null, chunk);
      },
    });
    try {
      const content = new PassThrough();
      await Promise.all([files.write(storedName, content), pipeline(part.file, limit, content)]);
      if (part.file.truncated) throw new HttpError(413, fileSizeLimitMessage(limitMb));
      if (bytes === 0) throw new HttpError(400, EMPTY_FILE_MESSAGE);
      if (access === "public" && head.length < HEAD_BYTES && !matchesPublicUploadType(type, head)) {
        throw new HttpError(415, UPLOAD_ERROR_TEXTS.fileTypeNotAllowed);
      }
    } catch (error) {
      await files.remove(storedName);
      if (error instanceof HttpError) throw error;
      request.log.warn({ err: error, storedName }, "upload not stored");
      throw new HttpError(400, UPLOAD_ERROR_TEXTS.cancelled);
    }
    if (access === "private") return { filelink: storedName, filename: part.filename };
    // The public name is a second name for the same file, in a folder that holds only public files.
    await files.copy(storedName, `${PUBLIC_FOLDER}/${name}`);
    const host = context.config.console.uploaderHost || `${request.protocol}://${request.host}`;
    return { filelink: storedName, filename: part.filename, url: `${host}/uploader/public/${name}` };
  }

  // Public files (Viber): read-only, no session, found only by their random name.
  await app.register(
    async (scope) => {
      scope
        .withTypeProvider<ZodTypeProvider>()
        .get("/:name", { schema: { params: publicParams } }, async (request, reply) => {
          const name = `${PUBLIC_FOLDER}/${request.params.name}`;
          const [stored, content] = await Promise.all([files.stat(name), files.read(name)]);
          if (!stored || !content) throw new HttpError(404, "File not found");
          const type = publicUploadType(request.params.name)!;
          return reply
            .type(PUBLIC_UPLOAD_TYPES[type].contentType)
            .header("content-length", stored.size)
            .header("cross-origin-resource-policy", "cross-origin")
            .header("content-disposition", type === "csv" ? "attachment" : "inline")
            .send(content);
        });
    },
    { prefix: "/uploader/public" },
  );

  // The uploader host's paths.
  await app.register(
    async (scope) => {
      const uploader = scope.withTypeProvider<ZodTypeProvider>();
      uploader.addHook("onRequest", authenticate(context));

      uploader.post(
        "/s3upload",
        { schema: { response: { 200: successEnvelopeSchema(uploaderAnswerSchema) } } },
        async (request) => ok(await storeUpload(request, "private")),
      );

      uploader.post(
        "/s3upload/public",
        { schema: { response: { 200: successEnvelopeSchema(uploaderAnswerSchema) } } },
        async (request) => ok(await storeUpload(request, "public")),
      );

      uploader.get(
        "/trigger/:id",
        {
          schema: {
            params: rowIdParamsSchema,
            querystring: triggerQuery,
            response: { 200: successEnvelopeSchema(uploadedFileSchema) },
          },
        },
        async (request) => {
          const account = await requestAccount(context, request);
          const file = await find(account.id, request.params.id);
          if (file.status !== "NEW") throw new HttpError(409, "This file was read already.");
          const [validating] = await db
            .update(uploadedFiles)
            .set({ status: "Validating" })
            .where(and(eq(uploadedFiles.id, file.id), eq(uploadedFiles.status, "NEW")))
            .returning();
          if (!validating) throw new HttpError(409, "This file was read already.");
          const controller = new AbortController();
          running.set(file.id, { controller, accountId: account.id });
          const tell = report(account.id);
          void runUploadJob(
            validating,
            {
              db,
              driver: context.driver,
              files,
              now: context.now,
              trialContactLimit: context.config.trialContactLimit,
              requiredFields: request.query.message ? messageFields(request.query.message) : [],
              report: tell,
            },
            controller.signal,
          )
            .then((done) => tell(fileAnswer(done)))
            .catch(async (error: unknown) => {
              // Never left "Validating": the file fails with a reason the user can act on.
              app.log.error({ err: error, fileId: file.id }, "upload job failed");
              const failed = await fail(db, validating, {
                ok: false,
                error: UPLOAD_ERROR_TEXTS.fileNotReadable,
              }).catch(() => null);
              if (failed) tell(fileAnswer(failed));
            })
            .finally(() => running.delete(file.id));
          return ok(fileAnswer(validating));
        },
      );

      uploader.post(
        "/abort/:id",
        { schema: { params: rowIdParamsSchema, response: { 200: successEnvelopeSchema(z.null()) } } },
        async (request) => {
          const account = await requestAccount(context, request);
          if (!abort(account.id, request.params.id)) {
            await find(account.id, request.params.id);
            throw new HttpError(409, "No upload of that id is running.");
          }
          return ok(null, UPLOAD_ERROR_TEXTS.aborted);
        },
      );
    },
    { prefix: "/uploader" },
  );

  // The media records.
  await app.register(
    async (scope) => {
      const media = scope.withTypeProvider<ZodTypeProvider>();
      media.addHook("onRequest", authenticate(context));

      media.post(
        "/upload_file",
        {
          schema: {
            body: saveUploadedFileBodySchema,
            response: { 200: successEnvelopeSchema(uploadedFileSchema) },
          },
        },
        async (request) => {
          const account = await requestAccount(context, request);
          const body = request.body;
          const owner = STORED_NAME.exec(body.filelink);
          if (!owner || Number(owner[1]) !== account.id) throw new HttpError(404, "File not found");
          const size = (await files.stat(body.filelink))?.size;
          if (size === undefined) throw new HttpError(404, "File not found");
          let groupName: string | null = null;
          if (body.purpose === "contacts") {
            if (body.group_id !== undefined) {
              const [group] = await db
                .select()
                .from(contactGroups)
                .where(and(eq(contactGroups.id, body.group_id), eq(contactGroups.accountId, account.id)));
              if (!group) throw new HttpError(404, "Contact group not found");
              groupName = group.name;
            } else if (body.group_name === undefined) {
              throw new HttpError(422, "Validation Error", {
                group_name: ["Choose a group or name a new one."],
              });
            }
          }
          try {
            const [file] = await db
              .insert(uploadedFiles)
              .values({
                accountId: account.id,
                uploadedBy: currentAuth(request).user.id,
                storedName: body.filelink,
                filename: body.filename,
                size,
                purpose: body.purpose,
                campaignKind: body.campaign_kind ?? null,
                groupId: body.purpose === "contacts" ? (body.group_id ?? null) : null,
                newGroupName:
                  body.purpose === "contacts" && body.group_id === undefined
                    ? (body.group_name ?? null)
                    : null,
                replaceZero: body.replace_zero,
                requiredFields: [...new Set((body.fields ?? []).map(normalizeHeader).filter(Boolean))],
                dateCreated: context.now(),
              })
              .returning();
            app.realtime.emit(account.id, "create", UPLOAD_EVENT_TYPE, { id: file!.id });
            return ok(fileAnswer(file!, groupName));
          } catch {
            throw new HttpError(500, UPLOAD_ERROR_TEXTS.mediaNotSaved);
          }
        },
      );

      const listQuery = listQuerySchema({
        sortColumns: ["id", "filename", "date_created"],
        filters: { status: z.string().max(40), purpose: z.enum(UPLOAD_PURPOSES) },
      });
      const SORT = {
        id: uploadedFiles.id,
        filename: uploadedFiles.filename,
        date_created: uploadedFiles.dateCreated,
      };

      media.get(
        "/uploaded_files",
        { schema: { querystring: listQuery, response: { 200: listResponseSchema(uploadedFileSchema) } } },
        async (request) => {
          const account = await requestAccount(context, request);
          const query = request.query;
          return listRows(
            query,
            {
              select: (total) => db.select({ file: uploadedFiles, total }).from(uploadedFiles).$dynamic(),
              where: [
                eq(uploadedFiles.accountId, account.id),
                query.keyword ? ilike(uploadedFiles.filename, containsPattern(query.keyword)) : undefined,
                query.filter.status ? eq(uploadedFiles.status, query.filter.status) : undefined,
                query.filter.purpose ? eq(uploadedFiles.purpose, query.filter.purpose) : undefined,
              ],
              columns: SORT,
              id: uploadedFiles.id,
            },
            ({ file }) => fileAnswer(file),
          );
        },
      );

      media.get(
        "/uploaded_files/:id/rejected_rows",
        { schema: { params: rowIdParamsSchema, response: { 200: z.string() } } },
        async (request, reply) => {
          const account = await requestAccount(context, request);
          const file = await find(account.id, request.params.id);
          // Rows are refused in file order, so their ids keep the lines in order.
          const page = (after: number) =>
            db
              .select()
              .from(uploadRejects)
              .where(and(eq(uploadRejects.fileId, file.id), gt(uploadRejects.id, after)))
              .orderBy(asc(uploadRejects.id))
              .limit(CSV_PAGE_ROWS);
          return sendCsv(
            reply,
            `rejected-rows-${file.id}.csv`,
            csvPages(["line", "reason", ...file.headers], page, (reject) => [
              reject.line,
              reject.reason,
              ...reject.values,
            ]),
          ) as unknown as string;
        },
      );

      // The first refused rows, to show beside the file (SPEC §7 list convention).
      media.get(
        "/uploaded_files/:id/rejected_rows/list",
        {
          schema: {
            params: rowIdParamsSchema,
            querystring: rejectsQuery,
            response: { 200: successEnvelopeSchema(listResponseSchema(rejectedRowSchema)) },
          },
        },
        async (request) => {
          const account = await requestAccount(context, request);
          const file = await find(account.id, request.params.id);
          const query = request.query;
          return ok(
            await listRows(
              query,
              {
                select: (total) =>
                  db
                    .select({
                      line: uploadRejects.line,
                      reason: uploadRejects.reason,
                      values: uploadRejects.values,
                      total,
                    })
                    .from(uploadRejects)
                    .$dynamic(),
                where: [eq(uploadRejects.fileId, file.id)],
                // Rows are refused in file order: their ids keep the lines' order.
                columns: { line: uploadRejects.id },
                id: uploadRejects.id,
                idDirection: query.sort_direction,
                count: (where) => db.$count(uploadRejects, where),
              },
              ({ line, reason, values }) => ({ line, reason, values }),
            ),
          );
        },
      );
    },
    { prefix: "/ajax/media" },
  );
};
