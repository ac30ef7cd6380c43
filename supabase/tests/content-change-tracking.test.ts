// What the incremental site build relies on (supabase/schemas/06_content.sql): updated_at moves with a real
// change only and cannot be set by a client, and deleted ids are recorded for visitors to read
// but for nobody to write, for 90 days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

describe('content change tracking', () => {
  let db: SeminaryServer;
  beforeAll(async () => {
    db = await startSeminaryServer();
  });
  afterAll(() => db.close());

  async function stampOf(id: string) {
    const [row] = await db.sql<{ updated_at: Date }>('select updated_at from public.teachers where id = $1', [id]);
    return row?.updated_at.getTime();
  }

  it('moves updated_at on a real change only, never to a value a client sends', async () => {
    const { data: teacher } = await db.admin
      .from('teachers')
      .insert({
        name: 'Ruth',
        position: 'Tutor',
        bio: 'Bio',
        image_url: 'https://example.com/r.jpg',
        updated_at: '2000-01-01T00:00:00Z',
      })
      .select('id, name, updated_at')
      .single();
    expect(new Date(String(teacher?.updated_at)).getFullYear()).toBeGreaterThan(2000);
    const id = String(teacher?.id);
    await db.sql(`update public.teachers set updated_at = updated_at - interval '1 hour' where id = $1`, [id]);
    const aged = await stampOf(id);

    await db.admin.from('teachers').update({ name: 'Ruth' }).eq('id', id);
    expect(await stampOf(id)).toBe(aged);
    await db.admin.from('teachers').update({ updated_at: '2000-01-01T00:00:00Z' }).eq('id', id);
    expect(await stampOf(id)).toBe(aged);
    await db.admin.from('teachers').update({ name: 'Ruth Das' }).eq('id', id);
    expect(await stampOf(id)).toBeGreaterThan(Number(aged));
  });

  it('records deleted ids, readable by visitors and written by no API role', async () => {
    const { data: course } = await db.admin
      .from('courses')
      .insert({ title: 'Greek I', description: 'd', duration: '1 year', program_type: 'residential' })
      .select('id')
      .single();
    await db.admin.from('courses').delete().eq('id', String(course?.id));
    const { data: deletions, error } = await db.visitor
      .from('content_deletions')
      .select('table_name, row_id')
      .eq('row_id', String(course?.id));
    expect(error).toBeNull();
    expect(deletions).toEqual([{ table_name: 'courses', row_id: course?.id }]);

    for (const caller of ['visitor', 'admin'] as const) {
      const insert = await db
        .client(caller)
        .from('content_deletions')
        .insert({ table_name: 'courses', row_id: String(course?.id) });
      expect(insert.error?.code, caller).toBe('42501');
      await db.client(caller).from('content_deletions').delete().eq('row_id', String(course?.id));
    }
    expect(await db.sql('select 1 from public.content_deletions where row_id = $1', [course?.id])).toHaveLength(1);
  });

  it('forgets deletions after 90 days', async () => {
    await db.sql(`update public.content_deletions set deleted_at = now() - interval '91 days'`);
    const { data: row } = await db.admin
      .from('gallery')
      .insert({ title: 'Old', image_url: 'https://example.com/o.jpg' })
      .select('id')
      .single();
    await db.admin.from('gallery').delete().eq('id', String(row?.id));
    expect(await db.sql<{ row_id: string }>('select row_id from public.content_deletions')).toEqual([
      { row_id: row?.id },
    ]);
  });
});
