// The site build as the publisher runs it: Astro's build with the same environment as
// build-apps.ts's buildSite, but written to a folder of its own first (see stagingRoot) and
// with its output kept rather than printed, so a rebuild after every edit stays quiet in the
// `npm start` console and a failure carries its own explanation (the admin shows it as the
// failed build's error). The build runs in a worker process kept between builds
// (site-build-worker.ts), which saves starting Node and loading Astro on every edit.
import { type ChildProcess, fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { siteDir } from './paths.ts';
import type { BuildReply, BuildRequest } from './site-build-worker.ts';

/** How much of a failed build's output the error keeps: its end, where the cause is. */
const ERROR_TAIL_LINES = 25;
/**
 * Builds one worker runs before a fresh one takes over, so whatever a long `npm start` session
 * might accumulate in one process (Vite and Astro keep module-level caches) stays bounded.
 */
const BUILDS_PER_WORKER = 50;

const workerModule = join(import.meta.dirname, 'site-build-worker.ts');

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are control characters.
const ANSI_ESCAPE = /\u001b\[[0-9;]*[A-Za-z]/g;

function failureSummary(error: string, output: string): string {
  const lines = `${output}\n${error}`
    .replace(ANSI_ESCAPE, '')
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  return ['The site build failed.', ...lines.slice(-ERROR_TAIL_LINES)].join('\n').trim();
}

export interface SiteBuilder {
  (outDir: string): Promise<void>;
  /** Lets go of what the builder keeps between builds; a later build starts it again. */
  close?(): Promise<void>;
}

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

/** The staging folder of the builds with this cache folder. */
export function stagingFolderOf(cacheDir: string): string {
  return join(stagingRoot, `build-${createHash('sha256').update(cacheDir).digest('hex').slice(0, 16)}`);
}

/** One worker process and the builds it runs, one at a time. */
class BuildWorker {
  private child: ChildProcess | undefined;
  private builds = 0;
  /** The processor time of the last successful build. */
  lastCpuMs: number | undefined;

  private readonly env: NodeJS.ProcessEnv;

  constructor(env: NodeJS.ProcessEnv) {
    this.env = env;
  }

  /** Starts the worker now, so it has loaded Astro by the time the first build is asked for. */
  warm() {
    this.child ??= this.spawn();
  }

  build(outDir: string): Promise<void> {
    const child = this.child ?? this.spawn();
    this.child = child;
    this.builds++;
    // While a build runs, the worker keeps this process alive; between builds it does not.
    child.channel?.ref();
    return new Promise<void>((resolve, reject) => {
      const finish = () => {
        child.off('message', onReply);
        child.off('exit', onExit);
        child.off('error', onError);
        child.channel?.unref();
      };
      const onReply = (reply: BuildReply) => {
        finish();
        if (reply.ok) {
          this.lastCpuMs = reply.cpuMs;
          if (this.builds >= BUILDS_PER_WORKER) void this.stop();
          resolve();
        } else {
          // A failed build may leave a half-set-up Vite or content layer behind: start afresh.
          void this.stop();
          reject(new Error(failureSummary(reply.error, reply.output)));
        }
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        finish();
        if (this.child === child) this.child = undefined;
        reject(new Error(`The site build failed: its build process stopped (${signal ?? `exit code ${code}`}).`));
      };
      const onError = (error: Error) => {
        finish();
        void this.stop();
        reject(new Error(`The site build failed: its build process could not run (${error.message}).`));
      };
      child.on('message', onReply);
      child.once('exit', onExit);
      child.once('error', onError);
      child.send({ outDir } satisfies BuildRequest);
    });
  }

  stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    this.builds = 0;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // Disconnecting is the worker's signal to exit (see site-build-worker.ts).
    if (child.connected) child.disconnect();
    else child.kill();
    return exited;
  }

  private spawn(): ChildProcess {
    const child = fork(workerModule, [], {
      cwd: siteDir,
      env: this.env,
      // Not the parent's flags (a test runner's loaders); Node runs the worker's TypeScript itself.
      execArgv: [],
      // The worker keeps the build's output; only a crash of Node itself reaches this console.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    // Reported by the build that meets it; between builds, the next build starts a new worker.
    child.on('error', () => {
      if (this.child === child) this.child = undefined;
    });
    child.unref();
    child.channel?.unref();
    return child;
  }
}

function moveInto(from: string, to: string) {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
  }
}

export interface AstroSiteBuilder extends SiteBuilder {
  close(): Promise<void>;
  /** The processor time (ms, every thread of the worker) the last successful build took, for the benchmarks. */
  lastBuildCpuMs(): number | undefined;
}

/** A builder for the publisher: Astro's build into the folder it is given, against the target backend. */
export function astroSiteBuilder(target: SiteBuildTarget): AstroSiteBuilder {
  const worker = new BuildWorker({
    ...process.env,
    PUBLIC_SUPABASE_URL: target.supabaseUrl,
    PUBLIC_SUPABASE_ANON_KEY: target.anonKey,
    PUBLIC_SITE_URL: target.siteUrl ?? 'http://localhost:4321',
    // Telemetry waits on a network this machine may not reach, adding seconds to every build.
    ASTRO_TELEMETRY_DISABLED: '1',
    ...(target.cacheDir ? { ASTRO_CACHE_DIR: target.cacheDir } : {}),
  });
  worker.warm();
  // Every build with this cache folder is staged at the same path: Astro's incremental build
  // (astro.config.ts) hashes each page's code with the output folder written into it, so a new
  // folder per build, or per start of `npm start`, would render every page again. Builds that
  // share a cache folder cannot run at once anyway; without one, each builder has its own.
  mkdirSync(stagingRoot, { recursive: true });
  const staging = target.cacheDir ? stagingFolderOf(target.cacheDir) : mkdtempSync(join(stagingRoot, 'build-'));
  // What a build stopped half-way (the process killed) left there.
  rmSync(staging, { recursive: true, force: true });
  const build = async (outDir: string) => {
    try {
      await worker.build(staging);
      moveInto(staging, outDir);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  };
  const close = async () => {
    await worker.stop();
    rmSync(staging, { recursive: true, force: true });
  };
  return Object.assign(build, { close, lastBuildCpuMs: () => worker.lastCpuMs });
}
