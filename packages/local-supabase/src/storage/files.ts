import { createHash, randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { type FileHandle, mkdir, open, realpath, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { OWNER_FILE, OWNER_FOLDER } from '../owner-only.ts';
import { errors, StorageError } from './errors.ts';

// The on-disk store. An object version lives at `<root>/<bucket>/<key>/<version>`, as in
// storage-api's file backend: every key is a folder, so `a` and `a/b` can both exist, and a new
// version never overwrites the file a reader may be streaming. Bytes arrive in
// `<root>/.staging/` and are renamed into place only once their row is written. Every path is
// checked to stay under the root, whatever validation happened before, and a stored file is
// read only where its real path, links resolved, is under the root's. Files are made 0600 and
// folders 0700 (see owner-only.ts): payment screenshots are for the backend's account alone.

/** Bytes received and waiting in staging. */
export interface StoredBytes {
  stagingPath: string;
  size: number;
  /** storage-api's file backend ETag: the quoted MD5 of the content. */
  eTag: string;
}

const STAGING = '.staging';

function inside(root: string, ...segments: string[]): string {
  const target = resolve(root, ...segments);
  const rel = relative(root, target);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) {
    throw errors.invalidKey(segments.join('/'));
  }
  return target;
}

export function versionPath(root: string, bucket: string, key: string, version: string): string {
  return inside(resolve(root), bucket, ...key.split('/'), version);
}

function keyFolder(root: string, bucket: string, key: string): string {
  return inside(resolve(root), bucket, ...key.split('/'));
}

async function stagingFile(root: string): Promise<string> {
  const folder = join(resolve(root), STAGING);
  await mkdir(folder, { recursive: true, mode: OWNER_FOLDER });
  return join(folder, randomUUID());
}

/**
 * A web body's chunks. Stopping early releases the body without cancelling it: cancelling a
 * request body destroys its socket, and the client would never read the refusal.
 */
async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * Flushes a file or folder to the disk. The database flushes each commit (db/database.ts), so a
 * row that survives a power cut must find its bytes, and its renamed name, on the disk too.
 */
async function flushToDisk(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Streams a body into the staging folder, refusing it as soon as it passes `limit` bytes. */
export async function stageStream(root: string, body: ReadableStream<Uint8Array> | null, limit: number) {
  const stagingPath = await stagingFile(root);
  const hash = createHash('md5');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) {
        done(errors.entityTooLarge());
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    const source = Readable.from(body ? chunksOf(body) : []);
    await pipeline(source, meter, createWriteStream(stagingPath, { flags: 'wx', mode: OWNER_FILE }));
    await flushToDisk(stagingPath);
  } catch (error) {
    await rm(stagingPath, { force: true });
    throw error instanceof StorageError ? error : errors.noContent();
  }
  return { stagingPath, size, eTag: `"${hash.digest('hex')}"` } satisfies StoredBytes;
}

export async function stageBytes(root: string, bytes: Uint8Array): Promise<StoredBytes> {
  const stagingPath = await stagingFile(root);
  await writeFile(stagingPath, bytes, { flag: 'wx', mode: OWNER_FILE });
  await flushToDisk(stagingPath);
  return { stagingPath, size: bytes.byteLength, eTag: `"${createHash('md5').update(bytes).digest('hex')}"` };
}

/** Copies a stored version into staging (for copy and move). */
export async function stageCopy(root: string, bucket: string, key: string, version: string): Promise<string> {
  const { handle } = await openStored(root, bucket, key, version);
  try {
    const stagingPath = await stagingFile(root);
    try {
      await pipeline(
        handle.createReadStream({ autoClose: false }),
        createWriteStream(stagingPath, { flags: 'wx', mode: OWNER_FILE }),
      );
      await flushToDisk(stagingPath);
    } catch (error) {
      await rm(stagingPath, { force: true });
      throw error;
    }
    return stagingPath;
  } finally {
    await handle.close();
  }
}

/** Moves staged bytes into place; a key whose folder collides with a stored file is refused. */
export async function placeStaged(root: string, stagingPath: string, bucket: string, key: string, version: string) {
  const target = versionPath(root, bucket, key, version);
  try {
    try {
      await mkdir(keyFolder(root, bucket, key), { recursive: true, mode: OWNER_FOLDER });
      await rename(stagingPath, target);
    } catch (error) {
      // A concurrent removeVersion may have pruned the folder between mkdir and rename.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await mkdir(keyFolder(root, bucket, key), { recursive: true, mode: OWNER_FOLDER });
      await rename(stagingPath, target);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR' || code === 'EEXIST' || code === 'EISDIR' || code === 'ENAMETOOLONG') {
      throw errors.invalidKey(key);
    }
    throw error;
  }
  await flushToDisk(keyFolder(root, bucket, key));
  return target;
}

export async function discard(path: string | undefined): Promise<void> {
  if (path) await rm(path, { force: true });
}

/** Removes a key's folders bottom-up while they are empty, stopping at the bucket folder. */
async function removeEmptyFolders(root: string, bucket: string, key: string): Promise<void> {
  const segments = key.split('/');
  while (segments.length > 0) {
    try {
      await rmdir(keyFolder(root, bucket, segments.join('/')));
    } catch {
      return;
    }
    segments.pop();
  }
}

/**
 * Deletes one stored version (one a committed row no longer points at) and the folders it
 * leaves empty. Versions are never reused, so this can never remove a live file.
 */
export async function removeVersion(root: string, bucket: string, key: string, version: string | null) {
  if (!version) return;
  try {
    await rm(versionPath(root, bucket, key, version), { force: true });
    await removeEmptyFolders(root, bucket, key);
  } catch {
    // A row written straight in SQL may name no storable path; there is then no file to remove.
  }
}

export async function removeBucketFolder(root: string, bucket: string): Promise<void> {
  await rm(inside(resolve(root), bucket), { recursive: true, force: true });
}

const NOT_STORED = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ELOOP']);

/**
 * Opens a stored version's file for reading, only when it is a regular file whose real path is
 * under the root's real path: a link (in the key's folders or the file itself) to anything
 * outside, as a restored archive could bring, answers as a missing object. The real path is
 * opened with O_NOFOLLOW, so a link put in its place after the check is refused too.
 */
async function openStored(
  root: string,
  bucket: string,
  key: string,
  version: string,
): Promise<{ handle: FileHandle; size: number; mtime: Date }> {
  let handle: FileHandle;
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(versionPath(root, bucket, key, version))]);
    if (!realFile.startsWith(realRoot + sep)) throw errors.noSuchKey();
    handle = await open(realFile, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if (NOT_STORED.has((error as NodeJS.ErrnoException).code ?? '')) throw errors.noSuchKey();
    throw error;
  }
  const stat = await handle.stat();
  if (!stat.isFile()) {
    await handle.close();
    throw errors.noSuchKey();
  }
  return { handle, size: stat.size, mtime: stat.mtime };
}

/**
 * Opens a stored version. The handle keeps the bytes readable even if a newer version replaces
 * and prunes this one while it is being sent.
 */
export async function openVersion(
  root: string,
  bucket: string,
  key: string,
  version: string | null,
): Promise<{ handle: FileHandle; size: number; mtime: Date }> {
  if (!version) throw errors.noSuchKey();
  return openStored(root, bucket, key, version);
}
