// The one way pages get their data: an Astro content loader that reads a table with the anon
// key at build time, validates each row against the collection's schema and keeps the
// collection in step with the table, reading only what changed since the last build
// (table-sync.ts). A build that cannot read a table fails with a message saying which table and
// which backend, and the previous deploy stays live.

import type { Database, Tables } from '@seminary/core/database.types';
import { createSupabaseClient } from '@seminary/core/supabase-client';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { backend } from '../lib/backend.ts';
import type { OrderColumn } from './row-order.ts';
import { syncCount, syncTable } from './table-sync.ts';

export { BackendUnavailableError } from './table-sync.ts';

export type TableName = keyof Database['public']['Tables'];
type Column<Table extends TableName> = keyof Tables<Table> & string;

export interface SupabaseLoaderOptions<Table extends TableName> {
  table: Table;
  /** Validates each row; its output is what pages read. */
  schema: z.ZodType<Tables<Table>>;
  select?: string;
  /** How pages list the rows (lib/content.ts sorts by it); ascending unless said otherwise. */
  order?: readonly OrderColumn<Column<Table>>[];
  /** Equality filters, e.g. `{ active: true }`. */
  filter?: Partial<Record<Column<Table>, string | number | boolean>>;
  /** At most this many rows, e.g. 1 for "the latest". */
  limit?: number;
  /** The times that make a row changed (table-sync.ts); updated_at unless said otherwise. */
  stamps?: readonly Column<Table>[];
}

// Rows are validated by the collection's schema, so the query itself can stay untyped.
function untypedClient(): SupabaseClient {
  return createSupabaseClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  }) as unknown as SupabaseClient;
}

export function supabaseLoader<Table extends TableName>(options: SupabaseLoaderOptions<Table>): Loader {
  const { schema, filter, ...query } = options;
  return {
    name: `supabase:${options.table}`,
    schema,
    load: (context) =>
      syncTable(context, untypedClient(), backend.url, {
        ...query,
        ...(filter ? { filter: filter as Record<string, string | number | boolean> } : {}),
      }),
  };
}

/** A collection of one entry, `all`, with the number of rows in the table (`{ count }`). */
export function supabaseCountLoader(table: TableName): Loader {
  return {
    name: `supabase:${table}:count`,
    schema: z.object({ count: z.number().int().nonnegative() }),
    load: (context) => syncCount(context, untypedClient(), backend.url, table),
  };
}
