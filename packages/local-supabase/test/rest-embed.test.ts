import { describe, expect, it } from 'vitest';
import { errorBody, expectRefused, pgrstError, rest } from './support/rest-helpers.ts';
import { REST_SCHEMA_SQL } from './support/rest-schema.ts';
import { madeBeforeAll, useTestServer } from './support/server.ts';

describe('REST reads: embedded resources', () => {
  const server = useTestServer({ extraSql: [REST_SCHEMA_SQL] });
  const db = madeBeforeAll(() => server.service());

  it('embeds a many-to-one resource as an object, or null when there is none', async () => {
    const { data, error } = await db
      .from('courses')
      .select('id, program:programs(name), teacher:teachers!teacher_id(name)')
      .in('id', [1, 5])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, program: { name: 'Theology' }, teacher: { name: 'Ada' } },
      { id: 5, program: { name: 'Music' }, teacher: null },
    ]);
  });

  it('embeds a one-to-many resource as an array, empty when there are no rows', async () => {
    const { data } = await db
      .from('programs')
      .select('name, courses(id, title)')
      .order('id')
      .order('id', { referencedTable: 'courses' });
    expect(data).toEqual([
      {
        name: 'Theology',
        courses: [
          { id: 1, title: 'Old Testament' },
          { id: 2, title: 'New Testament' },
          { id: 3, title: 'Greek Grammar' },
        ],
      },
      { name: 'Ministry', courses: [{ id: 4, title: 'Pastoral Care' }] },
      { name: 'Music', courses: [{ id: 5, title: 'Choir' }] },
    ]);
    const cy = await db.from('teachers').select('name, courses!teacher_id(id)').eq('id', 3).single();
    expect(cy.data).toEqual({ name: 'Cy', courses: [] });
  });

  it('embeds many-to-many through a junction table', async () => {
    const { data } = await db
      .from('students')
      .select('name, courses(title)')
      .order('id')
      .order('id', { referencedTable: 'courses' });
    expect(data).toEqual([
      { name: 'Dan', courses: [{ title: 'Old Testament' }, { title: 'Greek Grammar' }] },
      { name: 'Eve', courses: [{ title: 'Old Testament' }] },
      { name: 'Fay', courses: [{ title: 'Choir' }] },
    ]);
    const reverse = await db
      .from('courses')
      .select('title, students(name)')
      .eq('id', 1)
      .order('name', { referencedTable: 'students' })
      .single();
    expect(reverse.data).toEqual({ title: 'Old Testament', students: [{ name: 'Dan' }, { name: 'Eve' }] });
  });

  it('disambiguates by constraint name or column, and reports ambiguity with 300 PGRST201', async () => {
    const byConstraint = await db
      .from('courses')
      .select('title, lead:teachers!courses_teacher_fkey(name), helper:teachers!courses_assistant_fkey(name)')
      .eq('id', 1)
      .single();
    expect(byConstraint.data).toEqual({ title: 'Old Testament', lead: { name: 'Ada' }, helper: { name: 'Ben' } });

    const byColumn = await db.from('courses').select('title, teachers!assistant_id(name)').eq('id', 3).single();
    expect(byColumn.data).toEqual({ title: 'Greek Grammar', teachers: { name: 'Ada' } });

    const byForeignKeyColumn = await db.from('courses').select('title, assistant_id(name)').eq('id', 1).single();
    expect(byForeignKeyColumn.data).toEqual({ title: 'Old Testament', assistant_id: { name: 'Ben' } });

    const ambiguous = await db.from('courses').select('title, teachers(name)');
    expect(ambiguous.status).toBe(300);
    expect(pgrstError(ambiguous.error)).toEqual({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'courses' and 'teachers'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'courses with teachers',
          relationship: 'courses_assistant_fkey using courses(assistant_id) and teachers(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'courses with teachers',
          relationship: 'courses_teacher_fkey using courses(teacher_id) and teachers(id)',
        },
      ],
      hint: "Try changing 'teachers' to one of the following: 'teachers!courses_assistant_fkey', 'teachers!courses_teacher_fkey'. Find the desired relationship in the 'details' key.",
    });
  });

  it('answers 400 PGRST200 when no relationship exists', async () => {
    const { error, status } = await db.from('programs').select('name, students(name)');
    expect(status).toBe(400);
    expect(pgrstError(error)).toEqual(
      errorBody('PGRST200', "Could not find a relationship between 'programs' and 'students' in the schema cache", {
        details:
          "Searched for a foreign key relationship between 'programs' and 'students' in the schema 'public', but no matches were found.",
      }),
    );
  });

  it('filters embedded rows, and filters parents with !inner or not.is.null', async () => {
    const filtered = await db.from('programs').select('name, courses(title)').gte('courses.credits', 3).order('id');
    expect(filtered.data).toEqual([
      {
        name: 'Theology',
        courses: [{ title: 'Old Testament' }, { title: 'New Testament' }, { title: 'Greek Grammar' }],
      },
      { name: 'Ministry', courses: [] },
      { name: 'Music', courses: [] },
    ]);

    const inner = await db.from('programs').select('name, courses!inner(title)').eq('courses.title', 'Choir');
    expect(inner.data).toEqual([{ name: 'Music', courses: [{ title: 'Choir' }] }]);

    const notNull = await db
      .from('programs')
      .select('name, courses(title)')
      .eq('courses.credits', 2)
      .not('courses', 'is', null);
    expect(notNull.data).toEqual([{ name: 'Ministry', courses: [{ title: 'Pastoral Care' }] }]);

    const isNull = await db.from('teachers').select('name, courses!teacher_id(id)').is('courses', null);
    expect(isNull.data).toEqual([{ name: 'Cy', courses: [] }]);

    const innerToOne = await db
      .from('courses')
      .select('id, teachers!teacher_id!inner(name)')
      .eq('teachers.name', 'Ben')
      .order('id');
    expect(innerToOne.data).toEqual([
      { id: 3, teachers: { name: 'Ben' } },
      { id: 4, teachers: { name: 'Ben' } },
    ]);

    const left = await rest(server, 'courses?select=id,teachers!teacher_id!left(name)&teachers.name=eq.Ben&order=id');
    expect((left.json() as { teachers: unknown }[]).map((row) => row.teachers)).toEqual([
      null,
      null,
      { name: 'Ben' },
      { name: 'Ben' },
      null,
    ]);
  });

  it('applies or, order, limit and offset inside an embed', async () => {
    const { data } = await db
      .from('programs')
      .select('name, courses(title)')
      .or('credits.eq.1,credits.eq.4', { referencedTable: 'courses' })
      .order('id');
    expect(data).toEqual([
      { name: 'Theology', courses: [{ title: 'Greek Grammar' }] },
      { name: 'Ministry', courses: [] },
      { name: 'Music', courses: [{ title: 'Choir' }] },
    ]);

    const paged = await db
      .from('programs')
      .select('name, courses(id)')
      .eq('id', 1)
      .order('id', { referencedTable: 'courses', ascending: false })
      .range(1, 2, { referencedTable: 'courses' })
      .single();
    expect(paged.data).toEqual({ name: 'Theology', courses: [{ id: 2 }, { id: 1 }] });

    const limited = await db
      .from('programs')
      .select('name, courses(id)')
      .eq('id', 1)
      .limit(1, { referencedTable: 'courses' })
      .single();
    expect(limited.data?.courses).toHaveLength(1);
  });

  it('nests embeds and spreads to-one columns into the parent', async () => {
    const { data } = await db
      .from('programs')
      .select('name, courses(title, teacher:teachers!teacher_id(name, email), students(name))')
      .eq('id', 1)
      .order('id', { referencedTable: 'courses' })
      .single();
    expect(data).toEqual({
      name: 'Theology',
      courses: [
        {
          title: 'Old Testament',
          teacher: { name: 'Ada', email: 'ada@school.test' },
          students: [{ name: 'Dan' }, { name: 'Eve' }],
        },
        { title: 'New Testament', teacher: { name: 'Ada', email: 'ada@school.test' }, students: [] },
        { title: 'Greek Grammar', teacher: { name: 'Ben', email: 'ben@school.test' }, students: [{ name: 'Dan' }] },
      ],
    });

    const spread = await db
      .from('courses')
      .select('title, ...programs(program:name, kind)')
      .in('id', [4, 5])
      .order('id');
    expect(spread.data).toEqual([
      { title: 'Pastoral Care', program: 'Ministry', kind: 'online' },
      { title: 'Choir', program: 'Music', kind: 'hybrid' },
    ]);
  });

  it('counts embedded rows and orders by a to-one embedded column', async () => {
    const counted = await db.from('programs').select('name, courses(count)').order('id');
    expect(counted.data).toEqual([
      { name: 'Theology', courses: [{ count: 3 }] },
      { name: 'Ministry', courses: [{ count: 1 }] },
      { name: 'Music', courses: [{ count: 1 }] },
    ]);

    const ordered = await rest(server, 'courses?select=id,programs(name)&order=programs(name).desc,id.asc');
    expect(ordered.json()).toEqual([
      { id: 1, programs: { name: 'Theology' } },
      { id: 2, programs: { name: 'Theology' } },
      { id: 3, programs: { name: 'Theology' } },
      { id: 5, programs: { name: 'Music' } },
      { id: 4, programs: { name: 'Ministry' } },
    ]);
  });

  it('embeds from a view through the keys of the table it shows, and from a function returning table rows', async () => {
    const view = await db.from('published_courses').select('title, programs(name)').eq('id', 5).single();
    expect(view.data).toEqual({ title: 'Choir', programs: { name: 'Music' } });

    const fromFunction = await db
      .rpc('courses_of', { program: 2 })
      .select('title, programs(name), teachers!teacher_id(name)');
    expect(fromFunction.data).toEqual([
      { title: 'Pastoral Care', programs: { name: 'Ministry' }, teachers: { name: 'Ben' } },
    ]);
  });

  it('refuses filters on a resource that is not embedded (PGRST108) and unknown embedded columns (42703)', async () => {
    const notEmbedded = await db.from('programs').select('name').eq('courses.credits', 3);
    expect(notEmbedded.status).toBe(400);
    expect(notEmbedded.error?.code).toBe('PGRST108');

    const unknown = await db.from('programs').select('name, courses(nope)');
    expectRefused(unknown, { status: 400, code: '42703', message: 'column courses.nope does not exist' });
  });
});
