// The admin's news post form: what postFormSchema gives the database and what it
// refuses, as the database's checks on public.posts do (supabase/schemas/04_blog.sql).
import { describe, expect, it } from 'vitest';
import { postFormSchema, slugFromTitle } from '../src/validation.ts';

const valid = {
  title: '  Admissions 2026 open!  ',
  slug: '',
  summary: 'Apply by June.',
  body: '<p>Apply.</p>',
  published_at: '2026-01-05T09:30',
  draft: false,
  cover_image_url: null,
};

function issues(values: Record<string, unknown>) {
  const result = postFormSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('slugFromTitle', () => {
  it('makes lower-case words joined by single hyphens', () => {
    expect(slugFromTitle('Admissions 2026 open!')).toBe('admissions-2026-open');
    expect(slugFromTitle('  Café -- Day  ')).toBe('cafe-day');
  });

  it('gives nothing for a title without Latin letters or digits, and at most 100 characters', () => {
    expect(slugFromTitle('ప్రవేశాలు')).toBe('');
    expect(slugFromTitle(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
  });
});

describe('postFormSchema', () => {
  it('trims the texts, makes a blank address from the title and gives the publish time as an instant', () => {
    const post = postFormSchema.parse(valid);
    expect(post).toMatchObject({ title: 'Admissions 2026 open!', slug: 'admissions-2026-open', draft: false });
    expect(post.published_at).toBe(new Date('2026-01-05T09:30').toISOString());
  });

  it('keeps an address the admin wrote', () => {
    expect(postFormSchema.parse({ ...valid, slug: 'open-2026' }).slug).toBe('open-2026');
  });

  it.each([
    ['capitals', 'Open-2026'],
    ['spaces', 'open 2026'],
    ['double hyphens', 'open--2026'],
    ['the later pages’ address', 'page'],
  ])('refuses an address with %s', (_name, slug) => {
    expect(issues({ slug }).map(([path]) => path)).toEqual(['slug']);
  });

  it('refuses a title with no Latin letters when the address is left to it', () => {
    expect(issues({ title: 'ప్రవేశాలు' }).map(([path]) => path)).toEqual(['slug']);
  });

  it('refuses line breaks in the one-line texts', () => {
    expect(issues({ title: 'Two\nlines' }).map(([path]) => path)).toEqual(['title']);
    expect(issues({ summary_te: 'ఒకటి\r\nరెండు' }).map(([path]) => path)).toEqual(['summary_te']);
    expect(issues({ cover_image_url: 'https://x.test/a.png', cover_alt: 'A\u2028B' }).map(([path]) => path)).toEqual([
      'cover_alt',
    ]);
  });

  it('asks for the cover’s description when there is a cover', () => {
    expect(issues({ cover_image_url: 'https://x.test/a.png' })).toEqual([
      ['cover_alt', 'Please describe the cover picture'],
    ]);
    expect(issues({ cover_image_url: 'https://x.test/a.png', cover_alt: 'Graduates' })).toEqual([]);
  });

  it('asks for a title, a summary and a publish time', () => {
    expect(
      issues({ title: ' ', summary: '', published_at: 'soon' })
        .map(([path]) => path)
        .sort(),
    ).toEqual(['published_at', 'summary', 'title']);
  });
});
