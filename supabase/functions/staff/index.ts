// Supabase Edge Function `staff` (Deno): the admin's Staff screen calls it with
// `supabase.functions.invoke('staff', { body })` and the signed-in administrator's token. It holds
// the service role, which the admin never does, and uses Auth's admin API as atomic-crm's
// users function does. Deployed with `supabase functions deploy staff` (the gateway checks the
// JWT); SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY are given to every function.
import { createStaffHandler } from './staff.ts';

const env = (name: string) => Deno.env.get(name)?.trim() ?? '';

Deno.serve(
  createStaffHandler({
    url: env('SUPABASE_URL'),
    anonKey: env('SUPABASE_ANON_KEY'),
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY'),
  }),
);
