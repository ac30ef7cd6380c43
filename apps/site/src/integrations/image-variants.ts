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
const escapedPath = IMAGE_VARIANTS_PATH.replace(/[/]/g, '\\/');
const VARIANT_REFERENCE = new RegExp(`${escapedPath}([a-z0-9-]+\\.webp)`, 'g');

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && PAGE_EXTENSIONS.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
}

function namedVariants(outDir: string): Set<string> {
  const names = new Set<string>();
  for (const file of pageFiles(outDir)) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(VARIANT_REFERENCE)) {
      if (name && IMAGE_VARIANT_NAME.test(name)) names.add(name);
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
