import { and, asc, eq, gt, gte, lte, sql, type SQL } from "drizzle-orm";
import {
  type AuditLogRow,
  auditLogRowSchema,
  listResponseSchema,
  rowIdSchema,
  successEnvelopeSchema,
} from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/database";
import { accounts, auditLog, users } from "../../db/schema";
import { CSV_PAGE_ROWS, csvPages, sendCsv } from "../../lib/csv";
import { ok } from "../../lib/http";
import { containsPattern, listQuerySchema, listRows } from "../../lib/list";

/** One admin change, as `recordAudit` writes it. */
export interface AuditEntry {
  userId: number;
  action: string;
  entity: string;
  entityId?: number | null;
  accountId?: number | null;
  before?: unknown;
  after?: unknown;
  at: Date;
}

/** Appends an audit row in the caller's transaction, beside the change it records. */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    accountId: entry.accountId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.at,
  });
}

const dateSchema = z.iso.datetime({ offset: true }).or(z.iso.date());
const auditFilters = {
  action: z.string().max(100),
  entity: z.string().max(100),
  account_id: rowIdSchema,
  user_id: rowIdSchema,
  from: dateSchema,
  to: dateSchema,
};
const auditListQuerySchema = listQuerySchema({ sortColumns: ["id", "date_created"], filters: auditFilters });
const auditCsvQuerySchema = z.object(auditFilters).partial();

type AuditFilter = Partial<{
  action: string;
  entity: string;
  account_id: number;
  user_id: number;
  from: string;
  to: string;
}>;

/** The end of a `to` day is inclusive: a bare date reaches to the end of that day (UTC). */
const endOf = (to: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(to) ? new Date(`${to}T23:59:59.999Z`) : new Date(to);

function auditWhere(filter: AuditFilter, keyword?: string): SQL | undefined {
  return and(
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.account_id ? eq(auditLog.accountId, filter.account_id) : undefined,
    filter.user_id ? eq(auditLog.userId, filter.user_id) : undefined,
    filter.from ? gte(auditLog.createdAt, new Date(filter.from)) : undefined,
    filter.to ? lte(auditLog.createdAt, endOf(filter.to)) : undefined,
    keyword
      ? sql`(${auditLog.action} ilike ${containsPattern(keyword)} or ${users.email} ilike ${containsPattern(keyword)} or ${accounts.name} ilike ${containsPattern(keyword)})`
      : undefined,
  );
}

const auditColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  userId: auditLog.userId,
  userEmail: users.email,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  accountId: auditLog.accountId,
  accountName: accounts.name,
  before: auditLog.before,
  after: auditLog.after,
};

const auditSelect = (db: Db) =>
  db
    .select(auditColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .leftJoin(accounts, eq(accounts.id, auditLog.accountId));

type AuditRecord = Awaited<ReturnType<ReturnType<typeof auditSelect>["execute"]>>[number];

function auditRow(row: AuditRecord): AuditLogRow {
  return {
    id: row.id,
    date_created: row.createdAt.toISOString(),
    user_id: row.userId,
    user_email: row.userEmail,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    account_id: row.accountId,
    account_name: row.accountName,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

const ADMIN_AUDIT_ROUTE = "/admin/audit-log";

/** The audit log's list (SPEC §7 list convention) and its CSV export, `/admin/data/audit_log`. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.context.db;
  const access = { access: ADMIN_AUDIT_ROUTE };

  app.get(
    "/list",
    {
      config: access,
      schema: {
        querystring: auditListQuerySchema,
        response: { 200: successEnvelopeSchema(listResponseSchema(auditLogRowSchema)) },
      },
    },
    async (request) => {
      const query = request.query;
      return ok(
        await listRows(
          query,
          {
            select: (total) =>
              db
                .select({ ...auditColumns, total })
                .from(auditLog)
                .leftJoin(users, eq(users.id, auditLog.userId))
                .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
                .$dynamic(),
            where: [auditWhere(query.filter, query.keyword)],
            columns: { id: auditLog.id, date_created: auditLog.createdAt },
            id: auditLog.id,
            idDirection: query.sort_direction,
          },
          auditRow,
        ),
      );
    },
  );

  app.get(
    "/csv",
    { config: access, schema: { querystring: auditCsvQuerySchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const where = auditWhere(request.query);
      const page = (after: number) =>
        auditSelect(db)
          .where(and(where, gt(auditLog.id, after)))
          .orderBy(asc(auditLog.id))
          .limit(CSV_PAGE_ROWS);
      return sendCsv(
        reply,
        "audit-log.csv",
        csvPages(
          ["id", "date_created", "user_email", "action", "entity", "entity_id", "account", "before", "after"],
          page,
          (row) => [
            row.id,
            row.createdAt.toISOString(),
            row.userEmail,
            row.action,
            row.entity,
            row.entityId,
            row.accountName,
            row.before === null ? "" : JSON.stringify(row.before),
            row.after === null ? "" : JSON.stringify(row.after),
          ],
        ),
      );
    },
  );
};
