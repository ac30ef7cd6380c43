// A course that either registrations table points to cannot be deleted, and core explains why: the
// admin shows the one message for it whichever table refuses (code 23503 on a registrations
// table's course link).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateError } from '../../packages/core/src/errors.ts';
import { errorMessages } from '../../packages/core/src/texts.ts';
import { type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

const COURSE_IN_USE =
  'Cannot delete this course because there are student registrations associated with it. Please delete or reassign the registrations first, then try again.';

describe('deleting a course', () => {
  let db: SeminaryServer;

  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
  });
  afterAll(() => db.close());

  async function course(): Promise<string> {
    const [row] = await db.sql<{ id: string }>(
      `insert into public.courses (title, description, duration, program_type) values ('Bachelor of Theology', 'd', '4 years', 'residential') returning id`,
    );
    return row?.id ?? '';
  }

  it('is refused with 23503 while student registrations use it, with the spec message', async () => {
    const id = await course();
    await db.sql(
      `insert into public.student_registrations (name, email, program_interest, course_id, payment_screenshot_url)
       values ('Asha', 'asha@example.com', 'residential', $1, '1735711200000.png')`,
      [id],
    );
    const { error } = await db.admin.from('courses').delete().eq('id', id);
    expect(error).toMatchObject({ code: '23503' });
    expect(error?.message).toContain('"student_registrations_course_id_fkey"');
    expect(translateError(error)).toBe(errorMessages.courseHasStudentRegistrations);
    expect(await db.sql('select 1 from public.courses where id = $1', [id])).toHaveLength(1);
  });

  it('is refused with 23503 while registrations use it, with the same spec message', async () => {
    const id = await course();
    await db.sql(
      `insert into public.registrations (name, email, program_interest, course_id) values ('Asha', 'asha@example.com', 'residential', $1)`,
      [id],
    );
    const { error } = await db.admin.from('courses').delete().eq('id', id);
    expect(error).toMatchObject({ code: '23503' });
    expect(error?.message).toContain('"registrations_course_id_fkey"');
    expect(translateError(error)).toBe(errorMessages.courseHasStudentRegistrations);
  });

  it.each([
    [
      'registrations',
      `insert into public.registrations (name, email, program_interest, course_id) values ('Asha', 'asha@example.com', 'residential', $1)`,
    ],
    [
      'student_registrations',
      `insert into public.student_registrations (name, email, program_interest, course_id, payment_screenshot_url)
       values ('Asha', 'asha@example.com', 'residential', $1, '1735711200000-' || gen_random_uuid() || '.png')`,
    ],
  ])('is the spec message when %s use the course', async (_, insert) => {
    const id = await course();
    await db.sql(insert, [id]);
    const { error } = await db.admin.from('courses').delete().eq('id', id);
    expect(error).toMatchObject({ code: '23503' });
    expect(translateError(error)).toBe(COURSE_IN_USE);
    expect(await db.sql('select 1 from public.courses where id = $1', [id])).toHaveLength(1);
  });

  it('succeeds once nothing uses it', async () => {
    const id = await course();
    const { data, error } = await db.admin.from('courses').delete().eq('id', id).select('id');
    expect({ data, error }).toEqual({ data: [{ id }], error: null });
  });
});
