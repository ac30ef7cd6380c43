import { describe, expect, it } from 'vitest';
import {
  ALL_DEGREES,
  DEFAULT_ICON_NAME,
  graduationYears,
  ICON_NAMES,
  LAYOUT,
  PROGRAM_OPTIONS,
  TIMING,
} from '../src/constants.ts';
import {
  DEFAULT_BANNER,
  SAMPLE_ALUMNI,
  SAMPLE_COURSES,
  SAMPLE_DOWNLOADS,
  SAMPLE_GALLERY,
  SAMPLE_STATISTICS,
  SAMPLE_TEACHERS,
  SAMPLE_VIDEO,
} from '../src/samples.ts';
import { extractYouTubeId } from '../src/youtube.ts';

describe('constants', () => {
  it('lists graduation years from the current year down to 1980', () => {
    const years = graduationYears(new Date('2026-11-23T10:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1980);
    expect(years).toHaveLength(47);
  });

  it('has the spec timings and sizes', () => {
    expect(TIMING).toEqual({
      bannerAutoAdvanceMs: 5000,
      requestTimeoutMs: 15000,
      requestRetries: 3,
      networkRetryDelayMs: 1000,
      successRedirectMs: 3000,
    });
    expect([LAYOUT.headerScrollThresholdPx, LAYOUT.facultyScrollStepPx, LAYOUT.facultyCardWidthPx]).toEqual([
      20, 320, 280,
    ]);
    expect([LAYOUT.videoPlayerHeightPx, LAYOUT.lightboxImageMaxHeight, LAYOUT.logoHeightPx]).toEqual([500, '90vh', 24]);
  });

  it('maps the program options to program types', () => {
    expect(PROGRAM_OPTIONS.map((option) => `${option.label}=${option.value}`)).toEqual([
      'Residential=residential',
      'Center for Hybrid Education=hybrid',
      'Center for Online Education (Coming Soon)=online',
    ]);
  });

  it('merges both degree lists without duplicates', () => {
    expect(ALL_DEGREES).toHaveLength(9);
    expect(ALL_DEGREES).toContain('Doctor of Philosophy');
    expect(ALL_DEGREES).toContain('Doctor of Philosophy in Theology');
  });
});

describe('samples', () => {
  it('has the spec counts', () => {
    expect([SAMPLE_TEACHERS.length, SAMPLE_GALLERY.length, SAMPLE_DOWNLOADS.length, SAMPLE_ALUMNI.length]).toEqual([
      4, 4, 4, 6,
    ]);
    expect(
      new Set([...SAMPLE_TEACHERS, ...SAMPLE_GALLERY, ...SAMPLE_DOWNLOADS, ...SAMPLE_ALUMNI].map((s) => s.id)).size,
    ).toBe(18);
  });

  it('has the sample courses of spec 9 with intakes from 20 to 100', () => {
    expect(SAMPLE_COURSES.residential.map((c) => `${c.title} (${c.duration})`)).toEqual([
      'Bachelor of Theology (4 years)',
      'Master of Divinity (3 years)',
      'Master of Theology (2 years)',
    ]);
    expect(SAMPLE_COURSES.hybrid.map((c) => `${c.title} (${c.duration})`)).toEqual([
      'Bachelor of Theology (Hybrid) (5 years)',
      'Graduate Certificate in Ministry (1 year)',
      'Master of Arts in Ministry (3 years)',
    ]);
    expect(SAMPLE_COURSES.online.length).toBeGreaterThan(0);
    const intakes = Object.values(SAMPLE_COURSES).flatMap((list) => list.map((c) => c.intake ?? 0));
    expect(Math.min(...intakes)).toBe(20);
    expect(Math.max(...intakes)).toBe(100);
    for (const [programType, list] of Object.entries(SAMPLE_COURSES)) {
      for (const c of list) expect(c.program_type).toBe(programType);
    }
  });

  it('has one video with a valid YouTube id and the default statistics', () => {
    expect(extractYouTubeId(SAMPLE_VIDEO.video_url)).toBe('Xq3M2vLp8Tw');
    expect(SAMPLE_STATISTICS.map((s) => `${s.title} ${s.value}+`)).toEqual([
      'Graduates 1000+',
      'Current Students 500+',
      'Courses 50+',
      'Countries 25+',
    ]);
    expect(SAMPLE_STATISTICS[0]?.icon_name).toBe(DEFAULT_ICON_NAME);
    for (const s of SAMPLE_STATISTICS) expect(ICON_NAMES).toContain(s.icon_name);
  });

  it('draws sample pictures inline and links the default banner to the courses', () => {
    for (const item of [...SAMPLE_TEACHERS, ...SAMPLE_GALLERY, ...SAMPLE_DOWNLOADS]) {
      expect(item.image_url).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    }
    expect(decodeURIComponent(SAMPLE_GALLERY[0]?.image_url ?? '')).toContain('>Morning Chapel</text>');
    expect(DEFAULT_BANNER).toMatchObject({ button_text: 'Explore Programs', button_link: '/courses' });
  });
});
