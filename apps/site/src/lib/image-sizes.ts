// The pixel size of a stored picture, measured once and kept in the build cache. Astro's
// inferSize downloads the start of every picture on every build to read its size; storage object
// names are never reused (a replaced picture gets a new name), so a size measured once stays
// true and an unchanged picture is not fetched again. The file lives in the build cache.

import { inferRemoteSize } from 'astro:assets';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCacheDir } from './build-cache.ts';

export interface ImageSize {
  width: number;
  height: number;
}

const cacheFile = join(buildCacheDir, 'image-sizes.jsonl');

function readCache(): Map<string, ImageSize> {
  const sizes = new Map<string, ImageSize>();
  let text = '';
  try {
    text = readFileSync(cacheFile, 'utf8');
  } catch {
    return sizes;
  }
  for (const line of text.split('\n')) {
    // A line cut short by a build that stopped half-way is measured again.
    try {
      const { url, width, height } = JSON.parse(line) as { url: string } & ImageSize;
      if (typeof url === 'string' && width > 0 && height > 0) sizes.set(url, { width, height });
    } catch {}
  }
  return sizes;
}

const known = readCache();
const measuring = new Map<string, Promise<ImageSize>>();

async function measure(url: string): Promise<ImageSize> {
  const { width, height } = await inferRemoteSize(url);
  if (!width || !height) throw new Error(`${url} has no readable size`);
  known.set(url, { width, height });
  mkdirSync(join(cacheFile, '..'), { recursive: true });
  appendFileSync(cacheFile, `${JSON.stringify({ url, width, height })}\n`);
  return { width, height };
}

/** The size of the stored picture at this URL (its public object URL). */
export function storedImageSize(url: string): Promise<ImageSize> {
  const size = known.get(url);
  if (size) return Promise.resolve(size);
  let pending = measuring.get(url);
  if (!pending) {
    pending = measure(url).finally(() => measuring.delete(url));
    measuring.set(url, pending);
  }
  return pending;
}
