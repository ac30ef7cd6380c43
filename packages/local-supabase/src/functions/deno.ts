// Edge Functions under Deno, as `supabase functions serve` runs them: each function's index.ts
// with its own deno.json as config and import map, and in its environment only what it is given.
// Deno is this package's `deno` dependency; its cache (the functions' npm packages) is this
// package's node_modules/.cache/deno, so a clone needs nothing beyond `pnpm install` and writes
// nothing outside itself. The backend's /functions/v1 gateway, the database tests and the type
// check of supabase/functions all run Deno through this module.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const DENO_DIR = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'deno');
/** Loopback only: a function reaches this machine's backend and stand-ins, nothing beyond it. */
const LOOPBACK = '127.0.0.1';
/** The hosts a function may connect to: loopback, by address or by name. */
const ALLOWED_NET = [LOOPBACK, 'localhost'];
/** How long a function may take to answer once its packages are cached: Deno compiles it on start. */
const START_TIMEOUT_MS = 30_000;
/** The tail of a function's output kept to explain a failed start. */
const OUTPUT_TAIL = 8192;

/** The functions, as the CLI finds them: folders with an index.ts, but not shared code such as `_shared`. */
export function edgeFunctionNames(functionsDir: string): string[] {
  if (!existsSync(functionsDir)) return [];
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .filter((entry) => existsSync(join(functionsDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The executable of the `deno` package. pnpm skips its postinstall unless told otherwise, so the
 * package's own installer copies the binary from its platform package on first use, as its bin would.
 */
export function denoExecutable(): string {
  const installer = createRequire(import.meta.url)('deno/install_api.cjs') as { runInstall(): string };
  return installer.runInstall();
}

/**
 * The options every Deno command on a function takes: its own deno.json, or none (then Deno must not
 * pick up the workspace's package.json and node_modules instead). No deno.lock: the import maps pin
 * the versions the functions import, and Deno would otherwise write one into each function's folder.
 */
export function functionConfigArgs(functionsDir: string, name: string): string[] {
  const config = join(functionsDir, name, 'deno.json');
  return ['--no-lock', ...(existsSync(config) ? ['--config', config] : ['--no-config'])];
}

/** The environment of a Deno command that may download: the caller's (proxies, registry), with the cache here. */
export const denoToolEnv = (): NodeJS.ProcessEnv => ({ ...process.env, DENO_DIR });

/** Downloads a function's npm packages into the cache, so serving it needs no network beyond loopback. */
function cacheEdgeFunction(functionsDir: string, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      denoExecutable(),
      ['install', '--entrypoint', ...functionConfigArgs(functionsDir, name), 'index.ts'],
      {
        cwd: join(functionsDir, name),
        env: { ...denoToolEnv(), NO_COLOR: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`deno install of ${name} exited with ${code}:\n${output}`)),
    );
  });
}

export interface ServedFunction {
  /** Where the function answers, e.g. http://127.0.0.1:41234/ */
  url: string;
  /** Whether the process is still running (a function may exit or crash after it started). */
  running(): boolean;
  close(): Promise<void>;
}

export interface ServeOptions {
  /** The function's environment: what the platform sets (SUPABASE_URL, ...) and its secrets. */
  env: Record<string, string>;
  /**
   * The variables the function may read (Deno refuses any other), or every one it was given when
   * omitted, as the hosted runtime lets a function read its whole environment.
   */
  readsEnv?: string[];
  /** Each chunk the function writes to stdout or stderr (its console.log), once it is listening. */
  onOutput?: (text: string) => void;
}

/**
 * Caches the function's packages, then runs it with `deno run` on a free loopback port and waits
 * until it answers HTTP. Only the network is granted, and only loopback, plus its environment.
 */
export async function serveEdgeFunction(
  functionsDir: string,
  name: string,
  options: ServeOptions,
): Promise<ServedFunction> {
  await cacheEdgeFunction(functionsDir, name);
  const child = spawn(
    denoExecutable(),
    [
      'run',
      '--cached-only',
      '--no-prompt',
      ...functionConfigArgs(functionsDir, name),
      `--allow-net=${ALLOWED_NET.join(',')}`,
      options.readsEnv ? `--allow-env=${options.readsEnv.join(',')}` : '--allow-env',
      'index.ts',
    ],
    {
      cwd: join(functionsDir, name),
      env: {
        ...passThrough(process.env),
        DENO_DIR,
        NO_COLOR: '1',
        // Deno.serve's port is chosen by the runtime on hosted; here the system picks a free one.
        DENO_SERVE_ADDRESS: `tcp:${LOOPBACK}:0`,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let listeningUrl: string | undefined;
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    // Read for as long as the process runs: a pipe nobody reads would block the function's writes.
    const read = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      if (listeningUrl) {
        options.onOutput?.(text);
        return;
      }
      output = (output + text).slice(-OUTPUT_TAIL);
      listeningUrl = /Listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (listeningUrl) resolve(listeningUrl);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    void exited.then((code) => reject(new Error(`${name} exited with ${code} before listening:\n${output}`)));
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const close = async () => {
    if (running()) child.kill('SIGTERM');
    await exited;
  };

  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    const url = await withTimeout(listening, deadline - Date.now(), `${name} did not start listening`);
    await answers(url, deadline);
    return { url, running, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * What Deno itself needs of the caller's environment, none of it a function's setting: the registry
 * the cache was filled from, the home folder holding an .npmrc, and Windows' system folder.
 */
function passThrough(env: NodeJS.ProcessEnv): Record<string, string> {
  const names = ['HOME', 'NPM_CONFIG_REGISTRY', 'SYSTEMROOT'];
  return Object.fromEntries(names.flatMap((n) => (env[n] === undefined ? [] : [[n, env[n]]])));
}

/** Polls until the server answers anything: that it said it listens is not yet that it serves. */
async function answers(url: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      await (await fetch(url, { method: 'GET' })).body?.cancel();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${url} did not answer: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
