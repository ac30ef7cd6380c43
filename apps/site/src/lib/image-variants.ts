// Resized WebP versions of the backend's stored pictures, made at build time and kept in the
// build cache between builds. Astro's image pipeline re-emits every cached variant into each
// build's output, work that grows with the photo archive on every edit: at ten times the seed,
// 3,778 variants took 1.5 to 4 s of each rebuild. Here a build makes only the variants
// no build has made before, and the image-variants integration links the ones its pages name
// into the output. A stored object's name is never reused (a replaced picture gets a new name),
// so a variant's name, made from its object's name and width, never changes meaning.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join } from 'node:path';
import { retryingFetch } from '@seminary/core/retrying-fetch';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { buildCacheDir } from './build-cache.ts';

/** Where the site serves the variants from. */
export const IMAGE_VARIANTS_PATH = '/_img/';
/** A variant's file name, as it appears in a page: `<stem>-<digest>-<width>.webp`. */
export const IMAGE_VARIANT_NAME = /^[a-z0-9-]+-[0-9a-f]{16}-\d+\.webp$/;
/** Every variant made so far, by file name. */
export const imageVariantsDir = join(buildCacheDir, 'image-variants');
/** Part of every name: raised when the encoding changes, so no variant of the old one is reused. */
const ENCODING_VERSION = 1;
/** The longest readable part of a name, from the stored file's own name. */
const STEM_CHARS = 40;

// Decoding and encoding run on sharp's threads; more at once than the machine has cores only
// holds more decoded pictures in memory.
const encoding = pLimit(availableParallelism());
const making = new Map<string, Promise<void>>();

function variantName(objectKey: string, width: number): string {
  const digest = createHash('sha256').update(`${ENCODING_VERSION}:${objectKey}`).digest('hex').slice(0, 16);
  const stem =
    basename(objectKey)
      .replace(/\.[^.]*$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, STEM_CHARS) || 'image';
  return `${stem}-${digest}-${width}.webp`;
}

async function download(url: string): Promise<Buffer> {
  const response = await retryingFetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function make(url: string, missing: { width: number; file: string }[]): Promise<void> {
  const original = await download(url);
  const { format } = await sharp(original).metadata();
  // An SVG is shown as it is (Astro's pipeline refuses to rasterise one too).
  if (format === 'svg') throw new Error(`${url} is an SVG`);
  mkdirSync(imageVariantsDir, { recursive: true });
  await Promise.all(
    missing.map(({ width, file }) =>
      encoding(async () => {
        const data = await sharp(original, { failOn: 'none' })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp()
          .toBuffer();
        // Written whole under another name first: a build stopped half-way leaves no cut file
        // that a later build would take for a finished one.
        const partial = `${file}.${process.pid}.partial`;
        writeFileSync(partial, data);
        renameSync(partial, file);
      }),
    ),
  );
}

/**
 * The site paths of a stored picture at each width, made now if no build has made them. `url`
 * is where to download the original; `objectKey` names it (bucket and path), whatever the host.
 */
export async function imageVariants(url: string, objectKey: string, widths: readonly number[]): Promise<string[]> {
  const variants = widths.map((width) => {
    const name = variantName(objectKey, width);
    return { width, name, file: join(imageVariantsDir, name) };
  });
  const missing = variants.filter(({ file }) => !existsSync(file));
  if (missing.length > 0) {
    const key = `${objectKey}:${missing.map(({ width }) => width).join(',')}`;
    let pending = making.get(key);
    if (!pending) {
      pending = make(url, missing).finally(() => making.delete(key));
      making.set(key, pending);
    }
    await pending;
  }
  return variants.map(({ name }) => `${IMAGE_VARIANTS_PATH}${name}`);
}
