// Every Supabase client the apps create comes from here, so each one is typed with the
// database and sends its requests through the retrying fetch.
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import { createRetryingFetch, retryingFetch } from './retrying-fetch.ts';

export type SeminarySupabaseClient = SupabaseClient<Database>;

export function createSupabaseClient(
  url: string,
  key: string,
  options: SupabaseClientOptions<'public'> = {},
): SeminarySupabaseClient {
  const fetch = options.global?.fetch ? createRetryingFetch({ fetch: options.global.fetch }) : retryingFetch;
  // The retrying fetch is the one retry policy; postgrest-js's own retries on
  // top would multiply the attempts (4 x 4) and the wait before an error is shown.
  return createClient<Database>(url, key, {
    ...options,
    db: { ...options.db, retry: false },
    global: { ...options.global, fetch },
  });
}
