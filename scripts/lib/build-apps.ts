import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { adminDir, repoRoot, siteDir } from './paths.ts';
import { astroSiteBuilder, type SiteBuildTarget } from './publish-build.ts';

export interface BuildTarget extends SiteBuildTarget {
  /** Where the static files go. */
  outDir: string;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);
const appBin = (app: string, name: string) => {
  const local = join(app, 'node_modules', '.bin', name);
  return existsSync(local) ? local : bin(name);
};

export const siteExists = () =>
  existsSync(join(siteDir, 'astro.config.mjs')) || existsSync(join(siteDir, 'astro.config.ts'));
export const adminExists = () => existsSync(join(adminDir, 'vite.config.ts'));

/** One site build, staged like the publisher's so builds running at once never share Astro's prerender folder. */
export async function buildSite(target: BuildTarget): Promise<void> {
  const build = astroSiteBuilder(target);
  try {
    await build(target.outDir);
  } finally {
    await build.close();
  }
}

export function buildAdmin(target: BuildTarget): Promise<void> {
  return run(appBin(adminDir, 'vite'), ['build', '--outDir', target.outDir, '--emptyOutDir'], adminDir, {
    VITE_SUPABASE_URL: target.supabaseUrl,
    VITE_SUPABASE_ANON_KEY: target.anonKey,
  });
}
