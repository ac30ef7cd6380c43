// The one way pages get their data: an Astro content loader that reads a table with the anon
// key at build time. It pages through the rows 1,000 at a time (the Data API's row cap),
// validates each row against the collection's schema and stores a digest per entry, so
// unchanged entries can be recognised between builds. A build that cannot read a table fails
// with a message saying which table and which backend, and the previous deploy stays live.

import type { Database, Tables } from '@seminary/core/database.types';
import { translateError } from '@seminary/core/errors';
import { createSupabaseClient } from '@seminary/core/supabase-client';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Loader } from 'astro/loaders';
import type { z } from 'astro/zod';
import { backend } from '../lib/backend.ts';

type TableName = keyof Database['public']['Tables'];
type Column<Table extends TableName> = keyof Tables<Table> & string;

export interface SupabaseLoaderOptions<Table extends TableName> {
  table: Table;
  /** Validates each row; its output is what pages read. */
  schema: z.ZodType<Tables<Table>>;
  select?: string;
  /** Applied in order; ascending unless said otherwise. */
  order?: readonly { column: Column<Table>; ascending?: boolean }[];
  /** Equality filters, e.g. `{ active: true }`. */
  filter?: Partial<Record<Column<Table>, string | number | boolean>>;
  /** At most this many rows, e.g. 1 for "the latest". */
  limit?: number;
}

const PAGE_SIZE = 1000;
const POSITION_DIGITS = 7;

export class BackendUnavailableError extends Error {
  constructor(table: string, cause: unknown) {
    super(
      `The site is built from the database, but the table "${table}" could not be read from ${backend.url}: ` +
        `${translateError(cause)} Start the backend (npm run backend) or point PUBLIC_SUPABASE_URL and ` +
        'PUBLIC_SUPABASE_ANON_KEY at a running one, then build again.',
      { cause },
    );
    this.name = 'BackendUnavailableError';
  }
}

// Rows are validated by the collection's schema, so the query itself can stay untyped.
function untypedClient(): SupabaseClient {
  return createSupabaseClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // The retrying fetch is the one retry policy (spec section 7); postgrest-js's own retries
    // on top of it would keep a build waiting on a dead backend for some 20 seconds.
    db: { retry: false },
  }) as unknown as SupabaseClient;
}

async function fetchRows<Table extends TableName>(
  client: SupabaseClient,
  options: SupabaseLoaderOptions<Table>,
): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  const wanted = options.limit ?? Number.POSITIVE_INFINITY;
  for (let from = 0; from < wanted; from += PAGE_SIZE) {
    const to = Math.min(from + PAGE_SIZE, wanted) - 1;
    let query = client.from(options.table).select(options.select ?? '*');
    for (const [column, value] of Object.entries(options.filter ?? {})) query = query.eq(column, value);
    for (const { column, ascending = true } of options.order ?? []) query = query.order(column, { ascending });
    let result: Awaited<typeof query>;
    try {
      result = await query.range(from, to);
    } catch (error) {
      throw new BackendUnavailableError(options.table, error);
    }
    if (result.error) throw new BackendUnavailableError(options.table, result.error);
    const page = (result.data ?? []) as unknown as Record<string, unknown>[];
    rows.push(...page);
    if (page.length < to - from + 1) break;
  }
  return rows;
}

export function supabaseLoader<Table extends TableName>(options: SupabaseLoaderOptions<Table>): Loader {
  return {
    name: `supabase:${options.table}`,
    schema: options.schema,
    async load({ store, parseData, generateDigest, logger }) {
      const rows = await fetchRows(untypedClient(), options);
      // Each id starts with the row's position in the query's order, which is how pages list
      // entries (lib/content.ts). The row's own id stays in its data.
      const current = new Set<string>();
      for (const [position, row] of rows.entries()) {
        const id = `${String(position).padStart(POSITION_DIGITS, '0')}-${String(row.id)}`;
        const digest = generateDigest(row);
        current.add(id);
        // An unchanged row keeps its entry, so the build's caches stay valid for it.
        if (store.get(id)?.digest === digest) continue;
        store.set({ id, data: await parseData({ id, data: row }), digest });
      }
      for (const id of store.keys()) if (!current.has(id)) store.delete(id);
      logger.info(`${rows.length} row${rows.length === 1 ? '' : 's'} from ${options.table}`);
    },
  };
}
