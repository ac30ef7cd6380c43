import type { Database } from './database.ts';
import { unfilteredWrites, type WriteCommand } from './hosted-rules/index.ts';

/**
 * The transaction-local setting that marks a Data API request (REST reads, writes and RPC), the
 * requests hosted Supabase runs as `authenticator` with pg-safeupdate loaded. Auth and Storage run
 * as their own admin roles there, outside pg-safeupdate, and so do migrations, the seed and pg_cron
 * jobs: they leave it unset.
 */
export const DATA_API_REQUEST_SETTING = 'local_supabase.data_api_request';

const GUARD_FUNCTION = 'local_supabase.refuse_unfiltered';

const GUARD_SQL = `
create schema if not exists local_supabase;
grant usage on schema local_supabase to public;
create or replace function ${GUARD_FUNCTION}(command text) returns void
language plpgsql as $$
begin
  if current_setting('${DATA_API_REQUEST_SETTING}', true) = 'on' then
    raise exception using errcode = '21000', message = command || ' requires a WHERE clause';
  end if;
end
$$;
grant execute on function ${GUARD_FUNCTION}(text) to public;
`;

const guardCall = (language: 'plpgsql' | 'sql', command: WriteCommand) =>
  `${language === 'plpgsql' ? 'perform' : 'select'} ${GUARD_FUNCTION}('${command}');`;

/**
 * The functions pg-safeupdate would refuse statements of: user functions (not PostgreSQL's own,
 * not an extension's, not the backend's Auth and Storage helpers, which hosted does not let
 * migrations create) in PL/pgSQL or SQL with a body kept as text, whose body mentions a write.
 */
const CANDIDATES_SQL = `
select p.oid::int as oid, p.oid::regprocedure::text as signature, l.lanname as language, p.prosrc as body,
       pg_get_functiondef(p.oid) as definition
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_language l on l.oid = p.prolang
 where l.lanname in ('plpgsql', 'sql')
   and p.prokind in ('f', 'p')
   and p.prosqlbody is null
   and n.nspname not in ('pg_catalog', 'information_schema', 'auth', 'storage', 'local_supabase')
   and n.nspname not like 'pg\\_%'
   and not exists (select 1 from pg_depend d
                    where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
   and p.prosrc ~* '\\m(update|delete)\\M'`;

/**
 * The body with a guard before each unfiltered write. PL/pgSQL analyses each statement when it
 * first runs it, so the guard goes just before the write: a branch never taken is never refused,
 * as on hosted. A SQL function's statements are all analysed before the first one runs
 * (PostgreSQL 17, which hosted runs), so its one guard opens the body. A guard already in place
 * (the pass runs on every start) is left alone.
 */
function guardedBody(
  body: string,
  language: 'plpgsql' | 'sql',
  writes: { command: WriteCommand; bodyOffset: number }[],
) {
  if (language === 'sql') {
    const [first] = writes;
    if (!first || body.trimStart().startsWith(`select ${GUARD_FUNCTION}(`)) return body;
    return `${guardCall('sql', first.command)}\n${body}`;
  }
  // One statement may hold two writes (a WITH query's and its own): the first is the one refused.
  const commandAt = new Map<number, WriteCommand>();
  for (const write of writes) if (!commandAt.has(write.bodyOffset)) commandAt.set(write.bodyOffset, write.command);
  let guarded = body;
  for (const [offset, command] of [...commandAt].sort(([a], [b]) => b - a)) {
    const before = guarded.slice(0, offset);
    if (before.trimEnd().endsWith(`${GUARD_FUNCTION}('${command}');`)) continue;
    guarded = `${before}${guardCall('plpgsql', command)} ${guarded.slice(offset)}`;
  }
  return guarded;
}

/**
 * On PGlite, which cannot load pg-safeupdate, makes each function statement pg-safeupdate would
 * refuse raise its refusal (21000, its exact message) when a Data API request runs it, and run as
 * before otherwise. Each such function is made again (CREATE OR REPLACE, which keeps its owner,
 * grants, comment and the triggers using it) from its own definition with guard calls added.
 */
export async function guardUnfilteredWrites(db: Database, log: (line: string) => void): Promise<void> {
  await db.exec(GUARD_SQL);
  const candidates = await db.query<{
    oid: number;
    signature: string;
    language: 'plpgsql' | 'sql';
    body: string;
    definition: string;
  }>(CANDIDATES_SQL);
  for (const fn of candidates.rows) {
    const writes = await unfilteredWrites(fn.definition);
    if (writes.length === 0) continue;
    const body = guardedBody(fn.body, fn.language, writes);
    if (body === fn.body) continue;
    const at = fn.definition.lastIndexOf(fn.body);
    await db.exec(fn.definition.slice(0, at) + body + fn.definition.slice(at + fn.body.length));
    const lines = writes.map((write) => `${write.command} at body line ${write.bodyLine}`).join(', ');
    log(`safeupdate: ${fn.signature} refuses Data API requests as hosted would (${lines})`);
  }
}
