// The folder a build keeps what later builds reuse (Astro's content store, picture sizes and
// resized pictures): ASTRO_CACHE_DIR when a test or benchmark keeps its own, else Astro's
// default. Relative to the site's folder, where every build runs.
import { join } from 'node:path';

export const buildCacheDir = process.env.ASTRO_CACHE_DIR ?? join('node_modules', '.astro');
