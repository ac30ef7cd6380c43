// Astro's incremental build as the publisher runs it (apps/site/src/lib/incremental-build.ts): a
// post's page is copied from the previous build while its post and the layout's data are
// unchanged, also by a builder started again, and rendered again when either changes. The copy Astro keeps of each page is
// marked between builds, so the served page shows which way it came.
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, type RunningServer } from '@seminary/local-supabase';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startProjectBackend } from '../lib/project-backend.ts';
import { type AstroSiteBuilder, astroSiteBuilder } from '../lib/publish-build.ts';

const MARK = '<!-- copied from the previous build -->';
let work: string;
let backend: RunningServer;
let build: AstroSiteBuilder;
let builds = 0;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'incremental-build-test-'));
  backend = await startProjectBackend({ mail: false });
  build = astroSiteBuilder({ supabaseUrl: backend.url, anonKey: LOCAL_ANON_KEY, cacheDir: join(work, 'cache') });
}, 120_000);

afterAll(async () => {
  await build?.close();
  await backend?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Builds into a folder of its own (as the publisher does), returning a reader of its pages. */
async function publish() {
  const site = join(work, `site-${++builds}`);
  await build(site);
  const read = (page: string) => readFileSync(join(site, page), 'utf8');
  /** The resized pictures a page names. */
  const pictures = (page: string) => read(page).match(/\/_img\/[a-z0-9.-]+\.webp/g) ?? [];
  return Object.assign(read, {
    pictures,
    /** The resized pictures a page names that its build's output lacks. */
    missingPictures: (page: string) => pictures(page).filter((path) => !existsSync(join(site, path))),
  });
}

/** Marks Astro's kept copy of a page: a page restored from it carries the mark. */
function markKeptCopy(page: string) {
  appendFileSync(join(work, 'cache', 'dist', page), MARK);
}

it('copies an unchanged post page, renders it again when its post or the logo changes', async () => {
  const service = createClient(backend.url, LOCAL_SERVICE_ROLE_KEY, { auth: { persistSession: false } });
  const { data: post } = await service
    .from('posts')
    .select('id, slug, title')
    .eq('draft', false)
    .lte('published_at', new Date().toISOString())
    .limit(1)
    .single();
  if (!post) throw new Error('The seed has no published post.');
  const english = `blog/${post.slug}.html`;
  const telugu = `te/blog/${post.slug}.html`;

  let page = await publish();
  expect(page(english)).toContain(post.title);
  markKeptCopy(english);
  markKeptCopy(telugu);

  page = await publish();
  expect(page(english)).toContain(MARK);
  expect(page(telugu)).toContain(MARK);
  // The kept page is not read for the pictures it names (the image-variants integration
  // remembers them by its cacheKey), and its cover's resized pictures are in the output still.
  expect(page.pictures(english).length).toBeGreaterThan(0);
  expect(page.missingPictures(english)).toEqual([]);

  const title = `${post.title} (corrected)`;
  expect((await service.from('posts').update({ title }).eq('id', post.id)).error).toBeNull();
  page = await publish();
  expect(page(english)).toContain(title);
  expect(page(english)).not.toContain(MARK);
  expect(page(telugu)).not.toContain(MARK);

  // Every page's header and footer show the logo, so a change of it renders the post's page again.
  markKeptCopy(english);
  const { data: logo } = await service.from('site_logo').select('id').limit(1).single();
  if (!logo) throw new Error('The seed has no logo.');
  const logoChange = await service.from('site_logo').update({ alt_text: 'The seminary’s new logo' }).eq('id', logo.id);
  expect(logoChange.error).toBeNull();
  page = await publish();
  expect(page(english)).not.toContain(MARK);

  // A builder started again on the same cache folder (`npm start` run again) copies it too.
  markKeptCopy(english);
  await build.close();
  build = astroSiteBuilder({ supabaseUrl: backend.url, anonKey: LOCAL_ANON_KEY, cacheDir: join(work, 'cache') });
  page = await publish();
  expect(page(english)).toContain(MARK);
}, 600_000);
