// `supabase db push` with the real Supabase CLI (the npm package's binary), as docs/DEPLOY.md has
// a school run it against its hosted project: as `postgres`, over TLS, every migration not yet
// recorded in supabase_migrations.schema_migrations, each in its own transaction, stopping at the
// first that fails; with `--include-seed`, the seed after them.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { connectionUrl, sqlAsSuperuser } from './cluster.ts';

const run = promisify(execFile);
const repositoryRoot = join(import.meta.dirname, '..', '..', '..');
const supabaseCli = join(repositoryRoot, 'node_modules', '.bin', 'supabase');

export class PushFailed extends Error {
  readonly output: string;
  constructor(output: string, cause: unknown) {
    super(`supabase db push failed:\n${output}`, { cause });
    this.output = output;
  }
}

export interface PushResult {
  /** What the CLI printed. */
  output: string;
  /** The migration versions the database records, in order. */
  applied: string[];
}

/** Pushes the migrations of workdir's supabase/ folder (the repository's by default) to a database of the cluster on port. */
export async function supabaseDbPush(
  port: number,
  database: string,
  options: { includeSeed?: boolean; workdir?: string } = {},
): Promise<PushResult> {
  const args = ['db', 'push', '--db-url', connectionUrl(port, 'postgres', database), '--yes'];
  if (options.includeSeed) args.push('--include-seed');
  let output: string;
  try {
    const { stdout, stderr } = await run(supabaseCli, args, {
      cwd: options.workdir ?? repositoryRoot,
      // The CLI's own telemetry and update check would reach for the network.
      env: { ...process.env, DO_NOT_TRACK: '1', SUPABASE_TELEMETRY_DISABLED: '1' },
      maxBuffer: 16 * 1024 * 1024,
      timeout: 300_000,
    });
    output = `${stdout}${stderr}`;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new PushFailed(`${stdout}${stderr}`, error);
  }
  const applied = await sqlAsSuperuser<{ version: string }>(
    port,
    database,
    'select version from supabase_migrations.schema_migrations order by version',
  );
  return { output, applied: applied.map((row) => row.version) };
}
