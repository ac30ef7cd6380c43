import type { Database, Queryable } from '../db/database.ts';
import { type ApiSettings, readApiSettings } from './api-settings.ts';
import { viewColumnSources } from './view-columns.ts';

/** The schema the API exposes when `[api] schemas` says nothing, as Supabase's default `db-schemas`. */
export const EXPOSED_SCHEMA = 'public';

export interface Column {
  name: string;
  /** `format_type` of the column, e.g. `text`, `bigint`, `timestamp with time zone`, `text[]`. */
  type: string;
  /** The type without modifiers, usable in a cast that must not truncate (`character varying`, not `(255)`). */
  castType: string;
  /** The type's own name in pg_type, e.g. `int8`, `_text`, `tsvector`. */
  typeName: string;
  nullable: boolean;
  /** The default expression; for identity columns, the `nextval` the identity would use. */
  defaultValue: string | null;
  /** A generated column: never written by requests. */
  generated: boolean;
  enumValues: string[] | null;
  description: string | null;
}

/** Anything rows can be read from: a table, a view, or the rows a function returns. */
export interface Relation {
  schema: string;
  name: string;
  columns: Column[];
  primaryKey: string[];
}

export interface Table extends Relation {
  kind: 'table' | 'view' | 'materialized view' | 'foreign table';
  uniqueKeys: string[][];
  insertable: boolean;
  updatable: boolean;
  deletable: boolean;
  description: string | null;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
}

export interface FunctionParameter {
  name: string;
  type: string;
  /** The table or view of this schema whose row type the parameter is, if it is one. */
  rowOf: string | null;
  hasDefault: boolean;
  variadic: boolean;
}

export type FunctionResult =
  | { kind: 'void' }
  | { kind: 'scalar'; type: string; setOf: boolean }
  | { kind: 'rows'; setOf: boolean; columns: Column[]; table: string | null };

export interface FunctionDefinition {
  schema: string;
  name: string;
  /** Input parameters only (IN, INOUT, VARIADIC), in declaration order. */
  parameters: FunctionParameter[];
  result: FunctionResult;
  volatility: 'immutable' | 'stable' | 'volatile';
  /** The planner's row estimate (`ROWS n`); `ROWS 1` makes a computed relationship to-one. */
  estimatedRows: number;
  description: string | null;
}

/**
 * A function taking a table's row and returning rows of another (PostgREST's computed
 * relationship): embedded by the function's name, to-one when it returns one row (`ROWS 1` or
 * not `setof`).
 */
export interface ComputedRelationship {
  name: string;
  /** The table or view whose row the function takes. */
  table: string;
  /** The table or view whose rows it returns. */
  target: string;
  toOne: boolean;
}

export interface SchemaCache {
  /** The schema this cache describes (a request's profile). */
  schema: string;
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, FunctionDefinition[]>;
  /** User-defined type names in the exposed schema (enums, domains, composites), usable in casts. */
  typeNames: Set<string>;
  /**
   * Computed fields by table: functions of one unnamed-or-named parameter of the table's row type
   * returning a value, read as virtual columns (`alias.fn` is `fn(alias)` in Postgres).
   */
  computedFields: Map<string, Column[]>;
  computedRelationships: ComputedRelationship[];
}

export function columnOf(relation: Relation, name: string): Column | undefined {
  return relation.columns.find((column) => column.name === name);
}

/** A column, or else a computed field of the table, under that name. */
export function fieldOf(cache: SchemaCache, relation: Relation, name: string): Column | undefined {
  return columnOf(relation, name) ?? cache.computedFields.get(relation.name)?.find((field) => field.name === name);
}

// Reading the schema from the catalogue ---------------------------------------------------------

const RELATIONS_SQL = `
  select c.oid::int as oid, c.relname as name, c.relkind as kind,
         obj_description(c.oid, 'pg_class') as description,
         c.relkind in ('r', 'p') or (pg_relation_is_updatable(c.oid::regclass, false) & 8) = 8 as insertable,
         c.relkind in ('r', 'p') or (pg_relation_is_updatable(c.oid::regclass, false) & 4) = 4 as updatable,
         c.relkind in ('r', 'p') or (pg_relation_is_updatable(c.oid::regclass, false) & 16) = 16 as deletable
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
   order by c.relname`;

const COLUMNS_SQL = `
  select a.attrelid::int as relation, a.attnum as attnum, a.attname as name,
         format_type(a.atttypid, a.atttypmod) as type, format_type(a.atttypid, null) as cast_type,
         t.typname as type_name, not a.attnotnull as nullable,
         case when a.attidentity <> '' then
           format('nextval(%L::regclass)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
         else pg_get_expr(d.adbin, d.adrelid) end as default_value,
         a.attgenerated <> '' as generated,
         col_description(a.attrelid, a.attnum) as description,
         case when t.typtype = 'e' then
           array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder)
         end as enum_values
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
   where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
     and a.attnum > 0 and not a.attisdropped
   order by a.attrelid, a.attnum`;

const CONSTRAINTS_SQL = `
  select con.conname as name, con.contype as kind, con.conrelid::int as relation,
         con.confrelid::int as referenced_relation,
         array(select a.attname::text from unnest(con.conkey) with ordinality k(num, ord)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord) as columns,
         array(select a.attname::text from unnest(con.confkey) with ordinality k(num, ord)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.ord)
           as referenced_columns
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = $1 and con.contype in ('p', 'u', 'f')
   order by con.conname`;

/** The rewrite rules of views, whose query trees say which base columns their columns show. */
const VIEW_RULES_SQL = `
  select v.oid::int as view, r.ev_action::text as action
    from pg_class v
    join pg_namespace n on n.oid = v.relnamespace
    join pg_rewrite r on r.ev_class = v.oid and r.rulename = '_RETURN'
   where n.nspname = $1 and v.relkind in ('v', 'm')`;

const FUNCTIONS_SQL = `
  select p.proname as name, p.provolatile as volatility, p.proretset as returns_set, p.prorows::float8 as rows,
         format_type(p.prorettype, null) as return_type, rt.typtype as return_type_kind,
         rt.typrelid::int as return_relation, p.pronargdefaults as default_count,
         obj_description(p.oid, 'pg_proc') as description,
         coalesce((
           select json_agg(json_build_object(
                    'name', coalesce(p.proargnames[arg.ord], ''),
                    'type', format_type(arg.type_oid, null),
                    'relation', (select t.typrelid from pg_type t where t.oid = arg.type_oid)::int,
                    'mode', coalesce(p.proargmodes[arg.ord], 'i')) order by arg.ord)
             from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality arg(type_oid, ord)
         ), '[]')::text as arguments
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
   where n.nspname = $1 and p.prokind = 'f'
     and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
   order by p.proname, p.oid`;

const TYPES_SQL = `
  select t.typname as name
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
   where n.nspname = $1 and t.typtype in ('e', 'd', 'c', 'b', 'r') and t.typname not like '\\_%'`;

interface ColumnRow {
  relation: number;
  attnum: number;
  name: string;
  type: string;
  cast_type: string;
  type_name: string;
  nullable: boolean;
  default_value: string | null;
  generated: boolean;
  description: string | null;
  enum_values: string[] | null;
}

interface ConstraintRow {
  name: string;
  kind: 'p' | 'u' | 'f';
  relation: number;
  referenced_relation: number;
  columns: string[];
  referenced_columns: string[];
}

interface FunctionRow {
  name: string;
  volatility: 'i' | 's' | 'v';
  returns_set: boolean;
  rows: number;
  return_type: string;
  return_type_kind: string;
  return_relation: number;
  default_count: number;
  description: string | null;
  arguments: string;
}

const TABLE_KINDS: Record<string, Table['kind']> = {
  r: 'table',
  p: 'table',
  v: 'view',
  m: 'materialized view',
  f: 'foreign table',
};

function toColumn(row: ColumnRow): Column {
  return {
    name: row.name,
    type: row.type,
    castType: row.cast_type,
    typeName: row.type_name,
    nullable: row.nullable,
    defaultValue: row.default_value,
    generated: row.generated,
    enumValues: row.enum_values,
    description: row.description,
  };
}

/** Reads tables, views, columns, keys and functions of one exposed schema, as superuser. */
export async function introspect(db: Queryable, schema: string): Promise<SchemaCache> {
  const relations = await db.query<{
    oid: number;
    name: string;
    kind: string;
    description: string | null;
    insertable: boolean;
    updatable: boolean;
    deletable: boolean;
  }>(RELATIONS_SQL, [schema]);
  const columns = await db.query<ColumnRow>(COLUMNS_SQL, [schema]);
  const constraints = await db.query<ConstraintRow>(CONSTRAINTS_SQL, [schema]);
  const viewRules = await db.query<{ view: number; action: string }>(VIEW_RULES_SQL, [schema]);
  const functions = await db.query<FunctionRow>(FUNCTIONS_SQL, [schema]);
  const types = await db.query<{ name: string }>(TYPES_SQL, [schema]);

  const columnsByRelation = new Map<number, Column[]>();
  for (const row of columns.rows) {
    const list = columnsByRelation.get(row.relation) ?? [];
    list.push(toColumn(row));
    columnsByRelation.set(row.relation, list);
  }

  const tablesByOid = new Map<number, Table>();
  for (const row of relations.rows) {
    tablesByOid.set(row.oid, {
      schema,
      name: row.name,
      kind: TABLE_KINDS[row.kind] ?? 'table',
      columns: columnsByRelation.get(row.oid) ?? [],
      primaryKey: [],
      uniqueKeys: [],
      insertable: row.insertable,
      updatable: row.updatable,
      deletable: row.deletable,
      description: row.description,
    });
  }

  const foreignKeys: ForeignKey[] = [];
  for (const row of constraints.rows) {
    const table = tablesByOid.get(row.relation);
    if (!table) continue;
    if (row.kind === 'p') {
      table.primaryKey = row.columns;
      table.uniqueKeys.push(row.columns);
    } else if (row.kind === 'u') {
      table.uniqueKeys.push(row.columns);
    } else {
      const referenced = tablesByOid.get(row.referenced_relation);
      if (!referenced) continue;
      foreignKeys.push({
        name: row.name,
        table: table.name,
        columns: row.columns,
        referencedTable: referenced.name,
        referencedColumns: row.referenced_columns,
      });
    }
  }

  const columnNames = new Map(columns.rows.map((row) => [`${row.relation}:${row.attnum}`, row.name]));
  const viewSources = viewRules.rows.flatMap((rule) =>
    viewColumnSources(rule.action).flatMap((source) => {
      const column = columnNames.get(`${source.relation}:${source.attnum}`);
      return column ? [{ view: rule.view, relation: source.relation, column, viewColumn: source.viewColumn }] : [];
    }),
  );
  const viewKeys = carryKeysToViews(tablesByOid, throughViewsOfViews(viewSources), foreignKeys);
  foreignKeys.push(...viewKeys);

  const grouped = groupFunctions(schema, functions.rows, columnsByRelation, tablesByOid);
  return {
    schema,
    tables: new Map([...tablesByOid.values()].map((table) => [table.name, table])),
    foreignKeys,
    functions: grouped,
    typeNames: new Set(types.rows.map((row) => row.name)),
    ...computedMembers(grouped),
  };
}

/**
 * PostgREST's computed fields and computed relationships: functions whose one parameter is a
 * table's row. Returning rows of a table makes a relationship, anything else a field.
 */
function computedMembers(functions: Map<string, FunctionDefinition[]>) {
  const computedFields = new Map<string, Column[]>();
  const computedRelationships: ComputedRelationship[] = [];
  for (const fn of [...functions.values()].flat()) {
    const [parameter, ...more] = fn.parameters;
    if (!parameter?.rowOf || more.length) continue;
    const result = fn.result;
    if (result.kind === 'rows' && result.table) {
      computedRelationships.push({
        name: fn.name,
        table: parameter.rowOf,
        target: result.table,
        toOne: !result.setOf || fn.estimatedRows === 1,
      });
    } else if (result.kind === 'scalar' && !result.setOf) {
      const fields = computedFields.get(parameter.rowOf) ?? [];
      fields.push({
        name: fn.name,
        type: result.type,
        castType: result.type,
        typeName: result.type,
        nullable: true,
        defaultValue: null,
        generated: true,
        enumValues: null,
        description: fn.description,
      });
      computedFields.set(parameter.rowOf, fields);
    }
  }
  return { computedFields, computedRelationships };
}

type ViewSource = { view: number; relation: number; column: string; viewColumn: string };

/**
 * A view over another view shows the inner view's base columns: each source is followed down to a
 * table, as PostgREST's recursive view-dependency query does, so keys reach views of views.
 */
function throughViewsOfViews(sources: ViewSource[]): ViewSource[] {
  const byViewColumn = new Map(sources.map((source) => [`${source.view}:${source.viewColumn}`, source]));
  return sources.flatMap((source) => {
    let current = source;
    for (let hops = 0; hops < 16; hops++) {
      const inner = byViewColumn.get(`${current.relation}:${current.column}`);
      if (!inner) return [{ ...source, relation: current.relation, column: current.column }];
      current = inner;
    }
    return [];
  });
}

/**
 * PostgREST lets views take part in embedding through the keys of the tables they show: a key
 * whose columns a view shows (under any name) applies to the view, with the view's names.
 */
function carryKeysToViews(
  tablesByOid: Map<number, Table>,
  sources: ViewSource[],
  foreignKeys: ForeignKey[],
): ForeignKey[] {
  /** view\0base -> base column -> the view's name for it. */
  const shown = new Map<string, Map<string, string>>();
  const viewsOf = new Map<string, string[]>();
  for (const source of sources) {
    const view = tablesByOid.get(source.view);
    const base = tablesByOid.get(source.relation);
    if (!view || !base) continue;
    const key = `${view.name}\u0000${base.name}`;
    if (!shown.has(key)) {
      shown.set(key, new Map());
      viewsOf.set(base.name, [...(viewsOf.get(base.name) ?? []), view.name]);
    }
    const columns = shown.get(key);
    if (columns && !columns.has(source.column)) columns.set(source.column, source.viewColumn);
  }
  /** The view's names for the base columns, or null when it does not show them all. */
  const asShown = (view: string, base: string, columns: string[]): string[] | null => {
    if (view === base) return columns;
    const names = shown.get(`${view}\u0000${base}`);
    const mapped = columns.map((column) => names?.get(column));
    return mapped.every((name): name is string => name !== undefined) ? mapped : null;
  };
  const tablesByName = new Map([...tablesByOid.values()].map((table) => [table.name, table]));

  for (const [base, views] of viewsOf) {
    const baseTable = tablesByName.get(base);
    for (const viewName of views) {
      const view = tablesByName.get(viewName);
      if (!view || !baseTable) continue;
      const primaryKey = baseTable.primaryKey.length ? asShown(viewName, base, baseTable.primaryKey) : null;
      if (primaryKey) view.primaryKey = primaryKey;
      view.uniqueKeys = baseTable.uniqueKeys.flatMap((key) => {
        const mapped = asShown(viewName, base, key);
        return mapped ? [mapped] : [];
      });
    }
  }

  const endpoints = (table: string, columns: string[]) =>
    [table, ...(viewsOf.get(table) ?? [])].flatMap((name) => {
      const mapped = asShown(name, table, columns);
      return mapped ? [{ name, columns: mapped }] : [];
    });
  const derived: ForeignKey[] = [];
  for (const fk of foreignKeys) {
    for (const from of endpoints(fk.table, fk.columns)) {
      for (const to of endpoints(fk.referencedTable, fk.referencedColumns)) {
        if (from.name === fk.table && to.name === fk.referencedTable) continue;
        derived.push({
          ...fk,
          table: from.name,
          columns: from.columns,
          referencedTable: to.name,
          referencedColumns: to.columns,
        });
      }
    }
  }
  return derived;
}

const VOLATILITY: Record<string, FunctionDefinition['volatility']> = { i: 'immutable', s: 'stable', v: 'volatile' };

function groupFunctions(
  schema: string,
  rows: FunctionRow[],
  columnsByRelation: Map<number, Column[]>,
  tablesByOid: Map<number, Table>,
): Map<string, FunctionDefinition[]> {
  const functions = new Map<string, FunctionDefinition[]>();
  for (const row of rows) {
    const args = JSON.parse(row.arguments) as { name: string; type: string; mode: string; relation: number }[];
    const inputs = args.filter((arg) => ['i', 'b', 'v'].includes(arg.mode));
    const firstDefault = inputs.length - row.default_count;
    const parameters: FunctionParameter[] = inputs.map((arg, index) => ({
      name: arg.name,
      type: arg.type,
      rowOf: tablesByOid.get(arg.relation)?.name ?? null,
      hasDefault: index >= firstDefault,
      variadic: arg.mode === 'v',
    }));
    const outputs = args.filter((arg) => ['o', 'b', 't'].includes(arg.mode));
    const definition: FunctionDefinition = {
      schema,
      name: row.name,
      parameters,
      result: functionResult(row, outputs, columnsByRelation, tablesByOid),
      volatility: VOLATILITY[row.volatility] ?? 'volatile',
      estimatedRows: row.rows,
      description: row.description,
    };
    functions.set(row.name, [...(functions.get(row.name) ?? []), definition]);
  }
  return functions;
}

function functionResult(
  row: FunctionRow,
  outputs: { name: string; type: string }[],
  columnsByRelation: Map<number, Column[]>,
  tablesByOid: Map<number, Table>,
): FunctionResult {
  if (row.return_type === 'void') return { kind: 'void' };
  if (row.return_type_kind === 'c') {
    return {
      kind: 'rows',
      setOf: row.returns_set,
      columns: columnsByRelation.get(row.return_relation) ?? [],
      table: tablesByOid.get(row.return_relation)?.name ?? null,
    };
  }
  if (row.return_type === 'record' && outputs.length) {
    const columns = outputs.map((output) => ({
      name: output.name,
      type: output.type,
      castType: output.type,
      typeName: output.type,
      nullable: true,
      defaultValue: null,
      generated: false,
      enumValues: null,
      description: null,
    }));
    return { kind: 'rows', setOf: row.returns_set, columns, table: null };
  }
  return { kind: 'scalar', type: row.return_type, setOf: row.returns_set };
}

/**
 * The introspected schemas (those `pgrst.db_schemas` exposes), each loaded on first use and all
 * reloaded on `NOTIFY pgrst, 'reload schema'` (as PostgREST does) or when a request meets a name
 * the cache does not know yet; the settings themselves are reread on `NOTIFY pgrst, 'reload config'`.
 */
export class SchemaCacheStore {
  private readonly db: Database;
  private readonly log: (line: string) => void;
  private readonly loaded = new Map<string, Promise<SchemaCache>>();
  private loadedSettings: Promise<ApiSettings> | null = null;
  private loadedAt = 0;

  constructor(db: Database, log: (line: string) => void) {
    this.db = db;
    this.log = log;
  }

  /** The exposed schemas (the first is the default, used without a profile header) and the extra search path. */
  settings(): Promise<ApiSettings> {
    if (!this.loadedSettings) {
      const loading = readApiSettings(this.db);
      loading.catch(() => {
        if (this.loadedSettings === loading) this.loadedSettings = null;
      });
      this.loadedSettings = loading;
    }
    return this.loadedSettings;
  }

  async get(schema?: string): Promise<SchemaCache> {
    const name = schema ?? (await this.settings()).schemas[0] ?? EXPOSED_SCHEMA;
    const current = this.loaded.get(name);
    if (current) return current;
    if (!this.loaded.size) this.loadedAt = Date.now();
    const loading = introspect(this.db, name);
    loading.catch(() => {
      if (this.loaded.get(name) === loading) this.loaded.delete(name);
    });
    this.loaded.set(name, loading);
    return loading;
  }

  invalidate(): void {
    this.loaded.clear();
  }

  /**
   * Reloads when the cache is older than a second: DDL that sent no NOTIFY becomes visible,
   * while a stream of requests for names that do not exist cannot keep the database busy.
   */
  async reloadIfStale(schema?: string): Promise<boolean> {
    if (Date.now() - this.loadedAt < 1000) return false;
    this.invalidate();
    await this.get(schema);
    return true;
  }

  async listenForReloads(): Promise<void> {
    try {
      await this.db.listen('pgrst', (payload) => {
        if (payload === '' || payload === 'reload schema') this.invalidate();
        if (payload === 'reload config') this.loadedSettings = null;
      });
    } catch (error) {
      this.log(`rest: cannot listen for schema reloads: ${(error as Error).message}`);
    }
  }
}
