// Keys for Astro's incremental static build (astro.config.ts, experimental.incrementalBuild). A
// page from getStaticPaths with a cacheKey is copied from the previous build when the key and
// the page's code are both unchanged, and rendered again otherwise. The key is the page's own
// props, as getStaticPaths hands them to it, together with what every page's layout reads
// besides its props: the logo, and the footer's year. A page whose output depends on anything
// else must not take a key.

import { getCollection } from 'astro:content';
import { createHash } from 'node:crypto';

/** The layout's own data (layouts/BaseLayout.astro: the header's and footer's logo, the footer's year). */
async function layoutData(): Promise<string> {
  const logo = (await getCollection('siteLogo')).map((entry) => [entry.id, entry.digest]);
  return JSON.stringify([logo, new Date().getFullYear()]);
}

/** getStaticPaths' paths, each with the cacheKey of its props and the layout's data. */
export async function withCacheKeys<Path extends { props: unknown }>(
  paths: readonly Path[],
): Promise<(Path & { cacheKey: string })[]> {
  const layout = await layoutData();
  return paths.map((path) => ({
    ...path,
    cacheKey: createHash('sha256').update(layout).update(JSON.stringify(path.props)).digest('base64url'),
  }));
}
