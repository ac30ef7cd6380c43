// The seed makes a fresh local site look like the school's: every table has content and every
// file a row points to exists, is small and is served.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../packages/core/src/constants.ts';
import { extractYouTubeId } from '../../packages/core/src/youtube.ts';
import {
  type SeminaryServer,
  SITE_CONTENT_TABLES,
  seedStorageDir,
  startSeminaryServer,
} from './support/seminary-server.ts';

const ENTITY_TABLES = [...SITE_CONTENT_TABLES, 'registrations', 'student_registrations'];

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((entry) => statSync(join(folder, entry)).isFile())
    .sort();
}

describe('seed', () => {
  let db: SeminaryServer;
  let publicBase = '';
  let urls: string[] = [];

  beforeAll(async () => {
    db = await startSeminaryServer();
    publicBase = `${db.server.url}/storage/v1/object/public/`;
    const columns = await db.sql<{ table: string; column: string }>(
      `select table_name as table, column_name as column from information_schema.columns
       where table_schema = 'public' and column_name like '%\\_url' and data_type = 'text'`,
    );
    for (const { table, column } of columns) {
      const rows = await db.sql<{ url: string }>(
        `select "${column}" as url from public.${table} where "${column}" is not null`,
      );
      urls.push(...rows.map((r) => r.url));
    }
    urls = urls.filter((url) => url.includes('/storage/v1/object/public/'));
  });
  afterAll(() => db.close());

  it.each(ENTITY_TABLES)('fills %s', async (table) => {
    const [count] = await db.sql<{ n: number }>(`select count(*)::int as n from public.${table}`);
    expect(count?.n).toBeGreaterThan(0);
  });

  it('tells the founding facts of spec section 1', async () => {
    const about = (
      await db.sql<{ content: string }>(`select content from public.about_sections where section_type = 'history'`)
    )[0];
    expect(about?.content).toContain('1984');
    expect(about?.content).toContain('oldest Bible school in Vijayawada');
    expect(about?.content).toContain('three-year undergraduate program taught in English and Telugu');
    expect(about?.content).toContain('graduate distance program in English');
    expect(about?.content).toContain('about forty women');
    expect(await db.sql('select section_type from public.about_sections order by created_at')).toEqual([
      { section_type: 'history' },
      { section_type: 'vision' },
      { section_type: 'mission' },
    ]);
  });

  it('has the sample courses of every program with intakes from 20 to 100', async () => {
    const courses = await db.sql<{ program_type: string; title: string; intake: number; schedule: string }>(
      'select program_type, title, intake, schedule from public.courses order by program_type, title',
    );
    expect(new Set(courses.map((c) => c.program_type))).toEqual(new Set(['residential', 'hybrid', 'online']));
    expect(courses.map((c) => c.title)).toEqual(
      expect.arrayContaining([
        'Bachelor of Theology',
        'Master of Divinity',
        'Master of Theology',
        'Bachelor of Theology (Hybrid)',
        'Graduate Certificate in Ministry',
        'Master of Arts in Ministry',
      ]),
    );
    for (const course of courses) {
      expect(course.intake).toBeGreaterThanOrEqual(20);
      expect(course.intake).toBeLessThanOrEqual(100);
      expect(course.schedule).not.toBe('');
    }
  });

  it('has four teachers with photos, six alumni, one featured video and statistics with spec icons', async () => {
    expect(await db.sql('select 1 from public.teachers where image_url is not null')).toHaveLength(4);
    expect(await db.sql('select 1 from public.alumni_profiles where image_url is not null')).toHaveLength(6);
    const videos = await db.sql<{ video_url: string }>('select video_url from public.videos');
    expect(videos).toHaveLength(1);
    expect(extractYouTubeId(videos[0]?.video_url ?? '')).toMatch(/^[A-Za-z0-9_-]{11}$/);
    const icons = await db.sql<{ icon_name: string }>('select icon_name from public.statistics');
    for (const { icon_name } of icons) expect(ICON_NAMES).toContain(icon_name);
  });

  it('builds every public URL from the server it was seeded on', () => {
    expect(urls.length).toBeGreaterThan(40);
    for (const url of urls) expect(url.startsWith(publicBase), url).toBe(true);
  });

  it('points every URL at a file in supabase/seed/storage and leaves no file unused', async () => {
    const referenced = urls.map((url) => url.slice(publicBase.length));
    const screenshots = (
      await db.sql<{ name: string }>('select payment_screenshot_url as name from public.student_registrations')
    ).map((r) => `payment-screenshots/${r.name}`);
    for (const path of [...referenced, ...screenshots]) expect(existsSync(join(seedStorageDir, path)), path).toBe(true);
    expect([...new Set([...referenced, ...screenshots])].sort()).toEqual(filesUnder(seedStorageDir));
  });

  it('keeps the seed files small, with 1600 x 600 banners', async () => {
    for (const file of filesUnder(seedStorageDir)) {
      expect(statSync(join(seedStorageDir, file)).size, file).toBeLessThanOrEqual(45_000);
      if (file.startsWith('banner-images/')) {
        const { width, height } = await sharp(join(seedStorageDir, file)).metadata();
        expect({ file, width, height }).toEqual({ file, width: 1600, height: 600 });
      }
    }
  });

  it('serves every seeded public URL', async () => {
    for (const url of urls) {
      const response = await fetch(url);
      const path = url.slice(publicBase.length);
      expect(`${response.status} ${path}`).toBe(`200 ${path}`);
      await response.body?.cancel();
    }
  });

  it('lets an admin open every seeded payment screenshot through a signed URL', async () => {
    const rows = await db.sql<{ name: string }>(
      'select payment_screenshot_url as name from public.student_registrations',
    );
    for (const { name } of rows) {
      const { data, error } = await db.admin.storage.from('payment-screenshots').createSignedUrl(name, 60);
      expect(error).toBeNull();
      const response = await fetch(data?.signedUrl ?? '');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
  });
});
