import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBucketsFromConfig } from '../src/storage/seed-buckets.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { PNG_BYTES } from './support/storage-fixtures.ts';

const CONFIG = `
[storage]
enabled = true
file_size_limit = "50MiB"

[storage.buckets.images]
public = true
file_size_limit = "5MiB"
allowed_mime_types = ["image/png", "image/jpeg"]
objects_path = "./seed/images"

[storage.buckets.handbook]
public = false
file_size_limit = "1MB"
objects_path = "seed/handbook.txt"

[storage.buckets.uploads]
`;

describe('seedBucketsFromConfig', () => {
  let server: TestServer;
  let project: string;
  let config: string;

  beforeAll(async () => {
    server = await startTestServer();
    project = await mkdtemp(join(tmpdir(), 'storage-seed-'));
    const supabase = join(project, 'supabase');
    await mkdir(join(supabase, 'seed/images/team'), { recursive: true });
    await writeFile(join(supabase, 'seed/images/logo.png'), PNG_BYTES);
    await writeFile(join(supabase, 'seed/images/team/photo one.jpg'), 'jpeg bytes');
    await writeFile(join(project, 'outside.png'), 'not to be followed');
    await symlink(join(project, 'outside.png'), join(supabase, 'seed/images/link.png'));
    await writeFile(join(supabase, 'seed/handbook.txt'), 'Welcome to the school.');
    config = join(supabase, 'config.toml');
    await writeFile(config, CONFIG);
  });
  afterAll(async () => {
    await server.close();
    await rm(project, { recursive: true, force: true });
  });

  it('creates the buckets with their settings and uploads nothing when asked not to', async () => {
    const result = await seedBucketsFromConfig(server.ctx, config, { uploadObjects: false });
    expect(result).toEqual({ buckets: ['images', 'handbook', 'uploads'], objects: [] });
    const buckets = await server.db.query(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets order by id',
    );
    expect(buckets.rows).toEqual([
      { id: 'handbook', public: false, file_size_limit: 1024 * 1024, allowed_mime_types: null },
      { id: 'images', public: true, file_size_limit: 5 * 1024 * 1024, allowed_mime_types: ['image/png', 'image/jpeg'] },
      { id: 'uploads', public: false, file_size_limit: null, allowed_mime_types: null },
    ]);
    const objects = await server.db.query('select name from storage.objects');
    expect(objects.rows).toEqual([]);
  });

  it('uploads every regular file under objects_path, named by its relative path', async () => {
    const result = await seedBucketsFromConfig(server.ctx, config, { uploadObjects: true });
    expect(result.objects).toEqual(['images/logo.png', 'images/team/photo one.jpg', 'handbook/handbook.txt']);

    const rows = await server.db.query<{ bucket_id: string; name: string; mimetype: string; size: number }>(
      `select bucket_id, name, metadata->>'mimetype' as mimetype, (metadata->>'size')::int as size
       from storage.objects order by bucket_id, name`,
    );
    expect(rows.rows).toEqual([
      { bucket_id: 'handbook', name: 'handbook.txt', mimetype: 'text/plain', size: 22 },
      { bucket_id: 'images', name: 'logo.png', mimetype: 'image/png', size: PNG_BYTES.length },
      { bucket_id: 'images', name: 'team/photo one.jpg', mimetype: 'image/jpeg', size: 10 },
    ]);

    const client = server.anon();
    const logo = await fetch(client.storage.from('images').getPublicUrl('logo.png').data.publicUrl);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('cache-control')).toBe('max-age=3600');
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(PNG_BYTES);
    const listed = await server.service().storage.from('images').list('team');
    expect(listed.data?.map((e) => e.name)).toEqual(['photo one.jpg']);
  });

  it('updates existing buckets and overwrites seeded objects when run again', async () => {
    await writeFile(join(project, 'supabase/seed/handbook.txt'), 'Revised handbook.');
    await writeFile(config, CONFIG.replace('public = true', 'public = false'));
    await seedBucketsFromConfig(server.ctx, config, { uploadObjects: true });
    const images = await server.db.query("select public from storage.buckets where id = 'images'");
    expect(images.rows).toEqual([{ public: false }]);
    const handbook = await server.service().storage.from('handbook').download('handbook.txt');
    expect(await handbook.data?.text()).toBe('Revised handbook.');
    const count = await server.db.query<{ n: number }>('select count(*)::int as n from storage.objects');
    expect(count.rows).toEqual([{ n: 3 }]);
  });

  it("stops on a file the bucket's limits refuse, naming the file", async () => {
    const supabase = join(project, 'supabase');
    await writeFile(join(supabase, 'seed/images/notes.txt'), 'not an image');
    await expect(seedBucketsFromConfig(server.ctx, config, { uploadObjects: true })).rejects.toThrow(
      `cannot upload ${join(supabase, 'seed/images/notes.txt')} to images/notes.txt: mime type text/plain is not supported`,
    );
    await rm(join(supabase, 'seed/images/notes.txt'));

    await writeFile(join(supabase, 'seed/handbook.txt'), 'x'.repeat(1024 * 1024 + 1));
    await expect(seedBucketsFromConfig(server.ctx, config, { uploadObjects: true })).rejects.toThrow(
      'to handbook/handbook.txt: The object exceeded the maximum allowed size',
    );
  });

  it('refuses a config with an unreadable size or a bad bucket name', async () => {
    const bad = join(project, 'supabase/bad.toml');
    await writeFile(bad, '[storage.buckets.media]\nfile_size_limit = "lots"\n');
    await expect(seedBucketsFromConfig(server.ctx, bad, { uploadObjects: false })).rejects.toThrow(
      '[storage.buckets.media] file_size_limit: invalid size: lots',
    );
    await writeFile(bad, '[storage.buckets."a/b"]\npublic = true\n');
    await expect(seedBucketsFromConfig(server.ctx, bad, { uploadObjects: false })).rejects.toThrow(
      '[storage.buckets.a/b]: invalid bucket name',
    );
  });
});
