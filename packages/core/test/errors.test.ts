import { describe, expect, it } from 'vitest';
import { isNetworkError, translateError } from '../src/errors.ts';

const courseDelete = (constraint: string, table: string) => ({
  code: '23503',
  message: `update or delete on table "courses" violates foreign key constraint "${constraint}" on table "${table}"`,
  details: 'Key (id)=(5b1e…) is still referenced from table "x".',
  hint: null,
});

describe('translateError', () => {
  it.each([
    ['a fetch TypeError', new TypeError('Failed to fetch')],
    ['a message mentioning fetch', { message: 'TypeError: fetch failed', code: '' }],
    ['the retrying fetch timing out', new DOMException('The request timed out.', 'TimeoutError')],
    ['an abort', new DOMException('This operation was aborted', 'AbortError')],
    ['an auth-js retryable fetch error', { name: 'AuthRetryableFetchError', message: '', status: 0 }],
  ])('reports %s as a network error', (_, error) => {
    expect(isNetworkError(error)).toBe(true);
    expect(translateError(error)).toBe(
      'Network connection error. Please check your internet connection and try again.',
    );
  });

  it("tells the database's refusals by their code, whatever the message says", () => {
    const refusal = { code: '42501', message: 'permission denied', details: null, hint: 'editors_only_publish' };
    expect(translateError(refusal)).toBe('Only editors may publish the site.');
    expect(
      translateError({ code: '23514', message: '', details: '{"year" : 2031}', hint: 'alumni_graduation_year' }),
    ).toBe('Graduation year must be between 1980 and 2031.');
  });

  it('reports PGRST116 (no row for single()) as no videos', () => {
    expect(translateError({ code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' })).toBe(
      'No videos available at the moment.',
    );
  });

  it('explains a course delete blocked by either registrations table', () => {
    const message =
      'Cannot delete this course because there are student registrations associated with it. Please delete or reassign the registrations first, then try again.';
    expect(translateError(courseDelete('student_registrations_course_id_fkey', 'student_registrations'))).toBe(message);
    expect(translateError(courseDelete('registrations_course_id_fkey', 'registrations'))).toBe(message);
  });

  it('gives the general message for any other reference', () => {
    const general =
      'Cannot delete this item because it is referenced by other records. Please remove the related records first.';
    expect(translateError({ code: '23503', message: 'violates foreign key constraint "x_fkey"' })).toBe(general);
    expect(
      translateError({ code: '23503', message: 'violates foreign key constraint "old_registrations_course_id_fkey"' }),
    ).toBe(general);
  });

  it('passes any other message through', () => {
    expect(translateError({ code: 'P0001', message: 'Too many applications. Please try again later.' })).toBe(
      'Too many applications. Please try again later.',
    );
    expect(translateError(new Error('Invalid login credentials'))).toBe('Invalid login credentials');
    expect(translateError('Plain text')).toBe('Plain text');
  });

  it('falls back when there is no message', () => {
    expect(translateError({ code: '42501' })).toBe('An unexpected error occurred.');
    expect(translateError(undefined)).toBe('An unexpected error occurred.');
    expect(translateError(42)).toBe('An unexpected error occurred.');
  });
});
