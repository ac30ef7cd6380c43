import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import type { Queryable } from '../db/database.ts';
import { ident } from './sql/sql.ts';

/** What PostgREST exposes: `db-schemas` (the first is the default) and `db-extra-search-path`. */
export interface ExposedSchemas {
  schemas: string[];
  extraSearchPath: string[];
}

/** How a transaction ends: `db-tx-end`, which alone decides whether `Prefer: tx=` may override it. */
export type TxEnd = 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';

/**
 * PostgREST's settings that a hosted Supabase project changes in the database (`alter role
 * authenticator set pgrst.… ; notify pgrst, 'reload config'`), with the values it starts with.
 */
export interface ApiSettings extends ExposedSchemas {
  /** `db-aggregates-enabled`: off, so `sum()`, `count()` … answer PGRST123 until a project turns them on. */
  aggregates: boolean;
  /** `db-plan-enabled`: off, so the plan media type (`explain()`) is refused with 406 until turned on. */
  plan: boolean;
  txEnd: TxEnd;
  /** `db-pre-request`: a function called in every request's transaction before its statement. */
  preRequest: string | null;
}

export const DEFAULT_API_SETTINGS: ApiSettings = {
  schemas: ['public'],
  extraSearchPath: ['public', 'extensions'],
  aggregates: false,
  plan: false,
  txEnd: 'commit',
  preRequest: null,
};

const TX_ENDS: readonly TxEnd[] = ['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override'];

/** PostgREST never exposes these, whatever the configuration says. */
const NEVER_EXPOSED = new Set(['pg_catalog', 'information_schema']);

function names(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .map((name) => name.trim());
}

/** `[api] schemas` and `extra_search_path` of supabase/config.toml, as the CLI hands them to PostgREST. */
export function apiSettingsFromConfig(configToml: string): ExposedSchemas {
  const api = (parse(readFileSync(configToml, 'utf8')).api ?? {}) as Record<string, unknown>;
  const schemas = (names(api.schemas) ?? DEFAULT_API_SETTINGS.schemas).filter((name) => !NEVER_EXPOSED.has(name));
  return {
    schemas: schemas.length ? schemas : DEFAULT_API_SETTINGS.schemas,
    extraSearchPath: names(api.extra_search_path) ?? DEFAULT_API_SETTINGS.extraSearchPath,
  };
}

function quoted(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * Stores the settings as PostgREST's in-database configuration, where hosted Supabase keeps the
 * dashboard's exposed schemas: `pgrst.db_schemas` and `pgrst.db_extra_search_path` on the
 * `authenticator` role, here for this database only, so databases sharing a server keep their own.
 */
export async function storeApiSettings(db: Queryable, settings: ExposedSchemas): Promise<void> {
  const database = (await db.query<{ name: string }>('select current_database() as name')).rows[0]?.name ?? '';
  const role = `alter role authenticator in database ${ident(database)}`;
  await db.exec(
    `${role} set pgrst.db_schemas = ${quoted(settings.schemas.join(', '))};
     ${role} set pgrst.db_extra_search_path = ${quoted(settings.extraSearchPath.join(', '))};`,
  );
}

const SETTINGS_SQL = `
  select split_part(setting, '=', 1) as name, substr(setting, strpos(setting, '=') + 1) as value
    from pg_db_role_setting s, unnest(s.setconfig) as setting
   where s.setrole = (select oid from pg_roles where rolname = 'authenticator')
     and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
   order by s.setdatabase`;

/** The in-database settings (this database's over the role's), else PostgREST's defaults as Supabase sets them. */
export async function readApiSettings(db: Queryable): Promise<ApiSettings> {
  const rows = (await db.query<{ name: string; value: string }>(SETTINGS_SQL)).rows;
  const found = new Map(rows.map((row) => [row.name, row.value]));
  const list = (value: string | undefined) =>
    value
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  const schemas = list(found.get('pgrst.db_schemas'))?.filter((name) => !NEVER_EXPOSED.has(name));
  const txEnd = found.get('pgrst.db_tx_end')?.trim().toLowerCase();
  return {
    schemas: schemas?.length ? schemas : DEFAULT_API_SETTINGS.schemas,
    extraSearchPath: list(found.get('pgrst.db_extra_search_path')) ?? DEFAULT_API_SETTINGS.extraSearchPath,
    aggregates: flag(found.get('pgrst.db_aggregates_enabled')) ?? DEFAULT_API_SETTINGS.aggregates,
    plan: flag(found.get('pgrst.db_plan_enabled')) ?? DEFAULT_API_SETTINGS.plan,
    txEnd: TX_ENDS.find((end) => end === txEnd) ?? DEFAULT_API_SETTINGS.txEnd,
    preRequest: found.get('pgrst.db_pre_request')?.trim() || DEFAULT_API_SETTINGS.preRequest,
  };
}

/** A boolean setting as PostgREST's configuration reads one; anything else leaves the default. */
function flag(value: string | undefined): boolean | undefined {
  const word = value?.trim().toLowerCase();
  if (word === 'true' || word === 'on' || word === 'yes' || word === '1') return true;
  if (word === 'false' || word === 'off' || word === 'no' || word === '0') return false;
  return undefined;
}
