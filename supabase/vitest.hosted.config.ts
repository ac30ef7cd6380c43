import { defineConfig } from 'vitest/config';
import { vitestWorkers } from '../scripts/lib/test-workers.ts';

// The database tests whose outcome can differ on hosted Supabase, again on the hosted-like
// PostgreSQL cluster (tests/support/hosted-database.ts) instead of PGlite, plus tests/hosted/,
// which checks the rehearsal of `supabase db push` itself. What differs there: migrations owned
// by the non-superuser `postgres` (so security definer functions have its privileges, not a
// superuser's, on auth and storage too), the Data API as `authenticator` with the real
// pg-safeupdate and its role settings, real concurrent sessions, and the hooks Auth runs as its
// own roles. A file that proves only what PostgreSQL itself decides the same way everywhere
// (a check constraint, a foreign key, a trigger's text, the seed's content) runs on PGlite alone.
export default defineConfig({
  test: {
    maxWorkers: vitestWorkers(),
    name: 'supabase-hosted',
    // One process per worker for all its files: each file starts and closes its own servers and
    // databases, so nothing carries over, and a new process per file would load the server's
    // modules again each time.
    isolate: false,
    include: [
      'tests/hosted/**/*.test.ts',
      // Grants, policies and the catalog as `postgres` leaves them.
      'tests/access-matrix.test.ts',
      'tests/schema-security.test.ts',
      'tests/audit-trail.test.ts',
      'tests/content-change-tracking.test.ts',
      // Auth's hooks, called as supabase_auth_admin.
      'tests/staff-roles.test.ts',
      'tests/failed-sign-ins.test.ts',
      // Security definer functions that update, delete or reach into storage and auth.
      'tests/admissions-status.test.ts',
      'tests/application-checklist.test.ts',
      'tests/alumni-registration.test.ts',
      'tests/alumni-public-fields.test.ts',
      'tests/payment-reference.test.ts',
      'tests/payment-verification.test.ts',
      'tests/recommendation.test.ts',
      'tests/alumni-self-service.test.ts',
      'tests/content-history.test.ts',
      'tests/content-history-files.test.ts',
      'tests/data-requests.test.ts',
      'tests/retention-and-erasure.test.ts',
      'tests/storage-purge-api.test.ts',
      'tests/trash.test.ts',
      'tests/upload-abuse.test.ts',
      'tests/privacy-stored-values.test.ts',
      // The scheduled jobs pg_cron runs, and pg_net's and Vault's stand-ins.
      'tests/news-posts.test.ts',
      'tests/events.test.ts',
      'tests/publishing-batching.test.ts',
      'tests/publishing-deploy-hook.test.ts',
      // Many sessions at once, and the limits the anonymous paths count across them.
      'tests/admissions-reference.test.ts',
      'tests/application-load.test.ts',
      'tests/application-limits.test.ts',
    ],
    globalSetup: ['tests/support/hosted-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
