import { describe, expect, it } from 'vitest';
import { madeBeforeAll, useTestServer } from './support/server.ts';
import { filesUnder, storageError } from './support/storage-fixtures.ts';

describe('storage buckets', () => {
  const server = useTestServer();
  const service = madeBeforeAll(() => server.service());

  it('creates, reads and lists buckets', async () => {
    const created = await service.storage.createBucket('avatars', {
      public: true,
      fileSizeLimit: '1.5MB',
      allowedMimeTypes: ['Image/PNG', 'image/*', ' image/png; charset=x '],
    });
    expect(created).toEqual({ data: { name: 'avatars' }, error: null });
    expect((await service.storage.createBucket('private-files')).error).toBeNull();

    const bucket = await service.storage.getBucket('avatars');
    expect(bucket.error).toBeNull();
    expect(bucket.data).toMatchObject({
      id: 'avatars',
      name: 'avatars',
      public: true,
      file_size_limit: 1_500_000,
      allowed_mime_types: ['image/png', 'image/*'],
      type: 'STANDARD',
    });
    expect(typeof bucket.data?.created_at).toBe('string');

    const all = await service.storage.listBuckets();
    expect(all.data?.map((b) => [b.id, b.public, b.file_size_limit])).toEqual([
      ['avatars', true, 1_500_000],
      ['private-files', false, null],
    ]);
    const searched = await service.storage.listBuckets({ search: 'priv', sortColumn: 'name', sortOrder: 'desc' });
    expect(searched.data?.map((b) => b.id)).toEqual(['private-files']);
    const limited = await service.storage.listBuckets({ limit: 1, offset: 1 });
    expect(limited.data?.map((b) => b.id)).toEqual(['private-files']);
  });

  it('refuses duplicate and invalid buckets and bad settings', async () => {
    expect(storageError((await service.storage.createBucket('avatars')).error)).toEqual({
      name: 'StorageApiError',
      status: 400,
      statusCode: '409',
      code: 'ResourceAlreadyExists',
      message: 'The resource already exists',
    });
    expect(storageError((await service.storage.createBucket('no/slash')).error)).toMatchObject({
      statusCode: '400',
      code: 'InvalidBucketName',
      message: 'Bucket name invalid',
    });
    expect(storageError((await service.storage.createBucket('..')).error)).toMatchObject({ code: 'InvalidBucketName' });
    expect(
      storageError(
        (await service.storage.createBucket('sizes', { public: false, fileSizeLimit: 'ten megabytes' })).error,
      ),
    ).toMatchObject({
      statusCode: '400',
      message: 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    });
    expect(
      storageError((await service.storage.createBucket('types', { public: false, allowedMimeTypes: ['*/*'] })).error),
    ).toMatchObject({ statusCode: '415', code: 'InvalidMimeType', message: 'mime type */* is not supported' });
    expect(storageError((await service.storage.getBucket('nope')).error)).toMatchObject({
      statusCode: '404',
      code: 'NoSuchBucket',
      message: 'Bucket not found',
    });
  });

  it('updates only the settings it is given', async () => {
    const updated = await service.storage.updateBucket('avatars', { public: false, fileSizeLimit: 2048 });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    const bucket = await service.storage.getBucket('avatars');
    expect(bucket.data).toMatchObject({
      public: false,
      file_size_limit: 2048,
      allowed_mime_types: ['image/png', 'image/*'],
    });
    const cleared = await service.storage.updateBucket('avatars', {
      public: true,
      fileSizeLimit: null,
      allowedMimeTypes: null,
    });
    expect(cleared.error).toBeNull();
    expect((await service.storage.getBucket('avatars')).data).toMatchObject({
      public: true,
      file_size_limit: null,
      allowed_mime_types: null,
    });
    expect(storageError((await service.storage.updateBucket('nope', { public: true })).error)).toMatchObject({
      code: 'NoSuchBucket',
    });
  });

  it('refuses to delete a bucket that still has objects, then empties and deletes it', async () => {
    const avatars = service.storage.from('avatars');
    expect((await avatars.upload('a/1.txt', 'one')).error).toBeNull();
    expect((await avatars.upload('b.txt', 'two')).error).toBeNull();

    expect(storageError((await service.storage.deleteBucket('avatars')).error)).toEqual({
      name: 'StorageApiError',
      status: 400,
      statusCode: '409',
      code: 'ResourceNotEmpty',
      message: 'The bucket you tried to delete is not empty',
    });

    expect(await service.storage.emptyBucket('avatars')).toEqual({
      data: { message: 'Successfully emptied' },
      error: null,
    });
    expect(await avatars.list()).toEqual({ data: [], error: null });
    expect((await filesUnder(server.ctx.storageDir)).filter((f) => f.startsWith('avatars/'))).toEqual([]);

    expect(await service.storage.deleteBucket('avatars')).toEqual({
      data: { message: 'Successfully deleted' },
      error: null,
    });
    expect(storageError((await service.storage.getBucket('avatars')).error)).toMatchObject({ code: 'NoSuchBucket' });
    expect(storageError((await service.storage.deleteBucket('avatars')).error)).toMatchObject({
      code: 'NoSuchBucket',
    });
  });
});
