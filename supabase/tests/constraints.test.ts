// The tables' own checks, which hold for every writer, the service role included,
// and agree with core's validation.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EDUCATION_LEVELS,
  GENDERS,
  ICON_NAMES,
  PROGRAM_TYPES,
  SECTION_TYPES,
  START_DATES,
} from '../../packages/core/src/constants.ts';
import { extractYouTubeId } from '../../packages/core/src/youtube.ts';
import { type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

describe('table constraints', () => {
  let db: SeminaryServer;

  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
  });
  afterAll(() => db.close());

  async function insert(table: string, row: Record<string, unknown>): Promise<string | null> {
    const columns = Object.keys(row)
      .map((c) => `"${c}"`)
      .join(', ');
    try {
      await db.sql(
        `insert into public.${table} (${columns}) select ${columns} from json_populate_record(null::public.${table}, $1)`,
        [JSON.stringify(row)],
      );
      return null;
    } catch (error) {
      return (error as { code?: string }).code ?? 'unknown';
    }
  }

  const video = (video_url: string) => ({ title: 'Tour', video_url, thumbnail_url: 'https://x.example/t.jpg' });

  it.each([
    'https://www.youtube.com/watch?v=Xq3M2vLp8Tw',
    'https://youtube.com/watch?feature=share&v=Xq3M2vLp8Tw&t=42',
    'https://m.youtube.com/watch?v=a_b-C1d2E3f',
    'https://youtu.be/Xq3M2vLp8Tw?si=abc',
    'https://www.youtube.com/embed/Xq3M2vLp8Tw',
    'https://www.youtube-nocookie.com/embed/Xq3M2vLp8Tw',
    'https://www.youtube.com/shorts/Xq3M2vLp8Tw',
  ])('accepts the video URL %s, as core does', async (url) => {
    expect(extractYouTubeId(url)).not.toBeNull();
    expect(await insert('videos', video(url))).toBeNull();
  });

  it.each([
    'https://www.youtube.com/watch?v=Xq3M2vLp8T',
    'https://youtu.be/Xq3M2vLp8Tww',
    'https://www.youtube.com/@seminary',
    'https://vimeo.com/embed/Xq3M2vLp8Tw',
    'https://youtube.com.example.org/watch?v=Xq3M2vLp8Tw',
    'Xq3M2vLp8Tw',
  ])('refuses the video URL %s, as core does', async (url) => {
    expect(extractYouTubeId(url)).toBeNull();
    expect(await insert('videos', video(url))).toBe('23514');
  });

  it('accepts exactly the spec enumerations', async () => {
    const course = (program_type: string) => ({ title: 't', description: 'd', duration: '1 year', program_type });
    for (const value of PROGRAM_TYPES) expect(await insert('courses', course(value))).toBeNull();
    expect(await insert('courses', course('distance'))).toBe('23514');

    for (const value of SECTION_TYPES)
      expect(await insert('about_sections', { section_type: value, title: 't' })).toBeNull();
    expect(await insert('about_sections', { section_type: 'values', title: 't' })).toBe('23514');

    for (const value of ICON_NAMES)
      expect(await insert('statistics', { title: 't', value: 1, icon_name: value })).toBeNull();
    expect(await insert('statistics', { title: 't', value: 1, icon_name: 'Star' })).toBe('23514');
    expect(await insert('statistics', { title: 't', value: -1 })).toBe('23514');
    expect(await db.sql(`insert into public.statistics (title, value) values ('t', 1) returning icon_name`)).toEqual([
      { icon_name: 'GraduationCap' },
    ]);

    const student = (extra: Record<string, unknown>) => ({
      name: 'Asha',
      email: 'asha@example.com',
      program_interest: 'online',
      // One application per screenshot.
      payment_screenshot_url: `${randomUUID()}.png`,
      ...extra,
    });
    for (const gender of GENDERS) expect(await insert('student_registrations', student({ gender }))).toBeNull();
    for (const education_level of EDUCATION_LEVELS) {
      expect(await insert('student_registrations', student({ education_level }))).toBeNull();
    }
    for (const start_date of START_DATES)
      expect(await insert('student_registrations', student({ start_date }))).toBeNull();
    expect(await insert('student_registrations', student({ gender: 'female' }))).toBe('23514');
    expect(await insert('student_registrations', student({ education_level: 'PhD' }))).toBe('23514');
    expect(await insert('student_registrations', student({ start_date: 'Fall 2030' }))).toBe('23514');
    expect(
      await insert('student_registrations', student({ payment_screenshot_url: 'https://evil.example/x.png' })),
    ).toBe('23514');
    expect(await insert('registrations', { name: 'Asha', email: 'not-an-email', program_interest: 'online' })).toBe(
      '23514',
    );
  });

  it('keeps graduation years between 1980 and the current year', async () => {
    const year = new Date().getFullYear();
    const alumnus = (graduation_year: number) => ({ name: 'Ruth', graduation_year, degree: 'Master of Divinity' });
    expect(await insert('alumni_profiles', alumnus(1980))).toBeNull();
    expect(await insert('alumni_profiles', alumnus(year))).toBeNull();
    expect(await insert('alumni_profiles', alumnus(1979))).toBe('23514');
    expect(await insert('alumni_profiles', alumnus(year + 1))).toBe('23514');
    expect(await insert('alumni_profiles', { ...alumnus(2000), degree: 'Bachelor of Arts' })).toBe('23514');
  });

  it('keeps updated_at of about sections current', async () => {
    const [section] = await db.sql<{ id: string }>(
      `insert into public.about_sections (section_type, title, created_at, updated_at)
       values ('history', 'Our History', now() - interval '1 day', now() - interval '1 day') returning id`,
    );
    const [updated] = await db.sql<{ fresh: boolean }>(
      `update public.about_sections set title = 'History', updated_at = now() - interval '5 days' where id = $1
       returning updated_at > now() - interval '1 minute' as fresh`,
      [section?.id],
    );
    expect(updated).toEqual({ fresh: true });
  });
});
