// Who may do what, through supabase-js as the apps call it: every table against every caller
// for select, insert, update and delete, and every bucket for upload, read, signed URL and
// remove. Each cell states the one outcome it expects.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '../../packages/core/src/storage.ts';
import { CALLERS, type Caller, PNG, type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

type ReadOutcome = 'all rows' | 'active rows' | 'zero rows' | 'permission denied';
type InsertOutcome = 'inserted' | 'refused by policy' | 'permission denied' | 'duplicate';
type WriteOutcome = 'changed' | 'zero rows' | 'permission denied';

interface Access {
  select: ReadOutcome;
  insert: InsertOutcome;
  update: WriteOutcome;
  delete: WriteOutcome;
}

const ALLOWED: Access = { select: 'all rows', insert: 'inserted', update: 'changed', delete: 'changed' };
/** No grant at all: every statement is refused before any policy is asked. */
const REFUSED: Access = {
  select: 'permission denied',
  insert: 'permission denied',
  update: 'permission denied',
  delete: 'permission denied',
};

// The staff roles: editors keep the site's content, admissions staff the applications
// and their e-mails, administrators everything. A role outside its part is a signed-in account
// like any other ('user').

const PUBLISHED: Record<Caller, Access> = {
  visitor: { ...REFUSED, select: 'all rows' },
  user: { select: 'all rows', insert: 'refused by policy', update: 'zero rows', delete: 'zero rows' },
  editor: ALLOWED,
  admissions: { select: 'all rows', insert: 'refused by policy', update: 'zero rows', delete: 'zero rows' },
  admin: ALLOWED,
  service: ALLOWED,
};

// Alumni profiles: visitors read them only through the public directory, where each shows what
// she chose, and may name no column of a profile but its id and that choice (so `select *` is
// refused); among the signed in, only editors and administrators read one.
const ALUMNI_PROFILES: Record<Caller, Access> = {
  ...PUBLISHED,
  visitor: { ...PUBLISHED.visitor, select: 'permission denied' },
  user: { ...PUBLISHED.user, select: 'zero rows' },
  admissions: { ...PUBLISHED.admissions, select: 'zero rows' },
};

const APPLICATIONS: Record<Caller, Access> = {
  visitor: {
    select: 'permission denied',
    insert: 'inserted',
    update: 'permission denied',
    delete: 'permission denied',
  },
  user: { select: 'zero rows', insert: 'inserted', update: 'zero rows', delete: 'zero rows' },
  editor: { select: 'zero rows', insert: 'inserted', update: 'zero rows', delete: 'zero rows' },
  admissions: ALLOWED,
  admin: ALLOWED,
  service: ALLOWED,
};

/** Records the database keeps for staff (the trash, alumni revisions): read and purged, never written. */
function staffRecords(role: 'editor' | 'admissions'): Record<Caller, Access> {
  const outside: Access = {
    select: 'zero rows',
    insert: 'permission denied',
    update: 'permission denied',
    delete: 'zero rows',
  };
  const inside: Access = {
    select: 'all rows',
    insert: 'permission denied',
    update: 'permission denied',
    delete: 'changed',
  };
  return {
    visitor: REFUSED,
    user: outside,
    editor: role === 'editor' ? inside : outside,
    admissions: role === 'admissions' ? inside : outside,
    admin: inside,
    service: ALLOWED,
  };
}

/** Content versions: editors read them; only the database writes or removes them. */
const CONTENT_VERSIONS: Record<Caller, Access> = (() => {
  const outside: Access = { ...REFUSED, select: 'zero rows' };
  const inside: Access = { ...REFUSED, select: 'all rows' };
  return {
    visitor: REFUSED,
    user: outside,
    editor: inside,
    admissions: outside,
    admin: inside,
    service: ALLOWED,
  };
})();

const SETTINGS: Record<Caller, Access> = {
  visitor: REFUSED,
  user: { select: 'zero rows', insert: 'permission denied', update: 'zero rows', delete: 'permission denied' },
  editor: { select: 'zero rows', insert: 'permission denied', update: 'zero rows', delete: 'permission denied' },
  admissions: { select: 'zero rows', insert: 'permission denied', update: 'zero rows', delete: 'permission denied' },
  admin: { select: 'all rows', insert: 'permission denied', update: 'changed', delete: 'permission denied' },
  service: { select: 'all rows', insert: 'duplicate', update: 'changed', delete: 'changed' },
};

/** Records only the database writes (status history, mail outbox): admissions staff read them, nobody edits them. */
const ADMIN_READ_ONLY: Record<Caller, Access> = {
  visitor: REFUSED,
  user: { ...REFUSED, select: 'zero rows' },
  editor: { ...REFUSED, select: 'zero rows' },
  admissions: { ...REFUSED, select: 'all rows' },
  admin: { ...REFUSED, select: 'all rows' },
  service: ALLOWED,
};

/** Alumni registrations: editors read the confirmed queue and decide through functions; nobody writes rows. */
const ALUMNI_QUEUE: Record<Caller, Access> = {
  visitor: REFUSED,
  user: { ...REFUSED, select: 'zero rows' },
  editor: { ...REFUSED, select: 'all rows' },
  admissions: { ...REFUSED, select: 'zero rows' },
  admin: { ...REFUSED, select: 'all rows' },
  service: ALLOWED,
};

interface TableCase {
  table: string;
  access: Record<Caller, Access>;
  /** A valid new row carrying the marker. */
  row(marker: string): Record<string, unknown>;
  /** SQL for the marker's value in a stored row. */
  markerSql: string;
  /** An update that sets the marker to a new value. */
  change(marker: string): Record<string, unknown>;
  /** What must exist before a visitor may insert the row, stored as the owner. */
  prerequisite?: { sql: string; params(marker: string): unknown[] };
}

let courseId = '';
let applicationId = '';

function byTitle(table: string, access: Record<Caller, Access>, extra: Record<string, unknown>): TableCase {
  return {
    table,
    access,
    row: (marker) => ({ title: marker, ...extra }),
    markerSql: 'title',
    change: (marker) => ({ title: marker }),
  };
}

const image = 'https://cdn.example.org/picture.jpg';

const TABLES: TableCase[] = [
  {
    table: 'site_logo',
    access: PUBLISHED,
    row: (marker) => ({ logo_url: image, alt_text: marker }),
    markerSql: 'alt_text',
    change: (marker) => ({ alt_text: marker }),
  },
  byTitle(
    'banners',
    {
      ...PUBLISHED,
      visitor: { ...PUBLISHED.visitor, select: 'active rows' },
      user: { ...PUBLISHED.user, select: 'active rows' },
      admissions: { ...PUBLISHED.admissions, select: 'active rows' },
    },
    {
      image_url: image,
      order_index: 9,
    },
  ),
  byTitle('statistics', PUBLISHED, { value: 12, icon_name: 'Award' }),
  {
    table: 'teachers',
    access: PUBLISHED,
    row: (marker) => ({ name: marker, position: 'Lecturer', bio: 'Teaches', image_url: image }),
    markerSql: 'name',
    change: (marker) => ({ name: marker }),
  },
  byTitle('videos', PUBLISHED, { video_url: 'https://youtu.be/Xq3M2vLp8Tw', thumbnail_url: image }),
  byTitle('gallery', PUBLISHED, { image_url: image, category: 'Events' }),
  byTitle('about_sections', PUBLISHED, { section_type: 'vision', content: '<p>Vision</p>' }),
  byTitle('about_gallery', PUBLISHED, { image_url: image }),
  byTitle('courses', PUBLISHED, { description: 'Study', duration: '1 year', program_type: 'online', intake: 30 }),
  byTitle('campus_life', PUBLISHED, { content: 'An event', image_url: image }),
  {
    table: 'campus_life_gallery',
    access: PUBLISHED,
    row: (marker) => ({ image_url: image, caption: marker }),
    markerSql: 'caption',
    change: (marker) => ({ caption: marker }),
  },
  {
    table: 'alumni_profiles',
    access: ALUMNI_PROFILES,
    row: (marker) => ({ name: marker, graduation_year: 2010, degree: 'Master of Divinity' }),
    markerSql: 'name',
    change: (marker) => ({ name: marker }),
  },
  byTitle('downloads', PUBLISHED, { file_url: 'https://cdn.example.org/f.pdf', image_url: image }),
  byTitle('donation_info', PUBLISHED, {
    qr_code_url: image,
    bank_name: 'State Bank of India',
    account_holder: 'Seminary',
    account_number: '1234',
    ifsc_code: 'SBIN0009999',
    branch: 'Vijayawada',
  }),
  {
    table: 'registrations',
    access: APPLICATIONS,
    // Each with the notice she agreed to (supabase/schemas/03_privacy_notice.sql).
    row: (marker) => ({
      name: marker,
      email: `${marker}@example.com`,
      program_interest: 'online',
      consent_notice_version: 2,
    }),
    markerSql: 'name',
    change: (marker) => ({ name: marker }),
  },
  {
    table: 'student_registrations',
    access: APPLICATIONS,
    row: (marker) => ({
      name: marker,
      email: `${marker}@example.com`,
      program_interest: 'residential',
      course_id: courseId,
      // Each application its own screenshot, uploaded within the hour.
      payment_screenshot_url: `${marker}.png`,
      consent_notice_version: 2,
    }),
    markerSql: 'name',
    change: (marker) => ({ name: marker }),
    prerequisite: {
      sql: `insert into storage.objects (bucket_id, name) values ('payment-screenshots', $1)`,
      params: (marker) => [`${marker}.png`],
    },
  },
  {
    table: 'deleted_registrations',
    access: staffRecords('admissions'),
    row: (marker) => ({ table_name: 'registrations', row_data: { name: marker } }),
    markerSql: `row_data ->> 'name'`,
    change: (marker) => ({ row_data: { name: marker } }),
  },
  {
    table: 'content_versions',
    access: CONTENT_VERSIONS,
    row: (marker) => ({
      table_name: 'gallery',
      record_id: randomUUID(),
      operation: 'update',
      row_data: { title: marker },
    }),
    markerSql: `row_data ->> 'title'`,
    change: (marker) => ({ row_data: { title: marker } }),
  },
  {
    table: 'application_status_history',
    access: ADMIN_READ_ONLY,
    row: (marker) => ({ application_id: applicationId, to_status: 'under_review', note: marker }),
    markerSql: 'note',
    change: (marker) => ({ note: marker }),
  },
  {
    table: 'mail_outbox',
    access: ADMIN_READ_ONLY,
    row: (marker) => ({
      kind: 'enquiry_office',
      from_address: 'admissions@example.com',
      to_addresses: ['office@example.com'],
      parameters: { school: 'School', site: 'http://localhost:4321', name: marker },
    }),
    markerSql: `parameters ->> 'name'`,
    change: (marker) => ({ parameters: { school: 'School', site: 'http://localhost:4321', name: marker } }),
  },
  {
    table: 'alumni_registrations',
    access: ALUMNI_QUEUE,
    // A confirmed one: the queue shows no unconfirmed registration to anyone.
    row: (marker) => ({
      name: marker,
      graduation_year: 2015,
      degree: 'Master of Divinity',
      email: `${marker}@example.com`,
      status: 'pending',
      confirmed_at: new Date().toISOString(),
      consent_notice_version: 2,
      consent_language: 'en',
    }),
    markerSql: 'name',
    change: (marker) => ({ name: marker }),
  },
];

describe('table access', () => {
  let db: SeminaryServer;

  beforeAll(async () => {
    db = await startSeminaryServer();
    // Every visitor insert of this file comes from one address; the limits have their own test.
    await db.sql(
      'update public.application_limits set max_per_email_per_hour = 1000, max_per_client_address_per_hour = 1000',
    );
    courseId =
      (await db.sql<{ id: string }>(`select id from public.courses where program_type = 'residential' limit 1`))[0]
        ?.id ?? '';
    await db.sql(
      `insert into public.deleted_registrations (table_name, row_data) values ('registrations', '{"name":"Trashed"}')`,
    );
    await db.sql(
      `update public.gallery set title = title || ' (earlier)' where id = (select id from public.gallery limit 1)`,
    );
    applicationId = (await db.sql<{ id: string }>('select id from public.student_registrations limit 1'))[0]?.id ?? '';
    await db.sql(
      `insert into public.mail_outbox (kind, from_address, to_addresses, parameters)
       values ('enquiry_office', 'admissions@example.com', '{office@example.com}',
         '{"school": "School", "site": "http://localhost:4321", "name": "Queued"}')`,
    );
    await db.sql(
      `insert into public.alumni_registrations (name, graduation_year, degree, email, status, confirmed_at, consent_notice_version, consent_language)
       values ('Waiting', 2015, 'Master of Divinity', 'waiting@example.com', 'pending', now(), 1, 'en')`,
    );
  });
  afterAll(() => db.close());

  /** Stores a row as the owner, bypassing every policy, and returns its id. */
  async function storedRow(table: TableCase, marker: string): Promise<string> {
    const row = table.row(marker);
    const columns = Object.keys(row)
      .map((c) => `"${c}"`)
      .join(', ');
    const [inserted] = await db.sql<{ id: string }>(
      `insert into public.${table.table} (${columns}) select ${columns} from json_populate_record(null::public.${table.table}, $1) returning id`,
      [JSON.stringify(row)],
    );
    return inserted?.id ?? '';
  }

  async function markerOf(table: TableCase, id: string): Promise<string | undefined> {
    const [row] = await db.sql<{ marker: string }>(
      `select ${table.markerSql} as marker from public.${table.table} where id = $1`,
      [id],
    );
    return row?.marker;
  }

  /**
   * An update's or a delete's outcome, from what it answered and what it left: the row written
   * (its marker now `changed`), or left as it was (`unchanged`) by a policy that hid it or a
   * missing grant.
   */
  async function expectWritten(
    expected: WriteOutcome,
    { data, error }: { data: unknown; error: unknown },
    table: TableCase,
    id: string,
    markers: { changed: string | undefined; unchanged: string },
  ): Promise<void> {
    switch (expected) {
      case 'changed':
        expect({ data, error }).toEqual({ data: [{ id }], error: null });
        expect(await markerOf(table, id)).toBe(markers.changed);
        break;
      case 'zero rows':
        expect({ data, error }).toEqual({ data: [], error: null });
        expect(await markerOf(table, id)).toBe(markers.unchanged);
        break;
      case 'permission denied':
        expect(error).toMatchObject({ code: '42501', message: `permission denied for table ${table.table}` });
        expect(await markerOf(table, id)).toBe(markers.unchanged);
        break;
    }
  }

  const cells = TABLES.flatMap((table) => CALLERS.map((caller) => ({ table, caller, access: table.access[caller] })));

  /** The cells name their table at run time, so they use the client without the schema's types. */
  const from = (caller: Caller, table: string) => (db.client(caller) as unknown as SupabaseClient).from(table);

  it.each(cells.map((c) => [c.caller, c.access.select, c.table.table, c] as const))(
    '%s select: %s of %s',
    async (_, expected, table, cell) => {
      const { data, error } = await from(cell.caller, table).select('*');
      const stored = await db.sql<{ id: string; active?: boolean }>(`select * from public.${table}`);
      expect(stored.length).toBeGreaterThan(0);
      switch (expected) {
        case 'all rows':
          expect(error).toBeNull();
          expect(data?.map((r) => r.id).sort()).toEqual(stored.map((r) => r.id).sort());
          break;
        case 'active rows':
          expect(error).toBeNull();
          expect(data?.map((r) => r.id).sort()).toEqual(
            stored
              .filter((r) => r.active)
              .map((r) => r.id)
              .sort(),
          );
          expect(data?.length).toBeLessThan(stored.length);
          break;
        case 'zero rows':
          expect({ data, error }).toEqual({ data: [], error: null });
          break;
        case 'permission denied':
          expect(data).toBeNull();
          expect(error).toMatchObject({ code: '42501', message: `permission denied for table ${table}` });
          break;
      }
    },
  );

  it.each(cells.map((c) => [c.caller, c.access.insert, c.table.table, c] as const))(
    '%s insert: %s into %s',
    async (_, expected, table, cell) => {
      const marker = `insert-${randomUUID()}`;
      const count = async () =>
        Number(
          (
            await db.sql<{ n: number }>(
              `select count(*)::int as n from public.${table} where ${cell.table.markerSql} = $1`,
              [marker],
            )
          )[0]?.n,
        );
      const prerequisite = cell.table.prerequisite;
      if (prerequisite) await db.sql(prerequisite.sql, prerequisite.params(marker));
      // Without .select(): visitors add applications without reading them back (return=minimal).
      const { error, status } = await from(cell.caller, table).insert(cell.table.row(marker));
      switch (expected) {
        case 'inserted':
          expect(error).toBeNull();
          expect(status).toBe(201);
          expect(await count()).toBe(1);
          break;
        case 'refused by policy':
          expect(error).toMatchObject({
            code: '42501',
            message: `new row violates row-level security policy for table "${table}"`,
          });
          expect(await count()).toBe(0);
          break;
        case 'permission denied':
          expect(error).toMatchObject({ code: '42501', message: `permission denied for table ${table}` });
          expect(await count()).toBe(0);
          break;
        case 'duplicate':
          throw new Error('only application_limits expects a duplicate');
      }
    },
  );

  it.each(cells.map((c) => [c.caller, c.access.update, c.table.table, c] as const))(
    '%s update: %s in %s',
    async (_, expected, table, cell) => {
      const before = `before-${randomUUID()}`;
      const after = `after-${randomUUID()}`;
      const id = await storedRow(cell.table, before);
      const result = await from(cell.caller, table).update(cell.table.change(after)).eq('id', id).select('id');
      await expectWritten(expected, result, cell.table, id, { changed: after, unchanged: before });
    },
  );

  it.each(cells.map((c) => [c.caller, c.access.delete, c.table.table, c] as const))(
    '%s delete: %s in %s',
    async (_, expected, table, cell) => {
      const marker = `delete-${randomUUID()}`;
      const id = await storedRow(cell.table, marker);
      const result = await from(cell.caller, table).delete().eq('id', id).select('id');
      // A deleted row has no marker left.
      await expectWritten(expected, result, cell.table, id, { changed: undefined, unchanged: marker });
    },
  );

  it('refuses to show a visitor the application it just inserted (no return=representation)', async () => {
    const { data, error } = await db.visitor
      .from('registrations')
      .insert({
        name: 'Asha',
        email: 'asha.readback@example.com',
        program_interest: 'online',
        consent_notice_version: 2,
      })
      .select();
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table registrations' });
    expect(await db.sql(`select 1 from public.registrations where email = 'asha.readback@example.com'`)).toEqual([]);
  });

  it('refuses columns the application form does not have, such as contacted', async () => {
    const { error } = await db.visitor
      .from('registrations')
      .insert({ name: 'Asha', email: 'asha.contacted@example.com', program_interest: 'online', contacted: true });
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table registrations' });
  });

  describe.each(CALLERS)('the application limits settings as %s', (caller) => {
    const access = SETTINGS[caller];
    const limits = () => db.sql<{ max: number }>('select max_per_email_per_hour as max from public.application_limits');

    it(`select: ${access.select}`, async () => {
      const { data, error } = await db.client(caller).from('application_limits').select('id');
      if (access.select === 'all rows') expect({ data, error }).toEqual({ data: [{ id: 1 }], error: null });
      else if (access.select === 'zero rows') expect({ data, error }).toEqual({ data: [], error: null });
      else expect(error).toMatchObject({ code: '42501', message: 'permission denied for table application_limits' });
    });

    it(`insert: ${access.insert}`, async () => {
      const { error } = await db.client(caller).from('application_limits').insert({ id: 1 });
      if (access.insert === 'duplicate') expect(error).toMatchObject({ code: '23505' });
      else expect(error).toMatchObject({ code: '42501', message: 'permission denied for table application_limits' });
      expect(await limits()).toHaveLength(1);
    });

    it(`update: ${access.update}`, async () => {
      await db.sql('update public.application_limits set max_per_email_per_hour = 1000');
      const { data, error } = await db
        .client(caller)
        .from('application_limits')
        .update({ max_per_email_per_hour: 999 })
        .eq('id', 1)
        .select('max_per_email_per_hour');
      if (access.update === 'changed') {
        expect({ data, error }).toEqual({ data: [{ max_per_email_per_hour: 999 }], error: null });
        expect(await limits()).toEqual([{ max: 999 }]);
      } else {
        if (access.update === 'zero rows') expect({ data, error }).toEqual({ data: [], error: null });
        else expect(error).toMatchObject({ code: '42501', message: 'permission denied for table application_limits' });
        expect(await limits()).toEqual([{ max: 1000 }]);
      }
      await db.sql('update public.application_limits set max_per_email_per_hour = 1000');
    });

    it(`delete: ${access.delete}`, async () => {
      const { error } = await db.client(caller).from('application_limits').delete().eq('id', 1);
      if (access.delete === 'changed') {
        expect(error).toBeNull();
        expect(await limits()).toEqual([]);
        await db.sql(
          'insert into public.application_limits (id, max_per_email_per_hour, max_per_client_address_per_hour) values (1, 1000, 1000)',
        );
      } else {
        expect(error).toMatchObject({ code: '42501', message: 'permission denied for table application_limits' });
        expect(await limits()).toHaveLength(1);
      }
    });
  });
});

type StorageOutcome = 'allowed' | 'refused';

interface BucketCase {
  bucket: string;
  folder: string | null;
  isPublic: boolean;
  upload: Record<Caller, StorageOutcome>;
  /** Reading an object through the API (download, signed URL, list) and removing it. */
  privileged: Record<Caller, StorageOutcome>;
}

/** Content buckets: editors (and administrators) and scripts. */
const EDITORS: Record<Caller, StorageOutcome> = {
  visitor: 'refused',
  user: 'refused',
  editor: 'allowed',
  admissions: 'refused',
  admin: 'allowed',
  service: 'allowed',
};
/** Payment screenshots: the admissions office (and administrators) and scripts. */
const ADMISSIONS: Record<Caller, StorageOutcome> = {
  ...EDITORS,
  editor: 'refused',
  admissions: 'allowed',
};
const ANYONE: Record<Caller, StorageOutcome> = {
  visitor: 'allowed',
  user: 'allowed',
  editor: 'allowed',
  admissions: 'allowed',
  admin: 'allowed',
  service: 'allowed',
};

const BUCKETS: BucketCase[] = [
  { ...STORAGE.alumniImages, isPublic: true, upload: ANYONE, privileged: EDITORS },
  { ...STORAGE.bannerImages, isPublic: true, upload: EDITORS, privileged: EDITORS },
  { ...STORAGE.galleryImages, isPublic: true, upload: EDITORS, privileged: EDITORS },
  { ...STORAGE.teacherImages, isPublic: true, upload: EDITORS, privileged: EDITORS },
  { ...STORAGE.campusLifeImages, isPublic: true, upload: EDITORS, privileged: EDITORS },
  { ...STORAGE.downloadThumbnails, isPublic: true, upload: EDITORS, privileged: EDITORS },
  { ...STORAGE.donationQrCodes, isPublic: true, upload: EDITORS, privileged: EDITORS },
  { ...STORAGE.aboutGalleryImages, isPublic: true, upload: EDITORS, privileged: EDITORS },
  { ...STORAGE.logoImages, isPublic: true, upload: EDITORS, privileged: EDITORS },
  { ...STORAGE.paymentScreenshots, isPublic: false, upload: ANYONE, privileged: ADMISSIONS },
];

const ACCESS_DENIED = {
  statusCode: '403',
  code: 'AccessDenied',
  message: 'new row violates row-level security policy',
};

describe('bucket access', () => {
  let db: SeminaryServer;

  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
  });
  afterAll(() => db.close());

  const objectPath = (bucket: BucketCase) => {
    const name = `${Date.now()}${Math.floor(Math.random() * 1000)}.png`;
    return bucket.folder ? `${bucket.folder}/${name}` : name;
  };

  /** Uploads with the service role, which every bucket admits. */
  async function storedObject(bucket: BucketCase): Promise<string> {
    const path = objectPath(bucket);
    const { error } = await db.service.storage.from(bucket.bucket).upload(path, PNG, { contentType: 'image/png' });
    expect(error).toBeNull();
    return path;
  }

  const exists = async (bucket: string, path: string) =>
    (await db.sql('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, path])).length === 1;

  const cells = BUCKETS.flatMap((bucket) => CALLERS.map((caller) => ({ bucket, caller })));

  it.each(cells.map((c) => [c.caller, c.bucket.upload[c.caller], c.bucket.bucket, c] as const))(
    '%s upload: %s to %s',
    async (_, expected, bucket, cell) => {
      const path = objectPath(cell.bucket);
      const { data, error } = await db
        .client(cell.caller)
        .storage.from(bucket)
        .upload(path, PNG, { contentType: 'image/png' });
      if (expected === 'allowed') {
        expect(error).toBeNull();
        expect(data).toMatchObject({ path, fullPath: `${bucket}/${path}` });
        expect(await exists(bucket, path)).toBe(true);
      } else {
        expect(error).toMatchObject(ACCESS_DENIED);
        expect(await exists(bucket, path)).toBe(false);
      }
    },
  );

  it.each(cells.map((c) => [c.caller, c.bucket.privileged[c.caller], c.bucket.bucket, c] as const))(
    '%s download through the API: %s from %s',
    async (_, expected, bucket, cell) => {
      const path = await storedObject(cell.bucket);
      const { data, error } = await db.client(cell.caller).storage.from(bucket).download(path);
      if (expected === 'allowed') {
        expect(error).toBeNull();
        expect(Buffer.from(await (data as Blob).arrayBuffer())).toEqual(PNG);
      } else {
        expect(data).toBeNull();
        expect(error).toMatchObject({ status: 400 });
      }
    },
  );

  it.each(cells.map((c) => [c.caller, c.bucket.privileged[c.caller], c.bucket.bucket, c] as const))(
    '%s signed URL: %s for %s',
    async (_, expected, bucket, cell) => {
      const path = await storedObject(cell.bucket);
      const { data, error } = await db.client(cell.caller).storage.from(bucket).createSignedUrl(path, 60);
      if (expected === 'allowed') {
        expect(error).toBeNull();
        const response = await fetch(data?.signedUrl ?? '');
        expect(response.status).toBe(200);
        expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
      } else {
        expect(data).toBeNull();
        expect(error).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
      }
    },
  );

  it.each(cells.map((c) => [c.caller, c.bucket.privileged[c.caller], c.bucket.bucket, c] as const))(
    '%s remove: %s in %s',
    async (_, expected, bucket, cell) => {
      const path = await storedObject(cell.bucket);
      const { data, error } = await db.client(cell.caller).storage.from(bucket).remove([path]);
      expect(error).toBeNull();
      if (expected === 'allowed') {
        expect(data?.map((o) => o.name)).toEqual([path]);
        expect(await exists(bucket, path)).toBe(false);
      } else {
        expect(data).toEqual([]);
        expect(await exists(bucket, path)).toBe(true);
      }
    },
  );

  it.each(cells.map((c) => [c.caller, c.bucket.privileged[c.caller], c.bucket.bucket, c] as const))(
    '%s list: %s in %s',
    async (_, expected, bucket, cell) => {
      const path = await storedObject(cell.bucket);
      const { data, error } = await db
        .client(cell.caller)
        .storage.from(bucket)
        .list(cell.bucket.folder ?? '', { limit: 1000 });
      expect(error).toBeNull();
      const name = path.slice(path.lastIndexOf('/') + 1);
      // Public buckets serve files by URL; listing them stays with admins (splinter 0025).
      if (expected === 'allowed') expect(data?.map((o) => o.name)).toContain(name);
      else expect(data).toEqual([]);
    },
  );

  it.each(BUCKETS.map((b) => [b.bucket, b.isPublic ? 'serves' : 'does not serve', b] as const))(
    '%s %s files at their public URL',
    async (bucket, _, cell) => {
      const path = await storedObject(cell);
      const { data } = db.visitor.storage.from(bucket).getPublicUrl(path);
      const response = await fetch(data.publicUrl);
      expect(response.status).toBe(cell.isPublic ? 200 : 400);
      if (cell.isPublic) expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
    },
  );

  it.each(['visitor', 'user'] as const)(
    'lets a %s upload an alumni photo only under alumni/ and never replace it',
    async (caller) => {
      const storage = db.client(caller).storage.from('alumni-images');
      const name = `${Date.now()}.png`;
      expect((await storage.upload(`elsewhere/${name}`, PNG, { contentType: 'image/png' })).error).toMatchObject(
        ACCESS_DENIED,
      );
      expect((await storage.upload(`alumni/nested/${name}`, PNG, { contentType: 'image/png' })).error).toMatchObject(
        ACCESS_DENIED,
      );
      expect((await storage.upload(`alumni/${name}.html`, PNG, { contentType: 'image/png' })).error).toMatchObject(
        ACCESS_DENIED,
      );
      expect((await storage.upload(`alumni/${name}`, PNG, { contentType: 'image/png' })).error).toBeNull();
      expect(
        (await storage.upload(`alumni/${name}`, PNG, { contentType: 'image/png', upsert: true })).error,
      ).not.toBeNull();
      expect(await exists('alumni-images', `alumni/${name}`)).toBe(true);
    },
  );

  it.each(['visitor', 'user'] as const)(
    'lets a %s upload a payment screenshot only as an image without a folder',
    async (caller) => {
      const storage = db.client(caller).storage.from('payment-screenshots');
      const name = `${Date.now()}.png`;
      expect((await storage.upload(`folder/${name}`, PNG, { contentType: 'image/png' })).error).toMatchObject(
        ACCESS_DENIED,
      );
      expect((await storage.upload(`${name}.svg`, PNG, { contentType: 'image/png' })).error).toMatchObject(
        ACCESS_DENIED,
      );
      expect((await storage.upload(`x${name}`, 'hello', { contentType: 'text/plain' })).error).toMatchObject({
        statusCode: '415',
        code: 'InvalidMimeType',
      });
      expect((await storage.upload(name, PNG, { contentType: 'image/png' })).error).toBeNull();
      expect((await storage.upload(name, PNG, { contentType: 'image/png', upsert: true })).error).not.toBeNull();
    },
  );

  it('refuses a payment screenshot over the bucket limit', async () => {
    const tooLarge = Buffer.alloc(5 * 1024 * 1024 + 1);
    const { error } = await db.visitor.storage
      .from('payment-screenshots')
      .upload(`${Date.now()}.png`, tooLarge, { contentType: 'image/png' });
    expect(error).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
  });
});

/** The buckets themselves (storage.buckets): everyone reads the school's, only scripts change them. */
describe('bucket settings', () => {
  let db: SeminaryServer;

  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
  });
  afterAll(() => db.close());

  /** Buckets come from migrations and config.toml; not even admins change them through the API. */
  const changeAccess: Record<Caller, StorageOutcome> = {
    visitor: 'refused',
    user: 'refused',
    editor: 'refused',
    admissions: 'refused',
    admin: 'refused',
    service: 'allowed',
  };

  const bucketRow = async (id: string) =>
    (
      await db.sql<{ public: boolean; size: string | null }>(
        'select public, file_size_limit::text as size from storage.buckets where id = $1',
        [id],
      )
    )[0];

  it.each(CALLERS)('%s reads every school bucket and lists exactly them', async (caller) => {
    const storage = db.client(caller).storage;
    for (const bucket of BUCKETS) {
      const { data, error } = await storage.getBucket(bucket.bucket);
      expect(error).toBeNull();
      expect(data).toMatchObject({ id: bucket.bucket, public: bucket.isPublic });
    }
    const { data, error } = await storage.listBuckets();
    expect(error).toBeNull();
    expect(data?.map((b) => b.id).sort()).toEqual(BUCKETS.map((b) => b.bucket).sort());
  });

  it.each(CALLERS.map((caller) => [caller, changeAccess[caller]] as const))(
    '%s create bucket: %s',
    async (caller, expected) => {
      const id = `scratch-${caller}`;
      const { data, error } = await db.client(caller).storage.createBucket(id, { public: true });
      if (expected === 'allowed') {
        expect({ data, error }).toEqual({ data: { name: id }, error: null });
        expect(await bucketRow(id)).toMatchObject({ public: true });
      } else {
        expect(data).toBeNull();
        expect(error).toMatchObject(ACCESS_DENIED);
        expect(await bucketRow(id)).toBeUndefined();
      }
    },
  );

  it.each(CALLERS.map((caller) => [caller, changeAccess[caller]] as const))(
    '%s update bucket: %s',
    async (caller, expected) => {
      const { error } = await db
        .client(caller)
        .storage.updateBucket('payment-screenshots', { public: true, fileSizeLimit: 1000 });
      if (expected === 'allowed') {
        expect(error).toBeNull();
        expect(await bucketRow('payment-screenshots')).toEqual({ public: true, size: '1000' });
        await db.sql(
          `update storage.buckets set public = false, file_size_limit = 5242880 where id = 'payment-screenshots'`,
        );
      } else {
        // Row-level security hides the row from the update, so storage reports no such bucket.
        expect(error).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
        expect(await bucketRow('payment-screenshots')).toEqual({ public: false, size: '5242880' });
      }
    },
  );

  it.each(CALLERS.map((caller) => [caller, changeAccess[caller]] as const))(
    '%s delete bucket: %s',
    async (caller, expected) => {
      // logo-images is empty in this unseeded database, so only the policies decide.
      const { error } = await db.client(caller).storage.deleteBucket('logo-images');
      if (expected === 'allowed') {
        expect(error).toBeNull();
        expect(await bucketRow('logo-images')).toBeUndefined();
        await db.sql(
          `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
           values ('logo-images', 'logo-images', true, 2097152, array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])`,
        );
      } else {
        expect(error).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
        expect(await bucketRow('logo-images')).toEqual({ public: true, size: '2097152' });
      }
    },
  );
});

/** Who may call each staff function: the role its screen belongs to, administrators and scripts. */
const FUNCTIONS: { name: string; role: 'editor' | 'admissions' | 'staff' | 'administrator'; args: () => object }[] = [
  {
    name: 'set_application_status',
    role: 'admissions',
    args: () => ({ application_id: randomUUID(), status: 'received' }),
  },
  { name: 'restore_deleted_registration', role: 'admissions', args: () => ({ trash_id: randomUUID() }) },
  { name: 'retry_mail', role: 'admissions', args: () => ({ id: -1 }) },
  { name: 'request_site_publish', role: 'editor', args: () => ({}) },
  { name: 'restore_content_version', role: 'editor', args: () => ({ version_id: -1 }) },
  { name: 'content_history', role: 'editor', args: () => ({ table_name: 'gallery', record_id: randomUUID() }) },
  { name: 'deleted_content', role: 'editor', args: () => ({ table_name: 'gallery' }) },
  { name: 'get_site_publish_state', role: 'staff', args: () => ({}) },
  { name: 'erase_person_data', role: 'administrator', args: () => ({ enquiry_id: randomUUID() }) },
  { name: 'complete_data_request', role: 'administrator', args: () => ({ request_id: randomUUID() }) },
  { name: 'refuse_data_request', role: 'administrator', args: () => ({ request_id: randomUUID(), reason: 'No.' }) },
  { name: 'data_request_records', role: 'administrator', args: () => ({ request_id: randomUUID() }) },
  { name: 'approve_alumni_registration', role: 'editor', args: () => ({ registration_id: randomUUID() }) },
  {
    name: 'reject_alumni_registration',
    role: 'editor',
    args: () => ({ registration_id: randomUUID(), note: 'No.' }),
  },
];

function mayCall(caller: Caller, role: (typeof FUNCTIONS)[number]['role']): boolean {
  if (caller === 'admin' || caller === 'service') return true;
  if (caller === 'visitor' || caller === 'user') return false;
  return role === 'staff' || role === caller;
}

describe('function access', () => {
  let db: SeminaryServer;
  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
  });
  afterAll(() => db.close());

  const cells = FUNCTIONS.flatMap((fn) => CALLERS.map((caller) => ({ fn, caller, allowed: mayCall(caller, fn.role) })));

  it.each(cells.map((c) => [c.caller, c.allowed ? 'may call' : 'may not call', c.fn.name, c] as const))(
    '%s %s %s',
    async (_, __, name, cell) => {
      const { error } = await (db.client(cell.caller) as unknown as SupabaseClient).rpc(name, cell.fn.args());
      // Allowed calls name nothing that exists, so they may end in "not found"; never in a refusal.
      if (cell.allowed) expect(error?.code).not.toBe('42501');
      else expect(error).toMatchObject({ code: '42501' });
    },
  );
});
