// `npm run backup [-- FILE] [--data-dir DIR]`: the database and every stored file in one file
// (default backups/seminary-<date and time>.tar.gz). The embedded database is read from
// .data/ unless DATABASE_URL names a PostgreSQL server. The backend must be stopped.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
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
const file = positionals[0] ?? join(repoRoot, 'backups', `seminary-${stamp}.tar.gz`);

try {
  const manifest = await createBackup(
    { dataDir: values['data-dir'] ?? defaultDataDir, databaseUrl: process.env.DATABASE_URL },
    file,
  );
  process.stdout.write(`Backed up the ${manifest.database} database and ${manifest.objects} stored files to ${file}\n`);
} catch (error) {
  process.stderr.write(`Backup failed: ${(error as Error).message}\n`);
  process.exit(1);
}
