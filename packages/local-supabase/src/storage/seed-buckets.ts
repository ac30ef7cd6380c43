import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parse } from 'smol-toml';
import type { ServerContext } from '../http/context.ts';
import { upsertBucket } from './buckets.ts';
import { StorageError } from './errors.ts';
import { stageStream } from './files.ts';
import { assertMimeTypeAllowed, mimeTypeFromName, normalizeAllowedMimeTypes } from './mime.ts';
import { assertValidBucketName, assertValidKey } from './names.ts';
import { superuserRunner, writeObject } from './objects.ts';
import { GLOBAL_FILE_SIZE_LIMIT, parseConfigSize } from './sizes.ts';

export interface SeedResult {
  /** Bucket ids created or updated, in config order. */
  buckets: string[];
  /** `bucket/key` of every uploaded object. */
  objects: string[];
}

interface BucketConfig {
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
  objectsPath: string | null;
}

function readBucketConfig(name: string, raw: unknown, supabaseDir: string): BucketConfig {
  const where = `[storage.buckets.${name}]`;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${where} must be a table`);
  const table = raw as Record<string, unknown>;
  if (table.public !== undefined && typeof table.public !== 'boolean') {
    throw new Error(`${where} public must be a boolean`);
  }
  let fileSizeLimit: number | null = null;
  if (table.file_size_limit !== undefined) {
    try {
      fileSizeLimit = parseConfigSize(table.file_size_limit) || null;
    } catch (error) {
      throw new Error(`${where} file_size_limit: ${(error as Error).message}`);
    }
  }
  let allowedMimeTypes: string[] | null = null;
  if (table.allowed_mime_types !== undefined) {
    try {
      allowedMimeTypes = normalizeAllowedMimeTypes(table.allowed_mime_types);
    } catch (error) {
      throw new Error(`${where} allowed_mime_types: ${(error as Error).message}`);
    }
  }
  if (table.objects_path !== undefined && typeof table.objects_path !== 'string') {
    throw new Error(`${where} objects_path must be a string`);
  }
  return {
    public: table.public ?? false,
    fileSizeLimit,
    allowedMimeTypes,
    // Like the CLI, a relative objects_path is relative to the supabase/ folder holding config.toml.
    objectsPath: table.objects_path ? resolve(supabaseDir, table.objects_path) : null,
  };
}

/** Regular files under `folder` (symbolic links are skipped, as the CLI's WalkDir does), sorted. */
async function regularFiles(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await regularFiles(path)));
    else if (entry.isFile()) found.push(path);
  }
  return found.sort();
}

/**
 * What `supabase seed buckets` does: creates or updates every `[storage.buckets.<name>]` of
 * supabase/config.toml and, with `uploadObjects`, uploads each file under its `objects_path`
 * (object name = path relative to objects_path; an objects_path naming one file uploads it
 * under its own name), overwriting objects that exist. The bucket's limits apply to these
 * uploads as they do to the CLI's. Content types come from the file extension.
 */
export async function seedBucketsFromConfig(
  ctx: ServerContext,
  configTomlPath: string,
  options: { uploadObjects: boolean },
): Promise<SeedResult> {
  const config = parse(await readFile(configTomlPath, 'utf8')) as Record<string, unknown>;
  const storage = (config.storage ?? {}) as Record<string, unknown>;
  const buckets = (storage.buckets ?? {}) as Record<string, unknown>;
  const supabaseDir = dirname(resolve(configTomlPath));
  const result: SeedResult = { buckets: [], objects: [] };

  for (const [name, raw] of Object.entries(buckets)) {
    try {
      assertValidBucketName(name);
    } catch {
      throw new Error(`[storage.buckets.${name}]: invalid bucket name`);
    }
    const bucket = readBucketConfig(name, raw, supabaseDir);
    await upsertBucket(ctx.db, name, {
      public: bucket.public,
      fileSizeLimit: bucket.fileSizeLimit,
      allowedMimeTypes: bucket.allowedMimeTypes,
    });
    result.buckets.push(name);
    if (!options.uploadObjects || !bucket.objectsPath) continue;

    const single = (await stat(bucket.objectsPath)).isFile();
    const files = single ? [bucket.objectsPath] : await regularFiles(bucket.objectsPath);
    for (const file of files) {
      const key = single ? basename(file) : relative(bucket.objectsPath, file).split(sep).join('/');
      try {
        assertValidKey(key);
        const mimeType = mimeTypeFromName(file);
        assertMimeTypeAllowed(mimeType, bucket.allowedMimeTypes);
        const limit = Math.min(bucket.fileSizeLimit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
        const body = Readable.toWeb(createReadStream(file)) as WebReadableStream<Uint8Array>;
        const bytes = await stageStream(ctx.storageDir, body as unknown as ReadableStream<Uint8Array>, limit);
        await writeObject(ctx, superuserRunner(ctx), {
          bucket: name,
          key,
          upsert: true,
          identity: { owner: null, ownerId: null },
          bytes,
          mimeType,
          // The CLI uploads with storage-js's default cache time.
          cacheControl: 'max-age=3600',
          userMetadata: null,
        });
      } catch (error) {
        const reason = error instanceof StorageError ? error.message : (error as Error).message;
        throw new Error(`cannot upload ${file} to ${name}/${key}: ${reason}`);
      }
      result.objects.push(`${name}/${key}`);
    }
  }
  return result;
}
