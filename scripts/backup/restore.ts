// `npm run restore -- FILE [--data-dir DIR] [--force]`: brings a backup from `npm run backup`
// back into an empty data folder (or, with DATABASE_URL, an empty PostgreSQL database).
// --force replaces a data folder that is not empty; a running backend's folder never.
import { parseArgs } from 'node:util';
import { dataDir as defaultDataDir } from '../lib/paths.ts';
import { restoreBackup } from './backup-archive.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'data-dir': { type: 'string' },
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});
const file = positionals[0];
if (values.help || !file || positionals.length > 1) {
  process.stdout.write('Usage: npm run restore -- FILE [--data-dir DIR] [--force]\n');
  process.exit(values.help ? 0 : 2);
}

try {
  const manifest = await restoreBackup(
    file,
    { dataDir: values['data-dir'] ?? defaultDataDir, databaseUrl: process.env.DATABASE_URL },
    { force: values.force },
  );
  process.stdout.write(
    `Restored the ${manifest.database} database and ${manifest.objects} stored files from ${file} (made ${manifest.createdAt})\n`,
  );
} catch (error) {
  process.stderr.write(`Restore failed: ${(error as Error).message}\n`);
  process.exit(1);
}
