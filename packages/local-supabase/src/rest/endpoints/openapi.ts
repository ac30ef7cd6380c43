import { openApiDocument } from '../openapi.ts';
import { contentHeaders, inTransaction, type RestRequest, respond } from './request.ts';

/**
 * PostgREST's default `openapi-mode` (follow-privileges): only what the caller's role may use in
 * the request's profile ($1) is listed.
 */
const VISIBLE_SQL = `
  select 'table' as kind, c.relname as name
    from pg_class c
   where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')
     and has_table_privilege(c.oid, 'SELECT, INSERT, UPDATE, DELETE')
  union
  select 'function', p.proname
    from pg_proc p
   where p.pronamespace = $1::regnamespace and has_function_privilege(p.oid, 'EXECUTE')`;

export async function describeApi(request: RestRequest): Promise<Response> {
  const { rows, comment } = await inTransaction(request, true, async (tx) => ({
    rows: (await tx.query<{ kind: string; name: string }>(VISIBLE_SQL, [request.cache.schema])).rows,
    comment:
      (
        await tx.query<{ comment: string | null }>(
          `select obj_description($1::regnamespace, 'pg_namespace') as comment`,
          [request.cache.schema],
        )
      ).rows[0]?.comment ?? null,
  }));
  const visible = {
    tables: new Set(rows.filter((row) => row.kind === 'table').map((row) => row.name)),
    functions: new Set(rows.filter((row) => row.kind === 'function').map((row) => row.name)),
  };
  const document = openApiDocument(request.cache, visible, new URL(request.c.req.url).host, comment);
  return respond(200, request.head ? null : JSON.stringify(document), contentHeaders(request, 'openapi'));
}
