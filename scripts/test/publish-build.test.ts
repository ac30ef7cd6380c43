// The real Astro build as the publisher runs it, failing: the error the admin shows must be
// the site's own explanation, and nothing of the failed build may be left behind.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_ANON_KEY } from '@seminary/local-supabase';
import { afterEach, expect, it } from 'vitest';
import { astroSiteBuilder, stagingFolderOf } from '../lib/publish-build.ts';

let work: string | undefined;
afterEach(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A port nothing listens on: the backend is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

it('fails with the build output that explains why, and leaves no folder behind', async () => {
  work = mkdtempSync(join(tmpdir(), 'publish-build-test-'));
  const cacheDir = join(work, 'cache');
  // This builder's own: other tests' builders may stage beside it at the same time.
  const staging = stagingFolderOf(cacheDir);
  const build = astroSiteBuilder({
    supabaseUrl: `http://127.0.0.1:${await closedPort()}`,
    anonKey: LOCAL_ANON_KEY,
    cacheDir,
  });
  const outDir = join(work, 'site-1');

  const failure = await build(outDir).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toMatch(/^The site build failed\.\n/);
  expect(failure).toContain('could not be read');
  // Plain text for the admin, without the terminal's colour codes.
  expect(failure).not.toContain('\u001b[');
  expect(existsSync(outDir)).toBe(false);
  expect(existsSync(staging)).toBe(false);
  await build.close();
}, 120_000);
