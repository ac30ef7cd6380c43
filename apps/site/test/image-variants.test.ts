// The site's resized pictures against the real local backend: a build makes each variant once
// and later builds reuse it without downloading the picture again, and a build's output holds
// links to exactly the variants its pages name.
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeminaryServer, startSeminaryServer } from '../../../supabase/tests/support/seminary-server.ts';

const cacheDir = mkdtempSync(join(tmpdir(), 'image-variants-'));
// Read when the modules load: every build of this test keeps its variants here.
process.env.ASTRO_CACHE_DIR = cacheDir;
const { IMAGE_VARIANTS_PATH, imageVariants, imageVariantsDir } = await import('../src/lib/image-variants.ts');
const { imageVariantsIntegration } = await import('../src/integrations/image-variants.ts');

const BUCKET = 'gallery-images';

async function upload(db: SeminaryServer, path: string, width: number, height: number): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#7a4' } })
    .jpeg()
    .toBuffer();
  const { error } = await db.service.storage.from(BUCKET).upload(path, bytes, { contentType: 'image/jpeg' });
  if (error) throw error;
  return db.service.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
}

function fileOf(sitePath: string): string {
  return join(imageVariantsDir, sitePath.slice(IMAGE_VARIANTS_PATH.length));
}

async function runBuildDone(outDir: string) {
  const hook = imageVariantsIntegration().hooks['astro:build:done'] as unknown as (options: {
    dir: URL;
    logger: { info(message: string): void };
  }) => void | Promise<void>;
  await hook({ dir: pathToFileURL(`${outDir}/`), logger: { info: () => undefined } });
}

describe('resized pictures', () => {
  let db: SeminaryServer;

  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
  });
  afterAll(async () => {
    await db.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('makes each width once, as WebP no wider than asked, and reuses it without the original', async () => {
    const url = await upload(db, 'variants/river.jpg', 1000, 500);
    const paths = await imageVariants(url, `${BUCKET}/variants/river.jpg`, [320, 640]);
    expect(paths).toEqual([
      expect.stringMatching(/^\/_img\/river-[0-9a-f]{16}-320\.webp$/),
      expect.stringMatching(/^\/_img\/river-[0-9a-f]{16}-640\.webp$/),
    ]);
    const made = await Promise.all(paths.map((path) => sharp(fileOf(path)).metadata()));
    expect(made.map(({ format, width, height }) => ({ format, width, height }))).toEqual([
      { format: 'webp', width: 320, height: 160 },
      { format: 'webp', width: 640, height: 320 },
    ]);
    const writtenAt = paths.map((path) => statSync(fileOf(path)).mtimeMs);

    // The original is gone: a later build still has its variants, untouched.
    const removed = await db.service.storage.from(BUCKET).remove(['variants/river.jpg']);
    expect(removed.error).toBeNull();
    expect(await imageVariants(url, `${BUCKET}/variants/river.jpg`, [320, 640])).toEqual(paths);
    expect(paths.map((path) => statSync(fileOf(path)).mtimeMs)).toEqual(writtenAt);
    // A width no build made before needs the original, which is gone.
    await expect(imageVariants(url, `${BUCKET}/variants/river.jpg`, [480])).rejects.toThrow(/404|400/);
  });

  it('names a variant by its stored object, not by the host in front of it', async () => {
    const url = await upload(db, 'variants/chapel.jpg', 400, 300);
    const [own] = await imageVariants(url, `${BUCKET}/variants/chapel.jpg`, [200]);
    const [other] = await imageVariants(url, `${BUCKET}/variants/chapel-2.jpg`, [200]);
    expect(own).not.toEqual(other);
    const elsewhere = new URL(url);
    elsewhere.host = 'cdn.example.org';
    expect(await imageVariants(elsewhere.href, `${BUCKET}/variants/chapel.jpg`, [200])).toEqual([own]);
  });

  it('links into a build exactly the variants its pages and later pages name', async () => {
    const url = await upload(db, 'variants/hall.jpg', 800, 600);
    const [small, large] = await imageVariants(url, `${BUCKET}/variants/hall.jpg`, [160, 400]);
    const [unused] = await imageVariants(url, `${BUCKET}/variants/hall.jpg`, [240]);
    const outDir = mkdtempSync(join(tmpdir(), 'image-variants-out-'));
    try {
      writeFileSync(join(outDir, 'index.html'), `<img src="${small}" srcset="${small} 160w">`);
      mkdirSync(join(outDir, 'gallery'));
      writeFileSync(join(outDir, 'gallery', '2.json'), JSON.stringify({ items: [{ largeSrc: large }] }));
      await runBuildDone(outDir);

      for (const path of [small, large] as string[]) {
        const linked = statSync(join(outDir, path));
        expect(linked.ino).toBe(statSync(fileOf(path)).ino);
      }
      expect(() => statSync(join(outDir, unused as string))).toThrow(/ENOENT/);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it("reads again only the pages Astro rendered again, by its record of each page's cacheKey", async () => {
    const url = await upload(db, 'variants/well.jpg', 800, 600);
    const [first, second] = await imageVariants(url, `${BUCKET}/variants/well.jpg`, [180, 360]);
    const outDir = mkdtempSync(join(tmpdir(), 'image-variants-out-'));
    // Astro's own record of the build (incremental-build.json), as its incremental build writes it.
    const recordBuild = (cacheKey: string) =>
      writeFileSync(
        join(cacheDir, 'incremental-build.json'),
        JSON.stringify({
          version: 1,
          routes: {
            'src/pages/blog/[slug].astro': {
              dependencyHash: 'code-1',
              paths: { '/blog/well': { cacheKey, outputFile: 'blog/well.html' } },
            },
          },
        }),
      );
    const linked = (path: string | undefined) => existsSync(join(outDir, path as string));
    try {
      mkdirSync(join(outDir, 'blog'));
      writeFileSync(join(outDir, 'blog', 'well.html'), `<img src="${first}">`);
      recordBuild('key-1');
      await runBuildDone(outDir);
      expect([linked(first), linked(second)]).toEqual([true, false]);

      // The next build's output folder, with the page under the same key: Astro copied it, so
      // the integration does not read it. (Its bytes are changed here only to prove that.)
      rmSync(join(outDir, IMAGE_VARIANTS_PATH), { recursive: true });
      writeFileSync(join(outDir, 'blog', 'well.html'), `<img src="${second}">`);
      await runBuildDone(outDir);
      expect([linked(first), linked(second)]).toEqual([true, false]);

      // A new key: Astro rendered the page again, and it is read.
      rmSync(join(outDir, IMAGE_VARIANTS_PATH), { recursive: true });
      recordBuild('key-2');
      await runBuildDone(outDir);
      expect([linked(first), linked(second)]).toEqual([false, true]);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
      rmSync(join(cacheDir, 'incremental-build.json'), { force: true });
    }
  });

  it('fails a build whose page names a variant that was never made', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'image-variants-out-'));
    try {
      writeFileSync(join(outDir, 'index.html'), `<img src="${IMAGE_VARIANTS_PATH}gone-0123456789abcdef-320.webp">`);
      await expect(runBuildDone(outDir)).rejects.toThrow(/gone-0123456789abcdef-320\.webp is missing/);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
