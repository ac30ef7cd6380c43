import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { TestServer } from './server.ts';

/** The parts of a storage-js error a caller can rely on. */
export function storageError(error: unknown) {
  const e = error as { name?: string; status?: number; statusCode?: string; code?: string; message?: string } | null;
  return { name: e?.name, status: e?.status, statusCode: e?.statusCode, code: e?.code, message: e?.message };
}

/** Every file under a folder, relative to it, sorted (to prove nothing lands outside storageDir). */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}

/**
 * Buckets and policies shaped like a school site's: a public `media` bucket anyone may read but
 * only an admin (app_metadata.role = 'admin') may write; a private `receipts` bucket where a
 * visitor may only drop files under `incoming/` and only an admin may read them; and a `docs`
 * bucket without policies, used through the service_role key.
 */
/** A refusal as Storage answers it: the HTTP status, and a body naming its own statusCode, code, error and message. */
export async function expectStorageRefusal(
  response: Response,
  status: number,
  body: { statusCode: string; code: string; error: string; message: string },
): Promise<void> {
  expect({ status: response.status, body: await response.json() }).toEqual({ status, body });
}

/**
 * Twelve writers upsert one key of the docs bucket at once: each succeeds, and exactly the version
 * the row names is left on disk (no writer replaced an old version the other had replaced too).
 */
export async function expectOneVersionAfterConcurrentUpserts(server: TestServer): Promise<void> {
  const docs = server.service().storage.from('docs');
  const results = await Promise.all(
    Array.from({ length: 12 }, (_, i) => docs.upload('race.txt', `writer ${i}`, { upsert: true })),
  );
  expect(results.map((r) => r.error)).toEqual(Array(12).fill(null));
  const row = await server.db.query<{ version: string }>(
    "select version from storage.objects where bucket_id = 'docs' and name = 'race.txt'",
  );
  const onDisk = (await filesUnder(server.ctx.storageDir)).filter((f) => f.startsWith('docs/race.txt/'));
  expect(onDisk).toEqual([`docs/race.txt/${row.rows[0]?.version}`]);
  expect(await (await docs.download('race.txt')).data?.text()).toMatch(/^writer \d+$/);
}

export const STORAGE_FIXTURE_SQL = `
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('media', 'media', true, 1024, array['image/*', 'text/plain']),
  ('receipts', 'receipts', false, 2048, array['image/png', 'application/pdf']),
  ('docs', 'docs', false, null, null);

create policy "media: admins insert" on storage.objects for insert to authenticated
  with check (bucket_id = 'media' and (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin');
create policy "media: admins select" on storage.objects for select to authenticated
  using (bucket_id = 'media' and (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin');
create policy "media: admins update" on storage.objects for update to authenticated
  using (bucket_id = 'media' and (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin')
  with check (bucket_id = 'media' and (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin');
create policy "media: admins delete" on storage.objects for delete to authenticated
  using (bucket_id = 'media' and (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin');

create policy "receipts: visitors drop into incoming" on storage.objects for insert to anon
  with check (bucket_id = 'receipts' and (storage.foldername(name))[1] = 'incoming');
create policy "receipts: admins read" on storage.objects for select to authenticated
  using (bucket_id = 'receipts' and (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin');
`;

export const ADMIN_ID = '11111111-1111-4111-8111-111111111111';
export const STUDENT_ID = '22222222-2222-4222-8222-222222222222';

/** The smallest valid PNG (1×1, transparent). */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** The smallest files of each format whose magic bytes `file-type` recognises. */
const bytes = (buffer: Buffer) => new Uint8Array(buffer);

export const FILES = {
  png: PNG_BYTES,
  jpeg: bytes(Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex')),
  webp: bytes(
    Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([26, 0, 0, 0]),
      Buffer.from('WEBPVP8L'),
      Buffer.from([13, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]),
    ]),
  ),
  pdf: bytes(Buffer.from('%PDF-1.4\n%%EOF\n')),
  svg: bytes(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"/>')),
  xmlSvg: bytes(
    Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  ),
  html: bytes(Buffer.from('<!doctype html><script>alert(document.domain)</script>')),
};
