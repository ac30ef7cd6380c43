import { describe, expect, it } from 'vitest';
import { rest } from './support/rest-helpers.ts';
import { REST_SCHEMA_SQL } from './support/rest-schema.ts';
import { madeBeforeAll, useTestServer } from './support/server.ts';

const SLOTS_SQL = `
create table public.slots (id int primary key, period int4range, label text);
insert into public.slots values
  (1, '[1,5)', 'a,b'), (2, '[5,10)', 'say "hi"'), (3, '[20,30)', 'x(y)'), (4, null, 'null'), (5, '[2,3)', null);
`;

describe('REST reads: filters', () => {
  const server = useTestServer({ extraSql: [REST_SCHEMA_SQL, SLOTS_SQL] });
  const db = madeBeforeAll(() => server.service());

  const ids = async (query: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) => {
    const { data, error } = await query;
    expect(error).toBeNull();
    return (data ?? []).map((row) => row.id);
  };
  const courses = () => db.from('courses').select('id').order('id');

  it('compares with eq, neq, gt, gte, lt, lte', async () => {
    expect(await ids(courses().eq('credits', 3))).toEqual([1, 2]);
    expect(await ids(courses().neq('credits', 3))).toEqual([3, 4, 5]);
    expect(await ids(courses().gt('credits', 3))).toEqual([3]);
    expect(await ids(courses().gte('credits', 3))).toEqual([1, 2, 3]);
    expect(await ids(courses().lt('price', 99))).toEqual([4, 5]);
    expect(await ids(courses().lte('starts_on', '2024-09-02'))).toEqual([1, 2]);
    expect(await ids(courses().eq('published', false))).toEqual([4]);
  });

  it('matches patterns with like, ilike (`*` or `%`), match and imatch', async () => {
    expect(await ids(courses().like('title', '*Testament'))).toEqual([1, 2]);
    expect(await ids(courses().like('title', '%testament'))).toEqual([]);
    expect(await ids(courses().ilike('title', '%testament'))).toEqual([1, 2]);
    expect(await ids(courses().regexMatch('title', '^[A-G]'))).toEqual([3, 5]);
    expect(await ids(courses().regexIMatch('title', '^g'))).toEqual([3]);
    expect(await ids(courses().likeAnyOf('title', ['Old%', '%Care']))).toEqual([1, 4]);
    expect(await ids(courses().ilikeAllOf('title', ['%t%', '%o%']))).toEqual([1, 4]);
  });

  it('checks lists with in and not.in, quoting values with commas, quotes and parentheses', async () => {
    expect(await ids(courses().in('id', [5, 1, 3]))).toEqual([1, 3, 5]);
    expect(await ids(courses().in('id', []))).toEqual([]);
    expect(await ids(courses().not('id', 'in', '(1,2)'))).toEqual([3, 4, 5]);
    const slots = db.from('slots').select('id').order('id');
    expect(await ids(slots.in('label', ['a,b', 'say "hi"', 'x(y)', 'null']))).toEqual([1, 2, 3, 4]);
  });

  it('tests is null / not null / true / false and isDistinct', async () => {
    expect(await ids(courses().is('price', null))).toEqual([3]);
    expect(await ids(courses().not('teacher_id', 'is', null))).toEqual([1, 2, 3, 4]);
    expect(await ids(courses().is('published', false))).toEqual([4]);
    expect(await ids(courses().filter('published', 'is', 'true'))).toEqual([1, 2, 3, 5]);
    expect(await ids(courses().isDistinct('assistant_id', 1))).toEqual([1, 2, 4, 5]);
  });

  it('compares arrays, jsonb and ranges with cs, cd, ov, sl, sr, nxr, nxl, adj', async () => {
    const teachers = () => db.from('teachers').select('id').order('id');
    expect(await ids(teachers().contains('tags', ['greek']))).toEqual([1]);
    expect(await ids(teachers().containedBy('tags', ['greek', 'hebrew', 'latin']))).toEqual([1, 3]);
    expect(await ids(teachers().overlaps('tags', ['music', 'hebrew']))).toEqual([1, 2]);
    expect(await ids(teachers().contains('profile', { office: { room: 'B2' } }))).toEqual([2]);
    expect(await ids(courses().contains('metadata', { level: 'intro' }))).toEqual([1, 2, 5]);

    const slots = () => db.from('slots').select('id').order('id');
    expect(await ids(slots().rangeLt('period', '[10,20)'))).toEqual([1, 2, 5]);
    expect(await ids(slots().rangeGt('period', '[10,20)'))).toEqual([3]);
    expect(await ids(slots().rangeLte('period', '[1,5)'))).toEqual([1, 5]);
    expect(await ids(slots().rangeGte('period', '[5,10)'))).toEqual([2, 3]);
    expect(await ids(slots().rangeAdjacent('period', '[10,20)'))).toEqual([2, 3]);
    expect(await ids(slots().overlaps('period', '[4,6)'))).toEqual([1, 2]);
  });

  it('searches text with fts, plfts, phfts and wfts, with or without a configuration', async () => {
    expect(await ids(courses().textSearch('search', 'greek'))).toEqual([3]);
    expect(await ids(courses().textSearch('search', "'testament' & 'old'"))).toEqual([1]);
    expect(await ids(courses().textSearch('search', 'gospels letters', { type: 'plain', config: 'english' }))).toEqual([
      2,
    ]);
    expect(
      await ids(courses().textSearch('search', 'singing in parts', { type: 'phrase', config: 'english' })),
    ).toEqual([5]);
    expect(await ids(courses().textSearch('search', 'testament -old', { type: 'websearch' }))).toEqual([2]);
    expect(await ids(courses().textSearch('title', 'choir', { config: 'english' }))).toEqual([5]);
  });

  it('combines with or / and trees, nested and negated', async () => {
    expect(await ids(courses().or('credits.gt.3,title.ilike.*choir*'))).toEqual([3, 5]);
    expect(await ids(courses().or('and(credits.eq.3,price.gt.100),id.in.(4,5)'))).toEqual([1, 4, 5]);
    expect(await ids(courses().not('credits', 'eq', 3).or('price.is.null,price.lt.50'))).toEqual([3, 5]);
    const raw = await rest(server, 'courses?select=id&order=id&not.or=(credits.eq.3,id.eq.5)');
    expect(raw.json()).toEqual([{ id: 3 }, { id: 4 }]);
    const and = await rest(
      server,
      'courses?select=id&order=id&and=(credits.gte.2,or(published.is.false,price.is.null))',
    );
    expect(and.json()).toEqual([{ id: 3 }, { id: 4 }]);
    const quoted = await rest(server, `slots?select=id&or=(label.eq."a,b",label.eq."x(y)")&order=id`);
    expect(quoted.json()).toEqual([{ id: 1 }, { id: 3 }]);
    const arrays = await rest(server, 'teachers?select=id&or=(tags.cs.{music},tags.cs.{hebrew,greek})&order=id');
    expect(arrays.json()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('applies any/all modifiers, match(), filters on JSON paths and several filters on one column', async () => {
    expect(await ids(courses().filter('credits', 'eq(any)', '{1,4}'))).toEqual([3, 5]);
    expect(await ids(courses().filter('credits', 'gt(all)', '{1,2}'))).toEqual([1, 2, 3]);
    expect(await ids(courses().match({ program_id: 1, credits: 3 }))).toEqual([1, 2]);
    expect(await ids(courses().eq('metadata->>level', 'intro'))).toEqual([1, 2, 5]);
    expect(await ids(courses().eq('metadata->level', '"advanced"'))).toEqual([3]);
    expect(await ids(db.from('teachers').select('id').gt('profile->years', 5))).toEqual([1]);
    expect(await ids(courses().gte('credits', 2).lte('credits', 3))).toEqual([1, 2, 4]);
  });

  it('passes filter values as data: SQL in a value matches nothing and changes nothing', async () => {
    expect(await ids(courses().eq('title', "x' or '1'='1"))).toEqual([]);
    expect(await ids(courses().eq('title', 'x"; drop table courses; --'))).toEqual([]);
    expect(await ids(courses().in('title', ["') or true --"]))).toEqual([]);
    expect(await ids(courses().like('title', "%' or 1=1 --"))).toEqual([]);
    expect(await ids(courses())).toEqual([1, 2, 3, 4, 5]);
  });
});
