import { describe, expect, it } from 'vitest';
import { filterAlumni, toDatabaseFilter } from '../src/filters.ts';

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('toDatabaseFilter', () => {
  it("turns the search box's q into a case-insensitive match on any of the table's search columns", () => {
    expect(toDatabaseFilter('registrations', { q: ' Asha ', contacted: 'false' })).toEqual({
      contacted: 'false',
      '@or': {
        'name@ilike': 'Asha',
        'email@ilike': 'Asha',
        'phone@ilike': 'Asha',
        'city@ilike': 'Asha',
        'state@ilike': 'Asha',
      },
    });
    expect(toDatabaseFilter('courses', { q: 'bible' })).toEqual({
      '@or': { 'title@ilike': 'bible', 'description@ilike': 'bible' },
    });
  });

  it('keeps spaces and the characters that end a PostgREST value out of the term', () => {
    expect(toDatabaseFilter('alumni_profiles', { q: 'Asha  Rani,(x)"\\' })['@or']).toEqual({
      'name@ilike': 'Asha*Rani*x*',
      'organization@ilike': 'Asha*Rani*x*',
      'location@ilike': 'Asha*Rani*x*',
    });
  });

  it("turns an application's missing checklist item into a match on the items the database finds missing", () => {
    expect(toDatabaseFilter('student_registrations', { missing: 'payment', status: 'received', q: 'asha' })).toEqual({
      status: 'received',
      'checklist_missing@cs': '{payment}',
      '@or': expect.objectContaining({ 'reference@ilike': 'asha' }),
    });
    // Only an item of her checklist becomes a match; anything else reaches the database as it
    // came, which refuses a column it does not have.
    expect(toDatabaseFilter('student_registrations', { missing: 'payment},{x' })).toEqual({ missing: 'payment},{x' });
    expect(toDatabaseFilter('registrations', { missing: 'payment' })).toEqual({ missing: 'payment' });
  });

  it('drops an empty search, and a search on a table without search columns', () => {
    expect(toDatabaseFilter('registrations', { q: '  ', program_interest: 'hybrid' })).toEqual({
      program_interest: 'hybrid',
    });
    expect(toDatabaseFilter('teachers', { q: 'x' })).toEqual({});
  });
});

describe('filterAlumni', () => {
  const alumni = [
    {
      id: 'a',
      name: 'Priya Devi',
      organization: 'Bethel Church',
      location: 'Guntur',
      graduation_year: 2019,
      degree: 'Bachelor of Theology',
    },
    {
      id: 'b',
      name: 'Anitha Grace',
      organization: 'Grace Community Church',
      location: 'Hyderabad',
      graduation_year: 2015,
      degree: 'Master of Divinity',
    },
    {
      id: 'c',
      name: 'Lydia Suvarna',
      organization: null,
      location: null,
      graduation_year: 2019,
      degree: 'Master of Divinity',
    },
  ];

  it('matches text on name, organization or location, and year and degree exactly', () => {
    expect(ids(filterAlumni(alumni, { text: 'grace', graduation_year: '', degree: '' }))).toEqual(['b']);
    expect(ids(filterAlumni(alumni, { text: 'GUNTUR', graduation_year: '', degree: '' }))).toEqual(['a']);
    expect(ids(filterAlumni(alumni, { text: '', graduation_year: 2019, degree: '' }))).toEqual(['a', 'c']);
    expect(ids(filterAlumni(alumni, { text: '', graduation_year: 2019, degree: 'Master of Divinity' }))).toEqual(['c']);
    expect(ids(filterAlumni(alumni, { text: 'nobody', graduation_year: '', degree: '' }))).toEqual([]);
  });
});
