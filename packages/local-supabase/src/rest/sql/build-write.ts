import type { Column, Table } from '../schema-cache.ts';
import { ident, qualified, type SqlContext } from './sql.ts';

/** What a mutation hands back to the response: every column, or just a row per change (`return=minimal`). */
export type Returning = 'row' | 'nothing';

function returningSql(alias: string, returning: Returning): string {
  return returning === 'row' ? ` returning ${alias}.*` : ' returning 1';
}

/** The column an insert adds to its returned rows: whether the row was new rather than an upsert's update. */
export const INSERTED_COLUMN = 'pgrst_inserted';

/** The transaction setting that holds how many rows an insert created (see `countingInserted`). */
export const INSERTED_SETTING = 'pgrst.inserted';

/**
 * An insert's rows without its INSERTED_COLUMN, recording how many were created in
 * INSERTED_SETTING as they are read (a row is new when its xmax is 0, i.e. no conflict update).
 * PostgREST answers 200 instead of 201 to a merge-duplicates upsert that created none.
 */
export function countingInserted(changed: string, columns: string[]): string {
  const created = `(select count(*) from ${changed} where ${ident(INSERTED_COLUMN)})::text`;
  const list = columns.length ? columns.map(ident).join(', ') : '';
  return `select ${list} from ${changed} where set_config('${INSERTED_SETTING}', ${created}, true) is not null`;
}

export interface InsertSpec {
  table: Table;
  /** The rows as a JSON array. */
  rows: string;
  columns: Column[];
  /** `Prefer: missing=default`: a key absent from an object takes the column default instead of NULL. */
  missingDefault: boolean;
  onConflict: { columns: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' } | null;
  returning: Returning;
  /**
   * Adds INSERTED_COLUMN to the returned rows. Only upserts ask: reading xmax needs SELECT on
   * the table, which a write-only table (visitors' forms) does not grant.
   */
  countInserted: boolean;
}

/**
 * INSERT … SELECT over the JSON rows, in their order, converting each value with
 * `json_populate_record` exactly as PostgREST does. With missing=default an absent key falls
 * back to the column's default expression from the catalog, evaluated per row.
 */
export function insertSql(spec: InsertSpec, alias: string, ctx: SqlContext): string {
  const table = qualified(spec.table.name, spec.table.schema);
  const body = ctx.alias();
  const record = ctx.alias();
  const values = spec.columns.map((column) => {
    const value = `${record}.${ident(column.name)}`;
    if (!spec.missingDefault) return value;
    return `case when ${body}.obj::jsonb ? ${ctx.param(column.name)} then ${value} else ${column.defaultValue ?? 'null'} end`;
  });
  // No keys at all (`{}`) inserts a row of defaults: an empty column list is not valid SQL.
  const target = spec.columns.length ? ` (${spec.columns.map((column) => ident(column.name)).join(', ')})` : '';
  let sql = `insert into ${table} as ${alias}${target}`;
  sql += ` select ${values.join(', ')} from json_array_elements(${ctx.json(spec.rows)}) with ordinality as ${body}(obj, ord)`;
  sql += ` cross join lateral json_populate_record(null::${table}, ${body}.obj) as ${record} order by ${body}.ord`;
  if (spec.onConflict) {
    const conflict = spec.onConflict.columns.map(ident).join(', ');
    const updates = spec.columns.map((column) => `${ident(column.name)} = excluded.${ident(column.name)}`);
    sql +=
      spec.onConflict.resolution === 'merge-duplicates' && updates.length
        ? ` on conflict (${conflict}) do update set ${updates.join(', ')}`
        : ` on conflict (${conflict}) do nothing`;
  }
  if (!spec.countInserted) return sql + returningSql(alias, spec.returning);
  const returned = spec.returning === 'row' ? `${alias}.*, ` : '';
  return `${sql} returning ${returned}(${alias}.xmax = 0) as ${ident(INSERTED_COLUMN)}`;
}

export interface UpdateSpec {
  table: Table;
  /** One JSON object. */
  values: string;
  columns: Column[];
  where: string[];
  returning: Returning;
}

export function updateSql(spec: UpdateSpec, alias: string, ctx: SqlContext): string {
  const table = qualified(spec.table.name, spec.table.schema);
  const body = ctx.alias();
  const assignments = spec.columns.map((column) => `${ident(column.name)} = ${body}.${ident(column.name)}`);
  let sql = `update ${table} as ${alias} set ${assignments.join(', ')}`;
  sql += ` from (select * from json_populate_record(null::${table}, ${ctx.json(spec.values)})) as ${body}`;
  if (spec.where.length) sql += ` where ${spec.where.join(' and ')}`;
  return sql + returningSql(alias, spec.returning);
}

export function deleteSql(table: Table, where: string[], alias: string, returning: Returning): string {
  let sql = `delete from ${qualified(table.name, table.schema)} as ${alias}`;
  if (where.length) sql += ` where ${where.join(' and ')}`;
  return sql + returningSql(alias, returning);
}
