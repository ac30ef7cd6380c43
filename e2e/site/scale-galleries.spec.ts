// The pages that show a whole table, at ten times the seed: 300 gallery photos, 300 campus-life
// photos, 20 campus life events and 30 teachers inserted with the service role. The shared
// stack's site was built before these rows existed, so this test builds the site again against
// the same backend into a folder of its own and serves it: each page shows a bounded first
// page, 'Show more' reaches the oldest item (the one inserted first), and the lightbox walks
// every picture shown, the appended ones too. The rows are deleted at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Locator } from '@playwright/test';
import { te } from '../../packages/core/src/i18n/te.ts';
import { texts } from '../../packages/core/src/texts.ts';
import { buildSite } from '../../scripts/lib/build-apps.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { expect, test } from '../support/fixtures.ts';
import { DESKTOP } from './helpers.ts';

test.use({ viewport: DESKTOP });

const PHOTOS = 300;
const EVENTS = 20;
const TEACHERS = 30;
const MARK = 'Scaletest';
/** Older than every seeded row, the first inserted the oldest: last in newest-first order. */
const createdAt = (index: number) => new Date(Date.UTC(2001, 0, 1) + index * 3_600_000).toISOString();
const numbered = (index: number) => String(index).padStart(3, '0');

/** Clicks 'Show more' until every item is shown, a page more each time, and the button is gone. */
async function showAll(region: Locator, button: string, items: Locator, total: number, pageSize: number) {
  const more = region.getByRole('button', { name: button });
  for (let shown = await items.count(); shown < total; ) {
    await more.click();
    shown = Math.min(total, shown + pageSize);
    await expect(items).toHaveCount(shown);
  }
  await expect(more).toBeHidden();
}

async function gzippedKb(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  return gzipSync(html).length / 1024;
}

test('galleries, events and faculty at scale: a bounded first page, the rest on demand', async ({
  page,
  service,
  supabaseUrl,
}) => {
  test.setTimeout(600_000);
  const seeded = async (table: 'gallery' | 'campus_life_gallery' | 'campus_life' | 'teachers') => {
    const { data, error } = await service.from(table).select('image_url').limit(1).single();
    expect(error).toBeNull();
    return (data as { image_url: string }).image_url;
  };
  const [galleryImage, campusImage, eventImage, teacherImage] = await Promise.all([
    seeded('gallery'),
    seeded('campus_life_gallery'),
    seeded('campus_life'),
    seeded('teachers'),
  ]);
  const outDir = mkdtempSync(join(tmpdir(), 'e2e-scale-galleries-'));
  let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  try {
    const photos = Array.from({ length: PHOTOS }, (_, index) => index + 1);
    for (const { error } of await Promise.all([
      service.from('gallery').insert(
        photos.map((n) => ({
          title: `${MARK} photo ${numbered(n)}`,
          description: '',
          category: MARK,
          image_url: galleryImage,
          created_at: createdAt(n),
        })),
      ),
      service.from('campus_life_gallery').insert(
        photos.map((n) => ({
          caption: `${MARK} campus ${numbered(n)}`,
          image_url: campusImage,
          created_at: createdAt(n),
        })),
      ),
      service.from('campus_life').insert(
        Array.from({ length: EVENTS }, (_, index) => ({
          title: `${MARK} event ${numbered(index + 1)}`,
          content: 'Inserted by the scale test.',
          image_url: eventImage,
          created_at: createdAt(index + 1),
        })),
      ),
      service.from('teachers').insert(
        Array.from({ length: TEACHERS }, (_, index) => ({
          name: `Zz ${MARK} Teacher ${numbered(index + 1)}`,
          position: 'Lecturer',
          bio: 'Inserted by the scale test.',
          image_url: teacherImage,
        })),
      ),
    ])) {
      expect(error).toBeNull();
    }

    await buildSite({
      supabaseUrl,
      anonKey: process.env.E2E_ANON_KEY ?? '',
      siteUrl: 'http://localhost:4321',
      outDir,
      cacheDir: join(outDir, '..', `${outDir.split('/').pop()}-cache`),
    });
    server = await startStaticServer({ siteDir: outDir, adminDir: outDir, port: 0 });
    const site = server.url;

    // Home: twelve newest photos of 306, then the older ones a page at a time.
    await page.goto(`${site}/`);
    const gallery = page.getByRole('region', { name: 'Life at the Seminary' });
    const pictures = gallery.getByRole('link', { name: /^Open picture \d+ of 306 / });
    await expect(pictures).toHaveCount(12);
    await expect(gallery.locator('img[loading="lazy"][srcset][sizes][width][height]')).toHaveCount(12);
    await gallery.getByRole('button', { name: 'Show more photos' }).click();
    await expect(pictures).toHaveCount(24);
    await expect(pictures.nth(12)).toBeFocused();
    await expect(pictures.nth(12)).toHaveAccessibleName(/^Open picture 13 of 306 /);
    await expect(gallery.locator('img[loading="lazy"][srcset][sizes][width][height]')).toHaveCount(24);
    await showAll(gallery, 'Show more photos', pictures, 306, 12);
    await expect(pictures.last()).toHaveAccessibleName(`Open picture 306 of 306 in full screen: ${MARK} photo 001`);

    // The lightbox walks every picture shown, the appended ones too, and wraps at both ends.
    await pictures.last().click();
    const lightbox = page.getByRole('dialog', { name: 'Gallery' });
    await expect(lightbox).toContainText(`${MARK} photo 001`);
    await expect(lightbox).toContainText('306 / 306');
    await page.keyboard.press('ArrowRight');
    await expect(lightbox).toContainText('1 / 306');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox).toContainText('305 / 306');
    await expect(lightbox).toContainText(`${MARK} photo 002`);
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(pictures.last()).toBeFocused();

    // Faculty: the carousel holds the first twelve by name; /about/faculty pages through all 34.
    const carousel = page.getByRole('list', { name: 'Faculty members' });
    await expect(carousel.getByRole('article')).toHaveCount(12);
    await page.goto(`${site}/about/faculty`);
    const teachers = page.getByRole('region', { name: 'Faculty members' }).getByRole('article');
    await expect(teachers).toHaveCount(24);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await page.getByRole('link', { name: texts.apply.next }).click();
    await expect(page).toHaveURL(/\/about\/faculty\/2$/);
    await expect(teachers).toHaveCount(10);
    await expect(teachers.last().getByRole('heading')).toHaveText(`Zz ${MARK} Teacher 030`);
    await page.getByRole('link', { name: texts.apply.previous }).click();
    await expect(page).toHaveURL(/\/about\/faculty$/);

    // Campus life: nine newest events and twelve newest photos, the rest on demand.
    await page.goto(`${site}/campus-life`);
    const events = page.getByRole('region', { name: texts.campusLife.events });
    const cards = events.getByRole('article');
    await expect(cards).toHaveCount(9);
    await showAll(events, 'Show more events', cards, 23, 9);
    await expect(cards.last().getByRole('heading')).toHaveText(`${MARK} event 001`);
    await expect(cards.last().locator('time')).toHaveText('1 January 2001');
    await expect(cards.last()).toHaveAccessibleName(`${MARK} event 001`);

    const campus = page.getByRole('region', { name: 'Photo Gallery' });
    const campusPictures = campus.getByRole('link', { name: /^Open picture \d+ of 306 / });
    await expect(campusPictures).toHaveCount(12);
    await showAll(campus, 'Show more photos', campusPictures, 306, 12);
    await expect(campus.getByText(`${MARK} campus 001`, { exact: true })).toBeVisible();
    await campusPictures.nth(299).click();
    const campusLightbox = page.getByRole('dialog', { name: 'Campus life photo gallery' });
    await expect(campusLightbox).toContainText('300 / 306');
    await campusLightbox.getByRole('button', { name: 'Next picture' }).click();
    await expect(campusLightbox).toContainText('301 / 306');
    await page.mouse.click(40, DESKTOP.height - 40);
    await expect(campusLightbox).toBeHidden();

    // The Telugu page loads its later pages in Telugu (/te/…/N.json): Telugu words around the
    // pictures and events, and these rows' English content (they have no Telugu) marked English.
    await page.goto(`${site}/te/campus-life`);
    const teluguEvents = page.getByRole('region', { name: te.campusLife.events });
    await teluguEvents.getByRole('button', { name: te.site.campusEvents.showMore }).click();
    const teluguCards = teluguEvents.getByRole('article');
    await expect(teluguCards).toHaveCount(18);
    await expect(teluguCards.nth(17).getByRole('heading')).toHaveAttribute('lang', 'en-IN');
    const teluguCampus = page.getByRole('region', { name: te.site.pages.campusLife.photoGallery });
    const teluguPictures = teluguCampus.locator('[data-lightbox-item]');
    await expect(teluguPictures).toHaveCount(12);
    await teluguCampus.getByRole('button', { name: te.site.gallery.showMore }).click();
    await expect(teluguPictures).toHaveCount(24);
    await expect(teluguPictures.nth(12)).toHaveAccessibleName(
      new RegExp(`^${te.site.gallery.openPicture('13', '306')} ${MARK} campus`),
    );
    await expect(teluguCampus.locator('li > p[lang="en-IN"]')).toHaveCount(18);
    await teluguPictures.nth(20).click();
    const teluguLightbox = page.getByRole('dialog', { name: te.site.pages.campusLife.galleryLabel });
    await expect(teluguLightbox.locator('[data-lightbox-caption]')).toHaveAttribute('lang', 'en-IN');
    await teluguLightbox.getByRole('button', { name: te.site.gallery.close }).click();
    await expect(teluguLightbox).toBeHidden();

    // No page grows with the table.
    for (const path of ['/', '/campus-life', '/about/faculty']) {
      expect(await gzippedKb(`${site}${path}`), path).toBeLessThan(100);
    }
  } finally {
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(join(outDir, '..', `${outDir.split('/').pop()}-cache`), { recursive: true, force: true });
    for (const { error } of await Promise.all([
      service.from('gallery').delete().eq('category', MARK),
      service.from('campus_life_gallery').delete().like('caption', `${MARK} %`),
      service.from('campus_life').delete().like('title', `${MARK} %`),
      service.from('teachers').delete().like('name', `Zz ${MARK} %`),
    ])) {
      expect(error).toBeNull();
    }
  }
});
