// What a build uses when the environment names no backend or site: the Supabase CLI's local
// stack and Astro's dev server, so `astro build` works next to `npm run backend` unconfigured.
export const DEFAULT_SUPABASE_URL = 'http://127.0.0.1:54321';
export const DEFAULT_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEFAULT_SITE_URL = 'http://localhost:4321';
