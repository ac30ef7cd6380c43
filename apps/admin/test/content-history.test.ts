// @vitest-environment node
// Content history through the admin's data provider against the real local backend, signed in as
// an editor: a record's versions a page at a time with what each change did, its
// restore, and a deleted record listed and brought back. Plus the dialog's reading of a change.
import type { RaRecord } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeminaryServer } from '../../../supabase/tests/support/seminary-server.ts';
import { changedFields, fieldLabel } from '../src/components/history/changes.ts';
import { closeBackend, signedInBackend } from './backend.ts';

const EDITOR = { email: 'history-editor@example.com', password: 'history-editor-1234' };

type Provider = typeof import('../src/providers/dataProvider.ts').dataProvider;

describe('content history in the admin', () => {
  let db: SeminaryServer;
  let dataProvider: Provider;

  beforeAll(async () => {
    db = await signedInBackend(EDITOR, 'editor');
    ({ dataProvider } = await import('../src/providers/dataProvider.ts'));
  }, 120_000);
  afterAll(() => closeBackend(db));

  it("lists a record's versions a page at a time and restores one", async () => {
    const { data: course } = await dataProvider.create<RaRecord>('courses', {
      data: { title: 'Greek I', description: 'Koine', duration: '1 year', program_type: 'online' },
    });
    for (const title of ['Greek II', 'Greek III', 'Greek IV']) {
      await dataProvider.update('courses', { id: course.id, data: { title }, previousData: course });
    }

    const first = await dataProvider.getList('content_history', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'id', order: 'DESC' },
      filter: { table_name: 'courses', record_id: course.id },
    });
    expect(first.total).toBe(3);
    expect(first.data.map((v) => [v.row_data.title, v.after.title])).toEqual([
      ['Greek III', 'Greek IV'],
      ['Greek II', 'Greek III'],
    ]);
    const second = await dataProvider.getList('content_history', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'id', order: 'DESC' },
      filter: { table_name: 'courses', record_id: course.id },
    });
    expect(second.data.map((v) => [v.row_data.title, v.after.title])).toEqual([['Greek I', 'Greek II']]);

    await dataProvider.restoreContentVersion(second.data[0]?.id);
    const { data: restored } = await dataProvider.getOne('courses', { id: course.id });
    expect(restored.title).toBe('Greek I');
  });

  it('lists a deleted record and brings it back', async () => {
    const { data: statistic } = await dataProvider.create<RaRecord>('statistics', {
      data: { title: 'Graduates', value: 120 },
    });
    await dataProvider.delete('statistics', { id: statistic.id, previousData: statistic });

    const deleted = await dataProvider.getList('deleted_content', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { table_name: 'statistics' },
    });
    expect(deleted.data).toEqual([expect.objectContaining({ record_id: statistic.id, changed_by_role: 'editor' })]);
    await dataProvider.restoreContentVersion(deleted.data[0]?.id);
    expect((await dataProvider.getOne('statistics', { id: statistic.id })).data).toMatchObject({
      title: 'Graduates',
      value: 120,
    });
  });

  it('refuses a table that keeps no history with the database’s message', async () => {
    await expect(
      dataProvider.getList('deleted_content', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'DESC' },
        filter: { table_name: 'registrations' },
      }),
    ).rejects.toMatchObject({ message: 'This table keeps no history.', status: 400 });
  });

  it('names the fields a change touched, bookkeeping aside', () => {
    expect(
      changedFields(
        { id: 1, title: 'A', title_te: null, image_url: 'x.png', updated_at: '1' },
        { id: 1, title: 'B', title_te: null, image_url: 'y.png', updated_at: '2' },
      ),
    ).toEqual(['image_url', 'title']);
    // A deletion shows every field the record had.
    expect(changedFields({ id: 1, name: 'Grace', bio: '' }, null)).toEqual(['bio', 'name']);
    expect([fieldLabel('image_url'), fieldLabel('title_te'), fieldLabel('button_link')]).toEqual([
      'Image',
      'Title (Telugu)',
      'Button link',
    ]);
  });
});
