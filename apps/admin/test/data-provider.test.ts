// @vitest-environment node
// The admin's data provider against the real local backend, signed in as an admin: files are
// stored, replaced and removed with their rows, a gallery batch is one insert, and a statement's
// credits are matched and a proposal confirmed. The backend runs in this process, so the
// environment is Node's; the uploads that report progress go through jsdom's XMLHttpRequest,
// with jsdom's File, as they go through a browser's.
import { createRequire } from 'node:module';
import type { RaRecord } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeminaryServer } from '../../../supabase/tests/support/seminary-server.ts';
import { closeBackend, signedInBackend } from './backend.ts';

const ADMIN = { email: 'provider-admin@example.com', password: 'provider-admin-1234' };
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

type Provider = typeof import('../src/providers/dataProvider.ts').dataProvider;

/** The part of jsdom used here; jsdom ships no type declarations. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (
    html: string,
    options: { url: string },
  ) => { window: { File: typeof File; XMLHttpRequest: typeof XMLHttpRequest } };
};

describe('the admin data provider', () => {
  let db: SeminaryServer;
  let dataProvider: Provider;

  beforeAll(async () => {
    db = await signedInBackend(ADMIN, 'administrator');
    ({ dataProvider } = await import('../src/providers/dataProvider.ts'));
  }, 120_000);
  afterAll(() => closeBackend(db));

  const picture = (name = 'Chapel.png') => new File([PNG], name, { type: 'image/png' });

  /** Runs `upload` with a browser's XMLHttpRequest and File in place of Node's. */
  async function inBrowser<T>(upload: () => Promise<T>): Promise<T> {
    const { window } = new JSDOM('', { url: 'http://localhost/admin/' });
    const nodeFile = globalThis.File;
    Object.assign(globalThis, { File: window.File, XMLHttpRequest: window.XMLHttpRequest });
    try {
      return await upload();
    } finally {
      Object.assign(globalThis, { File: nodeFile, XMLHttpRequest: undefined });
    }
  }

  async function isServed(url: unknown): Promise<boolean> {
    const response = await fetch(String(url));
    await response.body?.cancel();
    return response.ok;
  }

  it('uploads a banner image, replaces it on edit and keeps the earlier one for its version', async () => {
    const progress: number[] = [];
    const { data: created } = await inBrowser(() =>
      dataProvider.create('banners', {
        data: { title: 'Welcome', image_url: picture(), order_index: 0 },
        meta: { onUploadProgress: (fraction: number) => progress.push(fraction) },
      }),
    );
    expect(created.image_url).toMatch(/\/storage\/v1\/object\/public\/banner-images\/banners\/[0-9a-f-]{36}\.png$/);
    expect(await isServed(created.image_url)).toBe(true);
    expect(progress.at(-1)).toBe(1);

    const { data: edited } = await dataProvider.update('banners', {
      id: created.id,
      data: { ...created, image_url: picture('New.png') },
      previousData: created,
    });
    expect(edited.image_url).not.toBe(created.image_url);
    expect(await isServed(edited.image_url)).toBe(true);
    // The banner's earlier version names the first picture, so restoring it finds its file.
    expect(await isServed(created.image_url)).toBe(true);

    // Deleted, the banner can be brought back for 30 days: its picture stays too.
    await dataProvider.delete('banners', { id: created.id, previousData: edited });
    expect(await isServed(edited.image_url)).toBe(true);
  });

  it("keeps a file another row or a deleted row's version still points at", async () => {
    const { data: first } = await dataProvider.create('teachers', {
      data: { name: 'Asha', position: 'Dean', bio: 'Bio', image_url: picture() },
    });
    const { data: second } = await dataProvider.create('teachers', {
      data: { name: 'Ruth', position: 'Lecturer', bio: 'Bio', image_url: first.image_url },
    });
    await dataProvider.delete('teachers', { id: first.id, previousData: first });
    expect(await isServed(second.image_url)).toBe(true);
    await dataProvider.deleteMany('teachers', { ids: [second.id] });
    // Both teachers can be brought back for 30 days, with their picture.
    expect(await isServed(second.image_url)).toBe(true);
  });

  it('writes a gallery batch in one insert after uploading each file, reporting progress per file', async () => {
    const progress = new Map<number, number>();
    const { data } = await inBrowser(() =>
      dataProvider.createMany('gallery', {
        data: ['Chapel.png', 'Library.png', 'Garden.png'].map((name) => ({
          title: name.replace('.png', ''),
          image_url: picture(name),
          description: '',
          category: 'Campus',
        })),
        meta: { onUploadProgress: (index, fraction) => progress.set(index, fraction) },
      }),
    );
    expect(data.map((row: RaRecord) => row.title)).toEqual(['Chapel', 'Library', 'Garden']);
    expect(new Set(data.map((row: RaRecord) => row.created_at)).size).toBe(1);
    expect([...progress]).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
    for (const row of data) expect(await isServed(row.image_url)).toBe(true);
  });

  it('removes a batch’s uploads when its insert is refused', async () => {
    const uploadedBefore = await db.sql<{ count: number }>(
      `select count(*)::int as count from storage.objects where bucket_id = 'campus-life-images'`,
    );
    await expect(
      dataProvider.createMany('campus_life_gallery', {
        data: [
          { image_url: picture(), caption: 'ok' },
          { image_url: picture(), caption: 'x', not_a_column: 1 },
        ],
      }),
    ).rejects.toMatchObject({ status: expect.any(Number) });
    const uploadedAfter = await db.sql<{ count: number }>(
      `select count(*)::int as count from storage.objects where bucket_id = 'campus-life-images'`,
    );
    expect(uploadedAfter).toEqual(uploadedBefore);
  });

  it("imports a statement's credits, confirms a proposal, and says by its code that a payment is verified once", async () => {
    const { error: feeError } = await db.service.from('payment_settings').update({ fee_online: 700 }).eq('id', 1);
    expect(feeError).toBeNull();
    async function apply(name: string) {
      const stamp = crypto.randomUUID();
      const { data, error } = await db.service
        .from('student_registrations')
        .insert({
          name,
          email: `${stamp}@example.com`,
          program_interest: 'online',
          gender: 'Female',
          payment_screenshot_url: `${stamp}.png`,
        })
        .select('id, reference')
        .single();
      if (error) throw error;
      return data;
    }
    const named = await apply('Tabitha Arden');
    const proposed = await apply('Dorcas Quorvex');
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const byReference = {
      date: today,
      amount_paise: 70_000,
      narration: `UPI/CR/411100000001/${named.reference}`,
      utr: '411100000001',
      reference: named.reference,
    };
    const byName = {
      date: today,
      amount_paise: 70_000,
      narration: 'UPI/CR/QUORVEX',
      utr: '411100000002',
      reference: null,
    };

    const summary = await dataProvider.importStatementCredits([byReference, byName]);
    expect(summary.matched).toEqual([
      {
        credit: 0,
        application_id: named.id,
        receipt_number: expect.stringMatching(/^RCPT\//),
        matched_by: 'reference',
      },
    ]);
    expect(summary.proposed).toEqual([
      {
        credit: 1,
        candidates: [expect.objectContaining({ application_id: proposed.id, reference: proposed.reference })],
      },
    ]);
    expect(summary.unmatched).toEqual([]);

    const receipt = await dataProvider.confirmPayment(proposed.id, byName);
    expect(receipt).toMatchObject({
      application_id: proposed.id,
      matched_by: 'office',
      utr: '411100000002',
      amount: 700,
    });
    await expect(dataProvider.confirmPayment(proposed.id, byName)).rejects.toMatchObject({
      body: { hint: 'payment_already_verified' },
    });
    const again = await dataProvider.importStatementCredits([byReference, byName]);
    expect(again).toEqual({
      matched: [],
      already_verified: [
        { credit: 0, application_id: named.id },
        { credit: 1, application_id: null },
      ],
      proposed: [],
      unmatched: [],
    });

    // The applications list's Missing filter, with its other filters, as the list sends them.
    const page = async (filter: Record<string, unknown>) =>
      (
        await dataProvider.getList('student_registrations', {
          filter: { q: 'Tabitha Arden', ...filter },
          pagination: { page: 1, perPage: 25 },
          sort: { field: 'created_at', order: 'DESC' },
        })
      ).data.map((row) => row.id);
    expect(await page({ missing: 'decision' })).toEqual([named.id]);
    expect(await page({ missing: 'payment' })).toEqual([]);
    expect(await page({ missing: 'decision', status: 'received' })).toEqual([named.id]);
    expect(await page({ missing: 'decision', status: 'accepted' })).toEqual([]);
  });
});
