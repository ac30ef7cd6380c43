// A stored file, or one of its key's folders, replaced by a symbolic link to a file outside the
// storage folder (as a restored archive could once bring): Storage answers as for a missing
// object, to an anonymous public read, a service download and a copy alike, and never sends or
// copies the outside file's bytes.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import { filesUnder, STORAGE_FIXTURE_SQL, storageError } from './support/storage-fixtures.ts';

const OUTSIDE_TEXT = 'root:x:0:0:the outside file';
const NOT_FOUND = { statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' };

describe('storage and symbolic links', () => {
  let work: string;
  let server: TestServer;
  let service: SupabaseClient;
  let outsideFile: string;

  /** Uploads `name` to the public media bucket and answers its version file's path. */
  async function upload(name: string): Promise<string> {
    expect(
      (await service.storage.from('media').upload(name, 'a real photo', { contentType: 'text/plain' })).error,
    ).toBeNull();
    const { rows } = await server.db.query<{ version: string }>(
      `select version from storage.objects where bucket_id = 'media' and name = $1`,
      [name],
    );
    return join(server.ctx.storageDir, 'media', ...name.split('/'), rows[0]?.version ?? '');
  }

  async function expectServedAsMissing(name: string) {
    const anonymous = await fetch(service.storage.from('media').getPublicUrl(name).data.publicUrl);
    const body = await anonymous.text();
    expect(body).not.toContain(OUTSIDE_TEXT);
    expect(anonymous.status).toBe(400);
    expect(JSON.parse(body)).toEqual(NOT_FOUND);

    const download = await service.storage.from('media').download(name);
    expect(storageError(download.error).statusCode).toBe('404');

    const copy = await service.storage.from('media').copy(name, `copies/${name}`);
    expect(storageError(copy.error).statusCode).toBe('404');
    expect((await filesUnder(server.ctx.storageDir)).some((file) => file.startsWith('media/copies/'))).toBe(false);
  }

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'storage-links-'));
    outsideFile = join(work, 'outside.txt');
    writeFileSync(outsideFile, OUTSIDE_TEXT);
    server = await startTestServer({ extraSql: [STORAGE_FIXTURE_SQL], storageDir: join(work, 'storage') });
    service = server.service();
  });
  afterAll(async () => {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('serves a stored file that is a link outside the storage folder as missing', async () => {
    const file = await upload('photo.txt');
    rmSync(file);
    symlinkSync(outsideFile, file);
    await expectServedAsMissing('photo.txt');
  });

  it('serves a file under a key folder that is a link outside the storage folder as missing', async () => {
    const file = await upload('alumni/photo.txt');
    // The same file names, in a folder outside, reached through a linked `alumni` folder.
    const outsideFolder = join(work, 'outside-alumni');
    const version = file.slice(file.lastIndexOf('/') + 1);
    mkdirSync(join(outsideFolder, 'photo.txt'), { recursive: true });
    writeFileSync(join(outsideFolder, 'photo.txt', version), OUTSIDE_TEXT);
    const alumni = join(server.ctx.storageDir, 'media', 'alumni');
    rmSync(alumni, { recursive: true });
    symlinkSync(outsideFolder, alumni);
    await expectServedAsMissing('alumni/photo.txt');
  });

  it('still serves files when the storage folder itself is reached through a link', async () => {
    // An operator may put the storage folder on another disk and link it in place.
    mkdirSync(join(work, 'other-disk'));
    symlinkSync(join(work, 'other-disk'), join(work, 'linked-storage'));
    const linked = await startTestServer({ extraSql: [STORAGE_FIXTURE_SQL], storageDir: join(work, 'linked-storage') });
    try {
      const media = linked.service().storage.from('media');
      expect((await media.upload('kept.txt', 'a real photo', { contentType: 'text/plain' })).error).toBeNull();
      const answer = await fetch(media.getPublicUrl('kept.txt').data.publicUrl);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('a real photo');
    } finally {
      await linked.close();
    }
  });
});
