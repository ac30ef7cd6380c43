import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import type { Queryable } from '../db/database.ts';
import { ident } from './sql/sql.ts';

/** What PostgREST exposes: `db-schemas` (the first is the default) and `db-extra-search-path`. */
export interface ApiSettings {
  schemas: string[];
  extraSearchPath: string[];
}

export const DEFAULT_API_SETTINGS: ApiSettings = { schemas: ['public'], extraSearchPath: ['public', 'extensions'] };

/** PostgREST never exposes these, whatever the configuration says. */
const NEVER_EXPOSED = new Set(['pg_catalog', 'information_schema']);

function names(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .map((name) => name.trim());
}

/** `[api] schemas` and `extra_search_path` of supabase/config.toml, as the CLI hands them to PostgREST. */
export function apiSettingsFromConfig(configToml: string): ApiSettings {
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
export async function storeApiSettings(db: Queryable, settings: ApiSettings): Promise<void> {
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
  return {
    schemas: schemas?.length ? schemas : DEFAULT_API_SETTINGS.schemas,
    extraSearchPath: list(found.get('pgrst.db_extra_search_path')) ?? DEFAULT_API_SETTINGS.extraSearchPath,
  };
}
