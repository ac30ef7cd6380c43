// Puts the resized pictures a build's pages name (lib/image-variants.ts) into its output, and
// serves them in `astro dev`. Each build's output holds its own links to the variants, so a
// published folder stays whole while later builds come and go, and a picture no page names any
// more (a deleted photo) is not in the next output. Hard links cost one directory entry each,
// not a copy of the picture; a copy is made only where a link cannot be (another file system).
import {
  copyFileSync,
  createReadStream,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildCacheDir } from '../lib/build-cache.ts';
import { IMAGE_VARIANT_NAME, IMAGE_VARIANTS_PATH, imageVariantsDir } from '../lib/image-variants.ts';

/** The outputs that can name a picture: pages and the galleries' later pages. */
const PAGE_EXTENSIONS = new Set(['.html', '.json']);
/** Where a page names a variant, as bytes: pages are searched without decoding them. */
const VARIANT_REFERENCE = Buffer.from(IMAGE_VARIANTS_PATH);
/** The bytes a variant's file name is made of (IMAGE_VARIANT_NAME: [a-z0-9-], '.', 'webp'). */
const NAME_BYTE = /[a-z0-9.-]/;

/** Astro's record of the incremental build it has just made (its `incremental-build.json`, format 1). */
const ASTRO_INCREMENTAL_MANIFEST = 'incremental-build.json';
/** What this integration remembers between builds: the variants each kept page names. */
const PAGES_MEMO = 'image-variants-pages.json';
const PAGES_MEMO_VERSION = 1;

interface AstroIncrementalManifest {
  version?: number;
  routes?: Record<
    string,
    { dependencyHash?: string; paths?: Record<string, { cacheKey?: string; outputFile?: string }> }
  >;
}

type PagesMemo = Record<string, { key: string; names: string[] }>;

/** Output files (relative, with '/') and the paths to them, of every page that can name a picture. */
function pageFiles(dir: string): { file: string; path: string }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && PAGE_EXTENSIONS.has(extname(entry.name)))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { file: relative(dir, path).split(sep).join('/'), path };
    });
}

/** The variants one page names, searched as bytes: decoding thousands of pages to text cost seconds. */
function variantsIn(page: Buffer): string[] {
  const names = new Set<string>();
  for (let at = page.indexOf(VARIANT_REFERENCE); at !== -1; at = page.indexOf(VARIANT_REFERENCE, at + 1)) {
    let end = at + VARIANT_REFERENCE.length;
    while (end < page.length && NAME_BYTE.test(String.fromCharCode(page[end] as number))) end++;
    const name = page.toString('latin1', at + VARIANT_REFERENCE.length, end);
    if (IMAGE_VARIANT_NAME.test(name)) names.add(name);
  }
  return [...names];
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * Each kept page's identity in this build, by output file: its route, the route's code and its
 * cacheKey, from Astro's record of the build. Astro copies a page from the previous build exactly
 * when all three are unchanged (lib/incremental-build.ts), so a page with the same identity as
 * last time has the same bytes and names the same variants. A record in another format gives
 * no identities, and every page is searched.
 */
function pageIdentities(cacheDir: string): Map<string, string> {
  const manifest = readJson<AstroIncrementalManifest>(join(cacheDir, ASTRO_INCREMENTAL_MANIFEST));
  const identities = new Map<string, string>();
  if (manifest?.version !== 1) return identities;
  for (const [route, { dependencyHash, paths }] of Object.entries(manifest.routes ?? {})) {
    for (const { cacheKey, outputFile } of Object.values(paths ?? {})) {
      if (dependencyHash && cacheKey && outputFile)
        identities.set(outputFile, `${route}\n${dependencyHash}\n${cacheKey}`);
    }
  }
  return identities;
}

/**
 * The variants the pages name. With thousands of post and event pages reading every
 * page took half a second of each edit's rebuild, while an edit changes a few of them: a page
 * Astro kept from the previous build keeps the variants found in it then, and only the pages
 * rendered again (and those without a cacheKey) are read.
 */
function namedVariants(outDir: string, cacheDir: string): Set<string> {
  const memoFile = join(cacheDir, PAGES_MEMO);
  const previous = readJson<{ version: number; pages: PagesMemo }>(memoFile);
  const remembered = previous?.version === PAGES_MEMO_VERSION ? previous.pages : {};
  const identities = pageIdentities(cacheDir);
  const pages: PagesMemo = {};
  const names = new Set<string>();
  for (const { file, path } of pageFiles(outDir)) {
    const key = identities.get(file);
    const kept = key !== undefined && remembered[file]?.key === key ? remembered[file].names : undefined;
    const found = kept ?? variantsIn(readFileSync(path));
    if (key !== undefined) pages[file] = { key, names: found };
    for (const name of found) names.add(name);
  }
  mkdirSync(cacheDir, { recursive: true });
  // Written whole under another name first, so a build stopped half-way leaves the old memo or the new.
  const partial = `${memoFile}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify({ version: PAGES_MEMO_VERSION, pages }));
  renameSync(partial, memoFile);
  return names;
}

function linkOrCopy(from: string, to: string) {
  try {
    linkSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    copyFileSync(from, to);
  }
}

export function imageVariantsIntegration(): AstroIntegration {
  // The build's own cache folder once Astro has resolved its config; the same folder otherwise.
  let cacheDir = buildCacheDir;
  return {
    name: 'seminary:image-variants',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir);
      },
      'astro:build:done': ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const names = namedVariants(outDir, cacheDir);
        if (names.size === 0) return;
        const target = join(outDir, IMAGE_VARIANTS_PATH);
        mkdirSync(target, { recursive: true });
        for (const name of names) {
          const from = join(imageVariantsDir, name);
          // A page names only variants it has just made or found: a missing one is a broken build.
          if (!existsSync(from)) throw new Error(`The resized picture ${name} is missing from ${imageVariantsDir}.`);
          linkOrCopy(from, join(target, name));
        }
        logger.info(`${names.size} resized pictures`);
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(IMAGE_VARIANTS_PATH, (request, response, next) => {
          const name = decodeURIComponent((request.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
          const file = join(imageVariantsDir, name);
          if (!IMAGE_VARIANT_NAME.test(name) || !existsSync(file)) return next();
          response.setHeader('Content-Type', 'image/webp');
          createReadStream(file).pipe(response);
        });
      },
    },
  };
}
