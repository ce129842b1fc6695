import {
  DEFAULT_SORT,
  PAGE_SIZE_DEFAULT,
  SORT_DIRECTIONS,
  clampPageSize,
  type SortDirection,
} from "@sendline/core";
import type { ListResponse } from "@sendline/core/contract";
import {
  Param,
  Placeholder,
  and,
  asc,
  desc,
  is,
  sql,
  type AnyColumn,
  type SQL,
  type Table,
} from "drizzle-orm";
import { z } from "zod";

/** A list query as parsed (SPEC §7 "Generic list convention", §9 "Lists"). */
export interface ListQuery<Column extends string, Filter> {
  page: number;
  page_size: number;
  keyword: string | undefined;
  sort_column: Column;
  sort_direction: SortDirection;
  filter: Filter;
  /** Secondary orderings sent as `sort[x]`, in the order given. */
  sort: { column: Column; direction: SortDirection }[];
}

const BRACKETED = /^(filter|sort)\[([A-Za-z0-9_]+)\](\[\])?$/;

/**
 * Gathers `filter[x]`, `filter[x][]` and `sort[x]` keys (a query string arrives flat) into `filter`
 * and `sort` objects; anything else stays as it is.
 */
function gatherBrackets(query: unknown): unknown {
  if (typeof query !== "object" || query === null) return query;
  const flat: Record<string, unknown> = {};
  const filter: Record<string, unknown> = {};
  const sort: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const match = BRACKETED.exec(key);
    if (!match) flat[key] = value;
    else if (match[1] === "filter") filter[match[2]!] = match[3] ? [value].flat() : value;
    else sort[match[2]!] = value;
  }
  return { ...flat, filter, sort };
}

/**
 * The zod schema of a `GET {url}/list` query for one resource: page (from 1), page_size (default
 * 10, at most 100), keyword, a sort column among `sortColumns` (default id), direction (default
 * desc), `filter[x]` by the given schemas and `sort[x]` on the sort columns. Unknown filters,
 * columns and parameters are a Validation Error, so a typo never silently lists everything.
 */
export function listQuerySchema<const Column extends string, Filters extends z.ZodRawShape>(resource: {
  sortColumns: readonly [Column, ...Column[]];
  filters: Filters;
}) {
  const column = z.enum(resource.sortColumns);
  const direction = z.enum(SORT_DIRECTIONS);
  const defaultColumn = (
    resource.sortColumns.includes(DEFAULT_SORT.sort_column as Column)
      ? DEFAULT_SORT.sort_column
      : resource.sortColumns[0]
  ) as Column;
  return z.preprocess(
    gatherBrackets,
    z
      .strictObject({
        page: z.coerce.number().int().min(1).max(1_000_000).default(1),
        page_size: z.coerce.number().int().min(1).default(PAGE_SIZE_DEFAULT).transform(clampPageSize),
        keyword: z
          .string()
          .trim()
          .max(200)
          .optional()
          .transform((value) => value || undefined),
        sort_column: column.default(defaultColumn),
        sort_direction: direction.default(DEFAULT_SORT.sort_direction),
        filter: z.preprocess((value) => value ?? {}, z.strictObject(resource.filters).partial()),
        sort: z.partialRecord(column, direction).default({}),
      })
      .transform((query) => ({
        ...query,
        sort: Object.entries(query.sort).map(([name, order]) => ({
          column: name as Column,
          direction: order as SortDirection,
        })),
      })),
  );
}

/** The rows of one page: LIMIT and OFFSET for the query. */
export function pageWindow(query: { page: number; page_size: number }): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

/** A page of rows as the List response of SPEC §3 answers it. */
export function listPage<Row>(
  rows: Row[],
  total: number,
  query: Pick<
    ListQuery<string, unknown>,
    "page" | "page_size" | "keyword" | "sort_column" | "sort_direction"
  >,
): ListResponse<Row> {
  const totalPages = Math.max(1, Math.ceil(total / query.page_size));
  const hasNext = query.page < totalPages;
  const hasPrevious = query.page > 1;
  return {
    data: rows,
    page: query.page,
    current_page: query.page,
    page_size: query.page_size,
    total_pages: totalPages,
    has_next: hasNext,
    has_previous: hasPrevious,
    next_page: hasNext ? query.page + 1 : null,
    previous_page: hasPrevious ? Math.min(query.page - 1, totalPages) : null,
    keyword: query.keyword ?? null,
    sort_column: query.sort_column,
    sort_direction: query.sort_direction,
  };
}

/** What a list sorts by: a column, or an expression over the list's tables. */
export type SortKey = AnyColumn | SQL | SQL.Aliased;

/** A list's select as `$dynamic()` makes it: the clauses `listRows` adds, and its rows when awaited. */
interface ListSelect<Selected> extends PromiseLike<Selected[]> {
  where(where: SQL | undefined): ListSelect<Selected>;
  orderBy(...keys: SQL[]): ListSelect<Selected>;
  limit(limit: number | Placeholder): ListSelect<Selected>;
  offset(offset: number | Placeholder): ListSelect<Selected>;
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): ListStatement<Selected>;
}

/** A list's page query built once for one shape of request; its values are given at each run. */
interface ListStatement<Selected> {
  execute(values: Record<string, unknown>): Promise<Selected[]>;
}

/**
 * The page queries of one list, built once per shape of request (which conditions apply, the
 * sort): give one to `listRows` as `statements`, made where the list's route is registered.
 */
export type ListStatements = Map<string, ListStatement<unknown>>;

/** Whether a built query's parameter is a placeholder, filled at each run, rather than a value. */
const isPlaceholder = (param: unknown) =>
  is(param, Placeholder) || (is(param, Param) && is(param.value, Placeholder));

/** The count of every row a list's filters keep, beside each row of the page (a window over them). */
export type ListTotal = SQL.Aliased<number>;

/**
 * One page of a list (SPEC §7, §9), read in one query: the rows the filters keep, in the query's
 * sort, then its `sort[x]` orderings, then by `id` (newest first unless `idDirection` says), with
 * the count of them all riding on each row as a window (`total`, which `select` must include among
 * its fields). Only a page past the end, which has no row to carry it, counts on its own.
 *
 * A list that can hold hundreds of thousands of rows (a group's contacts, a campaign's
 * transactions) gives `count` instead: the window would read every matching row to count them,
 * where its page alone reads ten by an index and an index-only count runs beside it.
 *
 * A list of few but wide rows (campaigns, some seventy columns) names its table in `countFrom`:
 * the window would hold each whole row to count them, where a subquery of the same query counts
 * over the table with the same filters, once, and the page reads its ten rows by an index.
 *
 * A list read on every screen can keep its page query built (`prepared`): drizzle builds a page's
 * SQL from its objects on each request, tens of microseconds for a wide row, more than the
 * database takes to run it once planned. Its conditions then take every value as a placeholder
 * (`sql.placeholder("account")`) filled from `prepared.values`, and the query is built once per
 * shape: which conditions apply (a condition is present or `undefined`) and the sort. A condition
 * that changes with the request in any other way cannot be kept. The first build of a shape
 * refuses a value written into the query, so one caller's value is never run for another. It
 * counts in its page query (`countFrom`, or the window), not with `count`.
 *
 *   listRows(query, {
 *     select: (total) => db.select({ template: emailTemplates, total }).from(emailTemplates).$dynamic(),
 *     where: [eq(emailTemplates.accountId, account.id)],
 *     columns: SORT_COLUMNS,
 *     id: emailTemplates.id,
 *   }, ({ template }) => summary(template))
 */
export async function listRows<Selected, Column extends string, Row>(
  query: ListQuery<Column, unknown>,
  list: {
    select: (total: ListTotal) => ListSelect<Selected>;
    where: (SQL | undefined)[];
    columns: Record<Column, SortKey>;
    id: AnyColumn;
    idDirection?: "asc" | "desc";
    count?: (where: SQL | undefined) => Promise<number>;
    countFrom?: Table;
    prepared?: { statements: ListStatements; values: Record<string, unknown> };
  },
  view: (row: Selected) => Row,
): Promise<ListResponse<Row>> {
  // Built only when a query is: a kept one (`prepared`) needs neither.
  let parts: { where: SQL | undefined; total: ListTotal } | undefined;
  const built = () => {
    if (parts) return parts;
    const where = and(...list.where);
    const total = (
      list.count
        ? sql<number>`0`
        : list.countFrom
          ? sql<number>`(select count(*) from ${list.countFrom} where ${where ?? sql`true`})`
          : sql<number>`count(*) over ()`
    )
      .mapWith(Number)
      .as("total");
    return (parts = { where, total });
  };
  const order = (key: SortKey, direction: SortDirection) => (direction === "asc" ? asc(key) : desc(key));
  const { limit, offset } = pageWindow(query);
  const pageOf = (window: { limit: number | Placeholder; offset: number | Placeholder }) =>
    list
      .select(built().total)
      .where(built().where)
      .orderBy(
        order(list.columns[query.sort_column], query.sort_direction),
        ...query.sort.map((item) => order(list.columns[item.column], item.direction)),
        order(list.id, list.idDirection ?? "desc"),
      )
      .limit(window.limit)
      .offset(window.offset);
  const prepared = list.prepared;
  if (prepared && list.count) throw new Error("A prepared list counts in its page query, not with `count`");
  const statement =
    prepared &&
    preparedPage(prepared, pageShape(query, list.where), () =>
      pageOf({ limit: sql.placeholder("limit"), offset: sql.placeholder("offset") }),
    );
  const page = statement
    ? statement.execute({ ...prepared.values, limit, offset })
    : pageOf({ limit, offset });
  if (list.count) {
    const [rows, count] = await Promise.all([page, list.count(built().where)]);
    return listPage(rows.map(view), count, query);
  }
  const rows = await page;
  const totalOf = (row: unknown) => Number((row as { total?: number } | undefined)?.total ?? 0);
  let count = totalOf(rows[0]);
  if (rows.length === 0 && offset > 0) {
    const first = statement
      ? statement.execute({ ...prepared.values, limit: 1, offset: 0 })
      : list.select(built().total).where(built().where).limit(1);
    count = totalOf((await first)[0]);
  }
  return listPage(rows.map(view), count, query);
}

/** What decides a page query's SQL besides its values: the conditions that apply and the sort. */
function pageShape(query: ListQuery<string, unknown>, where: (SQL | undefined)[]): string {
  let shape = `${query.sort_column} ${query.sort_direction}`;
  for (const item of query.sort) shape += `,${item.column} ${item.direction}`;
  shape += ":";
  for (const condition of where) shape += condition === undefined ? "0" : "1";
  return shape;
}

/** The page query of one shape, built the first time the shape is asked for. */
function preparedPage<Selected>(
  prepared: { statements: ListStatements },
  shape: string,
  build: () => ListSelect<Selected>,
): ListStatement<Selected> {
  const known = prepared.statements.get(shape);
  if (known) return known as ListStatement<Selected>;
  const select = build();
  if (!select.toSQL().params.every(isPlaceholder)) {
    throw new Error("A prepared list's conditions must take every value as a placeholder");
  }
  // Unnamed here: on PostgreSQL the connection names it by its text, as every query (named-statements.ts).
  const statement = select.prepare("");
  prepared.statements.set(shape, statement as ListStatement<unknown>);
  return statement;
}

/** A LIKE pattern matching `keyword` anywhere, its wildcards taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[%_\\]/g, "\\$&")}%`;
}
