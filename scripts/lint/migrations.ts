// `npm run lint`'s database check: what hosted Supabase refuses in supabase/migrations, which the
// local backend (a superuser on PGlite) would otherwise let through until `supabase db push` or
// the first API request on hosted fails. The rules live with the local backend, which enforces
// the same ones; they are imported from its source, not its entry point, so the check loads the
// SQL parser and not the server. Then what keeps supabase/ readable (supabase/scripts/schema-lint.ts):
// no function created twice in supabase/schemas, and no SQL that rebuilds a function from its
// catalogued text.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { migrationRefusals } from '../../packages/local-supabase/src/db/hosted-rules/index.ts';
import { supabaseFolderFindings } from '../../supabase/scripts/schema-lint.ts';
import { migrationsDir, repoRoot } from '../lib/paths.ts';

const migrations = readdirSync(migrationsDir)
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .map((file) => ({ file, sql: readFileSync(join(migrationsDir, file), 'utf8') }));

const refusals = await migrationRefusals(migrations);
for (const { file, line, reason } of refusals) {
  console.log(`${relative(repoRoot, join(migrationsDir, file))}:${line}: ${reason}`);
}
const findings = await supabaseFolderFindings(repoRoot);
for (const { file, line, reason } of findings) console.log(`${file}:${line}: ${reason}`);
if (refusals.length > 0) {
  console.log(`${refusals.length} statement(s) in supabase/migrations that hosted Supabase refuses`);
}
if (findings.length > 0) console.log(`${findings.length} statement(s) in supabase/ that keep it from being read once`);
if (refusals.length > 0 || findings.length > 0) process.exit(1);
