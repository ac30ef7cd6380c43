// The backend every page is built from and every island talks to, from the build's
// environment (PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY; see astro.config.ts).
import { PUBLIC_SUPABASE_ANON_KEY, PUBLIC_SUPABASE_URL } from 'astro:env/client';

export const backend = { url: PUBLIC_SUPABASE_URL, anonKey: PUBLIC_SUPABASE_ANON_KEY } as const;
