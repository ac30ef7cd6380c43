import { restErrors } from '../errors.ts';
import type { AppliedPreference } from '../parse/prefer.ts';
import { parseQuery, type QueryParams } from '../parse/query.ts';
import { planRead, type ReadNode } from '../plan.ts';
import type { Media } from '../respond.ts';
import { type Column, columnOf, type Table } from '../schema-cache.ts';
import { type BodyShape, ReadBuilder } from '../sql/build-read.ts';
import {
  countingInserted,
  deleteSql,
  INSERTED_SETTING,
  insertSql,
  type Returning,
  updateSql,
} from '../sql/build-write.ts';
import { qualified, SqlContext } from '../sql/sql.ts';
import { assertSingular } from './read.ts';
import {
  appliedHeader,
  contentHeaders,
  enforceMaxAffected,
  inTransaction,
  isPlainObject,
  queryResult,
  type RestRequest,
  type ResultRow,
  readJsonBody,
  respond,
} from './request.ts';

function writableColumns(table: Table, names: string[]): Column[] {
  return names.map((name) => {
    const column = columnOf(table, name);
    if (!column) throw restErrors.columnNotFound(table.name, name);
    return column;
  });
}

/** Without `columns=`, PostgREST takes the first object's keys and wants the same keys in every object. */
function payloadKeys(rows: Record<string, unknown>[]): string[] {
  const keys = Object.keys(rows[0] ?? {});
  const same = (row: Record<string, unknown>) =>
    Object.keys(row).length === keys.length && keys.every((key) => Object.hasOwn(row, key));
  if (!rows.every(same)) throw restErrors.invalidBody('All object keys must match');
  return keys;
}

interface Outcome {
  returning: Returning;
  /** The rows the response shows: the selected representation, the primary key for Location, or nothing. */
  node: ReadNode;
  body: BodyShape;
}

function emptyNode(table: Table): ReadNode {
  return { relation: table, items: [], filters: [], order: [], limit: null, offset: 0, embeds: [] };
}

/** What `Prefer: return=` asks the mutation to hand back. */
function outcome(request: RestRequest, table: Table, query: QueryParams, media: Media): Outcome {
  const preference = request.prefs.return;
  if (preference === 'representation') {
    const node = planRead(request.cache, table, table, query, request.settings.aggregates);
    return {
      returning: 'row',
      node: { ...node, filters: [], limit: null, offset: 0 },
      body: media.kind === 'json' ? 'array' : media.kind === 'object' ? 'object' : 'csv',
    };
  }
  if (preference === 'headers-only' && table.primaryKey.length) {
    const items = table.primaryKey.map((name) => ({
      kind: 'field' as const,
      field: { name, path: [] },
      key: name,
      cast: null,
      aggregate: null,
      aggregateCast: null,
    }));
    return { returning: 'row', node: { ...emptyNode(table), items }, body: 'array' };
  }
  return { returning: 'nothing', node: emptyNode(table), body: 'none' };
}

interface MutationResult extends ResultRow {
  /** Rows an insert created (not updated by its upsert); null for other mutations. */
  inserted: number | null;
}

/**
 * Runs the mutation and reads what the response shows from its rows. An insert's rows pass
 * through countingInserted, so the response can tell created rows from upserted ones.
 */
async function runMutation(
  request: RestRequest,
  media: Media,
  ctx: SqlContext,
  mutation: { sql: string; insertOf: Table | null },
  shown: Outcome,
  limits: { maxAffected: boolean },
): Promise<MutationResult> {
  const { insertOf } = mutation;
  const preludes = insertOf
    ? [
        `pgrst_changed as (${mutation.sql})`,
        `pgrst_mutation as (${countingInserted(
          'pgrst_changed',
          shown.returning === 'row' ? insertOf.columns.map((column) => column.name) : [],
        )})`,
      ]
    : [`pgrst_mutation as (${mutation.sql})`];
  const sql = new ReadBuilder(ctx).build(shown.node, {
    from: 'pgrst_mutation',
    preludes,
    count: false,
    maxRows: null,
    body: shown.body,
    stripNulls: media.stripNulls,
  });
  return inTransaction(request, false, async (tx) => {
    const result = await queryResult(tx, sql, ctx.params, media.plan);
    assertSingular(media, result);
    if (limits.maxAffected) enforceMaxAffected(request, result.page_total);
    if (!insertOf) return { ...result, inserted: null };
    const created = await tx.query<{ n: number }>(
      `select coalesce(nullif(current_setting('${INSERTED_SETTING}', true), ''), '0')::int as n`,
    );
    return { ...result, inserted: created.rows[0]?.n ?? 0 };
  });
}

/** `/t?id=eq.1&code=eq.X`: where PostgREST's Location header points for a created row. */
function location(table: Table, body: string | null): string | null {
  const [row] = body ? (JSON.parse(body) as Record<string, unknown>[]) : [];
  if (!row) return null;
  const filters = table.primaryKey.map(
    (name) => `${encodeURIComponent(name)}=eq.${encodeURIComponent(String(row[name]))}`,
  );
  return `/${encodeURIComponent(table.name)}?${filters.join('&')}`;
}

/**
 * PostgREST's mutation answers (Response.hs): an insert is 201 (200 for a merge-duplicates
 * upsert that created nothing), PATCH and DELETE 200 with the representation else 204, PUT 201
 * or 200 with it else 204. Each lists its own honoured preferences.
 */
function mutationResponse(
  request: RestRequest,
  table: Table,
  media: Media,
  result: ResultRow,
  options: { status: number; quietStatus: number; range: string | null; applied: AppliedPreference[] },
): Response {
  const representation = request.prefs.return === 'representation';
  const status = representation ? options.status : options.quietStatus;
  return respond(status, representation ? result.body : null, {
    ...(representation ? contentHeaders(request, media.kind) : {}),
    'Content-Range': options.range,
    Location: request.prefs.return === 'headers-only' ? location(table, result.body) : null,
    'Preference-Applied': appliedHeader(request, options.applied),
  });
}

function totalOf(request: RestRequest, rows: number): string {
  return request.prefs.count ? String(rows) : '*';
}

export async function insertRows(request: RestRequest, table: Table, media: Media): Promise<Response> {
  const query = parseQuery(request.search);
  const payload = await readJsonBody(request.c);
  const rows = Array.isArray(payload) ? payload : [payload];
  if (!rows.every(isPlainObject)) throw restErrors.invalidBody('Empty or invalid json');
  const columns = writableColumns(table, query.columns ?? payloadKeys(rows));
  const resolution = request.prefs.resolution;
  const conflictColumns = query.onConflict ?? table.primaryKey;
  const upsert = resolution === 'merge-duplicates' && conflictColumns.length > 0;
  writableColumns(table, conflictColumns);
  const shown = outcome(request, table, query, media);
  const ctx = new SqlContext();
  const mutation = insertSql(
    {
      table,
      rows: JSON.stringify(rows),
      columns,
      missingDefault: request.prefs.missing === 'default',
      onConflict: resolution && conflictColumns.length ? { columns: conflictColumns, resolution } : null,
      returning: shown.returning,
      countInserted: upsert,
    },
    ctx.alias(),
    ctx,
  );
  const result = await runMutation(request, media, ctx, { sql: mutation, insertOf: upsert ? table : null }, shown, {
    maxAffected: false,
  });
  const createdNone = resolution === 'merge-duplicates' && (result.inserted ?? 0) <= 0;
  const resolved = table.primaryKey.length > 0 || query.onConflict !== null;
  return mutationResponse(request, table, media, result, {
    status: createdNone ? 200 : 201,
    quietStatus: createdNone ? 200 : 201,
    range: `*/${totalOf(request, result.page_total)}`,
    applied: [...(resolved ? (['resolution'] as const) : []), 'missing', 'return', 'count', 'handling', 'timezone'],
  });
}

/**
 * Hosted Supabase refuses an API update or delete with no filter (pg-safeupdate); so does this server.
 * `limit`, `offset` and `order` narrow nothing: PostgREST 13 dropped limited updates and deletes
 * (#3013), so every row the filters match is written.
 */
function requireWhere(command: 'UPDATE' | 'DELETE', where: string[]): string[] {
  if (where.length === 0) throw restErrors.whereRequired(command);
  return where;
}

export async function updateRows(request: RestRequest, table: Table, media: Media): Promise<Response> {
  const query = parseQuery(request.search);
  const payload = await readJsonBody(request.c);
  if (!isPlainObject(payload)) throw restErrors.invalidBody('Empty or invalid json');
  const columns = writableColumns(table, query.columns ?? Object.keys(payload));
  const node = planRead(request.cache, table, table, query, request.settings.aggregates);
  const shown = outcome(request, table, query, media);
  const ctx = new SqlContext();
  const alias = ctx.alias();
  const builder = new ReadBuilder(ctx);
  // An empty body changes nothing; the matching rows are still what the response reports.
  const mutation = columns.length
    ? updateSql(
        {
          table,
          values: JSON.stringify(payload),
          columns,
          where: requireWhere('UPDATE', builder.conditions(node, alias)),
          returning: shown.returning,
        },
        alias,
        ctx,
      )
    : `select ${alias}.* from ${qualified(table.name, table.schema)} as ${alias} where false`;
  const result = await runMutation(request, media, ctx, { sql: mutation, insertOf: null }, shown, {
    maxAffected: true,
  });
  const rows = result.page_total;
  return mutationResponse(request, table, media, result, {
    status: 200,
    quietStatus: 204,
    range: rows ? `0-${rows - 1}/${totalOf(request, rows)}` : `*/${totalOf(request, rows)}`,
    applied: ['missing', 'return', 'count', 'handling', 'timezone', 'maxAffected'],
  });
}

export async function deleteRows(request: RestRequest, table: Table, media: Media): Promise<Response> {
  const query = parseQuery(request.search);
  const node = planRead(request.cache, table, table, query, request.settings.aggregates);
  const shown = outcome(request, table, query, media);
  const ctx = new SqlContext();
  const alias = ctx.alias();
  const where = requireWhere('DELETE', new ReadBuilder(ctx).conditions(node, alias));
  const mutation = { sql: deleteSql(table, where, alias, shown.returning), insertOf: null };
  const result = await runMutation(request, media, ctx, mutation, shown, { maxAffected: true });
  return mutationResponse(request, table, media, result, {
    status: 200,
    quietStatus: 204,
    range: `*/${totalOf(request, result.page_total)}`,
    applied: ['return', 'count', 'handling', 'timezone', 'maxAffected'],
  });
}

/** PUT upserts the one row its primary-key filters name; the body must carry the same key. */
export async function putRow(request: RestRequest, table: Table, media: Media): Promise<Response> {
  const query = parseQuery(request.search);
  const topLevel = query.levels.get('');
  if (topLevel && (topLevel.limit !== null || topLevel.offset !== null)) throw restErrors.putLimit();
  const filters = topLevel?.filters ?? [];
  const byColumn = new Map<string, string>();
  for (const filter of filters) {
    if (
      filter.kind === 'condition' &&
      !filter.negated &&
      !filter.field.path.length &&
      filter.operation.op === 'eq' &&
      !filter.operation.quantifier
    ) {
      byColumn.set(filter.field.name, filter.operation.value);
    }
  }
  const primaryKey = table.primaryKey;
  if (!primaryKey.length || filters.length !== primaryKey.length || !primaryKey.every((name) => byColumn.has(name))) {
    throw restErrors.putFilters();
  }
  const payload = await readJsonBody(request.c);
  const rows = Array.isArray(payload) ? payload : [payload];
  const [row, ...more] = rows;
  if (!isPlainObject(row) || more.length) throw restErrors.invalidBody('Payload must be a single object');
  if (!primaryKey.every((name) => row[name] !== undefined && String(row[name]) === byColumn.get(name))) {
    throw restErrors.putPayloadMismatch();
  }
  const shown = outcome(request, table, { ...query, levels: new Map() }, media);
  const ctx = new SqlContext();
  const mutation = insertSql(
    {
      table,
      rows: JSON.stringify([row]),
      columns: writableColumns(table, query.columns ?? Object.keys(row)),
      missingDefault: false,
      onConflict: { columns: primaryKey, resolution: 'merge-duplicates' },
      returning: shown.returning,
      countInserted: true,
    },
    ctx.alias(),
    ctx,
  );
  const result = await runMutation(request, media, ctx, { sql: mutation, insertOf: table }, shown, {
    maxAffected: false,
  });
  return mutationResponse(request, table, media, result, {
    status: (result.inserted ?? 0) > 0 ? 201 : 200,
    quietStatus: 204,
    range: null,
    applied: ['return', 'count', 'handling', 'timezone'],
  });
}
