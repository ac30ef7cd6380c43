// The site build in a process that outlives it (started by publish-build.ts): Astro's own
// programmatic `build()`, so an edit does not pay again for starting Node and loading Astro,
// Vite, Rolldown, Tailwind and sharp, which is seconds on a small machine. Every build still
// resolves the config, the content config and the loaders afresh through a Vite server of its
// own and reads the content store from disk, so no content of one build reaches the next; what
// stays loaded is library code. One build at a time: the publisher never asks for two at once.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteDir } from './paths.ts';

export interface BuildRequest {
  outDir: string;
}

/** A finished build, with the processor time it took (all threads, user and system), which load on the machine does not inflate as it does the wall time. */
export type BuildReply = { ok: true; cpuMs: number } | { ok: false; error: string; output: string };

interface AstroApi {
  build(config: { root: string; outDir: string; logLevel: 'warn' }): Promise<void>;
}

/** The output held per build: far more than a failure's explanation needs. */
const OUTPUT_BUFFER_CHARS = 64 * 1024;

let output = '';

// The build's output is kept for a failure's explanation rather than printed, as a spawned
// `astro build`'s was, so `npm start`'s console stays quiet while edits are published.
for (const stream of [process.stdout, process.stderr]) {
  stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    output = (output + (typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'))).slice(
      -OUTPUT_BUFFER_CHARS,
    );
    const callback = rest.find((argument) => typeof argument === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }) as typeof stream.write;
}

// Astro is the site's dependency, not the root's. Loaded as soon as the process starts, so the
// first build finds it ready; the listener below is there before that, so no request is missed.
const astroEntry = createRequire(join(siteDir, 'package.json')).resolve('astro');
const astroLoaded = import(pathToFileURL(astroEntry).href) as Promise<AstroApi>;
// A failed load is reported by the build that awaits it, not as a crash before any build.
astroLoaded.catch(() => undefined);

function reply(message: BuildReply) {
  process.send?.(message);
}

async function runBuild({ outDir }: BuildRequest) {
  output = '';
  const started = process.cpuUsage();
  try {
    const astro = await astroLoaded;
    // Warnings and errors only: Astro's info line per page, thousands with the posts and events
    // at scale, cost the build more than a second, and a failure explains itself at error level.
    await astro.build({ root: siteDir, outDir, logLevel: 'warn' });
    const used = process.cpuUsage(started);
    reply({ ok: true, cpuMs: (used.user + used.system) / 1000 });
  } catch (error) {
    reply({ ok: false, error: error instanceof Error ? error.message : String(error), output });
  }
}

process.on('message', (request: BuildRequest) => void runBuild(request));
// The publisher's process is gone (or let this one go): nothing is left to build for.
process.on('disconnect', () => process.exit(0));
