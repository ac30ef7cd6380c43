// `node packages/core/scripts/generate-db-types.ts [--check]` (npm run db:types): applies
// supabase/migrations to an in-memory database, reads the public schema back and writes
// packages/core/src/database.types.ts in the shape `supabase gen types typescript` produces.
// With --check it writes nothing and exits 1 when the committed file is out of date.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type RunningServer, startServer } from '@seminary/local-supabase';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const migrationsDir = join(repoRoot, 'supabase', 'migrations');
const outputFile = join(repoRoot, 'packages', 'core', 'src', 'database.types.ts');
const biome = join(repoRoot, 'node_modules', '.bin', 'biome');

type Db = RunningServer['db'];

interface Relation {
  oid: number;
  name: string;
  kind: string;
}

interface Column {
  relid: number;
  name: string;
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  identity: string;
  generated: string;
}

interface ForeignKey {
  name: string;
  relation: string;
  columns: string[];
  referencedRelation: string;
  referencedColumns: string[];
  isOneToOne: boolean;
}

interface FunctionArg {
  name: string;
  type: string;
  mode: string;
}

interface FunctionInfo {
  name: string;
  args: FunctionArg[];
  defaults: number;
  returnType: string;
  returnRelation: string | null;
  returnsSet: boolean;
  rows: number;
}

interface EnumInfo {
  name: string;
  labels: string[];
}

interface CompositeInfo {
  name: string;
  attributes: { name: string; type: string }[];
}

async function introspect(db: Db) {
  const relations = (
    await db.query<Relation>(
      `select c.oid::int as oid, c.relname as name, c.relkind as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'f', 'v', 'm')
       order by c.relname`,
    )
  ).rows;
  const columns = (
    await db.query<Column>(
      `select a.attrelid::int as relid, a.attname as name, t.typname as type, a.attnotnull as "notNull",
              a.atthasdef as "hasDefault", a.attidentity::text as identity, a.attgenerated::text as generated
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
       order by a.attname`,
    )
  ).rows;
  const foreignKeys = (
    await db.query<ForeignKey>(
      `select con.conname as name, src.relname as relation, dst.relname as "referencedRelation",
              array(select a.attname from unnest(con.conkey) with ordinality k(attnum, i)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.i)::text[] as columns,
              array(select a.attname from unnest(con.confkey) with ordinality k(attnum, i)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.i)::text[]
                as "referencedColumns",
              exists (
                select 1 from pg_index i
                where i.indrelid = con.conrelid and i.indisunique
                  and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                    = (select array_agg(x order by x) from unnest(con.conkey) x)
              ) as "isOneToOne"
       from pg_constraint con
       join pg_class src on src.oid = con.conrelid
       join pg_namespace sn on sn.oid = src.relnamespace
       join pg_class dst on dst.oid = con.confrelid
       join pg_namespace dn on dn.oid = dst.relnamespace
       where con.contype = 'f' and sn.nspname = 'public' and dn.nspname = 'public'`,
    )
  ).rows;
  const functions = (
    await db.query<{
      name: string;
      argNames: string[] | null;
      argModes: string[] | null;
      argTypes: string[];
      defaults: number;
      returnType: string;
      returnRelation: string | null;
      returnsSet: boolean;
      rows: number;
    }>(
      `select p.proname as name, p.proargnames as "argNames", p.proargmodes::text[] as "argModes",
              array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, i)
                    join pg_type t on t.oid = a.oid order by a.i)::text[] as "argTypes",
              p.pronargdefaults::int as defaults, rt.typname as "returnType",
              (select c.relname from pg_class c where c.oid = rt.typrelid and c.relkind in ('r', 'p', 'v', 'm'))
                as "returnRelation",
              p.proretset as "returnsSet", p.prorows::int as rows
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
       where n.nspname = 'public' and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
         and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
       order by p.proname, p.oid`,
    )
  ).rows.map(
    (f): FunctionInfo => ({
      name: f.name,
      args: f.argTypes.map((type, i) => ({ name: f.argNames?.[i] ?? '', type, mode: f.argModes?.[i] ?? 'i' })),
      defaults: f.defaults,
      returnType: f.returnType,
      returnRelation: f.returnRelation,
      returnsSet: f.returnsSet,
      rows: f.rows,
    }),
  );
  const enums = (
    await db.query<EnumInfo>(
      `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
       from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = 'public' group by t.typname order by t.typname`,
    )
  ).rows;
  const composites = (
    await db.query<{ name: string; attributes: { name: string; type: string }[] }>(
      `select t.typname as name,
              json_agg(json_build_object('name', a.attname, 'type', at.typname) order by a.attnum) as attributes
       from pg_type t
       join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
       join pg_namespace n on n.oid = t.typnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type at on at.oid = a.atttypid
       where n.nspname = 'public' group by t.typname order by t.typname`,
    )
  ).rows;
  return { relations, columns, foreignKeys, functions, enums, composites: composites as CompositeInfo[] };
}

type Schema = Awaited<ReturnType<typeof introspect>>;

function tsType(pgType: string, schema: Schema): string {
  if (pgType === 'bool') return 'boolean';
  if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'].includes(pgType)) return 'number';
  if (
    [
      'bytea',
      'bpchar',
      'varchar',
      'date',
      'text',
      'citext',
      'time',
      'timetz',
      'timestamp',
      'timestamptz',
      'uuid',
      'interval',
      'inet',
      'name',
    ].includes(pgType)
  ) {
    return 'string';
  }
  if (pgType === 'json' || pgType === 'jsonb') return 'Json';
  if (pgType === 'void') return 'undefined';
  if (pgType === 'record') return 'Record<string, unknown>';
  if (pgType.startsWith('_')) return `(${tsType(pgType.slice(1), schema)})[]`;
  if (schema.enums.some((e) => e.name === pgType)) return `Database['public']['Enums'][${JSON.stringify(pgType)}]`;
  if (schema.composites.some((c) => c.name === pgType)) {
    return `Database['public']['CompositeTypes'][${JSON.stringify(pgType)}]`;
  }
  return 'unknown';
}

function columnsOf(relation: Relation, schema: Schema): Column[] {
  return schema.columns.filter((c) => c.relid === relation.oid).sort((a, b) => a.name.localeCompare(b.name));
}

function rowType(relation: Relation, schema: Schema): string {
  const isView = relation.kind === 'v' || relation.kind === 'm';
  return columnsOf(relation, schema)
    .map((c) => `${JSON.stringify(c.name)}: ${tsType(c.type, schema)}${isView || !c.notNull ? ' | null' : ''}`)
    .join('\n');
}

function insertType(relation: Relation, schema: Schema): string {
  return columnsOf(relation, schema)
    .map((c) => {
      if (c.identity === 'a' || c.generated === 's') return `${JSON.stringify(c.name)}?: never`;
      const optional = !c.notNull || c.hasDefault || c.identity === 'd';
      return `${JSON.stringify(c.name)}${optional ? '?' : ''}: ${tsType(c.type, schema)}${c.notNull ? '' : ' | null'}`;
    })
    .join('\n');
}

function updateType(relation: Relation, schema: Schema): string {
  return columnsOf(relation, schema)
    .map((c) => {
      if (c.identity === 'a' || c.generated === 's') return `${JSON.stringify(c.name)}?: never`;
      return `${JSON.stringify(c.name)}?: ${tsType(c.type, schema)}${c.notNull ? '' : ' | null'}`;
    })
    .join('\n');
}

function relationshipsType(relation: Relation, schema: Schema): string {
  const keys = schema.foreignKeys
    .filter((fk) => fk.relation === relation.name)
    .sort((a, b) => a.name.localeCompare(b.name) || a.referencedRelation.localeCompare(b.referencedRelation));
  return `[${keys
    .map(
      (fk) => `{
        foreignKeyName: ${JSON.stringify(fk.name)}
        columns: ${JSON.stringify(fk.columns)}
        isOneToOne: ${fk.isOneToOne}
        referencedRelation: ${JSON.stringify(fk.referencedRelation)}
        referencedColumns: ${JSON.stringify(fk.referencedColumns)}
      },`,
    )
    .join('\n')}]`;
}

function functionType(fn: FunctionInfo, schema: Schema): string {
  const inputs = fn.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  const firstDefault = inputs.length - fn.defaults;
  const args = inputs.length
    ? `{ ${inputs.map((a, i) => `${JSON.stringify(a.name)}${i >= firstDefault ? '?' : ''}: ${tsType(a.type, schema)}`).join('; ')} }`
    : 'never';
  const tableColumns = fn.args.filter((a) => a.mode === 't');
  const returnRelation = fn.returnRelation
    ? schema.relations.find((r) => r.name === fn.returnRelation && r.kind !== 'c')
    : undefined;
  let returns: string;
  let setofOptions = '';
  if (tableColumns.length) {
    returns = `{ ${tableColumns.map((a) => `${JSON.stringify(a.name)}: ${tsType(a.type, schema)}`).join('; ')} }[]`;
  } else if (returnRelation) {
    const multipleRows = fn.returnsSet && fn.rows > 1;
    returns = `{ ${rowType(returnRelation, schema).split('\n').join('; ')} }${multipleRows ? '[]' : ''}`;
    setofOptions = `SetofOptions: {
      from: "*"
      to: ${JSON.stringify(returnRelation.name)}
      isOneToOne: ${!multipleRows}
      isSetofReturn: ${fn.returnsSet}
    }`;
  } else {
    returns = `${tsType(fn.returnType, schema)}${fn.returnsSet ? '[]' : ''}`;
  }
  return `${JSON.stringify(fn.name)}: {
    Args: ${args}
    Returns: ${returns}
    ${setofOptions}
  }`;
}

/** The helper type of a table's Insert or Update shape: `TablesInsert` and `TablesUpdate` as the CLI writes them. */
function tableWriteType(kind: 'Insert' | 'Update'): string {
  const letter = kind[0];
  return `export type Tables${kind}<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      ${kind}: infer ${letter}
    }
    ? ${letter}
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        ${kind}: infer ${letter}
      }
      ? ${letter}
      : never
    : never`;
}

/** The helper type of a schema's enums or composite types, with the CLI's names for its parameters. */
function memberType(member: 'Enums' | 'CompositeTypes', options: string, name: string): string {
  return `export type ${member}<
  ${options} extends
    | keyof DefaultSchema["${member}"]
    | { schema: keyof DatabaseWithoutInternals },
  ${name} extends ${options} extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[${options}["schema"]]["${member}"]
    : never = never,
> = ${options} extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[${options}["schema"]]["${member}"][${name}]
  : ${options} extends keyof DefaultSchema["${member}"]
    ? DefaultSchema["${member}"][${options}]
    : never`;
}

function render(schema: Schema): string {
  const tables = schema.relations.filter((r) => ['r', 'p', 'f'].includes(r.kind));
  const views = schema.relations.filter((r) => ['v', 'm'].includes(r.kind));
  const never = '[_ in never]: never';
  /** A section's members one to a line, or the CLI's placeholder for an empty one. */
  const members = <T>(items: readonly T[], member: (item: T) => string) =>
    items.length ? items.map(member).join('\n') : never;
  const functionsByName = new Map<string, FunctionInfo[]>();
  for (const fn of schema.functions) functionsByName.set(fn.name, [...(functionsByName.get(fn.name) ?? []), fn]);

  return `// Generated by packages/core/scripts/generate-db-types.ts from supabase/migrations, in the shape
// of \`supabase gen types typescript\`. Do not edit: change a migration and run \`npm run db:types\`.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "14"
  }
  public: {
    Tables: {
      ${members(
        tables,
        (t) => `${JSON.stringify(t.name)}: {
        Row: { ${rowType(t, schema)} }
        Insert: { ${insertType(t, schema)} }
        Update: { ${updateType(t, schema)} }
        Relationships: ${relationshipsType(t, schema)}
      }`,
      )}
    }
    Views: {
      ${members(
        views,
        (v) => `${JSON.stringify(v.name)}: {
        Row: { ${rowType(v, schema)} }
        Relationships: ${relationshipsType(v, schema)}
      }`,
      )}
    }
    Functions: {
      ${members(
        [...functionsByName.entries()].sort(([a], [b]) => a.localeCompare(b)),
        ([, overloads]) => overloads.map((fn) => functionType(fn, schema)).join('\n'),
      )}
    }
    Enums: {
      ${members(schema.enums, (e) => `${JSON.stringify(e.name)}: ${e.labels.map((l) => JSON.stringify(l)).join(' | ')}`)}
    }
    CompositeTypes: {
      ${members(
        schema.composites,
        (c) =>
          `${JSON.stringify(c.name)}: { ${c.attributes.map((a) => `${JSON.stringify(a.name)}: ${tsType(a.type, schema)} | null`).join('; ')} }`,
      )}
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

${tableWriteType('Insert')}

${tableWriteType('Update')}

${memberType('Enums', 'DefaultSchemaEnumNameOrOptions', 'EnumName')}

${memberType('CompositeTypes', 'PublicCompositeTypeNameOrOptions', 'CompositeTypeName')}

export const Constants = {
  public: {
    Enums: {
      ${schema.enums.map((e) => `${JSON.stringify(e.name)}: [${e.labels.map((l) => JSON.stringify(l)).join(', ')}],`).join('\n')}
    },
  },
} as const
`;
}

/** The repository's formatter decides the layout, so the file passes `biome check` as written. */
function format(source: string): string {
  const result = spawnSync(biome, ['format', `--stdin-file-path=${relative(repoRoot, outputFile)}`], {
    cwd: repoRoot,
    input: source,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`biome format failed: ${result.stderr || result.error?.message}`);
  return result.stdout;
}

async function generate(): Promise<string> {
  const server = await startServer({ memory: true, port: 0, migrationsDir, log: () => undefined });
  try {
    return format(render(await introspect(server.db)));
  } finally {
    await server.close();
  }
}

const check = process.argv.includes('--check');
const generated = await generate();
const relativeOutput = relative(repoRoot, outputFile);
if (check) {
  const committed = existsSync(outputFile) ? readFileSync(outputFile, 'utf8') : '';
  if (committed !== generated) {
    process.stderr.write(`${relativeOutput} is out of date: run \`npm run db:types\`.\n`);
    process.exit(1);
  }
  process.stdout.write(`${relativeOutput} is up to date.\n`);
} else {
  writeFileSync(outputFile, generated);
  process.stdout.write(`wrote ${relativeOutput}\n`);
}
