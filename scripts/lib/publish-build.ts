// The site build as the publisher runs it: the same `astro build` and environment as
// build-apps.ts's buildSite, but written to a folder of its own first (see stagingRoot) and
// with its output kept rather than printed, so a rebuild after every edit stays quiet in the
// `npm start` console and a failure carries its own explanation (the admin shows it as the
// failed build's error).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, siteDir } from './paths.ts';

/** How much of a failed build's output the error keeps: its end, where the cause is. */
const ERROR_TAIL_LINES = 25;
/** The output held while a build runs; far more than the tail needs, far less than a long log. */
const OUTPUT_BUFFER_CHARS = 64 * 1024;

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are control characters.
const ANSI_ESCAPE = /\u001b\[[0-9;]*[A-Za-z]/g;

function failureSummary(output: string, exitCode: number | null): string {
  const lines = output
    .replace(ANSI_ESCAPE, '')
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  return [
    `The site build failed (astro build exited with ${exitCode ?? 'a signal'}).`,
    ...lines.slice(-ERROR_TAIL_LINES),
  ]
    .join('\n')
    .trim();
}

export type SiteBuilder = (outDir: string) => Promise<void>;

/** The backend a build reads from and the origin the built site is served at. */
export interface SiteBuildTarget {
  supabaseUrl: string;
  anonKey: string;
  /** The site's public origin, for canonical URLs and the sitemap. */
  siteUrl?: string;
  /** Astro's content store and image cache, when a build keeps them apart from the project's. */
  cacheDir?: string;
}

/**
 * Where each build is written first. Astro puts a build's server chunks beside its output when
 * the output is inside the project, and otherwise in the project's one `.astro/.prerender`,
 * where two builds at once (`npm start`'s publisher and `npm test`'s) would overwrite each
 * other's. The chunks import the site's dependencies, so the folder is under its node_modules.
 */
const stagingRoot = join(siteDir, 'node_modules', '.publish-builds');

function runAstroBuild(astro: string, outDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(astro, ['build', '--outDir', outDir], { cwd: siteDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_BUFFER_CHARS);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(failureSummary(output, code)))));
  });
}

function moveInto(from: string, to: string) {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
  }
}

/** A builder for the publisher: `astro build` into the folder it is given, against the target backend. */
export function astroSiteBuilder(target: SiteBuildTarget): SiteBuilder {
  const local = join(siteDir, 'node_modules', '.bin', 'astro');
  const astro = existsSync(local) ? local : join(repoRoot, 'node_modules', '.bin', 'astro');
  const env = {
    ...process.env,
    PUBLIC_SUPABASE_URL: target.supabaseUrl,
    PUBLIC_SUPABASE_ANON_KEY: target.anonKey,
    PUBLIC_SITE_URL: target.siteUrl ?? 'http://localhost:4321',
    // Telemetry waits on a network this machine may not reach, adding seconds to every build.
    ASTRO_TELEMETRY_DISABLED: '1',
    ...(target.cacheDir ? { ASTRO_CACHE_DIR: target.cacheDir } : {}),
  };
  return async (outDir) => {
    mkdirSync(stagingRoot, { recursive: true });
    const staging = mkdtempSync(join(stagingRoot, 'build-'));
    try {
      await runAstroBuild(astro, staging, env);
      moveInto(staging, outDir);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  };
}
