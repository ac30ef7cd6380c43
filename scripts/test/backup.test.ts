// `npm run backup` and `npm run restore` on the embedded default: a seeded data folder with a
// few rows and uploads of its own is backed up, restored into a fresh folder, and the backend
// started on the copy serves the same rows and bytes through supabase-js.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, startServer } from '@seminary/local-supabase';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase, type Queryable } from '../../packages/local-supabase/src/db/database.ts';
import { createBackup, restoreBackup } from '../backup/backup-archive.ts';
import { configToml, migrationsDir, seedFile, supabaseDir } from '../lib/paths.ts';

const photoPath = join(supabaseDir, 'seed', 'storage', 'banner-images', 'banners', 'admissions.jpg');
const photo = readFileSync(photoPath);
// Each start applies the migrations and seed; on this project's 2-core CI that takes a while.
const SLOW = 240_000;
const BANNERS = ['Backed up banner one', 'Backed up banner two'];

let work: string;
const source = () => join(work, 'source');
const restored = () => join(work, 'restored');
const backupFile = () => join(work, 'backups', 'nightly.tar.gz');

const start = (dataDir: string) =>
  startServer({ dataDir, port: 0, migrationsDir, seedFile, configToml, log: () => undefined });
const serviceClient = (server: RunningServer) =>
  createClient(server.url, server.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });

/** What a restore must bring back: every object row and its bytes' digest, as the source served them. */
async function inventory(db: Queryable) {
  const { rows } = await db.query<{ bucket_id: string; name: string; etag: string }>(
    `select bucket_id, name, metadata->>'eTag' as etag from storage.objects order by bucket_id, name`,
  );
  return rows;
}

let before: Awaited<ReturnType<typeof inventory>>;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'backup-test-'));
  const server = await start(source());
  try {
    const service = serviceClient(server);
    const { error } = await service
      .from('banners')
      .insert(BANNERS.map((title, order_index) => ({ title, order_index, image_url: 'https://example.com/b.jpg' })));
    expect(error).toBeNull();
    for (const [bucket, name] of [
      ['gallery-images', 'backup-test/campus.jpg'],
      ['payment-screenshots', 'backup-test-screenshot.jpg'],
    ] as const) {
      const upload = await service.storage.from(bucket).upload(name, photo, { contentType: 'image/jpeg' });
      expect(upload.error).toBeNull();
    }
    before = await inventory(server.db);

    await expect(createBackup({ dataDir: source() }, backupFile())).rejects.toThrow(/in use by process/);
  } finally {
    await server.close();
  }
}, SLOW);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('backup and restore of the embedded database', () => {
  it(
    'restores rows and stored files into a fresh folder',
    async () => {
      const manifest = await createBackup({ dataDir: source() }, backupFile());
      expect(manifest).toMatchObject({ database: 'pglite', objects: before.length });
      expect(before.length).toBeGreaterThan(2);

      await restoreBackup(backupFile(), { dataDir: restored() });
      const server = await start(restored());
      try {
        const service = serviceClient(server);
        const banners = await service.from('banners').select('title').in('title', BANNERS).order('order_index');
        expect(banners.data).toEqual(BANNERS.map((title) => ({ title })));
        expect(await inventory(server.db)).toEqual(before);

        const publicFile = await fetch(
          service.storage.from('gallery-images').getPublicUrl('backup-test/campus.jpg').data.publicUrl,
        );
        expect(Buffer.from(await publicFile.arrayBuffer()).equals(photo)).toBe(true);
        const privateFile = await service.storage.from('payment-screenshots').download('backup-test-screenshot.jpg');
        expect(Buffer.from(await (privateFile.data as Blob).arrayBuffer()).equals(photo)).toBe(true);
        for (const { bucket_id, name } of before) {
          const { error } = await service.storage.from(bucket_id).download(name);
          expect(error, `${bucket_id}/${name}`).toBeNull();
        }
      } finally {
        await server.close();
      }
    },
    SLOW,
  );

  it(
    'refuses to restore over a data folder that is not empty, unless forced',
    async () => {
      await expect(restoreBackup(backupFile(), { dataDir: source() })).rejects.toThrow(/not empty/);
      await restoreBackup(backupFile(), { dataDir: source() }, { force: true });
      const db = await openEmbeddedDatabase(join(source(), 'pglite'));
      try {
        expect(await inventory(db)).toEqual(before);
      } finally {
        await db.close();
      }
    },
    SLOW,
  );

  it('refuses a file that is not a backup', async () => {
    await expect(restoreBackup(photoPath, { dataDir: join(work, 'empty') })).rejects.toThrow(/Not a backup file/);
  });
});
