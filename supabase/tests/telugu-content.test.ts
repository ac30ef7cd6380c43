// The Telugu site's data (supabase/schemas/06_content.sql): every text a visitor reads has a nullable
// Telugu twin that visitors read, only admins write and the change tracking follows; the seed
// fills them, so a fresh npm start shows a Telugu site; and an application or enquiry records
// the language it was made in, refusing any but English and Telugu.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationForm, type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

/** Each content table's Telugu columns, and the English column each translates. */
const TELUGU_COLUMNS = {
  site_logo: ['alt_text'],
  banners: ['title', 'subtitle', 'button_text'],
  statistics: ['title'],
  teachers: ['position', 'bio'],
  videos: ['title', 'subtitle', 'description'],
  gallery: ['title', 'description'],
  about_sections: ['title', 'content'],
  about_gallery: ['title', 'description'],
  courses: ['title', 'description', 'duration', 'schedule'],
  campus_life: ['title', 'content'],
  campus_life_gallery: ['caption'],
  downloads: ['title', 'description', 'category'],
  donation_info: ['title'],
  privacy_notice: ['summary', 'collected', 'purposes', 'retention', 'rights', 'requests', 'complaints'],
  posts: ['title', 'summary', 'body', 'cover_alt'],
  events: ['title', 'summary', 'description', 'place', 'image_alt'],
} as const;

const TELUGU_LETTER = /[\u0C00-\u0C7F]/;

describe('Telugu content', () => {
  let db: SeminaryServer;
  beforeAll(async () => {
    db = await startSeminaryServer();
  });
  afterAll(() => db.close());

  async function courseId(title: string) {
    const [row] = await db.sql<{ id: string }>('select id from public.courses where title = $1', [title]);
    return String(row?.id);
  }

  it('gives every text a visitor reads a nullable Telugu text column, and alumni profiles none', async () => {
    const columns = await db.sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
      `select table_name, column_name, data_type, is_nullable from information_schema.columns
       where table_schema = 'public' and column_name like '%\\_te' order by table_name, column_name`,
    );
    const expected = Object.entries(TELUGU_COLUMNS).flatMap(([table, english]) =>
      english.map((column) => ({
        table_name: table,
        column_name: `${column}_te`,
        data_type: 'text',
        is_nullable: 'YES',
      })),
    );
    const byName = (a: { table_name: string; column_name: string }, b: typeof a) =>
      `${a.table_name}.${a.column_name}`.localeCompare(`${b.table_name}.${b.column_name}`);
    expect([...columns].sort(byName)).toEqual(expected.sort(byName));
  });

  it('seeds a Telugu version of every English text the seed has', async () => {
    let translated = 0;
    for (const [table, english] of Object.entries(TELUGU_COLUMNS)) {
      for (const column of english) {
        const rows = await db.sql<{ english: string; telugu: string | null }>(
          `select ${column} as english, ${column}_te as telugu from public.${table} where coalesce(${column}, '') <> ''`,
        );
        translated += rows.length;
        for (const row of rows) {
          expect(row.telugu, `${table}.${column}: ${row.english}`).toMatch(TELUGU_LETTER);
        }
      }
    }
    expect(translated).toBeGreaterThan(80);
  });

  it('lets visitors read the Telugu texts', async () => {
    const { data, error } = await db.visitor
      .from('courses')
      .select('title, title_te, description_te, duration_te, schedule_te')
      .eq('title', 'Bachelor of Theology')
      .single();
    expect(error).toBeNull();
    expect(data?.title_te).toBe('బ్యాచిలర్ ఆఫ్ థియాలజీ');
    expect(data?.duration_te).toBe('4 సంవత్సరాలు');

    const { data: banners } = await db.visitor.from('banners').select('title_te, active');
    expect(banners?.length).toBe(3);
    expect(banners?.every((banner) => banner.active && TELUGU_LETTER.test(String(banner.title_te)))).toBe(true);

    const { data: about } = await db.visitor
      .from('about_sections')
      .select('content_te')
      .eq('section_type', 'mission')
      .single();
    expect(about?.content_te).toContain('<li>');
  });

  it('lets only admins write a Telugu text', async () => {
    const id = await courseId('Master of Divinity');
    const before = 'మాస్టర్ ఆఫ్ డివినిటీ';

    const visitor = await db.visitor.from('courses').update({ title_te: 'మార్చబడింది' }).eq('id', id);
    expect(visitor.error?.code).toBe('42501');
    const user = await db.user.from('courses').update({ title_te: 'మార్చబడింది' }).eq('id', id).select('id');
    expect(user.data ?? []).toEqual([]);
    const visitorInsert = await db.visitor
      .from('statistics')
      .insert({ title: 'Villages', title_te: 'గ్రామాలు', value: 12 });
    expect(visitorInsert.error?.code).toBe('42501');
    expect(await db.sql('select title_te from public.courses where id = $1', [id])).toEqual([{ title_te: before }]);

    const admin = await db.admin
      .from('courses')
      .update({ title_te: 'మాస్టర్ ఆఫ్ డివినిటీ (M.Div.)' })
      .eq('id', id)
      .select('title_te')
      .single();
    expect(admin.error).toBeNull();
    expect(admin.data?.title_te).toBe('మాస్టర్ ఆఫ్ డివినిటీ (M.Div.)');
  });

  it('keeps the English rules: Telugu is optional, English still required', async () => {
    const withoutTelugu = await db.admin
      .from('statistics')
      .insert({ title: 'Villages Reached', value: 120 })
      .select('title_te')
      .single();
    expect(withoutTelugu.error).toBeNull();
    expect(withoutTelugu.data?.title_te).toBeNull();

    const teluguOnly = await db.admin
      .from('statistics')
      .insert({ title: null as unknown as string, title_te: 'గ్రామాలు', value: 5 });
    expect(teluguOnly.error?.code).toBe('23502');
    const badValue = await db.admin.from('statistics').insert({ title: 'Bad', title_te: 'చెడు', value: -1 });
    expect(badValue.error?.code).toBe('23514');
  });

  it('moves updated_at when only a Telugu text changes', async () => {
    const [teacher] = await db.sql<{ id: string }>(`select id from public.teachers where name = 'Rev. Esther Rani'`);
    const id = String(teacher?.id);
    await db.sql(`update public.teachers set updated_at = updated_at - interval '1 hour' where id = $1`, [id]);
    const stamp = async () =>
      (
        await db.sql<{ updated_at: Date }>('select updated_at from public.teachers where id = $1', [id])
      )[0]?.updated_at.getTime();
    const aged = await stamp();

    const [current] = await db.sql<{ position_te: string }>('select position_te from public.teachers where id = $1', [
      id,
    ]);
    await db.admin.from('teachers').update({ position_te: current?.position_te }).eq('id', id);
    expect(await stamp()).toBe(aged);
    await db.admin.from('teachers').update({ position_te: 'డీన్, పాత నిబంధన' }).eq('id', id);
    expect(await stamp()).toBeGreaterThan(Number(aged));
  });

  describe('the language of an application', () => {
    const application = (extra: Record<string, unknown> = {}) =>
      // The notice she agreed to (supabase/schemas/03_privacy_notice.sql).
      applicationForm(db.sql, { consent_notice_version: 2, ...extra });

    async function languageOf(reference: unknown) {
      const [row] = await db.sql<{ language: string }>(
        'select language from public.student_registrations where reference = $1',
        [reference],
      );
      return row?.language;
    }

    it('records Telugu when the Telugu site sends it, English when nothing is sent', async () => {
      const telugu = await db.visitor.rpc('submit_application', {
        application: await application({ language: 'te' }),
        idempotency_key: randomUUID(),
      });
      expect(telugu.error).toBeNull();
      expect(await languageOf(telugu.data)).toBe('te');

      const english = await db.visitor.rpc('submit_application', {
        application: await application(),
        idempotency_key: randomUUID(),
      });
      expect(english.error).toBeNull();
      expect(await languageOf(english.data)).toBe('en');
    });

    it('answers a retried submit with the first reference, whatever language the retry names', async () => {
      const key = randomUUID();
      const form = await application({ language: 'te' });
      const first = await db.visitor.rpc('submit_application', { application: form, idempotency_key: key });
      const retry = await db.visitor.rpc('submit_application', {
        application: { ...form, language: 'en' },
        idempotency_key: key,
      });
      expect(retry.data).toBe(first.data);
      expect(await languageOf(first.data)).toBe('te');
    });

    it('refuses any other language with a 400 and makes no application', async () => {
      const form = await application({ language: 'fr' });
      const answer = await db.visitor.rpc('submit_application', { application: form, idempotency_key: randomUUID() });
      expect(answer.status).toBe(400);
      expect(answer.error?.code).toBe('23514');
      expect(await db.sql('select 1 from public.student_registrations where email = $1', [form.email])).toEqual([]);
    });

    it('records the language of an enquiry, and refuses another', async () => {
      const email = `${randomUUID()}@example.com`;
      const enquiry = { name: 'Grace', email, program_interest: 'online' as const, consent_notice_version: 2 };
      const telugu = await db.visitor.from('registrations').insert({ ...enquiry, language: 'te' });
      expect(telugu.error).toBeNull();
      expect(await db.sql('select language from public.registrations where email = $1', [email])).toEqual([
        { language: 'te' },
      ]);

      const other = await db.visitor
        .from('registrations')
        .insert({ ...enquiry, email: `${randomUUID()}@example.com`, language: 'hi' });
      expect(other.status).toBe(400);
      expect(other.error?.code).toBe('23514');
    });

    it('keeps the language through the trash', async () => {
      const answer = await db.visitor.rpc('submit_application', {
        application: await application({ language: 'te' }),
        idempotency_key: randomUUID(),
      });
      const [row] = await db.sql<{ id: string }>('select id from public.student_registrations where reference = $1', [
        answer.data,
      ]);
      await db.admin.from('student_registrations').delete().eq('id', String(row?.id));
      const [trashed] = await db.sql<{ id: string }>(
        `select id from public.deleted_registrations where row_data ->> 'id' = $1`,
        [row?.id],
      );
      const restored = await db.admin.rpc('restore_deleted_registration', { trash_id: String(trashed?.id) });
      expect(restored.error).toBeNull();
      expect(await languageOf(answer.data)).toBe('te');
    });
  });
});
