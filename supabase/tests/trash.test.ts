// Deleted applications stay in deleted_registrations for 30 days, and an admin can put one back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

describe('deleted registrations', () => {
  let db: SeminaryServer;

  beforeAll(async () => {
    db = await startSeminaryServer();
  });
  afterAll(() => db.close());

  const withoutHoneypot = (row: Record<string, unknown> | undefined) => {
    const { honeypot: _, ...rest } = row ?? {};
    return rest;
  };

  const rowOf = async (table: string, id: string) =>
    (await db.sql(`select * from public.${table} where id = $1`, [id]))[0];

  it.each(['registrations', 'student_registrations'] as const)(
    'keeps a deleted row of %s and restores it as it was',
    async (table) => {
      const [original] = await db.sql<Record<string, unknown>>(`select * from public.${table} where contacted limit 1`);
      const id = String(original?.id);
      // The row as JSON, as the trash keeps it: dates and times as text.
      const [asJson] = await db.sql<{ row: Record<string, unknown> }>(
        `select to_jsonb(t) as row from public.${table} t where id = $1`,
        [id],
      );
      expect((await db.admin.from(table).delete().eq('id', id)).error).toBeNull();
      expect(await rowOf(table, id)).toBeUndefined();

      const { data: trash, error } = await db.admin
        .from('deleted_registrations')
        .select('id, table_name, row_data, deleted_at')
        .eq('row_data->>id', id);
      expect(error).toBeNull();
      expect(trash).toEqual([
        {
          id: expect.any(String),
          table_name: table,
          row_data: withoutHoneypot(asJson?.row),
          deleted_at: expect.any(String),
        },
      ]);

      const restored = await db.admin.rpc('restore_deleted_registration', { trash_id: trash?.[0]?.id ?? '' });
      expect(restored).toMatchObject({ data: id, error: null });
      expect(await rowOf(table, id)).toEqual(original);
      expect(await db.sql('select 1 from public.deleted_registrations where id = $1', [trash?.[0]?.id])).toEqual([]);
    },
  );

  it('restores without the course when the course was deleted meanwhile', async () => {
    const [course] = await db.sql<{ id: string }>(
      `insert into public.courses (title, description, duration, program_type) values ('Short Course', 'd', '1 week', 'online') returning id`,
    );
    const [registration] = await db.sql<{ id: string }>(
      `insert into public.registrations (name, email, program_interest, course_id) values ('Ruth', 'ruth@example.com', 'online', $1) returning id`,
      [course?.id],
    );
    await db.admin
      .from('registrations')
      .delete()
      .eq('id', registration?.id ?? '');
    expect(
      (
        await db.admin
          .from('courses')
          .delete()
          .eq('id', course?.id ?? '')
      ).error,
    ).toBeNull();
    const [trashed] = await db.sql<{ id: string }>(
      `select id from public.deleted_registrations where row_data->>'id' = $1`,
      [registration?.id],
    );

    expect((await db.admin.rpc('restore_deleted_registration', { trash_id: trashed?.id ?? '' })).error).toBeNull();
    expect(await rowOf('registrations', registration?.id ?? '')).toMatchObject({ name: 'Ruth', course_id: null });
  });

  it('purges rows deleted more than 30 days ago when another is deleted', async () => {
    await db.sql(`insert into public.deleted_registrations (table_name, row_data, deleted_at) values
      ('registrations', '{"name":"Old"}', now() - interval '31 days'),
      ('registrations', '{"name":"Recent"}', now() - interval '29 days')`);
    const [doomed] = await db.sql<{ id: string }>(
      `insert into public.registrations (name, email, program_interest) values ('Temp', 'temp@example.com', 'online') returning id`,
    );
    await db.admin
      .from('registrations')
      .delete()
      .eq('id', doomed?.id ?? '');
    const names = (
      await db.sql<{ name: string }>(`select row_data->>'name' as name from public.deleted_registrations`)
    ).map((r) => r.name);
    expect(names).toContain('Recent');
    expect(names).toContain('Temp');
    expect(names).not.toContain('Old');
  });

  it.each(['visitor', 'user'] as const)('lets no %s list or restore the trash', async (caller) => {
    const [trashed] = await db.sql<{ id: string }>(
      `insert into public.deleted_registrations (table_name, row_data) values ('registrations', '{"name":"Kept"}') returning id`,
    );
    const listed = await db.client(caller).from('deleted_registrations').select('id');
    const restored = await db.client(caller).rpc('restore_deleted_registration', { trash_id: trashed?.id ?? '' });
    if (caller === 'visitor') {
      expect(listed.error).toMatchObject({ code: '42501' });
      expect(restored.error).toMatchObject({
        code: '42501',
        message: 'permission denied for function restore_deleted_registration',
      });
    } else {
      expect(listed).toMatchObject({ data: [], error: null });
      expect(restored.error).toMatchObject({
        code: '42501',
        message: 'Only admissions staff can restore registrations.',
      });
    }
    expect(await db.sql('select 1 from public.deleted_registrations where id = $1', [trashed?.id])).toHaveLength(1);
  });

  it('reports a trash entry that no longer exists', async () => {
    const { error } = await db.admin.rpc('restore_deleted_registration', {
      trash_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(error).toMatchObject({ code: 'P0002', message: 'This deleted registration no longer exists.' });
  });
});
