// The publisher swaps builds by replacing the served symlink; the static server must answer
// every request from one build, whole, even when the swap lands in the middle of it.
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { afterEach, expect, it } from 'vitest';
import { startStaticServer } from '../lib/static-server.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it('serves each request wholly from one build while builds are swapped as fast as possible', async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-swap-'));
  const root = dir;
  // Pages of different lengths, so bytes of one under the other's length would show.
  const pages = { a: `<html>${'A'.repeat(100)}</html>`, b: `<html>${'B'.repeat(5000)}</html>` };
  for (const [name, page] of Object.entries(pages)) {
    mkdirSync(join(root, name));
    writeFileSync(join(root, name, 'index.html'), page);
  }
  mkdirSync(join(root, 'admin'));
  const link = join(root, 'site');
  symlinkSync(join(root, 'a'), link);
  const web = await startStaticServer({ siteDir: link, adminDir: join(root, 'admin'), port: 0 });

  let swapping = true;
  const swapper = (async () => {
    for (let n = 0; swapping; n++) {
      const next = join(root, 'site.next');
      rmSync(next, { force: true });
      symlinkSync(join(root, n % 2 ? 'a' : 'b'), next);
      renameSync(next, link);
      await yieldToRequests();
    }
  })();
  // A count of requests rather than a span of time, so a busy machine only makes it slower.
  const served: string[] = [];
  try {
    await Promise.all(
      [1, 2, 3, 4].map(async () => {
        while (served.length < 200) served.push(await (await fetch(`${web.url}/`)).text());
      }),
    );
  } finally {
    swapping = false;
    await swapper;
    await web.close();
  }
  expect(served.length).toBeGreaterThanOrEqual(200);
  expect(new Set(served)).toEqual(new Set([pages.a, pages.b]));
});
