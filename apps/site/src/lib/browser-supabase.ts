// The islands' Supabase client, created on first use and loaded as its own chunk, so a form
// is interactive before supabase-js has even arrived. Requests go through core's retrying fetch.
import type { SeminarySupabaseClient } from '@seminary/core/supabase-client';
import { backend } from './backend.ts';

let client: Promise<SeminarySupabaseClient> | undefined;

export function browserSupabase(): Promise<SeminarySupabaseClient> {
  client ??= import('@seminary/core/supabase-client')
    .then(({ createSupabaseClient }) =>
      createSupabaseClient(backend.url, backend.anonKey, {
        // Visitors never sign in here: nothing to keep, refresh or read from the URL.
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    )
    .catch((error: unknown) => {
      client = undefined;
      throw error;
    });
  return client;
}
