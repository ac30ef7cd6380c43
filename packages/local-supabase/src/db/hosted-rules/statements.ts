import { listAt, names, nodeKind, type Tree, textAt, treeAt } from './syntax.ts';

/** Schemas where hosted lets `postgres` create nothing (CREATE on them revoked from it in 2025). */
const CLOSED_SCHEMAS = new Set(['auth', 'storage']);

/** Schemas whose objects the platform owns: `postgres` may not alter, rename or re-own them. */
const PLATFORM_SCHEMAS = new Set([
  'auth',
  'storage',
  'realtime',
  'vault',
  'supabase_functions',
  'supabase_migrations',
  'net',
  'cron',
  'graphql',
  'graphql_public',
  'pgsodium',
  'pgbouncer',
]);

/** supautils.reserved_roles (supabase/postgres `ansible/files/postgresql_config/supautils.conf.j2`), and the platform's other roles. */
const RESERVED_ROLES = new Set([
  'supabase_admin',
  'supabase_auth_admin',
  'supabase_storage_admin',
  'supabase_replication_admin',
  'supabase_realtime_admin',
  'supabase_read_only_user',
  'supabase_functions_admin',
  'supabase_etl_admin',
  'dashboard_user',
  'pgbouncer',
  'service_role',
  'authenticator',
  'authenticated',
  'anon',
]);

/**
 * Reserved roles whose settings `postgres` may change (a `*` after them in hosted's
 * reserved_roles): Supabase documents `alter role authenticated set statement_timeout = ...`.
 */
const ROLES_WITH_SETTINGS = new Set(['anon', 'authenticated', 'service_role', 'authenticator']);

/** supautils.reserved_memberships: roles `postgres` may not grant. */
const RESERVED_MEMBERSHIPS = new Set([
  'pg_read_server_files',
  'pg_write_server_files',
  'pg_execute_server_program',
  'authenticator',
]);

/** supautils.privileged_extensions: the extensions `postgres` may create. */
const PRIVILEGED_EXTENSIONS = new Set(
  (
    'address_standardizer, address_standardizer_data_us, autoinc, bloom, btree_gin, btree_gist, citext, cube, ' +
    'dblink, dict_int, dict_xsyn, earthdistance, fuzzystrmatch, hstore, http, insert_username, intarray, isn, ltree, ' +
    'moddatetime, pg_cron, pg_graphql, pg_hashids, pg_jsonschema, pg_net, pg_stat_monitor, pg_stat_statements, ' +
    'pg_trgm, pg_walinspect, pgaudit, pgcrypto, pgjwt, pgroonga, pgroonga_database, pgrouting, pgrowlocks, pgsodium, ' +
    'pgtap, plcoffee, pljava, plls, plpgsql, plpgsql_check, plv8, postgis, postgis_raster, postgis_sfcgal, ' +
    'postgis_tiger_geocoder, postgis_topology, postgres_fdw, refint, rum, seg, sslinfo, supabase_vault, supautils, ' +
    'tablefunc, tcn, timescaledb, tsm_system_rows, tsm_system_time, unaccent, uuid-ossp, wrappers'
  ).split(', '),
);

/** supautils.privileged_role_allowed_configs: superuser-only settings `postgres` may set all the same. */
const ALLOWED_SUPERUSER_SETTINGS = new Set([
  'pgaudit.log',
  'pgaudit.log_catalog',
  'pgaudit.log_client',
  'pgaudit.log_level',
  'pgaudit.log_relation',
  'pgaudit.log_rows',
  'pgaudit.log_statement',
  'pgaudit.log_statement_once',
  'pgaudit.role',
  'session_replication_role',
  'track_io_timing',
]);

/** PostgreSQL's settings a role without superuser may not set (PGC_SUSET and server-wide ones) that migrations meet. */
const SUPERUSER_SETTINGS = new Set([
  'session_preload_libraries',
  'shared_preload_libraries',
  'lc_messages',
  'session_replication_role',
  'track_activities',
  'track_counts',
  'track_functions',
  'track_io_timing',
  'track_wal_io_timing',
  'deadlock_timeout',
  'temp_file_limit',
  'max_stack_depth',
  'zero_damaged_pages',
  'ignore_system_indexes',
  'allow_system_table_mods',
  'lo_compat_privileges',
  'update_process_title',
  'compute_query_id',
  'wal_compression',
  'commit_delay',
  'jit_debugging_support',
  'jit_profiling_support',
  'jit_dump_bitcode',
  'safeupdate.enabled',
]);
const SUPERUSER_SETTING_PREFIXES = ['log_', 'auto_explain.', 'pg_stat_statements.', 'pgaudit.'];
/** The one `log_` setting any role may set. */
const USER_LOG_SETTINGS = new Set(['log_parameter_max_length_on_error']);

function isSuperuserSetting(name: string): boolean {
  const setting = name.toLowerCase();
  if (ALLOWED_SUPERUSER_SETTINGS.has(setting) || USER_LOG_SETTINGS.has(setting)) return false;
  return SUPERUSER_SETTINGS.has(setting) || SUPERUSER_SETTING_PREFIXES.some((prefix) => setting.startsWith(prefix));
}

function relationName(relation: Tree | undefined): { schema: string | undefined; name: string } {
  return { schema: textAt(relation, 'schemaname'), name: textAt(relation, 'relname') ?? '' };
}

function qualified(schema: string | undefined, name: string): string {
  return schema ? `${schema}.${name}` : name;
}

/** The schema of a qualified name list (`[schema, name]`); undefined when unqualified. */
function schemaOfNames(list: unknown[], unqualifiedLength = 1): string | undefined {
  const parts = names(list);
  return parts.length > unqualifiedLength ? parts[parts.length - unqualifiedLength - 1] : undefined;
}

/** `{ObjectWithArgs: {objname}}`, `{List: {items}}`, `{String}` or `{TypeName}`: the schema it names. */
function schemaOfObject(object: unknown, unqualifiedLength = 1): string | undefined {
  const node = nodeKind(object);
  if (!node) return undefined;
  if (node.kind === 'ObjectWithArgs') return schemaOfNames(listAt(node.fields, 'objname'), unqualifiedLength);
  if (node.kind === 'List') return schemaOfNames(listAt(node.fields, 'items'), unqualifiedLength);
  if (node.kind === 'TypeName') return schemaOfNames(listAt(node.fields, 'names'), unqualifiedLength);
  return undefined;
}

/** Names left unqualified in the object list of a COMMENT / RENAME: 2 for things on a table (column, trigger, policy). */
function unqualifiedLength(objectType: string | undefined): number {
  return ['OBJECT_COLUMN', 'OBJECT_TRIGGER', 'OBJECT_POLICY', 'OBJECT_RULE', 'OBJECT_TABCONSTRAINT'].includes(
    objectType ?? '',
  )
    ? 2
    : 1;
}

function roleName(spec: unknown): string | undefined {
  return textAt(treeAt(spec, 'RoleSpec'), 'rolename') ?? textAt(spec, 'rolename');
}

const platformObject = (what: string, schema: string) =>
  `${what}: the platform owns the objects of schema ${schema} and hosted refuses this to postgres (must be owner, 42501); ` +
  'leave the platform object as it is and do the work on an object of your own (in public or a schema of yours)';

const closedSchema = (what: string, schema: string) =>
  `${what}: hosted does not let postgres create objects in schema ${schema} (CREATE revoked, 42501); ` +
  'create it in public or a schema of your own (e.g. private)';

const reservedRole = (what: string, role: string) =>
  `${what}: ${role} is a reserved role on hosted (supautils.reserved_roles); leave it as the platform configures it`;

const superuserSetting = (what: string, setting: string) =>
  `${what}: only a superuser may set ${setting} and hosted's postgres is none (supautils allows only ` +
  `${[...ALLOWED_SUPERUSER_SETTINGS].join(', ')}); set it per function or transaction if it allows that, ` +
  'or ask for it in the project settings';

/** What hosted Supabase refuses to `postgres` in one statement of a migration, if anything. */
export function statementRefusal(kind: string, fields: Tree): string | undefined {
  switch (kind) {
    case 'RenameStmt':
      return renameRefusal(fields);
    case 'CreateStmt':
    case 'IndexStmt':
    case 'RuleStmt': {
      const { schema, name } = relationName(treeAt(fields, 'relation'));
      const what = kind === 'CreateStmt' ? `CREATE TABLE ${qualified(schema, name)}` : `an index or rule on ${name}`;
      if (schema && CLOSED_SCHEMAS.has(schema)) return closedSchema(what, schema);
      return undefined;
    }
    case 'ViewStmt':
    case 'CreateSeqStmt':
    case 'CompositeTypeStmt':
    case 'CreateTableAsStmt': {
      const relation =
        treeAt(fields, 'view') ??
        treeAt(fields, 'sequence') ??
        treeAt(fields, 'typevar') ??
        treeAt(treeAt(fields, 'into'), 'rel');
      const { schema, name } = relationName(relation);
      if (schema && CLOSED_SCHEMAS.has(schema)) return closedSchema(`creating ${qualified(schema, name)}`, schema);
      return undefined;
    }
    case 'CreateFunctionStmt':
    case 'CreateEnumStmt':
    case 'CreateRangeStmt':
    case 'CreateDomainStmt':
    case 'DefineStmt': {
      const list =
        listAt(fields, 'funcname').length > 0
          ? listAt(fields, 'funcname')
          : listAt(fields, 'typeName').length > 0
            ? listAt(fields, 'typeName')
            : listAt(fields, 'domainname').length > 0
              ? listAt(fields, 'domainname')
              : listAt(fields, 'defnames');
      const schema = schemaOfNames(list);
      if (schema && CLOSED_SCHEMAS.has(schema)) return closedSchema(`creating ${names(list).join('.')}`, schema);
      return undefined;
    }
    case 'AlterTableStmt': {
      const { schema, name } = relationName(treeAt(fields, 'relation'));
      if (schema && PLATFORM_SCHEMAS.has(schema)) return platformObject(`ALTER TABLE ${schema}.${name}`, schema);
      return undefined;
    }
    case 'AlterFunctionStmt': {
      const schema = schemaOfNames(listAt(treeAt(fields, 'func'), 'objname'));
      if (schema && PLATFORM_SCHEMAS.has(schema)) return platformObject('ALTER FUNCTION', schema);
      return undefined;
    }
    case 'AlterOwnerStmt': {
      const schema =
        textAt(fields, 'objectType') === 'OBJECT_SCHEMA'
          ? textAt(treeAt(fields.object, 'String'), 'sval')
          : schemaOfObject(fields.object);
      if (schema && PLATFORM_SCHEMAS.has(schema)) return platformObject('OWNER TO', schema);
      return undefined;
    }
    case 'AlterObjectSchemaStmt': {
      const schema = relationName(treeAt(fields, 'relation')).schema ?? schemaOfObject(fields.object);
      if (schema && PLATFORM_SCHEMAS.has(schema)) return platformObject('SET SCHEMA', schema);
      const target = textAt(fields, 'newschema');
      if (target && CLOSED_SCHEMAS.has(target)) return closedSchema(`SET SCHEMA ${target}`, target);
      return undefined;
    }
    case 'CommentStmt': {
      const objectType = textAt(fields, 'objtype');
      if (objectType === 'OBJECT_POLICY') return undefined;
      const schema = schemaOfObject(fields.object, unqualifiedLength(objectType));
      if (schema && PLATFORM_SCHEMAS.has(schema)) return platformObject('COMMENT ON', schema);
      return undefined;
    }
    case 'AlterRoleStmt':
    case 'DropRoleStmt': {
      const roles = kind === 'DropRoleStmt' ? listAt(fields, 'roles').map(roleName) : [roleName(fields.role)];
      const reserved = roles.find((role) => role && RESERVED_ROLES.has(role));
      const verb = kind === 'DropRoleStmt' ? 'DROP ROLE' : 'ALTER ROLE';
      return reserved ? reservedRole(`${verb} ${reserved}`, reserved) : undefined;
    }
    case 'AlterRoleSetStmt': {
      const role = roleName(fields.role);
      if (role && RESERVED_ROLES.has(role) && !ROLES_WITH_SETTINGS.has(role)) {
        return reservedRole(`ALTER ROLE ${role} SET`, role);
      }
      return settingRefusal(`ALTER ROLE ${role ?? 'ALL'} SET`, treeAt(fields, 'setstmt'));
    }
    case 'AlterDatabaseSetStmt':
      return settingRefusal(`ALTER DATABASE ${textAt(fields, 'dbname') ?? ''} SET`, treeAt(fields, 'setstmt'));
    case 'VariableSetStmt':
      return settingRefusal('SET', fields);
    case 'AlterSystemStmt':
      return (
        'ALTER SYSTEM: hosted refuses it to postgres (superuser only); change server settings in the ' +
        'project settings or with `supabase postgres-config update`'
      );
    case 'GrantRoleStmt': {
      const granted = listAt(fields, 'granted_roles')
        .map((role) => textAt(treeAt(role, 'AccessPriv'), 'priv_name') ?? roleName(role))
        .find((role) => role && RESERVED_MEMBERSHIPS.has(role));
      return granted
        ? `GRANT ${granted}: hosted refuses membership in ${granted} (supautils.reserved_memberships); ` +
            'grant the table or function privileges the role needs instead'
        : undefined;
    }
    case 'CreateExtensionStmt':
      return extensionRefusal(fields);
    default:
      return undefined;
  }
}

function renameRefusal(fields: Tree): string | undefined {
  const renameType = textAt(fields, 'renameType');
  const newName = textAt(fields, 'newname') ?? '';
  if (renameType === 'OBJECT_ROLE') {
    const role = textAt(fields, 'subname') ?? '';
    return RESERVED_ROLES.has(role) ? reservedRole(`ALTER ROLE ${role} RENAME`, role) : undefined;
  }
  const relation = relationName(treeAt(fields, 'relation'));
  const schema = relation.schema ?? schemaOfObject(fields.object, unqualifiedLength(renameType));
  if (!schema || !PLATFORM_SCHEMAS.has(schema)) return undefined;
  if (renameType === 'OBJECT_POLICY' || renameType === 'OBJECT_TRIGGER') {
    const what = renameType === 'OBJECT_POLICY' ? 'POLICY' : 'TRIGGER';
    return (
      `ALTER ${what} "${textAt(fields, 'subname') ?? ''}" ON ${schema}.${relation.name} RENAME: hosted refuses ` +
      `renames on ${schema} tables (must be owner of table ${relation.name}, 42501; supautils lets postgres create, ` +
      `alter and drop them, not rename); drop it and create it again as "${newName}"`
    );
  }
  return platformObject('RENAME', schema);
}

function settingRefusal(what: string, setStatement: Tree | undefined): string | undefined {
  const name = textAt(setStatement, 'name');
  if (!name || textAt(setStatement, 'kind') === 'VAR_RESET_ALL') return undefined;
  return isSuperuserSetting(name) ? superuserSetting(`${what} ${name}`, name) : undefined;
}

function extensionRefusal(fields: Tree): string | undefined {
  const name = textAt(fields, 'extname') ?? '';
  if (!PRIVILEGED_EXTENSIONS.has(name)) {
    return (
      `CREATE EXTENSION ${name}: hosted's postgres may create only the extensions of supautils.privileged_extensions; ` +
      'enable it from the dashboard if hosted offers it, or do without it'
    );
  }
  const schemaOption = listAt(fields, 'options')
    .map((option) => treeAt(option, 'DefElem'))
    .find((option) => option?.defname === 'schema');
  const schema = textAt(treeAt(schemaOption?.arg, 'String'), 'sval');
  if (name === 'pg_cron' && schema && schema !== 'pg_catalog') {
    return `CREATE EXTENSION pg_cron WITH SCHEMA ${schema}: pg_cron lives in pg_catalog on hosted; create it with schema pg_catalog`;
  }
  if (schema && CLOSED_SCHEMAS.has(schema)) return closedSchema(`CREATE EXTENSION ${name}`, schema);
  return undefined;
}
