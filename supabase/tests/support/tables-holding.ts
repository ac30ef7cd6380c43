// The search an erasure test makes for a person: every table of every schema (the system
// catalogs aside), and those whose rows hold any of her texts, as `<schema>.<table>`. Listing
// every table, not a chosen few, is what shows that a new table cannot keep her by mistake.
import type { SeminaryServer } from './seminary-server.ts';

export async function tablesHolding(db: SeminaryServer, texts: string[]) {
  const tables = await db.sql<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg\\_%'
     order by 1`,
  );
  const holding: string[] = [];
  for (const { name } of tables) {
    const [found] = await db.sql<{ found: boolean }>(
      `select exists (select 1 from ${name} t where t::text ilike any ($1)) as found`,
      [texts.map((text) => `%${text.replace(/[\\%_]/g, '\\$&')}%`)],
    );
    if (found?.found) holding.push(name);
  }
  return { checked: tables.map((t) => t.name), holding };
}
