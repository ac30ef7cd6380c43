// `npm run backup [-- FILE] [--data-dir DIR]`: the database and every stored file in one file
// (default backups/seminary-<date and time>.tar.gz). The embedded database is read from
// .data/ unless DATABASE_URL names a PostgreSQL server. The backend must be stopped.
import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { OWNER_FOLDER } from '../../packages/local-supabase/src/owner-only.ts';
import { dataDir as defaultDataDir, repoRoot } from '../lib/paths.ts';
import { createBackup } from './backup-archive.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help || positionals.length > 1) {
  process.stdout.write('Usage: npm run backup -- [FILE] [--data-dir DIR]\n');
  process.exit(values.help ? 0 : 2);
}
const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
const defaultFolder = join(repoRoot, 'backups');
const file = positionals[0] ?? join(defaultFolder, `seminary-${stamp}.tar.gz`);

try {
  if (!positionals[0]) {
    // The repository's own folder is made owner-only even if an older version left it 0755; a
    // folder named on the command line keeps the mode its owner gave it (README: Backups).
    await mkdir(defaultFolder, { recursive: true, mode: OWNER_FOLDER });
    await chmod(defaultFolder, OWNER_FOLDER);
  }
  const manifest = await createBackup(
    { dataDir: values['data-dir'] ?? defaultDataDir, databaseUrl: process.env.DATABASE_URL },
    file,
  );
  process.stdout.write(`Backed up the ${manifest.database} database and ${manifest.objects} stored files to ${file}\n`);
} catch (error) {
  process.stderr.write(`Backup failed: ${(error as Error).message}\n`);
  process.exit(1);
}
