// Puts the resized pictures a build's pages name (lib/image-variants.ts) into its output, and
// serves them in `astro dev`. Each build's output holds its own links to the variants, so a
// published folder stays whole while later builds come and go, and a picture no page names any
// more (a deleted photo) is not in the next output. Hard links cost one directory entry each,
// not a copy of the picture; a copy is made only where a link cannot be (another file system).
import { copyFileSync, createReadStream, existsSync, linkSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { IMAGE_VARIANT_NAME, IMAGE_VARIANTS_PATH, imageVariantsDir } from '../lib/image-variants.ts';

/** The outputs that can name a picture: pages and the galleries' later pages. */
const PAGE_EXTENSIONS = new Set(['.html', '.json']);
/** Where a page names a variant, as bytes: pages are searched without decoding them. */
const VARIANT_REFERENCE = Buffer.from(IMAGE_VARIANTS_PATH);
/** The bytes a variant's file name is made of (IMAGE_VARIANT_NAME: [a-z0-9-], '.', 'webp'). */
const NAME_BYTE = /[a-z0-9.-]/;

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && PAGE_EXTENSIONS.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The variants the pages name. Each page is searched as bytes for the variants' path: with
 * thousands of pages (issue 27) decoding every page to text took most of an edit's rebuild.
 */
function namedVariants(outDir: string): Set<string> {
  const names = new Set<string>();
  for (const file of pageFiles(outDir)) {
    const page = readFileSync(file);
    for (let at = page.indexOf(VARIANT_REFERENCE); at !== -1; at = page.indexOf(VARIANT_REFERENCE, at + 1)) {
      let end = at + VARIANT_REFERENCE.length;
      while (end < page.length && NAME_BYTE.test(String.fromCharCode(page[end] as number))) end++;
      const name = page.toString('latin1', at + VARIANT_REFERENCE.length, end);
      if (IMAGE_VARIANT_NAME.test(name)) names.add(name);
    }
  }
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
  return {
    name: 'seminary:image-variants',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const names = namedVariants(outDir);
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
